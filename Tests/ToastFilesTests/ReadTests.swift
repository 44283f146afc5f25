import Testing
import ToastFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Class 4 of issue 10: reads open only regular files, never block, and stop at the limit.
@Suite struct ReadTests {
    @Test func aFIFOIsRefusedWithoutBlocking() throws {
        try withTemporaryDirectory { (directory: String) throws in
            let fifo = directory + "/reference.png"
            mkfifo(fifo, 0o644)
            #expect(throws: FileError(path: fifo, problem: .notRegularFile(.fifo))) {
                try Files.read(fifo, limit: 1 << 20)
            }
            #expect(
                "\(FileError(path: fifo, problem: .notRegularFile(.fifo)))" == "\(fifo): a FIFO, not a regular file")
        }
    }

    @Test func aLinkToAnEndlessDeviceIsRefused() throws {
        try withTemporaryDirectory { (directory: String) throws in
            let link = directory + "/reference.png"
            symlink("/dev/zero", link)
            #expect(throws: FileError(path: link, problem: .notRegularFile(.characterDevice))) {
                try Files.readIfPresent(link, limit: 1 << 20)
            }
        }
    }

    @Test func aFileOverTheLimitIsRefusedBeforeReading() throws {
        try withTemporaryDirectory { (directory: String) throws in
            let path = directory + "/big.png"
            try Files.writeAtomically(Array(repeating: 0, count: 3 << 20), to: path)
            let error = FileError(path: path, problem: .tooLarge(size: 3 << 20, limit: 2 << 20))
            #expect(throws: error) { try Files.read(path, limit: 2 << 20) }
            #expect(error.description == "\(path): 3 MiB, over the limit of 2 MiB")
        }
    }

    @Test func anAbsentFileIsNilOrAnError() throws {
        try withTemporaryDirectory { (directory: String) throws in
            #expect(try Files.readIfPresent(directory + "/none", limit: 1) == nil)
            #expect(throws: FileError(errno: ENOENT, function: "open", path: directory + "/none")) {
                try Files.read(directory + "/none", limit: 1)
            }
        }
    }

    @Test(arguments: [(812, "812 bytes"), (256 << 10, "256 KiB"), (1536 << 10, "1.5 MiB"), (10 << 20, "10 MiB")])
    func byteCounts(bytes: Int, text: String) {
        #expect(ByteCount.text(bytes) == text)
    }
}
