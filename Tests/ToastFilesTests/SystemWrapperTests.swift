import Testing

@testable import ToastFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The wrappers through which the other targets reach the C library.
@Suite("System wrappers")
struct SystemWrapperTests {
    @Test("Memory.equal compares exactly count bytes")
    func memoryEqual() {
        let a: [UInt8] = [1, 2, 3, 4, 5]
        let b: [UInt8] = [1, 2, 3, 9, 5]
        a.withUnsafeBytes { a in
            b.withUnsafeBytes { b in
                #expect(Memory.equal(a.baseAddress!, b.baseAddress!, count: 3))
                #expect(!Memory.equal(a.baseAddress!, b.baseAddress!, count: 4))
                #expect(Memory.equal(a.baseAddress! + 4, b.baseAddress! + 4, count: 1))
                #expect(Memory.equal(a.baseAddress!, b.baseAddress!, count: 0))
            }
        }
    }

    @Test("Memory.copy and Memory.zero touch exactly count bytes")
    func memoryCopyAndZero() {
        var bytes: [UInt8] = [1, 2, 3, 4, 5, 6]
        let source: [UInt8] = [7, 8, 9]
        bytes.withUnsafeMutableBytes { bytes in
            source.withUnsafeBytes { Memory.copy(to: bytes.baseAddress! + 1, from: $0.baseAddress!, count: 2) }
        }
        #expect(bytes == [1, 7, 8, 4, 5, 6])
        bytes.withUnsafeMutableBytes { Memory.zero($0.baseAddress! + 3, count: 2) }
        #expect(bytes == [1, 7, 8, 0, 0, 6])
    }

    @Test("CurrentProcess: the id and the thread are this process's and this thread's")
    func currentProcess() async {
        #expect(CurrentProcess.id == getpid())
        #expect(CurrentProcess.interruptSignal == SIGINT)
        let here = CurrentProcess.threadIdentity
        #expect(CurrentProcess.threadIdentity == here)
        let other = await Task.detached { CurrentProcess.threadIdentity }.value
        #expect(other != 0)
    }

    @Test("ChildProcess: an exit status, a signal, and a binary that is not there")
    func childProcess() throws {
        #expect(try ChildProcess.runQuietly("/bin/sh", ["-c", "echo hidden; exit 3"]) == .exited(3))
        #expect(try ChildProcess.runQuietly("/bin/sh", ["-c", "kill -9 $$"]) == .signalled(9))
        #expect(ChildProcess.Ending.exited(3).description == "exit status 3")
        #expect(ChildProcess.Ending.signalled(9).description == "signal 9")
        let error = #expect(throws: FileError.self) { try ChildProcess.runQuietly("/no/such/binary", []) }
        #expect(error?.description == "posix_spawn(/no/such/binary): No such file or directory")
        #expect(ChildProcess.childrenPeakResidentSize() > 0)
    }

    @Test("Files.isReadable and isExecutable ask access(2)")
    func access() throws {
        #expect(Files.isExecutable("/bin/sh"))
        #expect(Files.isReadable("/bin/sh"))
        #expect(!Files.isExecutable("/no/such/file"))
        #expect(!Files.isReadable("/no/such/file"))
        try withTemporaryDirectory { directory in
            let file = Paths.join(directory, "plain")
            try Files.writeAtomically([1], to: file)
            #expect(Files.isReadable(file))
            #expect(!Files.isExecutable(file))
        }
    }

    @Test("FileError.notFound is ENOENT, and isNotFound says so")
    func notFound() {
        let error = FileError.notFound(function: "open", path: "/x")
        #expect(error.isNotFound)
        #expect(error.description == "open(/x): No such file or directory")
        #expect(!FileError(errno: EACCES, function: "open", path: "/x").isNotFound)
    }
}
