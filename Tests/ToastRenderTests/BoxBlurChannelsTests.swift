import Testing
import TartineTestSupport

@testable import ToastRender

/// The blur with 32-bit sums, a vectorised division and four channels side by side gives the
/// bytes the blur as first written gives (64-bit sums, one channel at a time).
@Suite struct BoxBlurChannelsTests {
    /// The blur as it was before the channels ran side by side.
    enum Original {
        static func gaussian(
            _ bytes: UnsafeMutableRawBufferPointer, width: Int, height: Int, stride: Int, sigma: Double
        ) {
            let boxes = BoxBlur.boxWidths(sigma: sigma)
            guard !boxes.isEmpty, width > 0, height > 0 else { return }
            var plane = [UInt32](repeating: 0, count: width * height)
            for y in 0..<height {
                for x in 0..<width { plane[y * width + x] = UInt32(bytes[y * stride + x]) << 8 }
            }
            // A line with `radius` zeros on each side (the pixels outside, transparent), so each step
            // adds one value and takes one away without a test.
            let widest = boxes.max() ?? 1
            var scratch = [UInt32](repeating: 0, count: width + widest)
            var columns = OriginalColumns(width: width, height: height)
            plane.withUnsafeMutableBufferPointer { plane in
                scratch.withUnsafeMutableBufferPointer { line in
                    for box in boxes {
                        for y in 0..<height {
                            BoxBlur.pass(plane, start: y * width, step: 1, count: width, radius: box / 2, line: line)
                        }
                        columns.pass(plane, radius: box / 2)
                    }
                }
            }
            for y in 0..<height {
                for x in 0..<width { bytes[y * stride + x] = UInt8(min(255, (plane[y * width + x] + 128) >> 8)) }
            }
        }

        struct OriginalColumns {
            let width: Int
            let height: Int
            /// The plane as it was before the pass (the window takes away the values it added).
            private var source: [UInt32]
            private var sums: [UInt64]

            init(width: Int, height: Int) {
                self.width = width
                self.height = height
                source = [UInt32](repeating: 0, count: width * height)
                sums = [UInt64](repeating: 0, count: width)
            }

            mutating func pass(_ plane: UnsafeMutableBufferPointer<UInt32>, radius r: Int) {
                guard r > 0, width > 0, height > 0, let base = plane.baseAddress else { return }
                let (width, height) = (self.width, self.height)
                let window = UInt64(2 * r + 1)
                let reciprocal = BoxBlur.Reciprocal(window)
                source.withUnsafeMutableBufferPointer { source in
                    sums.withUnsafeMutableBufferPointer { sums in
                        guard let copy = source.baseAddress else { return }
                        copy.update(from: base, count: width * height)
                        for x in 0..<width { sums[x] = 0 }
                        for y in 0..<min(r, height) {
                            let row = copy + y * width
                            for x in 0..<width { sums[x] &+= UInt64(row[x]) }
                        }
                        for y in 0..<height {
                            if y + r < height {
                                let incoming = copy + (y + r) * width
                                for x in 0..<width { sums[x] &+= UInt64(incoming[x]) }
                            }
                            let out = base + y * width
                            for x in 0..<width {
                                out[x] = UInt32(truncatingIfNeeded: reciprocal.quotient(sums[x] &+ window / 2))
                            }
                            if y - r >= 0 {
                                let outgoing = copy + (y - r) * width
                                for x in 0..<width { sums[x] &-= UInt64(outgoing[x]) }
                            }
                        }
                    }
                }
            }
        }
    }

    static func noise(_ count: Int, seed: UInt64) -> [UInt8] {
        var generator = SplitMix(state: seed)
        // Runs of 255 and 0 (the sums' extremes) between noise.
        return (0..<count).map { i in
            switch (i / 11) % 3 {
            case 0: 255
            case 1: 0
            default: UInt8.random(in: 0...255, using: &generator)
            }
        }
    }

    static let sizes = [(1, 1), (3, 70), (70, 3), (57, 43)]
    static let sigmas = [0.3, 1, 2.5, 7, 45, 700, 2500]

    @Test func aPlaneBlursAsBefore() {
        for (width, height) in Self.sizes {
            for sigma in Self.sigmas {
                let stride = width + 3
                let bytes = Self.noise(stride * height, seed: UInt64(width * 1000 + height))
                var ours = bytes
                var theirs = bytes
                ours.withUnsafeMutableBytes {
                    BoxBlur.gaussian($0, width: width, height: height, stride: stride, sigma: sigma)
                }
                theirs.withUnsafeMutableBytes {
                    Original.gaussian($0, width: width, height: height, stride: stride, sigma: sigma)
                }
                #expect(ours == theirs, "\(width)×\(height), σ \(sigma)")
            }
        }
    }

