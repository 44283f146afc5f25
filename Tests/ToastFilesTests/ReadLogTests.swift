import Testing

@testable import ToastFiles

/// What a recording notes: every read (a file absent included), probe and listing in its scope,
/// once each, none outside it or in a scope that records nothing, and a count past its limit.
@Suite struct ReadLogTests {
    @Test func readsProbesAndListingsAreNotedOnceInTheirScopeOnly() throws {
        try withTemporaryDirectory { (directory: String) throws in
            let file = directory + "/theme.lua", absent = directory + "/absent.lua"
            try Files.writeAtomically(Array("return 1\n".utf8), to: file)
            let log = ReadLog()
            try Files.recordingReads(into: log) { () throws(FileError) in
                _ = try Files.read(file, limit: 1 << 10)
                _ = try Files.readIfPresent(file, limit: 1 << 10)
                _ = try Files.readIfPresent(absent, limit: 1 << 10)
                _ = try Files.exists(absent)
                _ = try Files.entries(of: directory)
                try Files.recordingReads(into: nil) { () throws(FileError) in
                    _ = try Files.read(directory + "/theme.lua", limit: 1 << 10)
                    _ = try Files.kind(of: directory + "/cache")
                }
            }
            _ = try Files.kind(of: directory + "/after")
            #expect(log.observations == [.list(directory), .probe(absent), .read(absent), .read(file)])
            #expect(log.count == 4)
            #expect(!log.overflowed)
        }
    }

    @Test func pastItsLimitALogOnlyCounts() {
        let log = ReadLog(limit: 2)
        for name in ["a", "b", "c", "b", "d"] { log.note(.read(name)) }
        #expect(log.observations == [.read("a"), .read("b")])
        #expect(log.count == 4)
        #expect(log.overflowed)
    }
}
