import ArgumentParser
import ToastSnapshot

/// `tartine diff A.png B.png`: any two PNG files compared with pixelmatch 7.2.0's semantics.
/// Exit 0 when no more pixels differ than allowed, 1 when more do or the sizes differ, 2 for a
/// file that is missing or not a readable PNG, 64 for a usage error.
struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract:
            "Compare two PNG files pixel by pixel, as pixelmatch 7.2.0 does (exit 0 same, 1 differ or size mismatch, 2 bad input, 64 usage)."
    )

    @Argument(help: "The first image (its faded pixels make the diff image's background).") var first: String
    @Argument(help: "The second image.") var second: String
    @Option(help: "Matching threshold, 0…1; smaller is more sensitive.") var threshold = 0.1
    @Flag(help: "Count anti-aliased pixels as differences.") var includeAA = false
    @Option(help: "Opacity of the first image in the diff image, 0…1.") var alpha = 0.1
    @Option(help: "Colour of anti-aliased pixels in the diff image: r,g,b or #RRGGBB.") var aaColor = "255,255,0"
    @Option(help: "Colour of differing pixels in the diff image: r,g,b or #RRGGBB.") var diffColor = "255,0,0"
    @Option(help: "Colour of differing pixels that are darker in the second image (default: --diff-color).")
    var diffColorAlt: String?
    @Flag(help: "Draw only the differences, over a transparent background.") var diffMask = false
    @Flag(help: "Blend semi-transparent pixels with white instead of pixelmatch 7's checkerboard.") var noCheckerboard =
        false
    @Option(name: .shortAndLong, help: "Write the diff image to this PNG file.") var output: OutputFile?
    @Flag(help: "Print one JSON object instead of a sentence.") var json = false
    @Option(help: "Pixels allowed to differ (default 0).") var maxDiffPixels: Int?
    @Option(help: "Fraction of pixels allowed to differ, 0…1 (with --max-diff-pixels the stricter wins).")
    var maxDiffPixelRatio: Double?

    func validate() throws {
        try OptionRange.check("--threshold", threshold, within: .closed(0, 1))
        try OptionRange.check("--alpha", alpha, within: .closed(0, 1))
        try OptionRange.check("--max-diff-pixel-ratio", maxDiffPixelRatio, within: .closed(0, 1))
        if let maxDiffPixels { try OptionRange.check("--max-diff-pixels", maxDiffPixels, within: 0...Int.max) }
        _ = try options()
    }

    func run() throws {
        let diff: FileDiff
        do {
            diff = try FileDiff(
                expectedPath: first, actualPath: second, options: try options(),
                tolerance: Tolerance(maxDiffPixels: maxDiffPixels, maxDiffPixelRatio: maxDiffPixelRatio),
                makeDiffImage: output != nil)
            if let output { try diff.writeDiffImage(to: output.path) }
        } catch let error as SnapshotError {
            throw CLIFailure.badInput("tartine diff: \(error)")
        }
        if json {
            sayDocument(diff.json(diffPath: output?.path))
        } else {
            say(diff.sentence(first: first, second: second))
        }
        if !diff.verdict.passes { throw CLIFailure.findings }
    }

    private func options() throws -> DiffOptions {
        var options = DiffOptions()
        options.threshold = threshold
        options.includeAA = includeAA
        options.alpha = alpha
        options.antialiasedColor = try DiffColorArgument.parse(aaColor, option: "--aa-color")
        options.diffColor = try DiffColorArgument.parse(diffColor, option: "--diff-color")
        options.darkerDiffColor = try diffColorAlt.map { try DiffColorArgument.parse($0, option: "--diff-color-alt") }
        options.diffMask = diffMask
        options.checkerboard = !noCheckerboard
        return options
    }
}
