/// A line-by-line transcription of pixelmatch 7.2.0's `index.js` (no fast paths, no skipping,
/// byte arrays and index arithmetic as in the JavaScript), kept deliberately naive: the tests hold
/// `ImageDiff` to it on random and rendered images, counts and diff image byte for byte.
enum ReferencePixelmatch {
    struct Options {
        var threshold = 0.1
        var includeAA = false
        var alpha = 0.1
        var aaColor: [UInt8] = [255, 255, 0]
        var diffColor: [UInt8] = [255, 0, 0]
        var diffColorAlt: [UInt8]? = nil
        var diffMask = false
        var checkerboard = true
    }

    /// pixelmatch(img1, img2, output, width, height, options), also counting the AA pixels.
    static func run(
        _ img1: [UInt8], _ img2: [UInt8], width: Int, height: Int, options: Options = Options(),
        output: inout [UInt8]?
    ) -> (diff: Int, aa: Int) {
        let len = width * height
        var identical = true
        for i in 0..<len where word(img1, i) != word(img2, i) {
            identical = false
            break
        }
        if identical {
            if output != nil && !options.diffMask {
                for i in 0..<len { drawGrayPixel(img1, i * 4, options.alpha, &output) }
            }
            return (0, 0)
        }
        let maxDelta = 35215 * options.threshold * options.threshold
        let alt = options.diffColorAlt ?? options.diffColor
        var diff = 0
        var aa = 0
        for i in 0..<len {
            let pos = i * 4
            let delta =
                word(img1, i) == word(img2, i) ? 0 : colorDelta(img1, img2, pos, pos, options.checkerboard)
            if abs(delta) > maxDelta {
                let x = i % width
                let y = i / width
                let isExcludedAA =
                    !options.includeAA
                    && (antialiased(img1, x, y, width, height, img1, img2, options.checkerboard)
                        || antialiased(img2, x, y, width, height, img2, img1, options.checkerboard))
                if isExcludedAA {
                    aa += 1
                    if output != nil && !options.diffMask { drawPixel(&output, pos, options.aaColor) }
                } else {
                    if output != nil { drawPixel(&output, pos, delta < 0 ? alt : options.diffColor) }
                    diff += 1
                }
            } else if output != nil && !options.diffMask {
                drawGrayPixel(img1, pos, options.alpha, &output)
            }
        }
        return (diff, aa)
    }

    static func word(_ img: [UInt8], _ i: Int) -> UInt32 {
        UInt32(img[i * 4]) | UInt32(img[i * 4 + 1]) << 8 | UInt32(img[i * 4 + 2]) << 16 | UInt32(img[i * 4 + 3]) << 24
    }

    static func antialiased(
        _ img: [UInt8], _ x1: Int, _ y1: Int, _ width: Int, _ height: Int, _ a32: [UInt8], _ b32: [UInt8],
        _ checkerboard: Bool
    ) -> Bool {
        let x0 = max(x1 - 1, 0)
        let y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1)
        let y2 = min(y1 + 1, height - 1)
        let pos = y1 * width + x1
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        var minimum = 0.0
        var maximum = 0.0
        var minX = 0
        var minY = 0
        var maxX = 0
        var maxY = 0
        for x in x0...x2 {
            for y in y0...y2 {
                if x == x1 && y == y1 { continue }
                let delta = brightnessDelta(img, pos * 4, (y * width + x) * 4, checkerboard)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < minimum {
                    minimum = delta
                    minX = x
                    minY = y
                } else if delta > maximum {
                    maximum = delta
                    maxX = x
                    maxY = y
                }
            }
        }
        if minimum == 0 || maximum == 0 { return false }
        return (hasManySiblings(a32, minX, minY, width, height) && hasManySiblings(b32, minX, minY, width, height))
            || (hasManySiblings(a32, maxX, maxY, width, height) && hasManySiblings(b32, maxX, maxY, width, height))
    }

    static func hasManySiblings(_ img: [UInt8], _ x1: Int, _ y1: Int, _ width: Int, _ height: Int) -> Bool {
        let x0 = max(x1 - 1, 0)
        let y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1)
        let y2 = min(y1 + 1, height - 1)
        let val = word(img, y1 * width + x1)
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 {
                if x == x1 && y == y1 { continue }
                if val == word(img, y * width + x) { zeroes += 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }

    static func background(_ k: Int, _ checkerboard: Bool) -> (Double, Double, Double) {
        if !checkerboard { return (255, 255, 255) }
        return (
            Double(48 + 159 * (k % 2)), Double(48 + 159 * (Int(Double(k) / 1.618033988749895) % 2)),
            Double(48 + 159 * (Int(Double(k) / 2.618033988749895) % 2))
        )
    }

    static func colorDelta(_ img1: [UInt8], _ img2: [UInt8], _ k: Int, _ m: Int, _ checkerboard: Bool) -> Double {
        let r1 = Double(img1[k])
        let g1 = Double(img1[k + 1])
        let b1 = Double(img1[k + 2])
        let a1 = Double(img1[k + 3])
        let r2 = Double(img2[m])
        let g2 = Double(img2[m + 1])
        let b2 = Double(img2[m + 2])
        let a2 = Double(img2[m + 3])
        var dr = r1 - r2
        var dg = g1 - g2
        var db = b1 - b2
        let da = a1 - a2
        if a1 < 255 || a2 < 255 {
            let (rb, gb, bb) = background(k, checkerboard)
            dr = (r1 * a1 - r2 * a2 - rb * da) / 255
            dg = (g1 * a1 - g2 * a2 - gb * da) / 255
            db = (b1 * a1 - b2 * a2 - bb * da) / 255
        }
        let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        let i = dr * 0.59597799 - dg * 0.2741761 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y > 0 ? -delta : delta
    }

    static func brightnessDelta(_ img: [UInt8], _ k: Int, _ m: Int, _ checkerboard: Bool) -> Double {
        let r1 = Double(img[k])
        let g1 = Double(img[k + 1])
        let b1 = Double(img[k + 2])
        let a1 = Double(img[k + 3])
        let r2 = Double(img[m])
        let g2 = Double(img[m + 1])
        let b2 = Double(img[m + 2])
        let a2 = Double(img[m + 3])
        var dr = r1 - r2
        var dg = g1 - g2
        var db = b1 - b2
        let da = a1 - a2
        if dr == 0 && dg == 0 && db == 0 && da == 0 { return 0 }
        if a1 < 255 || a2 < 255 {
            let (rb, gb, bb) = background(k, checkerboard)
            dr = (r1 * a1 - r2 * a2 - rb * da) / 255
            dg = (g1 * a1 - g2 * a2 - gb * da) / 255
            db = (b1 * a1 - b2 * a2 - bb * da) / 255
        }
        return dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
    }

    static func drawPixel(_ output: inout [UInt8]?, _ pos: Int, _ color: [UInt8]) {
        output?[pos] = color[0]
        output?[pos + 1] = color[1]
        output?[pos + 2] = color[2]
        output?[pos + 3] = 255
    }

    static func drawGrayPixel(_ img: [UInt8], _ i: Int, _ alpha: Double, _ output: inout [UInt8]?) {
        let y = Double(img[i]) * 0.29889531 + Double(img[i + 1]) * 0.58662247 + Double(img[i + 2]) * 0.11448223
        let val = 255 + (y - 255) * alpha * Double(img[i + 3]) / 255
        let byte = UInt8(truncatingIfNeeded: Int(val))  // a Uint8Array store: truncate, modulo 256
        drawPixel(&output, i, [byte, byte, byte])
    }
}
