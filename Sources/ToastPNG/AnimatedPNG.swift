/// Builds an animated PNG (APNG) from still PNG frames of the same size: `acTL` announces the
/// frames, each frame gets an `fcTL` with its delay, the first frame's `IDAT` stays the
/// default image (so viewers without APNG support show a valid still), later frames' image
/// data travels in `fdAT` chunks.
public enum AnimatedPNG {
    public struct Error: Swift.Error, Sendable, CustomStringConvertible {
        public let description: String
    }

    /// - Parameters:
    ///   - frames: PNG files, all with the same IHDR (size, depth, colour type).
    ///   - delays: how long each frame shows, in seconds (rounded to milliseconds).
    ///   - loops: how many times to play; 0 loops forever.
    /// - Returns: the APNG bytes, with the chunks of the first frame other than image data
    ///   (such as the `tartine` manifest) kept.
    public static func encode(frames: [[UInt8]], delays: [Double], loops: Int = 0) throws -> [UInt8] {
        guard !frames.isEmpty, frames.count == delays.count else {
            throw Error(
                description:
                    "an animation needs one delay per frame and at least one frame, got \(frames.count) frames and \(delays.count) delays"
            )
        }
        var parsed: [(chunks: [PNGChunks.Chunk], bytes: [UInt8])] = []
        for (index, frame) in frames.enumerated() {
            guard let chunks = PNGChunks.chunks(of: frame), chunks.allSatisfy(\.crcIsValid) else {
                throw Error(description: "frame \(index + 1) is not a valid PNG")
            }
            parsed.append((chunks, frame))
        }
        let header = Array(parsed[0].bytes[parsed[0].chunks[0].data])
        for (index, frame) in parsed.enumerated() where Array(frame.bytes[frame.chunks[0].data]) != header {
            throw Error(description: "frame \(index + 1) differs in size or format from frame 1")
        }
        let width = PNGChunks.readUInt32(header, at: 0)
        let height = PNGChunks.readUInt32(header, at: 4)

        var out = PNGChunks.signature
        out += PNGChunks.encode(type: "IHDR", data: header)
        var control: [UInt8] = []
        PNGChunks.appendUInt32(&control, UInt32(frames.count))
        PNGChunks.appendUInt32(&control, UInt32(max(0, loops)))
        out += PNGChunks.encode(type: "acTL", data: control)

        var sequence: UInt32 = 0
        for (index, frame) in parsed.enumerated() {
            out += PNGChunks.encode(
                type: "fcTL",
                data: frameControl(
                    sequence: sequence, width: width, height: height,
                    delay: delays[index]))
            sequence += 1
            for chunk in frame.chunks where chunk.type == "IDAT" {
                let data = Array(frame.bytes[chunk.data])
                if index == 0 {
                    out += PNGChunks.encode(type: "IDAT", data: data)
                } else {
                    var payload: [UInt8] = []
                    PNGChunks.appendUInt32(&payload, sequence)
                    out += PNGChunks.encode(type: "fdAT", data: payload + data)
                    sequence += 1
                }
            }
            if index == 0 {
                for chunk in frame.chunks where !["IHDR", "IDAT", "IEND", "acTL", "fcTL", "fdAT"].contains(chunk.type) {
                    out += PNGChunks.encode(type: chunk.type, data: Array(frame.bytes[chunk.data]))
                }
            }
        }
        out += PNGChunks.encode(type: "IEND", data: [])
        return out
    }

    /// The number of frames an APNG announces in its `acTL`, or nil for a still PNG.
    public static func frameCount(of png: [UInt8]) -> Int? {
        guard let control = PNGChunks.chunks(of: png)?.first(where: { $0.type == "acTL" }) else { return nil }
        return Int(PNGChunks.readUInt32(png, at: control.data.lowerBound))
    }

    private static func frameControl(sequence: UInt32, width: UInt32, height: UInt32, delay: Double) -> [UInt8] {
        var data: [UInt8] = []
        PNGChunks.appendUInt32(&data, sequence)
        PNGChunks.appendUInt32(&data, width)
        PNGChunks.appendUInt32(&data, height)
        PNGChunks.appendUInt32(&data, 0)  // x offset
        PNGChunks.appendUInt32(&data, 0)  // y offset
        let milliseconds = UInt16(clamping: Int((max(0, delay) * 1000).rounded()))
        data += [UInt8(milliseconds >> 8), UInt8(milliseconds & 0xFF), 0x03, 0xE8]  // delay = ms / 1000
        data += [0, 0]  // dispose: none, blend: source
        return data
    }
}
