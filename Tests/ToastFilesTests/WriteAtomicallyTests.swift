import Testing
import ToastFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct WriteAtomicallyTests {
    @Test func writesAndReplacesLeavingNoTemporaryFiles() throws {
        try withTemporaryDirectory { (directory: String) throws in
            let path = directory + "/out.png"
            try Files.writeAtomically([1, 2, 3], to: path)
            #expect(try Files.read(path, limit: 10) == [1, 2, 3])
            try Files.writeAtomically(Array(repeating: 7, count: 100_000), to: path)
            #expect(try Files.read(path, limit: 100_000) == Array(repeating: 7, count: 100_000))
            #expect(try names(in: directory) == ["out.png"])
        }
    }

    @Test func aMissingDirectoryIsReportedAndNothingIsLeft() throws {
        #expect {
            try Files.writeAtomically([1], to: "/nonexistent-tartine-dir/out.png")
        } throws: { error in
            guard let error = error as? FileError, case .system(let function, _) = error.problem else { return false }
            return function == "open" && error.path.hasPrefix("/nonexistent-tartine-dir/.out.png.tartine-")
                && "\(error)".hasSuffix(": No such file or directory")
        }
    }

    // Class 3 of issue 10: the old rename replaced whatever was at the path.
    @Test func aDirectoryIsRefusedAndLeftAsItWas() throws {
        try withTemporaryDirectory { (directory: String) throws in
            let target = directory + "/sub"
            mkdir(target, 0o755)
            #expect(throws: FileError(path: target, problem: .refusedOutput(.directory))) {
                try Files.writeAtomically([1], to: target)
            }
            #expect(
                "\(FileError(path: target, problem: .refusedOutput(.directory)))"
                    == "\(target): a directory, not a regular file; refusing to replace it")
            #expect(try names(in: directory) == ["sub"])
        }
    }

    @Test func aFIFOIsRefusedAndLeftAsItWas() throws {
        try withTemporaryDirectory { (directory: String) throws in
            let fifo = directory + "/pipe"
            mkfifo(fifo, 0o644)
            #expect(throws: FileError(path: fifo, problem: .refusedOutput(.fifo))) {
                try Files.writeAtomically([1], to: fifo)
            }
            #expect(try Files.kind(of: fifo) == .fifo)
        }
    }

    @Test func aLinkToADeviceIsReplacedNotFollowed() throws {
        try withTemporaryDirectory { (directory: String) throws in
            let link = directory + "/null"
            symlink("/dev/null", link)
            try Files.writeAtomically([1], to: link)
            #expect(try Files.kind(of: link) == .regular)
            #expect(try Files.kind(of: "/dev/null") == .characterDevice)
        }
    }

    // Issue 38, item 9: a link at an output's path is replaced, never followed.
    @Test func aLinkToARegularFileIsReplacedAndItsFileKept() throws {
        try withTemporaryDirectory { (directory: String) throws in
            let file = directory + "/real.png"
            let link = directory + "/link.png"
            try Files.writeAtomically([1], to: file)
            symlink("real.png", link)
            try Files.writeAtomically([2, 2], to: link)
            #expect(try Files.kind(of: link) == .regular)
            #expect(try Files.read(link, limit: 10) == [2, 2])
            #expect(try Files.read(file, limit: 10) == [1])
            #expect(try names(in: directory) == ["link.png", "real.png"])
        }
    }

    @Test func fileErrorTextComesFromStrerror() {
        #expect(
            FileError(errno: ENOENT, function: "open", path: "/x").description == "open(/x): No such file or directory")
    }
}
