import Testing
import ToastFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Class 6 of issue 22: files kept inside a directory (references, failure artifacts) are never
/// written through a symbolic link, and read through one only while it stays inside.
@Suite struct ConfinedFilesTests {
    @Test func writesCreatingTheDirectoriesAndReadsBack() throws {
        try withTemporaryDirectory { (directory: String) throws in
            let root = directory + "/refs"
            try Files.writeConfined([1, 2], to: "a/b/x.png", inside: root)
            try Files.writeConfined([3], to: "a/b/x.png", inside: root)
            #expect(try Files.readConfined("a/b/x.png", inside: root, limit: 10) == [3])
            #expect(try Files.readConfined("a/b/none.png", inside: root, limit: 10) == nil)
            #expect(try Files.readConfined("none/x.png", inside: directory + "/absent", limit: 10) == nil)
            #expect(try names(in: root + "/a/b") == ["x.png"])
        }
    }

    @Test func aLinkAtTheFileIsRefusedAndWhatItLeadsToKept() throws {
        try withTemporaryDirectory { (directory: String) throws in
            let victim = directory + "/passwd"
            try Files.writeAtomically([7, 7], to: victim)
            let root = directory + "/refs"
            try Files.writeConfined([1], to: "a/x.png", inside: root)
            unlink(root + "/a/x.png")
            symlink(victim, root + "/a/x.png")
            let error = FileError(path: root + "/a/x.png", problem: .symbolicLink(to: victim))
            #expect(throws: error) { try Files.writeConfined([1], to: "a/x.png", inside: root) }
            #expect("\(error)" == "\(root)/a/x.png: a symbolic link to \(victim); refusing to write through it")
            #expect(try Files.read(victim, limit: 10) == [7, 7])
            #expect(try Files.kind(of: root + "/a/x.png") == .symbolicLink)
        }
    }

