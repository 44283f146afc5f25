import Testing

@testable import ToastRender

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct WriteAtomicallyTests {
    func temporaryDirectory() -> String {
        var template = Array("/tmp/tartine-write-XXXXXX".utf8CString)
        return template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)) }
    }

    func entries(_ directory: String) -> [String] {
        guard let dir = opendir(directory) else { return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(cString: $0.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    @Test func writesAndReplacesLeavingNoTemporaryFiles() throws {
        let directory = temporaryDirectory()
        let path = directory + "/out.png"
        try writeAtomically([1, 2, 3], to: path)
        #expect(try FileIO.readAll(path) == [1, 2, 3])
        try writeAtomically(Array(repeating: 7, count: 100_000), to: path)
        #expect(try FileIO.readAll(path) == Array(repeating: 7, count: 100_000))
        #expect(entries(directory) == ["out.png"])
        unlink(path)
        rmdir(directory)
    }

    @Test func aMissingDirectoryIsReportedAndNothingIsLeft() throws {
        #expect {
            try writeAtomically([1], to: "/nonexistent-tartine-dir/out.png")
        } throws: { error in
            guard let error = error as? FileError else { return false }
            return error.function == "open" && error.path.hasPrefix("/nonexistent-tartine-dir/.out.png.tartine-")
                && "\(error)".hasSuffix(": No such file or directory")
        }
    }

    @Test func aFailedRenameLeavesTheTargetAndRemovesTheTemporaryFile() throws {
        let directory = temporaryDirectory()
        let target = directory + "/sub"
        mkdir(target, 0o755)  // a non-empty directory cannot be replaced by a file
        let inner = target + "/keep"
        try writeAtomically([9], to: inner)
        #expect {
            try writeAtomically([1], to: target)
        } throws: { error in
            (error as? FileError)?.function == "rename"
        }
        #expect(entries(directory) == ["sub"])
        #expect(try FileIO.readAll(inner) == [9])
        unlink(inner)
        rmdir(target)
        rmdir(directory)
    }

    @Test func fileErrorTextComesFromStrerror() {
        #expect(
            FileError(errno: ENOENT, function: "open", path: "/x").description == "open(/x): No such file or directory")
    }
}
