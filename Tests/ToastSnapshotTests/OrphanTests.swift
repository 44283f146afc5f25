import Testing
import Foundation
import ToastPNG

@testable import ToastSnapshot

/// References no snapshot of the run produced.
@Suite struct OrphanTests {
    @Test func referencesNotProducedAreOrphans() throws {
        let directory = TemporaryDirectory()
        let store = SnapshotStore(root: directory.file("__Snapshots__"))
        let kept = sampleID()
        let dark = sampleID(appearance: "dark")
        for path in [
            kept.relativePath, dark.relativePath, "diary/renamed/iphone-15-light-en@3x-1.png",
            "old-theme/saved/iphone-15-light-en@3x-1.png",
        ] {
            try FileSystem.write([1], to: directory.file("__Snapshots__/" + path))
        }
        try FileSystem.write([1], to: directory.file("__Snapshots__/diary/notes.txt"))  // not a reference

        let orphans = try store.orphans(producedIDs: [kept, dark]).orphans
        #expect(
            orphans == [
                directory.file("__Snapshots__/diary/renamed/iphone-15-light-en@3x-1.png"),
                directory.file("__Snapshots__/old-theme/saved/iphone-15-light-en@3x-1.png"),
            ])
        #expect(try store.orphans(producedIDs: [kept, dark, sampleID(group: "renamed")]).orphans.count == 1)
    }

    @Test func aMissingRootHasNoOrphans() throws {
        let directory = TemporaryDirectory()
        #expect(try SnapshotStore(root: directory.file("nothing-here")).orphans(producedIDs: []).orphans == [])
    }
}

/// `--prune`: orphaned references Tartine wrote are removed, nothing else.
@Suite struct PruneTests {
    /// `png` without its text chunks (no manifest: a PNG another tool wrote).
    static func strippingText(_ png: [UInt8]) -> [UInt8] {
        var out = Array(png[0..<8])
        var offset = 8
        while offset + 12 <= png.count {
            let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: png[offset + 4..<offset + 8], as: UTF8.self)
            let end = offset + 12 + length
            if !["iTXt", "tEXt", "zTXt"].contains(type) { out += png[offset..<end] }
            offset = end
        }
        return out
    }

    @Test func removesOnlyOrphansTartineWroteInsideTheReferences() throws {
        let directory = TemporaryDirectory()
        let root = directory.file("__Snapshots__")
        let store = SnapshotStore(root: root)
        let produced = sampleID()
        let tartine = try ImageDataPassTests.picture().pngData(manifest: [:])
        let foreign = Self.strippingText(tartine)
        #expect(PictureManifest(png: foreign) == nil)
        try FileSystem.write(tartine, to: root + "/" + produced.relativePath)
        try FileSystem.write(tartine, to: root + "/old/saved/iphone-15-light-en@3x-1.png")
        try FileSystem.write(foreign, to: root + "/old/saved/iphone-15-light-en@3x-2.png")
        try FileSystem.write(
            Array("0.000 will_show saved#1\n0.250 did_show saved#1\n".utf8),
            to: root + "/old/plugin-undo/iphone-15-light-en-transcript.txt")
        try FileSystem.write(Array("my notes\n".utf8), to: root + "/old/notes-transcript.txt")
        // A Tartine picture outside the references, linked from inside: never followed, never removed.
        try FileSystem.write(tartine, to: directory.file("outside/elsewhere.png"))
        try FileManager.default.createSymbolicLink(
            atPath: root + "/old/saved/iphone-15-light-en@3x-3.png",
            withDestinationPath: directory.file("outside/elsewhere.png"))

        let result = try store.pruneOrphans(producedIDs: [produced])
        #expect(
            result.pruning.removed == [
                root + "/old/plugin-undo/iphone-15-light-en-transcript.txt",
                root + "/old/saved/iphone-15-light-en@3x-1.png",
            ])
        #expect(
            result.pruning.kept.map(\.path).sorted() == [
                root + "/old/notes-transcript.txt", root + "/old/saved/iphone-15-light-en@3x-2.png",
            ]
                || result.pruning.kept.map(\.path).sorted() == [
                    root + "/old/notes-transcript.txt", root + "/old/saved/iphone-15-light-en@3x-2.png",
                    root + "/old/saved/iphone-15-light-en@3x-3.png",
                ])
        #expect(result.pruning.kept.allSatisfy { !$0.reason.isEmpty })
        #expect(FileManager.default.fileExists(atPath: root + "/" + produced.relativePath))
        #expect(FileManager.default.fileExists(atPath: root + "/old/saved/iphone-15-light-en@3x-2.png"))
        #expect(!FileManager.default.fileExists(atPath: root + "/old/saved/iphone-15-light-en@3x-1.png"))
        #expect(FileManager.default.fileExists(atPath: directory.file("outside/elsewhere.png")))
        // Pruned once, nothing of Tartine's is left to prune.
        #expect(try store.pruneOrphans(producedIDs: [produced]).pruning.removed == [])
    }
}
