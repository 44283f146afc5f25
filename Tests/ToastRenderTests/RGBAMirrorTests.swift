import Testing
import TartineTestSupport

@testable import ToastRender

/// The mirror copies a row's result from the row above when their source bytes are the same:
/// every row must still be what converting it pixel by pixel gives.
@Suite struct RGBAMirrorTests {
    static let width = 16
    static let height = 12

    /// A premultiplied pixel from the pixel index and a seed (alpha 0, partial and 255 alike).
    static func argb(_ i: Int, seed: Int) -> UInt32 {
        let a = UInt32([0, 255, 128, 255, 7, 255][(i + seed) % 6])
        let c = { (k: Int) in UInt32((i * 37 + seed * 11 + k * 53) % 256) * a / 255 }
        return a << 24 | c(0) << 16 | c(1) << 8 | c(2)
    }

    /// Rows 0–3 alike, rows 4–11 alike but row 8, which differs from row 7 in its last pixel only
    /// (its first pixels are the same).
    static func fill(_ surface: ImageSurface, seed: Int) {
        let stride = surface.stride
        surface.withMutableBytes { bytes in
            for y in 0..<height {
                for x in 0..<width {
                    var pixel = argb(x, seed: y < 4 ? seed : seed + 1)
                    if y == 8, x == width - 1 { pixel ^= 0x0000_00FF }
                    bytes.storeBytes(of: pixel, toByteOffset: y * stride + x * 4, as: UInt32.self)
                }
            }
        }
    }

    /// The surface converted one pixel at a time.
    static func expected(_ surface: ImageSurface) -> [UInt8] {
        let stride = surface.stride
        return surface.withBytes { bytes in
            (0..<height).flatMap { y in
                (0..<width).flatMap { x in
                    let argb = bytes.loadUnaligned(fromByteOffset: y * stride + x * 4, as: UInt32.self)
                    return withUnsafeBytes(of: RGBAMirror.straightRGBA(argb).littleEndian) { Array($0) }
                }
            }
        }
    }

    @Test func repeatedRowsConvertAsEveryRowDoes() throws {
        let surface = try ImageSurface(format: .argb32, width: Self.width, height: Self.height)
        Self.fill(surface, seed: 1)
        var mirror = RGBAMirror()
        mirror.update(from: surface, areas: nil)
        #expect(mirror.pixels == Self.expected(surface))
        // An area of another picture, converted again: the rows outside it keep the old picture.
        let before = mirror.pixels
        Self.fill(surface, seed: 4)
        let area = PixelRect(x0: 2, y0: 3, x1: 16, y1: 10)
        mirror.update(from: surface, areas: [area])
        let now = Self.expected(surface)
        for y in 0..<Self.height {
            for x in 0..<Self.width {
                let o = (y * Self.width + x) * 4
                let inside = (area.y0..<area.y1).contains(y) && (area.x0..<area.x1).contains(x)
                #expect(mirror.pixels[o..<o + 4] == (inside ? now : before)[o..<o + 4], "pixel \(x), \(y)")
            }
        }
    }

    @Test func anUpdateSaysWhichRowsChanged() throws {
        let surface = try ImageSurface(format: .argb32, width: Self.width, height: Self.height)
        Self.fill(surface, seed: 1)
        var mirror = RGBAMirror()
        #expect(mirror.update(from: surface, areas: nil) == [0..<Self.height])
        // Repainted the same: nothing changed, and the array handed out is still the mirror's.
        let handedOut = mirror.pixels
        #expect(mirror.update(from: surface, areas: [PixelRect(x0: 0, y0: 2, x1: 16, y1: 9)]) == [])
        #expect(
            handedOut.withUnsafeBufferPointer { $0.baseAddress }
                == mirror.pixels.withUnsafeBufferPointer { $0.baseAddress })
        // Two pixels changed in rows 3 and 7; the area covers rows 2–8.
        let stride = surface.stride
        surface.withMutableBytes { bytes in
            for (x, y) in [(5, 3), (15, 7)] {
                bytes.storeBytes(of: UInt32(0xFF12_3456), toByteOffset: y * stride + x * 4, as: UInt32.self)
            }
        }
        let rows = mirror.update(from: surface, areas: [PixelRect(x0: 0, y0: 2, x1: 16, y1: 9)])
        #expect(rows == [3..<4, 7..<8])
        #expect(mirror.pixels == Self.expected(surface))
        #expect(handedOut != mirror.pixels, "the image handed out kept its pixels")
    }

    @Test func fourOpaquePixelsAtOnceConvertAsOneAtATime() {
        var generator = SplitMix(state: 3)
        for count in [1, 3, 4, 5, 8, 13, 64] {
            let source = (0..<count).map { i -> UInt32 in
                let a: UInt32 = i % 9 == 8 ? UInt32.random(in: 0...254, using: &generator) : 255
                let c = { UInt32.random(in: 0...a, using: &generator) }
                return a << 24 | c() << 16 | c() << 8 | c()
            }
            var out = [UInt32](repeating: 0, count: count)
            source.withUnsafeBytes { row in
                out.withUnsafeMutableBytes {
                    RGBAMirror.convertRow(row.baseAddress!, into: $0.baseAddress!, pixels: count)
                }
            }
            #expect(out == source.map { RGBAMirror.straightRGBA($0).littleEndian }, "\(count) pixels")
        }
    }

    @Test func anAreaStartingBelowAnotherConvertsItsOwnPixels() throws {
        let surface = try ImageSurface(format: .argb32, width: Self.width, height: Self.height)
        Self.fill(surface, seed: 2)
        var mirror = RGBAMirror()
        mirror.update(from: surface, areas: nil)
        // Every row the same: area B's first row repeats the row above it, which area A (other
        // columns) converted just before. Each must still hold its own columns.
        Self.fill(surface, seed: 5)
        let stride = surface.stride
        surface.withMutableBytes { bytes in
            for y in 1..<Self.height {
                (bytes.baseAddress! + y * stride).copyMemory(from: bytes.baseAddress!, byteCount: Self.width * 4)
            }
        }
        mirror.update(
            from: surface, areas: [PixelRect(x0: 0, y0: 0, x1: 8, y1: 4), PixelRect(x0: 8, y0: 4, x1: 16, y1: 8)])
        let expected = Self.expected(surface)
        for (x0, x1, y0, y1) in [(0, 8, 0, 4), (8, 16, 4, 8)] {
            for y in y0..<y1 {
                let row = (y * Self.width + x0) * 4..<(y * Self.width + x1) * 4
                #expect(mirror.pixels[row] == expected[row], "row \(y), columns \(x0)..<\(x1)")
            }
        }
    }
}
