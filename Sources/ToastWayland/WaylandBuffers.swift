import CWayland
import CWaylandProtocols
import ToastDisplay

/// One `wl_buffer` of a surface: `argb8888` rows in a slot of the surface's shared memory.
final class WaylandBuffer {
    /// The `wl_buffer`.
    let proxy: OpaquePointer
    let width: Int
    let height: Int
    let stride: Int
    /// The slot's first byte, in this process's mapping of the pool.
    let memory: UnsafeMutableRawPointer
    /// Whether the compositor may still read it: from its commit until `wl_buffer.release`.
    var isBusy = false
    /// The areas whose pixels it lacks (changed while the other buffer was drawn into), `nil`
    /// when it holds nothing worth keeping (new, or behind a whole new image).
    var missing: [WaylandRectangle]?

    init(proxy: OpaquePointer, width: Int, height: Int, stride: Int, memory: UnsafeMutableRawPointer) {
        self.proxy = proxy
        self.width = width
        self.height = height
        self.stride = stride
        self.memory = memory
    }

    deinit {
        wl_buffer_destroy(proxy)
    }

    /// Copies the rectangle `area` of `pixels` (the same size as the buffer) into the buffer.
    func copy(_ area: WaylandRectangle, of pixels: WaylandPixelRows) {
        guard let source = pixels.bytes.baseAddress else { return }
        for row in area.y..<area.y + area.height {
            (memory + row * stride + area.x * 4).copyMemory(
                from: source + row * pixels.stride + area.x * 4, byteCount: area.width * 4)
        }
    }

    /// Adds `areas` to what the buffer lacks: kept apart up to ``WaylandLimits/areas``, then
    /// as one rectangle holding them all.
    func lacks(_ areas: [WaylandRectangle]) {
        guard var missing else { return }
        missing += areas
        if missing.count > WaylandLimits.areas, let first = missing.first {
            missing = [missing.dropFirst().reduce(first) { $0.union($1) }]
        }
        self.missing = missing
    }
}

/// A surface's two buffers, in one `wl_shm_pool` over an anonymous file (`memfd_create`) mapped
/// here: one is drawn into while the compositor reads the other, and each is drawn into again
/// once the compositor released it. A larger image makes a new pool (the compositor keeps the
/// old one's memory as long as it needs it).
final class WaylandBufferPool {
    /// The socket, for errors.
    let socket: String
    /// The `wl_shm` global.
    let shm: OpaquePointer
    /// The listener table and the data for `wl_buffer.release`.
    let listener: UnsafeMutablePointer<wl_buffer_listener>
    /// The pool, its mapping and each slot's size, while there is one.
    var pool: (proxy: OpaquePointer, memory: UnsafeMutableRawPointer, slotBytes: Int)?
    /// The two slots' buffers.
    var buffers: [WaylandBuffer?] = [nil, nil]

    init(socket: String, shm: OpaquePointer, listener: UnsafeMutablePointer<wl_buffer_listener>) {
        self.socket = socket
        self.shm = shm
        self.listener = listener
    }

    deinit {
        buffers = [nil, nil]
        dropPool()
    }

    /// The other buffer than `buffer`, if it exists.
    func other(than buffer: WaylandBuffer) -> WaylandBuffer? {
        buffers.compactMap { $0 }.first { $0 !== buffer }
    }

    /// A buffer of `width` × `height` the compositor does not hold: one of that size when one is
    /// free, else a free slot made into one (a new pool first when the slots are too small);
    /// `nil` when both are busy (draw again after the next frame) or the pool would pass 2 GiB.
    /// - Throws: ``WaylandError`` when the memory cannot be made.
    func free(width: Int, height: Int) throws -> WaylandBuffer? {
        if let same = buffers.compactMap({ $0 }).first(where: {
            !$0.isBusy && $0.width == width && $0.height == height
        }) {
            return same
        }
        let stride = width * 4
        let bytes = stride * height
        guard bytes <= Int(Int32.max) / 2 else { return nil }
        if pool == nil || bytes > pool?.slotBytes ?? 0 {
            // Room to grow by half before the next pool; within the 2 GiB a pool's size may be.
            let slotBytes = min(Int(Int32.max) / 2, bytes + bytes / 2)
            buffers = [nil, nil]
            dropPool()
            try makePool(slotBytes: slotBytes)
        }
        guard let pool, let slot = buffers.indices.first(where: { buffers[$0]?.isBusy != true }),
            let proxy = wl_shm_pool_create_buffer(
                pool.proxy, Int32(slot * pool.slotBytes), Int32(width), Int32(height), Int32(stride),
                WL_SHM_FORMAT_ARGB8888.rawValue)
        else { return nil }
        let buffer = WaylandBuffer(
            proxy: proxy, width: width, height: height, stride: stride, memory: pool.memory + slot * pool.slotBytes)
        wl_buffer_add_listener(proxy, listener, Unmanaged.passUnretained(buffer).toOpaque())
        buffers[slot] = buffer
        return buffer
    }

    /// A new pool of two slots of `slotBytes` (`tartine_wayland_memory`, `mmap`, `wl_shm_create_pool`).
    func makePool(slotBytes: Int) throws {
        let size = slotBytes * 2
        let descriptor = tartine_wayland_memory("tartine-wayland", size)
        guard descriptor >= 0 else {
            throw WaylandError(display: socket, problem: .memory(errno: tartine_wayland_errno()))
        }
        defer { tartine_wayland_close(descriptor) }
        guard let memory = tartine_wayland_map(descriptor, size) else {
            throw WaylandError(display: socket, problem: .memory(errno: tartine_wayland_errno()))
        }
        guard let proxy = wl_shm_create_pool(shm, descriptor, Int32(size)) else {
            tartine_wayland_unmap(memory, size)
            throw WaylandError(display: socket, problem: .memory(errno: tartine_wayland_errno()))
        }
        pool = (proxy, memory, slotBytes)
    }

    /// Destroys the pool and unmaps its memory (its buffers first).
    func dropPool() {
        guard let pool else { return }
        wl_shm_pool_destroy(pool.proxy)
        tartine_wayland_unmap(pool.memory, pool.slotBytes * 2)
        self.pool = nil
    }
}
