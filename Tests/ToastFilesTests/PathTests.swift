import Testing
import ToastFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct PathTests {
    // Class 7 of issue 10: a path a theme names may not lead out of its directory by a link.
    @Test func aLinkOutOfTheDirectoryIsRefused() throws {
        try withTemporaryDirectory { (directory: String) throws in
            let theme = directory + "/theme"
            mkdir(theme, 0o755)
            mkdir(theme + "/icons", 0o755)
            try Files.writeAtomically([1], to: directory + "/secret.png")
            symlink("../../secret.png", theme + "/icons/x.png")
            let resolvedSecret = try Paths.resolved(directory + "/secret.png")
            #expect(
                throws: FileError(
                    path: theme + "/icons/x.png", problem: .outside(directory: theme, resolved: resolvedSecret))
            ) {
                try Paths.confined("icons/x.png", inside: theme)
            }
            try Files.writeAtomically([2], to: theme + "/icons/y.png")
            #expect(try Paths.confined("icons/y.png", inside: theme) == Paths.resolved(theme) + "/icons/y.png")
        }
    }

    @Test(arguments: [
        ("refs", true), ("a/../b", true), ("/", false), ("..", false), ("a/../../b", false), ("./x", true),
        ("", true), ("a/./..", true), ("./..", false), ("...", true), (".a/..", true), ("a//..//..", false),
        ("a/..b/..", true), ("a/b/../../..", false), ("../a", false), ("a/..", true), ("a/...", true),
    ])
    func lexicalConfinement(path: String, inside: Bool) {
        #expect(Paths.staysInside(path) == inside)
    }

    // Class 1 of issue 10: names from Lua files are one plain path component.
    @Test(
        arguments: [
            ("diary", nil), ("../victim", "contains '..'"), ("a/b", "contains '/'"), ("a\\b", "contains '\\'"),
            ("..", "is '..'"), ("", "is empty"), ("x\u{1B}[31m", "contains the control character \\u{1B}"),
        ] as [(String, String?)])
    func outputNames(name: String, problem: String?) {
        #expect(OutputName.problem(name) == problem)
    }

    /// A scan lists the regular files that end in any of its suffixes, sorted together, and no
    /// link; a directory's entries say what each is (a link as a link).
    @Test func aScanListsTheFilesOfEverySuffixSorted() throws {
        try withTemporaryDirectory { (directory: String) throws in
            for file in ["b/x.png", "a/z-transcript.txt", "a/y.png", "a/notes.txt", "c.png"] {
                try Files.makeDirectories(Paths.directory(of: directory + "/" + file))
                try Files.writeAtomically([1], to: directory + "/" + file)
            }
            symlink(directory + "/c.png", directory + "/b/link.png")
            mkfifo(directory + "/b/fifo.png", 0o644)
            let scan = try Files.scan(directory, suffix: ".png", "-transcript.txt")
            #expect(scan.files == ["a/y.png", "a/z-transcript.txt", "b/x.png", "c.png"])
            #expect(try Files.entries(of: directory + "/b").map(\.kind) == [.fifo, .symbolicLink, .regular])
            #expect(try Files.entries(of: directory).map(\.kind) == [.directory, .directory, .regular])
        }
    }

    // Class 9 of issue 10: a scan reports what it cannot read or goes too deep for.
    @Test func aVeryDeepTreeIsReportedNotFatal() throws {
        try withTemporaryDirectory { (directory: String) throws in
            var path = directory
            for _ in 0..<(Files.maximumScanDepth + 2) {
                path += "/d"
                mkdir(path, 0o755)
            }
            try Files.writeAtomically([1], to: directory + "/d/top.png")
            let scan = try Files.scan(directory, suffix: ".png")
            #expect(scan.files == ["d/top.png"])
            let tooDeep = directory + String(repeating: "/d", count: Files.maximumScanDepth + 1)
            #expect(scan.problems == [FileError(path: tooDeep, problem: .tooDeep(limit: Files.maximumScanDepth))])
            #expect(scan.problems.first?.description == "\(tooDeep): more than 32 directories deep; not scanned")
        }
    }
}