    @Test func aLinkInADirectoryOnTheWayIsRefused() throws {
        try withTemporaryDirectory { (directory: String) throws in
            let outside = directory + "/etc"
            mkdir(outside, 0o755)
            try Files.writeAtomically([7], to: outside + "/x.png")
            let root = directory + "/refs"
            mkdir(root, 0o755)
            mkdir(root + "/a", 0o755)
            symlink("../../etc", root + "/a/b")  // relative: named where it leads, absolute
            #expect(throws: FileError(path: root + "/a/b", problem: .symbolicLink(to: outside))) {
                try Files.writeConfined([1], to: "a/b/x.png", inside: root)
            }
            #expect(try Files.read(outside + "/x.png", limit: 10) == [7])
            #expect(try names(in: outside) == ["x.png"])
        }
    }

    @Test func aLinkThatLeadsNowhereIsRefusedAndNothingCreated() throws {
        try withTemporaryDirectory { (directory: String) throws in
            let root = directory + "/refs"
            mkdir(root, 0o755)
            symlink(directory + "/created", root + "/x.png")
            #expect(throws: FileError(path: root + "/x.png", problem: .symbolicLink(to: directory + "/created"))) {
                try Files.writeConfined([1], to: "x.png", inside: root)
            }
            #expect(try names(in: directory) == ["refs"])
        }
    }

    @Test func readingFollowsLinksOnlyWhileTheyStayInside() throws {
        try withTemporaryDirectory { (directory: String) throws in
            try Files.writeAtomically([7], to: directory + "/secret")
            let root = directory + "/refs"
            try Files.writeConfined([1], to: "a/real.png", inside: root)
            symlink("real.png", root + "/a/inside.png")
            symlink(directory + "/secret", root + "/a/outside.png")
            symlink(directory, root + "/up")
            #expect(try Files.readConfined("a/inside.png", inside: root, limit: 10) == [1])
            #expect(
                throws: FileError(
                    path: root + "/a/outside.png", problem: .outside(directory: root, resolved: directory + "/secret"))
            ) { try Files.readConfined("a/outside.png", inside: root, limit: 10) }
            #expect(
                throws: FileError(
                    path: root + "/up/secret", problem: .outside(directory: root, resolved: directory + "/secret"))
            ) { try Files.readConfined("up/secret", inside: root, limit: 10) }
            #expect(
                throws: FileError(
                    path: root + "/../secret", problem: .outside(directory: root, resolved: directory + "/secret"))
            ) { try Files.readConfined("../secret", inside: root, limit: 10) }
        }
    }

    /// The read in one call below the root (`openat2`) and the read that resolves the path
    /// agree: an absolute link that stays inside is followed, a link that leads nowhere and a
    /// missing file or directory are no file, a root reached through a link is read, and a FIFO
    /// or a file over the limit is refused naming the resolved path.
    @Test func readingAgreesWhateverThePathTakes() throws {
        try withTemporaryDirectory { (directory: String) throws in
            let root = directory + "/refs"
            try Files.writeConfined([1, 2], to: "a/real.png", inside: root)
            let resolvedRoot = try Paths.resolved(root)
            symlink(resolvedRoot + "/a/real.png", root + "/a/absolute.png")
            symlink("gone.png", root + "/a/dangling.png")
            mkfifo(root + "/a/fifo.png", 0o644)
            #expect(try Files.readConfined("a/absolute.png", inside: root, limit: 10) == [1, 2])
            #expect(try Files.readConfined("a/real.png", inside: root, limit: 10) == [1, 2])
            symlink(root, directory + "/linked")
            #expect(try Files.readConfined("a/real.png", inside: directory + "/linked", limit: 10) == [1, 2])
            #expect(try Files.readConfined("a/dangling.png", inside: root, limit: 10) == nil)
            #expect(try Files.readConfined("a/missing.png", inside: root, limit: 10) == nil)
            #expect(try Files.readConfined("b/missing.png", inside: root, limit: 10) == nil)
            #expect(throws: FileError(path: resolvedRoot + "/a/fifo.png", problem: .notRegularFile(.fifo))) {
                try Files.readConfined("a/fifo.png", inside: root, limit: 10)
            }
            #expect(throws: FileError(path: resolvedRoot + "/a/real.png", problem: .tooLarge(size: 2, limit: 1))) {
                try Files.readConfined("a/real.png", inside: root, limit: 1)
            }
        }
    }

    @Test func removingNeverGoesThroughALinkedDirectory() throws {
        try withTemporaryDirectory { (directory: String) throws in
            let outside = directory + "/etc"
            mkdir(outside, 0o755)
            try Files.writeAtomically([7], to: outside + "/x-expected.png")
            let root = directory + "/failures"
            mkdir(root, 0o755)
            symlink(outside, root + "/a")
            try Files.removeConfined("a/x-expected.png", inside: root)
            #expect(try names(in: outside) == ["x-expected.png"])
            try Files.writeConfined([1], to: "b/x-expected.png", inside: root)
            try Files.removeConfined("b/x-expected.png", inside: root)
            try Files.removeConfined("b/x-expected.png", inside: root)  // nothing there: no error
            try Files.removeConfined("c/x-expected.png", inside: root)
            try Files.removeConfined("x.png", inside: directory + "/absent")
            #expect(try names(in: root + "/b") == [])
        }
    }

    @Test func aDirectoryAtTheFileIsRefused() throws {
        try withTemporaryDirectory { (directory: String) throws in
            mkdir(directory + "/x.png", 0o755)
            #expect(throws: FileError(path: directory + "/x.png", problem: .refusedOutput(.directory))) {
                try Files.writeConfined([1], to: "x.png", inside: directory)
            }
        }
    }

    @Test func aReferencesDirectoryPartlyMadeMustStayInside() throws {
        try withTemporaryDirectory { (directory: String) throws in
            let manifest = directory + "/project"
            mkdir(manifest, 0o755)
            mkdir(directory + "/etc", 0o755)
            #expect(try Paths.confinedIfPresent("a/__Snapshots__", inside: manifest) == nil)
            symlink(directory + "/etc", manifest + "/a")
            #expect(
                throws: FileError(
                    path: manifest + "/a", problem: .outside(directory: manifest, resolved: directory + "/etc"))
            ) { try Paths.confinedIfPresent("a/__Snapshots__", inside: manifest) }
            symlink(directory + "/nowhere", manifest + "/b")
            #expect(
                throws: FileError(
                    path: manifest + "/b", problem: .outside(directory: manifest, resolved: directory + "/nowhere"))
            ) { try Paths.confinedIfPresent("b", inside: manifest) }
            mkdir(manifest + "/c", 0o755)
            #expect(try Paths.confinedIfPresent("c/__Snapshots__", inside: manifest) == manifest + "/c")
        }
    }

    /// Many files written together (more than a batch holds, some in a directory below) each
    /// hold their bytes, a link planted at one of them is replaced, and no temporary file stays.
    @Test func manyFilesAreWrittenTogether() throws {
        try withTemporaryDirectory { (directory: String) throws in
            let root = directory + "/frames"
            let victim = directory + "/victim"
            try Files.writeAtomically([7], to: victim)
            try Files.makeDirectories(root)
            symlink(victim, root + "/f-5.png")
            let files = (0..<(Files.filesPerBatch * 2 + 3)).map { (i: Int) -> (relative: String, bytes: [UInt8]) in
                let directory: String = i % 10 == 9 ? "sub/" : ""
                return (directory + "f-\(i).png", [UInt8(i % 256), 1, 2])
            }
            try OutputTarget.directory(root).write(files: files)
            for file in files {
                #expect(try Files.readConfined(file.relative, inside: root, limit: 10) == file.bytes)
            }
            #expect(try Files.kind(of: root + "/f-5.png") == .regular)
            #expect(try Files.read(victim, limit: 10) == [7])
            let written = try names(in: root) + names(in: root + "/sub")
            #expect(written.filter { $0.hasPrefix(".") } == [])
            #expect(written.count == files.count + 1)  // and the directory `sub`
        }
    }

    /// A batch that fails part way (a directory where one of its files goes) leaves none of its
    /// files and no temporary file; the batches before it are written.
    @Test func aFailedBatchLeavesNoneOfItsFiles() throws {
        try withTemporaryDirectory { (directory: String) throws in
            let blocked = Files.filesPerBatch + 5
            mkdir(directory + "/f-\(blocked).png", 0o755)
            let files = (0..<(Files.filesPerBatch * 2)).map { (i: Int) -> (relative: String, bytes: [UInt8]) in
                ("f-\(i).png", [UInt8(i % 256)])
            }
            #expect(throws: FileError(path: directory + "/f-\(blocked).png", problem: .refusedOutput(.directory))) {
                try Files.writeConfined(files, inside: directory)
            }
            let written = Set(try names(in: directory))
            #expect(written == Set((0..<Files.filesPerBatch).map { "f-\($0).png" } + ["f-\(blocked).png"]))
        }
    }
}
