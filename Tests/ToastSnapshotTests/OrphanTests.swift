import Testing

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
