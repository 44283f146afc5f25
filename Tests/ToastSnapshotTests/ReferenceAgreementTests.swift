import Testing
import TartineTestSupport
import ToastRender

@testable import ToastSnapshot

/// `ImageDiff` skips equal rows and pixels and caches grey rows; a plain transcription of
/// pixelmatch 7.2.0 does none of that. On random scenes (flat blocks, hard and soft edges,
/// semi-transparent areas, noise) both must give the same counts and the same diff image bytes.
@Suite struct ReferenceAgreementTests {
    /// A scene of rectangles over a background, some with soft (anti-aliased) borders.
    static func scene(width: Int, height: Int, seed: UInt64) -> Canvas {
        var random = SplitMix(state: seed)
        var canvas = Canvas(width: width, height: height, fill: .gray(UInt8.random(in: 200...255, using: &random)))
        for _ in 0..<6 {
            let x0 = Int.random(in: 0..<width, using: &random)
            let y0 = Int.random(in: 0..<height, using: &random)
            let x1 = min(width, x0 + Int.random(in: 2...12, using: &random))
            let y1 = min(height, y0 + Int.random(in: 2...9, using: &random))
            let alpha: UInt8 = Bool.random(using: &random) ? 255 : UInt8.random(in: 0...255, using: &random)
            let color = Pixel(
                r: .random(in: 0...255, using: &random), g: .random(in: 0...255, using: &random),
                b: .random(in: 0...255, using: &random), a: alpha)
            canvas.fill(x: x0..<x1, y: y0..<y1, with: color)
            if Bool.random(using: &random), x1 < width {  // a soft right edge
                for y in y0..<y1 {
                    var p = canvas[x1, y]
                    p.r = UInt8((Int(p.r) + Int(color.r)) / 2)
                    p.g = UInt8((Int(p.g) + Int(color.g)) / 2)
                    p.b = UInt8((Int(p.b) + Int(color.b)) / 2)
                    canvas[x1, y] = p
                }
            }
        }
        return canvas
    }

    /// `scene` with some rectangles shifted by a pixel, some pixels recoloured, some noise.
    static func variant(of canvas: Canvas, seed: UInt64) -> Canvas {
        var random = SplitMix(state: seed ^ 0xA5A5)
        var changed = canvas
        for _ in 0..<Int.random(in: 1...40, using: &random) {
            let x = Int.random(in: 0..<canvas.width, using: &random)
            let y = Int.random(in: 0..<canvas.height, using: &random)
            switch Int.random(in: 0..<3, using: &random) {
            case 0: changed[x, y] = canvas[max(0, x - 1), y]  // a shifted edge
            case 1:
                var p = changed[x, y]
                p.r &+= UInt8.random(in: 0...40, using: &random)
                changed[x, y] = p  // small noise, often below the threshold
            default:
                changed[x, y] = Pixel(
                    r: .random(in: 0...255, using: &random), g: .random(in: 0...255, using: &random),
                    b: .random(in: 0...255, using: &random), a: .random(in: 0...255, using: &random))
            }
        }
        return changed
    }

    static let optionSets: [(String, DiffOptions, ReferencePixelmatch.Options)] = {
        var sets: [(String, DiffOptions, ReferencePixelmatch.Options)] = [("defaults", DiffOptions(), .init())]
        var sensitive = DiffOptions()
        sensitive.threshold = 0.02
        sensitive.alpha = 0.6
        sets.append(("threshold 0.02, alpha 0.6", sensitive, .init(threshold: 0.02, alpha: 0.6)))
        var everything = DiffOptions()
        everything.includeAA = true
        everything.checkerboard = false
        everything.darkerDiffColor = DiffColor(red: 0, green: 255, blue: 0)
        sets.append(
            (
                "includeAA, white, alt colour", everything,
                .init(includeAA: true, diffColorAlt: [0, 255, 0], checkerboard: false)
            ))
        var mask = DiffOptions()
        mask.diffMask = true
        sets.append(("diffMask", mask, .init(diffMask: true)))
        return sets
    }()

    @Test(arguments: 0..<4)
    func agreesWithTheTranscription(optionSet: Int) {
        let (name, options, referenceOptions) = Self.optionSets[optionSet]
        var checkedDifferences = 0
        var checkedAA = 0
        for seed in UInt64(1)...40 {
            let width = 23 + Int(seed % 17)
            let height = 11 + Int(seed % 13)
            let expected = Self.scene(width: width, height: height, seed: seed)
            let actual = Self.variant(of: expected, seed: seed)
            guard let result = ImageDiff.compare(expected.image, actual.image, options: options) else {
                Issue.record("sizes match, yet no result")
                return
            }
            var output: [UInt8]? = [UInt8](repeating: 0, count: expected.bytes.count)
            let reference = ReferencePixelmatch.run(
                expected.bytes, actual.bytes, width: width, height: height, options: referenceOptions, output: &output)
            #expect(result.differentPixels == reference.diff, "\(name), seed \(seed)")
            #expect(result.antialiasedPixels == reference.aa, "\(name), seed \(seed)")
            #expect(result.diffImage?.pixels == output, "\(name), seed \(seed): diff image")
            checkedDifferences += reference.diff
            checkedAA += reference.aa
        }
        // The scenes must exercise both branches, or agreement proves little.
        #expect(checkedDifferences > 100)
        if !options.includeAA { #expect(checkedAA > 5) }
    }
}
