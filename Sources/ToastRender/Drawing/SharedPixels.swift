import Synchronization

/// Pixels that take long to make (backgrounds, blurred shadow masks and material backdrops), made once
/// per process and shared by every renderer on every thread: a snapshot suite's workers, each
/// with renderers of its own, draw the same toasts over the same backgrounds.
///
/// An entry is keyed by everything its pixels are made from, and its bytes never change once
/// made; a renderer copies them into a surface of its own (Cairo surfaces are not handed
/// between threads). When two threads ask for an entry at once, one makes it while the other
/// waits for it. Above `capacity` bytes the store starts over.
final class SharedPixels<Key: Hashable & Sendable>: Sendable {
    /// Rows of pixel bytes as a Cairo surface of `format` holds them.
    struct Pixels: Sendable {
        let format: ImageSurface.Format
        let width: Int
        let height: Int
        let stride: Int
        let bytes: [UInt8]

        init(format: ImageSurface.Format, width: Int, height: Int, stride: Int, bytes: [UInt8]) {
            precondition(bytes.count == stride * height, "\(height) rows of \(stride) bytes, got \(bytes.count)")
            self.format = format
            self.width = width
            self.height = height
            self.stride = stride
            self.bytes = bytes
        }

        /// The pixels of `surface`.
        init(_ surface: ImageSurface) {
            format = surface.format
            width = surface.width
            height = surface.height
            stride = surface.stride
            bytes = surface.withBytes { [UInt8]($0) }
        }

        /// Runs `body` over the bytes (rows `stride` apart).
        func withBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
            try bytes.withUnsafeBytes(body)
        }

        /// A surface of its own holding these pixels.
        /// - Throws: `CairoStatus` when the surface cannot be made.
        func surface() throws(CairoStatus) -> ImageSurface {
            let surface = try ImageSurface(format: format, width: width, height: height)
            let rowBytes = min(stride, surface.stride)
            surface.withMutableBytes { target in
                bytes.withUnsafeBytes { source in
                    guard let from = source.baseAddress, let to = target.baseAddress else { return }
                    for y in 0..<height {
                        (to + y * surface.stride).copyMemory(from: from + y * stride, byteCount: rowBytes)
                    }
                }
            }
            return surface
        }
    }

    /// One entry: empty until made, locked while it is being made.
    private final class Slot: Sendable {
        let pixels = Mutex<Pixels?>(nil)
    }

    private struct State {
        var slots: [Key: Slot] = [:]
        var bytes = 0
    }

    private let state = Mutex(State())
    private let capacity: Int

    /// - Parameter capacity: the bytes kept before the store starts over.
    init(capacity: Int) {
        self.capacity = capacity
    }

    /// The pixels of `key`, made by `make` on first use (in this process).
    func pixels<E: Error>(for key: Key, make: () throws(E) -> Pixels) throws(E) -> Pixels {
        let slot = state.withLock { state in
            if let slot = state.slots[key] { return slot }
            let slot = Slot()
            state.slots[key] = slot
            return slot
        }
        let (pixels, made) = try slot.pixels.withLock { (stored) throws(E) -> (Pixels, Bool) in
            if let stored { return (stored, false) }
            let pixels = try make()
            stored = pixels
            return (pixels, true)
        }
        if made {
            state.withLock { state in
                if state.bytes + pixels.bytes.count > capacity {
                    state.slots = state.slots.filter { $0.value === slot }
                    state.bytes = 0
                }
                state.bytes += pixels.bytes.count
            }
        }
        return pixels
    }

    /// How many entries the store holds (made or being made), for tests.
    var count: Int { state.withLock { $0.slots.count } }
}
