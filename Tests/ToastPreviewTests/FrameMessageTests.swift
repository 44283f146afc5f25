import Testing
import ToastPNG

@testable import ToastPreview

@Suite("Frame messages: the changed areas deflated, holding the renderer's bytes")
struct FrameMessageTests {
    /// A message taken apart as the page reads it.
    private struct Parsed {
        var kind: UInt8
        var keyframe: Bool
        var generation: Int, width: Int, height: Int
        var time: Double
        var areas: [(area: FrameMessage.Area, pixels: [UInt8])]
    }

    private func parse(_ bytes: [UInt8]) throws -> Parsed {
        func u32(_ at: Int) -> Int {
            Int(bytes[at]) | Int(bytes[at + 1]) << 8 | Int(bytes[at + 2]) << 16 | Int(bytes[at + 3]) << 24
        }
        var bits: UInt64 = 0
        for i in 0..<8 { bits |= UInt64(bytes[16 + i]) << (8 * i) }
        var parsed = Parsed(
            kind: bytes[0], keyframe: bytes[1] & 1 != 0, generation: u32(4), width: u32(8), height: u32(12),
            time: Double(bitPattern: bits), areas: [])
        var offset = FrameMessage.headerBytes
        for _ in 0..<u32(24) {
            let area = FrameMessage.Area(
                x: u32(offset), y: u32(offset + 4), width: u32(offset + 8), height: u32(offset + 12))
            let length = u32(offset + 16)
            let deflated = Array(bytes[(offset + 20)..<(offset + 20 + length)])
            var pixels = [UInt8](repeating: 0, count: area.width * area.height * 4)
            let outcome = try pixels.withUnsafeMutableBufferPointer { try Inflate.decompress(deflated, into: $0) }
            #expect(outcome == .complete, "the stream holds exactly the area's bytes")
            parsed.areas.append((area, pixels))
            offset += 20 + length
        }
        #expect(offset == bytes.count, "no byte after the last area")
        return parsed
    }

    /// Premultiplied B, G, R, A of a pixel of a made-up surface: every alpha, colour at most alpha.
    private func premultiplied(x: Int, y: Int) -> (b: UInt8, g: UInt8, r: UInt8, a: UInt8) {
        let a = UInt8((x * 7 + y * 13) % 256)
        func channel(_ seed: Int) -> UInt8 { a == 0 ? 0 : UInt8(seed % (Int(a) + 1)) }
        return (channel(x * 31 + y), channel(x + y * 17), channel(x * y + 5), a)
    }

    @Test("each area inflates to the surface's bytes of that area; the header says where and when")
    func areasInflateToSurfaceBytes() throws {
        let areas = [
            FrameMessage.Area(x: 3, y: 5, width: 40, height: 30), FrameMessage.Area(x: 60, y: 0, width: 7, height: 90),
        ]
        let bytes = try FrameMessage.encode(
            areas: areas, width: 120, height: 100, generation: 7, time: 1.25, keyframe: false
        ) { area, target in
            for row in 0..<area.height {
                for column in 0..<area.width {
                    let p = premultiplied(x: area.x + column, y: area.y + row)
                    let at = (row * area.width + column) * 4
                    target[at] = p.b
                    target[at + 1] = p.g
                    target[at + 2] = p.r
                    target[at + 3] = p.a
                }
            }
        }
        let parsed = try parse(bytes)
        #expect(parsed.kind == FrameMessage.kind && !parsed.keyframe && bytes[2] == 1, "premultiplied B, G, R, A")
        #expect(parsed.generation == 7 && parsed.width == 120 && parsed.height == 100 && parsed.time == 1.25)
        #expect(parsed.areas.map(\.area) == areas)
        var mismatches = 0
        for (area, pixels) in parsed.areas {
            for row in 0..<area.height {
                for column in 0..<area.width {
                    let p = premultiplied(x: area.x + column, y: area.y + row)
                    let at = (row * area.width + column) * 4
                    if Array(pixels[at..<(at + 4)]) != [p.b, p.g, p.r, p.a] { mismatches += 1 }
                }
            }
        }
        #expect(mismatches == 0, "pixels that differ from the surface's")
    }

    @Test("a frame whose pixels did not change: the 28-byte header alone, with its moment")
    func nothingChanged() throws {
        let bytes = try FrameMessage.encode(
            areas: [], width: 1179, height: 2556, generation: 2, time: 0.75, keyframe: false
        ) { _, _ in Issue.record("no area to copy") }
        #expect(bytes.count == FrameMessage.headerBytes)
        let parsed = try parse(bytes)
        #expect(parsed.areas.isEmpty && parsed.time == 0.75 && parsed.width == 1179 && parsed.height == 2556)
    }

    @Test("a keyframe of a flat picture costs a small fraction of its raw bytes")
    func keyframeIsCompressed() throws {
        let bytes = try FrameMessage.encode(
            areas: [FrameMessage.Area(x: 0, y: 0, width: 1179, height: 2556)], width: 1179, height: 2556,
            generation: 1, time: 0, keyframe: true
        ) { _, target in
            for i in stride(from: 0, to: target.count, by: 4) {
                target[i] = 0xF2
                target[i + 1] = 0xF2
                target[i + 2] = 0xF7
                target[i + 3] = 0xFF
            }
        }
        #expect(try parse(bytes).keyframe)
        #expect(bytes.count < 1179 * 2556 * 4 / 100, "\(bytes.count) bytes")
    }
}