    @Test func fourChannelsBlurAsFourPlanes() {
        for (width, height) in Self.sizes {
            for sigma in Self.sigmas {
                let stride = width * 4 + 8
                let bytes = Self.noise(stride * height, seed: UInt64(width * 7 + height))
                var ours = bytes
                ours.withUnsafeMutableBytes {
                    BoxBlur.gaussianChannels($0, width: width, height: height, stride: stride, sigma: sigma)
                }
                var expected = bytes
                for channel in 0..<4 {
                    var plane = (0..<(width * height)).map { bytes[($0 / width) * stride + ($0 % width) * 4 + channel] }
                    plane.withUnsafeMutableBytes {
                        Original.gaussian($0, width: width, height: height, stride: width, sigma: sigma)
                    }
                    for i in 0..<(width * height) {
                        expected[(i / width) * stride + (i % width) * 4 + channel] = plane[i]
                    }
                }
                #expect(ours == expected, "\(width)×\(height), σ \(sigma)")
            }
        }
    }

    /// A region of the blur (a material's shown pixels inside the margin it is blurred from)
    /// holds the whole blur's bytes, and the pixels around it are left as they were: regions
    /// at the edges and corners, one pixel, a row, a column, the whole picture.
    @Test func aRegionHoldsTheWholeBlursBytes() {
        var generator = SplitMix(state: 11)
        for (width, height) in Self.sizes + [(120, 90)] {
            for sigma in Self.sigmas where BoxBlur.boxWidths(sigma: sigma).allSatisfy({ $0 < 4096 }) {
                let stride = width * 4 + 8
                let bytes = Self.noise(stride * height, seed: UInt64(width * 13 + height))
                var whole = bytes
                whole.withUnsafeMutableBytes {
                    BoxBlur.gaussianChannels($0, width: width, height: height, stride: stride, sigma: sigma)
                }
                var regions = [
                    PixelRect(x0: 0, y0: 0, x1: width, y1: height),
                    PixelRect(x0: 0, y0: 0, x1: 1, y1: 1),
                    PixelRect(x0: width - 1, y0: height - 1, x1: width, y1: height),
                    PixelRect(x0: 0, y0: height / 2, x1: width, y1: height / 2 + 1),
                    PixelRect(x0: width / 2, y0: 0, x1: width / 2 + 1, y1: height),
                ]
                for _ in 0..<6 {
                    let x0 = Int.random(in: 0..<width, using: &generator)
                    let y0 = Int.random(in: 0..<height, using: &generator)
                    regions.append(
                        PixelRect(
                            x0: x0, y0: y0, x1: Int.random(in: (x0 + 1)...width, using: &generator),
                            y1: Int.random(in: (y0 + 1)...height, using: &generator)))
                }
                for region in regions {
                    var part = bytes
                    part.withUnsafeMutableBytes {
                        BoxBlur.gaussianChannels(
                            $0, width: width, height: height, stride: stride, sigma: sigma, region: region)
                    }
                    var expected = bytes
                    for y in region.y0..<region.y1 {
                        let row = y * stride
                        expected[(row + region.x0 * 4)..<(row + region.x1 * 4)] =
                            whole[(row + region.x0 * 4)..<(row + region.x1 * 4)]
                    }
                    #expect(part == expected, "\(width)×\(height), σ \(sigma), \(region)")
                }
            }
        }
    }

    @Test func theSmallReciprocalDividesExactly() throws {
        var generator = SplitMix(state: 5)
        #expect(BoxBlur.SmallReciprocal(1) == nil)
        #expect(BoxBlur.SmallReciprocal(4096) == nil)
        for divisor in Array(Swift.stride(from: 3, to: 4096, by: 34)) + [4093, 4095] {
            let small = try #require(BoxBlur.SmallReciprocal(divisor))
            let d = UInt32(divisor)
            let top = 65_536 * d - 1  // above any box sum plus half its window
            var values: [UInt32] = [0, 1, d - 1, d, d + 1, top, top - d, 65_280 * d + d / 2]
            for k in [UInt32(2), 255, 65_279] { values += [k * d - 1, k * d, k * d + d - 1] }
            values += (0..<300).map { _ in UInt32.random(in: 0...top, using: &generator) }
            for n in values {
                #expect(small.quotient(n) == n / d, "\(n) / \(d)")
            }
            let four = SIMD4<UInt32>(values[0], values[5], values[7], values[9])
            #expect(small.quotient(four) == four / SIMD4(repeating: d))
        }
    }
}
