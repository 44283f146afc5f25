import CXcb

/// The rows a window keeps of its last pixels, in its own format: what a patch is converted
/// into before it is put into the window's background pixmap. On a server that can map this process's memory (MIT-SHM,
/// a local server) they live in a shared segment, and a put of them sends the server where they
/// are, not the bytes; else in the process's own memory, sent through the socket. The server
/// reads a shared put when it handles the request, so rows put must not change before it has
/// (``waitUntilRead()``).
final class X11KeptRows {
    /// The segment's bytes, when shared.
    private let shared: SharedSegment?
    /// The bytes, when not shared.
    private var own: [UInt8]
    /// The number of bytes.
    let count: Int
    private let display: X11Connection
    /// The connection's round trips when the last shared put was sent; `nil` when none is
    /// waiting to be read.
    private var putAt: Int?

    /// `count` zero bytes, shared with the server when the connection can.
    init(count: Int, on display: X11Connection) {
        self.count = count
        self.display = display
        shared = SharedSegment(count: count, on: display)
        own = shared == nil ? [UInt8](repeating: 0, count: count) : []
    }

    /// Whether the rows are in a segment the server maps.
    var isShared: Bool { shared != nil }

    /// Runs `body` over the bytes to change them (after the server read the last put of them).
    func withMutableBytes<R>(_ body: (UnsafeMutableBufferPointer<UInt8>) -> R) -> R {
        waitUntilRead()
        if let shared {
            return body(
                UnsafeMutableBufferPointer(start: shared.address.assumingMemoryBound(to: UInt8.self), count: count))
        }
        return own.withUnsafeMutableBufferPointer { body($0) }
    }

    /// Waits, when a shared put may not have been read yet (no reply came since it was sent),
    /// for a round trip: the server handles requests in order.
    func waitUntilRead() {
        guard let putAt, putAt == display.roundTrips else {
            self.putAt = nil
            return
        }
        display.sync()
        self.putAt = nil
    }

    /// Puts rows `rows` (of rows of `width` pixels, `height` of them in all, `stride` bytes each)
    /// into `drawable` at the same rows, their corner at `corner` of it, with graphics context
    /// `context`: one `xcb_shm_put_image` when shared, else `xcb_put_image` in pieces of at most
    /// the connection's `requestBytes`.
    func put(
        rows: Range<Int>, width: Int, height: Int, stride: Int, depth: Int, drawable: UInt32, context: UInt32,
        corner: (x: Int, y: Int) = (0, 0)
    ) {
        precondition(rows.lowerBound >= 0 && rows.upperBound <= height && height * stride <= count)
        guard !rows.isEmpty else { return }
        let connection = display.connection
        if let shared {
            xcb_shm_put_image(
                connection, drawable, context, UInt16(width), UInt16(height), 0, UInt16(rows.lowerBound),
                UInt16(width), UInt16(rows.count), Int16(corner.x), Int16(corner.y + rows.lowerBound), UInt8(depth),
                UInt8(XCB_IMAGE_FORMAT_Z_PIXMAP.rawValue), 0, shared.segment, 0)
            putAt = display.roundTrips
            return
        }
        // A PutImage's header is 24 bytes; a row is at most 32,767 × 4 bytes, under any budget.
        let rowsPerPiece = max(1, (display.requestBytes - 24) / stride)
        own.withUnsafeBufferPointer { bytes in
            var row = rows.lowerBound
            while row < rows.upperBound {
                let count = min(rowsPerPiece, rows.upperBound - row)
                xcb_put_image(
                    connection, UInt8(XCB_IMAGE_FORMAT_Z_PIXMAP.rawValue), drawable, context, UInt16(width),
                    UInt16(count),
                    Int16(corner.x), Int16(corner.y + row), 0, UInt8(depth), UInt32(count * stride),
                    bytes.baseAddress.map { $0 + row * stride })
                row += count
            }
        }
    }

    /// A System V shared memory segment mapped here and attached by the server.
    final class SharedSegment {
        let address: UnsafeMutableRawPointer
        /// The server's name for it.
        let segment: UInt32
        private let display: X11Connection

        /// A new segment of `count` bytes (zeros); `nil` when the connection does not share
        /// memory, the system refuses a segment, or the server cannot attach it (it is on
        /// another machine: the connection then stops trying).
        init?(count: Int, on display: X11Connection) {
            guard display.sharesMemory, count > 0 else { return nil }
            let id = tartine_shm_create(count)
            guard id >= 0 else { return nil }
            // Freed when both sides let go of it, whatever happens to this process.
            defer { tartine_shm_remove(id) }
            guard let address = tartine_shm_map(id) else { return nil }
            let segment = xcb_generate_id(display.connection)
            // Read-only to the server; checked (a round trip), so the segment can be removed after.
            let cookie = xcb_shm_attach_checked(display.connection, segment, UInt32(id), 1)
            if let error = xcb_request_check(display.connection, cookie) {
                tartine_xcb_free(error)
                tartine_shm_unmap(address)
                display.sharesMemory = false
                return nil
            }
            self.address = address
            self.segment = segment
            self.display = display
        }

        deinit {
            // The server detaches after any put still queued before it.
            xcb_shm_detach(display.connection, segment)
            tartine_shm_unmap(address)
        }
    }
}
