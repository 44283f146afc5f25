import ToastFiles

/// Writes an animated PNG (APNG) from pictures given one at a time, each frame holding only what
/// changed: the first picture is the default image (`IDAT`, what viewers without APNG support
/// show); every later one is the smallest rectangle holding all its pixels that differ from the
/// picture before, placed by its `fcTL` offsets with dispose op none and blend op source (the
/// rectangle replaces those pixels, everything else stays). A picture identical to the one
/// before is a one-pixel frame repeating the top-left pixel, so there is still one frame per
/// picture.
///
/// Pictures are not kept beyond the one before, so a long animation holds two pictures and the
/// compressed frames.
package final class AnimatedPNGWriter {
    private struct Frame {
        var x: Int, y: Int, width: Int, height: Int
        var imageData: [UInt8]
        /// Milliseconds.
        var delay: Int
    }

    private let width: Int
    private let height: Int
    private let manifest: [String: String]
    private let loops: Int
    private var previous: [UInt8] = []
    private var frames: [Frame] = []
    private var firstPixelHash = ""

    /// - Parameters:
    ///   - width, height: the size of every picture.
    ///   - manifest: the Tartine manifest, written once (with the first picture's pixel hash).
    ///   - loops: how many times to play; 0 loops forever.
    package init(width: Int, height: Int, manifest: [String: String], loops: Int = 0) {
        self.width = width
        self.height = height
        self.manifest = manifest
        self.loops = max(0, loops)
    }

    /// Adds a picture shown for `delay` seconds (rounded to milliseconds, at least 1).
    /// - Throws: `PNGError.encoding` with zlib's words.
    package func add(rgba pixels: [UInt8], delay: Double) throws(PNGError) {
        precondition(pixels.count == width * height * 4, "expected \(width * height * 4) bytes, got \(pixels.count)")
        let milliseconds = max(1, Int((max(0, delay) * 1000).rounded()))
        guard !previous.isEmpty else {
            firstPixelHash = PixelHash.of(pixels)
            frames.append(
                Frame(
                    x: 0, y: 0, width: width, height: height,
                    imageData: try PNGEncoder.imageData(rgba: pixels, width: width, height: height),
                    delay: milliseconds))
            previous = pixels
            return
        }
        frames.append(try frame(pixels, box: changedBox(pixels) ?? (0, 0, 1, 1), delay: milliseconds))
        previous = pixels
    }

    /// The APNG file: IHDR, acTL, the manifest, then each frame's fcTL and image data, IEND.
    package func finish() -> [UInt8] {
        var header: [UInt8] = []
        PNGChunks.appendUInt32(&header, UInt32(width))
        PNGChunks.appendUInt32(&header, UInt32(height))
        header += [8, 6, 0, 0, 0]
        var out = PNGChunks.signature
        out += PNGChunks.encode(type: "IHDR", data: header)
        var control: [UInt8] = []
        PNGChunks.appendUInt32(&control, UInt32(frames.count))
        PNGChunks.appendUInt32(&control, UInt32(loops))
        out += PNGChunks.encode(type: "acTL", data: control)
        out += PNGManifest.chunk(for: manifest.merging([PixelHash.manifestKey: firstPixelHash]) { _, hash in hash })
        var sequence: UInt32 = 0
        for (index, frame) in frames.enumerated() {
            out += PNGChunks.encode(type: "fcTL", data: Self.frameControl(frame, sequence: sequence))
            sequence += 1
            if index == 0 {
                out += PNGChunks.encode(type: "IDAT", data: frame.imageData)
            } else {
                var payload: [UInt8] = []
                payload.reserveCapacity(frame.imageData.count + 4)
                PNGChunks.appendUInt32(&payload, sequence)
                payload += frame.imageData
                out += PNGChunks.encode(type: "fdAT", data: payload)
                sequence += 1
            }
        }
        out += PNGChunks.encode(type: "IEND", data: [])
        return out
    }

    /// The smallest rectangle holding every pixel that differs from the picture before, or nil.
    private func changedBox(_ pixels: [UInt8]) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        let rowBytes = width * 4
        return pixels.withUnsafeBytes { now in
            previous.withUnsafeBytes { before in
                guard let a = now.baseAddress, let b = before.baseAddress else { return nil }
                var (x0, y0, x1, y1) = (width, height, 0, 0)
                for y in 0..<height where !Memory.equal(a + y * rowBytes, b + y * rowBytes, count: rowBytes) {
                    y0 = min(y0, y)
                    y1 = y + 1
                    for x in 0..<width
                    where a.loadUnaligned(fromByteOffset: y * rowBytes + x * 4, as: UInt32.self)
                        != b.loadUnaligned(fromByteOffset: y * rowBytes + x * 4, as: UInt32.self)
                    {
                        x0 = min(x0, x)
                        x1 = max(x1, x + 1)
                    }
                }
                return y1 > y0 ? (x0, y0, x1, y1) : nil
            }
        }
    }

    /// The frame of `box` cut out of `pixels`.
    private func frame(_ pixels: [UInt8], box: (x0: Int, y0: Int, x1: Int, y1: Int), delay: Int) throws(PNGError)
        -> Frame
    {
        let (w, h) = (box.x1 - box.x0, box.y1 - box.y0)
        var cut = [UInt8](repeating: 0, count: w * h * 4)
        for row in 0..<h {
            let from = ((box.y0 + row) * width + box.x0) * 4
            cut.replaceSubrange((row * w * 4)..<((row + 1) * w * 4), with: pixels[from..<(from + w * 4)])
        }
        return Frame(
            x: box.x0, y: box.y0, width: w, height: h,
            imageData: try PNGEncoder.imageData(rgba: cut, width: w, height: h), delay: delay)
    }

    private static func frameControl(_ frame: Frame, sequence: UInt32) -> [UInt8] {
        var data: [UInt8] = []
        PNGChunks.appendUInt32(&data, sequence)
        PNGChunks.appendUInt32(&data, UInt32(frame.width))
        PNGChunks.appendUInt32(&data, UInt32(frame.height))
        PNGChunks.appendUInt32(&data, UInt32(frame.x))
        PNGChunks.appendUInt32(&data, UInt32(frame.y))
        let delay = UInt16(clamping: frame.delay)  // fcTL holds 16 bits of milliseconds
        data += [UInt8(delay >> 8), UInt8(delay & 0xFF), 0x03, 0xE8]  // delay = ms / 1000
        data += [0, 0]  // dispose: none, blend: source
        return data
    }
}
