import Foundation
import Testing
import ToastCore
import ToastFiles
import ToastRender
import ToastScript

@testable import ToastSnapshot
@testable import ToastSnapshotSuite

/// Workers take a shard's cases a group at a time (the moments of one toast on one screen),
/// preferring the renderer they used last; every case is taken once, and the reports are the
/// same whatever the number of workers.
@Suite("Cases are taken in groups, the report the same for any number of workers", .serialized)
struct CaseGroupsTests {
    static let repository = SuiteStreamingTests.repository

    static func suite(_ dir: TemporaryDirectory, _ body: String) throws -> SnapshotSuite {
        try FileSystem.write(Array("return toast.manifest {\n\(body)\n}\n".utf8), to: dir.file("snapshots.lua"))
        return try SnapshotSuite(manifestPath: dir.file("snapshots.lua"))
    }

    static let matrix =
        #"themes = { "\#(repository)/themes/diary.lua" }, kinds = { "saved", "deleted" }, "#
        + #"appearances = { "light", "dark" }, locales = { "en", "ko" }, times = { 0.1, 0.5, 1 }, "#
        + #"scenarios = { "\#(repository)/scenarios/popup.lua" }"#

    @Test(arguments: [nil, (1, 1), (2, 3), (3, 3)] as [(Int, Int)?])
    func everyCaseIsTakenOnceInGroupsOfItsMoments(shard: (Int, Int)?) throws {
        let dir = TemporaryDirectory()
        let suite = try Self.suite(dir, Self.matrix)
        let shardCases = Array(suite.cases).enumerated().filter { position, _ in
            shard.map { position % $0.1 == $0.0 - 1 } ?? true
        }.map(\.element)
        var groups = CaseGroups(ShardWalk(cases: suite.cases.makeIterator(), shard: shard), lookahead: 4)
        var taken: [Int: SnapshotCase] = [:]
        var preferred: CaseGroups.Affinity? = nil
        while let group = groups.next(preferring: preferred) {
            // One toast's moments, numbered one after the other, differing in time alone.
            #expect(group.map(\.index) == Array(group[0].index..<(group[0].index + group.count)))
            for item in group {
                #expect(CaseGroups.sameGroup(group[0].case, item.case))
                #expect(taken.updateValue(item.case, forKey: item.index) == nil, "case \(item.index) taken twice")
            }
            // Preferring by turns what the group drew with and nothing, as workers would.
            preferred = preferred == nil ? CaseGroups.Affinity(group[0].case) : nil
        }
        #expect(taken.count == shardCases.count)
        #expect((0..<shardCases.count).allSatisfy { taken[$0] == shardCases[$0] })
    }

    @Test func aGroupDrawnOnThePreferredRendererIsChosenAmongTheNextFew() throws {
        let dir = TemporaryDirectory()
        let suite = try Self.suite(
            dir,
            #"themes = { "\#(Self.repository)/themes/diary.lua" }, kinds = { "saved", "deleted" }, "#
                + #"appearances = { "light", "dark" }, times = { 0.1, 0.5, 1 }"#)
        var groups = CaseGroups(ShardWalk(cases: suite.cases.makeIterator(), shard: nil), lookahead: 3)
        let next = groups.next(preferring: nil)
        let first = try #require(next)
        #expect(first[0].index == 0 && first[0].case.appearance == .light && first.count == 3)
        // The next group in order is the dark one; preferring light takes the one after it.
        let chosen = groups.next(preferring: CaseGroups.Affinity(first[0].case))
        let preferred = try #require(chosen)
        #expect(preferred[0].case.appearance == .light && preferred[0].index == 6)
        let after = groups.next(preferring: nil)
        let skipped = try #require(after)
        #expect(skipped[0].index == 3 && skipped[0].case.appearance == .dark)
    }

    @Test func theReportsAreTheSameForAnyNumberOfWorkers() throws {
        let dir = TemporaryDirectory()
        let body =
            #"themes = { "\#(Self.repository)/themes/hud.lua", "\#(Self.repository)/themes/snackbar.lua" }, "#
            + #"appearances = { "light", "dark" }, times = { 0.1, 0.3, 1 }, "#
            + #"scale = 1, scenarios = { "\#(Self.repository)/scenarios/popup.lua" }"#
        _ = try Self.suite(dir, body).run(options: SnapshotRunOptions(mode: .all, jobs: 2), fonts: fonts)
        // One reference replaced by another case's picture: a failure with artifacts in every run.
        let suite = try Self.suite(dir, body)
        let store = SnapshotStore(root: suite.manifest.references)
        let dark = try #require(suite.cases.first { $0.appearance == .dark && $0.time == 1 })
        let light = try #require(suite.cases.first { $0.appearance == .light && $0.time == 1 })
        try FileSystem.write(
            try Files.read(store.path(for: suite.id(of: light)), limit: 1 << 24),
            to: store.path(for: suite.id(of: dark)))
        var reports: [String] = []
        for jobs in [1, 2, 3] {
            var report = try Self.suite(dir, body).run(
                options: SnapshotRunOptions(mode: .never, jobs: jobs), fonts: fonts)
            for i in report.entries.indices { report.entries[i].duration = 0 }
            reports.append(
                ReportWriter.json(report) + ReportWriter.junitXML(report) + ReportWriter.terminalSummary(report))
        }
        #expect(reports[0].contains("failed"))
        #expect(reports[1] == reports[0])
        #expect(reports[2] == reports[0])
    }
}
