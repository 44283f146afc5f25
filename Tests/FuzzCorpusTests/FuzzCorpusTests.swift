import Testing

@testable import TartineFuzzing

/// Every committed fuzzing input, seeds and past crashes alike, still goes through its harness
/// (a crash or a failed oracle stops the test process, naming the harness's check). One harness
/// at a time, as libFuzzer runs them: a harness keeps per-process state (the theme harnesses' file
/// and pipeline), so two in parallel would share it.
@Suite(.serialized) struct FuzzCorpusTests {
    /// `Fuzz/` at the root of the package.
    static let root: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        parts.removeLast(3)
        return parts.joined(separator: "/") + "/Fuzz"
    }()

    @Test(arguments: FuzzHarness.all.map(\.name))
    func everyInputRuns(_ name: String) throws {
        let harness = try #require(FuzzHarness.named(name))
        let files = try FuzzCorpus.files(of: name, root: Self.root)
        #expect(files.count >= 3, "\(name): a corpus of \(files.count) seeds")
        for file in files { harness.run(try FuzzCorpus.read(file)) }
    }

    @Test func everyHarnessHasACorpusAndEveryCorpusAHarness() throws {
        let names = FuzzHarness.all.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(try FuzzCorpus.corpusNames(root: Self.root) == names.sorted())
    }
}
