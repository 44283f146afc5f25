import Testing
import ToastPNG
import ToastRender

@testable import ToastSnapshot

/// The record-mode table: mode × reference present or absent × match or not → outcome and files.
@Suite struct SnapshotStoreTests {
    /// The reference on disk: none, the very bytes the new picture records as, the same pixels
    /// with another manifest, or other pixels.
    enum Reference: String, CaseIterable { case absent, sameBytes, matching, different }

    /// What each combination does: the outcome, and which file the reference holds afterwards.
    static let table: [(RecordMode, Reference, outcome: String, referenceAfter: String, artifacts: Bool)] = [
        (.never, .absent, "missingReference", "none", false),
        (.missing, .absent, "recorded(missing)", "actual", false),
        (.failed, .absent, "recorded(missing)", "actual", false),
        (.all, .absent, "recorded(all)", "actual", false),
        (.never, .sameBytes, "passed", "untouched", false),
        (.missing, .sameBytes, "passed", "untouched", false),
        (.failed, .sameBytes, "passed", "untouched", false),
        (.all, .sameBytes, "passed", "untouched", false),
        (.never, .matching, "passed", "reference", false),
        (.missing, .matching, "passed", "reference", false),
        (.failed, .matching, "recorded(manifest)", "actual", false),
        (.all, .matching, "recorded(all)", "actual", false),
        (.never, .different, "failed", "reference", true),
        (.missing, .different, "failed", "reference", true),
        (.failed, .different, "recorded(failed)", "actual", false),
        (.all, .different, "recorded(all)", "actual", false),
    ]

    @Test func theTableCoversEveryCombination() {
        #expect(Self.table.count == RecordMode.allCases.count * Reference.allCases.count)
    }

    @Test(arguments: 0..<16)
    func recordModes(row: Int) throws {
        let (mode, reference, outcome, referenceAfter, artifacts) = Self.table[row]
        let directory = TemporaryDirectory()
        let store = SnapshotStore(root: directory.file("__Snapshots__"), failuresRoot: directory.file("failures"))
        let id = sampleID()
        let referenceImage = Canvas(width: 8, height: 8)
        var changed = referenceImage
        changed[3, 3] = .black
        // Same pixels, other bytes (the manifest), so an overwrite shows.
        let actualPNG =
            try (reference == .different ? changed : referenceImage).image.pngData(manifest: ["scene": "actual"])
        let referencePNG =
            reference == .sameBytes ? actualPNG : try referenceImage.image.pngData(manifest: ["scene": "reference"])
        if reference != .absent {
            try FileSystem.write(referencePNG, to: store.path(for: id))
        }
        let before = try? FileSystem.inode(store.path(for: id))

        let result = try store.verify(id, actualPNG: actualPNG, mode: mode)

        #expect(Self.describe(result) == outcome, "\(mode) × \(reference)")
        let onDisk = FileSystem.readIfPresentOrNil(store.path(for: id))
        switch referenceAfter {
        case "none": #expect(onDisk == nil)
        case "actual": #expect(onDisk == actualPNG)
        case "untouched":
            // Not written again: the same file (a write replaces it by a rename: a new inode).
            #expect(onDisk == referencePNG)
            #expect(try FileSystem.inode(store.path(for: id)) == before)
        default: #expect(onDisk == referencePNG)
        }
        let paths = store.artifacts(for: id)
        #expect(directory.exists("failures/diary/saved/iphone-15-light-en@3x-1-diff.png") == artifacts)
        if artifacts {
            #expect(FileSystem.readIfPresentOrNil(paths.expected) == referencePNG)
            #expect(FileSystem.readIfPresentOrNil(paths.actual) == actualPNG)
            let diff = try RenderedImage(png: try FileSystem.read(try #require(paths.diff)))
            #expect(Canvas(diff)[3, 3] == Pixel(r: 255, g: 0, b: 0))
        }
    }

    @Test func aPassRemovesTheArtifactsOfAnEarlierFailure() throws {
        let directory = TemporaryDirectory()
        let store = SnapshotStore(root: directory.file("refs"), failuresRoot: directory.file("failures"))
        let id = sampleID()
        let reference = try Canvas(width: 4, height: 4).image.pngData()
        var changed = Canvas(width: 4, height: 4)
        changed[0, 0] = .black
        try FileSystem.write(reference, to: store.path(for: id))
        guard case .failed = try store.verify(id, actualPNG: try changed.image.pngData(), mode: .never) else {
            Issue.record("expected a failure")
            return
        }
        #expect(directory.exists("failures/diary/saved/iphone-15-light-en@3x-1-actual.png"))
        guard case .passed = try store.verify(id, actualPNG: reference, mode: .never) else {
            Issue.record("expected a pass")
            return
        }
        #expect(!directory.exists("failures/diary/saved/iphone-15-light-en@3x-1-actual.png"))
        #expect(!directory.exists("failures/diary/saved/iphone-15-light-en@3x-1-diff.png"))
    }

    @Test func sizeMismatchFailsWithoutADiffImage() throws {
        let directory = TemporaryDirectory()
        let store = SnapshotStore(root: directory.file("refs"), failuresRoot: directory.file("failures"))
        let id = sampleID()
        try FileSystem.write(try Canvas(width: 4, height: 4).image.pngData(), to: store.path(for: id))
        let outcome = try store.verify(id, actualPNG: try Canvas(width: 5, height: 4).image.pngData(), mode: .missing)
        guard case .failed(let comparison, let artifacts) = outcome else {
            Issue.record("expected a failure, got \(Self.describe(outcome))")
            return
        }
        #expect(comparison.verdict == .sizeMismatch(expected: (4, 4), actual: (5, 4)))
        #expect(artifacts.diff == nil)
        #expect(directory.exists("failures/diary/saved/iphone-15-light-en@3x-1-actual.png"))
    }

    @Test func aCorruptReferenceIsAnErrorWithItsPathUnlessReRecorded() throws {
        let directory = TemporaryDirectory()
        let store = SnapshotStore(root: directory.file("refs"), failuresRoot: directory.file("failures"))
        let id = sampleID()
        try FileSystem.write(Array("garbage".utf8), to: store.path(for: id))
        let actual = try Canvas(width: 4, height: 4).image.pngData()
        let error = try #require(throws: SnapshotError.self) { try store.verify(id, actualPNG: actual, mode: .missing) }
        #expect(error == .notPNG(role: .expected, path: store.path(for: id)))
        #expect(Self.describe(try store.verify(id, actualPNG: actual, mode: .failed)) == "recorded(failed)")
        #expect(FileSystem.readIfPresentOrNil(store.path(for: id)) == actual)
    }

    @Test func anIDThatEscapesTheRootIsRefused() throws {
        let store = SnapshotStore(root: "/nonexistent/refs")
        let error = try #require(throws: SnapshotError.self) {
            try store.verify(sampleID(theme: ".."), actualPNG: [], mode: .all)
        }
        #expect(error == .invalidSnapshotID(component: "theme", value: ".."))
    }

    static func describe(_ outcome: SnapshotOutcome) -> String {
        switch outcome {
        case .passed: "passed"
        case .failed: "failed"
        case .recorded(let reason): "recorded(\(reason.rawValue))"
        case .missingReference: "missingReference"
        case .unchanged: "unchanged"
        case .transcriptChanged: "transcriptChanged"
        }
    }
}
