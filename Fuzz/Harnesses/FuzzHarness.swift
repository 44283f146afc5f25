/// One parser of untrusted bytes, as the fuzzer drives it: `run` takes any bytes and returns
/// normally; a trap (a crash, a failed `precondition` of an oracle) is a finding.
public struct FuzzHarness: Sendable {
    /// The name `scripts/fuzz` and the corpus directories use (`Fuzz/Corpus/<name>`).
    public let name: String
    /// What it reads, for the one-line report.
    public let summary: String
    /// Runs the parser (and its oracles) on one input.
    public let run: @Sendable ([UInt8]) -> Void

    /// A harness named `name` that reads `summary` with `run`.
    public init(_ name: String, _ summary: String, run: @escaping @Sendable ([UInt8]) -> Void) {
        self.name = name
        self.summary = summary
        self.run = run
    }

    /// Every harness, in the order `scripts/fuzz` runs them.
    public static let all: [FuzzHarness] = [
        StringFileHarnesses.strings, StringFileHarnesses.stringsdict, StringFileHarnesses.xcstrings,
        PNGHarness.harness, LuaSourceHarness.harness, PreviewMessageHarness.harness, ThemeHarness.harness,
        ThemeHarness.schemaValues,
        MarkupHarness.harness, NotifyHarness.harness, ReportHarnesses.mergeReports, ReportHarnesses.review,
    ]

    /// The harness called `name`, if there is one.
    public static func named(_ name: String) -> FuzzHarness? { all.first { $0.name == name } }
}
