import Testing

@testable import ToastPNG

/// An APNG whose frames hold only what changed: played back (each frame's rectangle decoded and
/// put at its offsets over the picture before), it gives back every picture.
@Suite struct AnimatedPNGWriterTests {
    static let (width, height) = (12, 9)

    static func picture(_ seed: UInt8) -> [UInt8] {
        (0..<(width * height * 4)).map { i in i % 4 == 3 ? 255 : UInt8(truncatingIfNeeded: i / 4 * 7) &+ seed }
    }

    /// Each frame's rectangle and delay, and the pictures the frames compose into.
    static func play(_ apng: [UInt8]) throws -> (boxes: [[Int]], pictures: [[UInt8]]) {
        let chunks = try #require(PNGChunks.chunks(of: apng))
        var canvas = [UInt8](repeating: 0, count: width * height * 4)
        var boxes: [[Int]] = []
        var pictures: [[UInt8]] = []
        var box: [Int] = []
        func place(_ data: [UInt8]) throws {
            var header: [UInt8] = []
            PNGChunks.appendUInt32(&header, UInt32(box[0]))
            PNGChunks.appendUInt32(&header, UInt32(box[1]))
            header += [8, 6, 0, 0, 0]
            let png =
                PNGChunks.signature + PNGChunks.encode(type: "IHDR", data: header)
                + PNGChunks.encode(type: "IDAT", data: data) + PNGChunks.encode(type: "IEND", data: [])
            let part = try PNGDecoder.decode(png)
            for y in 0..<box[1] {
                for x in 0..<(box[0] * 4) {
                    canvas[((box[3] + y) * width + box[2]) * 4 + x] = part.pixels[y * box[0] * 4 + x]
                }
            }
            pictures.append(canvas)
        }
        for chunk in chunks {
            let data = Array(apng[chunk.data])
            switch chunk.type {
            case "fcTL":
                box = (0..<4).map { Int(PNGChunks.readUInt32(data, at: 4 + $0 * 4)) }
                boxes.append(box + [Int(data[20]) << 8 | Int(data[21])] + [Int(data[24]), Int(data[25])])
            case "IDAT": try place(data)
            case "fdAT": try place(Array(data.dropFirst(4)))
            default: break
            }
        }
        return (boxes, pictures)
    }

    @Test func framesHoldOnlyTheChangedRectangleAndPlayBackEveryPicture() throws {
        let first = Self.picture(0)
        var second = first
        for (x, y) in [(3, 2), (5, 4)] { second[(y * Self.width + x) * 4] &+= 9 }
        let third = second
        let writer = AnimatedPNGWriter(width: Self.width, height: Self.height, manifest: ["scene": "s"])
        try writer.add(rgba: first, delay: 0.5)
        try writer.add(rgba: second, delay: 1 / 60)
        try writer.add(rgba: third, delay: 0.25)
        let apng = writer.finish()
        #expect(AnimatedPNG.frameCount(of: apng) == 3)
        #expect(try PNGDecoder.decode(apng).pixels == first, "the default image is the first picture")
        #expect(PNGManifest.read(from: apng)?["scene"] == "s")
        let (boxes, pictures) = try Self.play(apng)
        // width, height, x, y, delay in ms, dispose, blend
        #expect(boxes == [[12, 9, 0, 0, 500, 0, 0], [3, 3, 3, 2, 17, 0, 0], [1, 1, 0, 0, 250, 0, 0]])
        #expect(pictures == [first, second, third])
    }
}
