import Foundation
import Testing
import ToastCore
import ToastFiles
import ToastRender
import ToastScript

@testable import ToastSnapshot
@testable import ToastSnapshotSuite

/// A suite's memory does not grow with its matrix: cases are made as they are reached, and a
/// run's report keeps outcomes (paths and counts), never pictures.
@Suite("The snapshot suite streams its cases and keeps no pictures", .serialized)
struct SuiteStreamingTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    private func manifest(_ dir: TemporaryDirectory, _ body: String) throws -> SnapshotSuite {
        try FileSystem.write(Array("return toast.manifest {\n\(body)\n}\n".utf8), to: dir.file("snapshots.lua"))
        return try SnapshotSuite(manifestPath: dir.file("snapshots.lua"))
    }

    @Test("every failure's diff picture is written, and none is kept in the report")
    func failuresKeepNoPictures() throws {
        let dir = TemporaryDirectory()
        let theme = try Files.readText("\(Self.repository)/themes/diary.lua", limit: 1 << 20)
        try FileSystem.write(Array(theme.utf8), to: dir.file("diary.lua"))
        let body =
            #"themes = { "diary.lua" }, kinds = { "saved", "deleted" }, appearances = { "light", "dark" }, scale = 1"#
        let recorded = try manifest(dir, body).run(options: SnapshotRunOptions(mode: .all, jobs: 2), fonts: fonts)
        #expect(recorded.recordedCount == 4)
        let changed = theme.split(separator: "\n", omittingEmptySubsequences: false)
            .map {
                $0.replacingOccurrences(
                    of: "light-dark(#1B7430, #248A3D)@0.9", with: "light-dark(#1B7430, #248A3D)@0.5")
            }.joined(separator: "\n")
        #expect(changed != theme)
        try FileSystem.write(Array(changed.utf8), to: dir.file("diary.lua"))
        let report = try manifest(dir, body).run(options: SnapshotRunOptions(mode: .never, jobs: 2), fonts: fonts)
        #expect(report.failedCount >= 1)
        for entry in report.entries {
            guard case .failed(let comparison, let artifacts) = entry.outcome else { continue }
            #expect(
                comparison.result.map { $0.diffImage == nil } ?? true, "\(entry.id.relativePath) keeps its diff picture"
            )
            #expect(comparison.result?.differentPixels ?? 0 > 0)
            let diff = try #require(artifacts.diff)
            #expect(try Files.kind(of: diff) == .regular)
        }
    }

    @Test("the matrix is made case by case, in the documented order")
    func theMatrixIsWalkedInOrder() throws {
        let dir = TemporaryDirectory()
        let suite = try manifest(
            dir,
            #"themes = { "\#(Self.repository)/themes/diary.lua" }, kinds = { "saved", "deleted" }, "#
                + #"positions = { "top", "bottom" }, appearances = { "light", "dark" }, locales = { "en", "ko" }, "#
                + #"text_sizes = { 1, 1.5 }, times = { 0.5, 1 }, scenarios = { "\#(Self.repository)/scenarios/popup.lua" }"#
        )
        var expected: [String] = []
        for kind in ["saved", "deleted"] {
            for position in ["top", "bottom"] {
                for appearance in ["light", "dark"] {
                    for locale in ["en", "ko"] {
                        for size in [1.0, 1.5] {
                            for time in [0.5, 1.0] {
                                expected.append("\(kind) \(position) \(appearance) \(locale) \(size) \(time)")
                            }
                        }
                    }
                }
            }
        }
        let walked = Array(suite.cases)
        let kinds = walked.compactMap { c -> String? in
            guard case .kind(let kind, let position) = c.source else { return nil }
            return "\(kind) \(position?.rawValue ?? "-") \(c.appearance.rawValue) \(c.locale) \(c.textSize) \(c.time)"
        }
        #expect(kinds == expected)
        #expect(walked.count == suite.cases.count)
        #expect(
            walked.suffix(from: expected.count).allSatisfy { if case .scenario = $0.source { true } else { false } })
        #expect(suite.shardSize(nil) == walked.count)
        #expect((1...3).map { suite.shardSize((index: $0, count: 3)) }.reduce(0, +) == walked.count)
    }

    @Test("a matrix at the limit is counted and walked without being held")
    func aLargeMatrixIsNotHeld() throws {
        let dir = TemporaryDirectory()
        let locales = (0..<250).map { "\"l\($0)\"" }.joined(separator: ", ")
        let times = (0..<100).map { "\(Double($0) / 100)" }.joined(separator: ", ")
        let suite = try manifest(
            dir,
            #"themes = { "\#(Self.repository)/themes/diary.lua" }, kinds = { "saved", "deleted" }, "#
                + "appearances = { \"light\", \"dark\" }, locales = { \(locales) }, times = { \(times) }")
        #expect(suite.cases.count == 100_000)
        // SnapshotCases is a walk, not storage: its size does not depend on the matrix.
        #expect(MemoryLayout<SnapshotCases>.size <= 2 * MemoryLayout<Int>.size + MemoryLayout<SnapshotManifest>.size)
        var walked = 0
        for _ in suite.cases { walked += 1 }
        #expect(walked == 100_000)
    }
}
