import Testing
import ToastFiles

@testable import ToastRender

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The font hash cache: what it returns is always what hashing the file now would give.
@Suite struct FontHashCacheTests {
    /// Two pinned fonts, installed long ago (their change times are settled).
    let fontFiles = [
        "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
    ]

    @Test func coldAndWarmCachesGiveTheHashesOfTheFiles() throws {
        try withCacheDirectory { directory in
            let expected = try fontFiles.map { ($0, SHA256.hex(try Files.read($0, limit: Limits.fontFileSize))) }
            let cold = FontHashCache(directory: directory).hashes(of: fontFiles)
            #expect(cold.map(\.file) == expected.map(\.0) && cold.map(\.hash) == expected.map(\.1))
            #expect(FontHashCache(directory: directory).load().count == 2)
            let warm = FontHashCache(directory: directory).hashes(of: fontFiles)
            #expect(warm.map(\.file) == expected.map(\.0) && warm.map(\.hash) == expected.map(\.1))
        }
    }

    @Test func aWarmCacheIsReadNotRecomputed() throws {
        try withCacheDirectory { directory in
            let cache = FontHashCache(directory: directory)
            _ = cache.hashes(of: fontFiles)
            // An entry whose stamp still matches is trusted: a planted hash comes back, so the
            // file was not read again.
            let file = try #require(cache.file)
            let text = try Files.readText(file, limit: 1 << 20)
            let planted = String(repeating: "ab", count: 32)
            let real = try #require(cache.load()[fontFiles[0]]?.hash)
            let replanted = text.split(separator: "\n").map { $0.hasPrefix(real) ? planted + $0.dropFirst(64) : $0 }
            try Files.writeAtomically(Array(replanted.joined(separator: "\n").utf8), to: file)
            #expect(cache.hashes(of: fontFiles)[0].hash == planted)
        }
    }

    @Test func aChangedFileIsHashedAgain() throws {
        try withCacheDirectory { directory in
            let font = directory + "/font.otf"
            try Files.writeAtomically(Array("first version".utf8), to: font)
            // Entered at once (no settling time), so the change below has to be seen by its stamp.
            let cache = FontHashCache(directory: directory + "/cache", settledAfter: 0)
            usleep(20_000)
            #expect(cache.hashes(of: [font])[0].hash == SHA256.hex(Array("first version".utf8)))
            #expect(cache.load()[font] != nil)

            // Same size, modification time put back: the change time still moves.
            let old = try #require(try Files.stamp(of: font))
            usleep(20_000)
            try overwrite(font, with: "second versio", modified: old.modified)
            #expect(try Files.stamp(of: font)?.modified == old.modified)
            #expect(cache.hashes(of: [font])[0].hash == SHA256.hex(Array("second versio".utf8)))

            // Replaced by another file (another inode).
            try Files.writeAtomically(Array("third version".utf8), to: font)
            #expect(cache.hashes(of: [font])[0].hash == SHA256.hex(Array("third version".utf8)))
        }
    }

    @Test func aFileChangedJustNowIsNotEntered() throws {
        try withCacheDirectory { directory in
            let font = directory + "/font.otf"
            try Files.writeAtomically(Array("fresh".utf8), to: font)
            let cache = FontHashCache(directory: directory + "/cache")
            #expect(cache.hashes(of: [font])[0].hash == SHA256.hex(Array("fresh".utf8)))
            #expect(cache.load()[font] == nil)
        }
    }

    @Test(arguments: ["a regular file as the parent", "a directory as the cache file", "no cache at all"])
    func anUnusableCacheStillGivesTheHashes(_ setup: String) throws {
        try withCacheDirectory { directory in
            let expected = try fontFiles.map { SHA256.hex(try Files.read($0, limit: Limits.fontFileSize)) }
            let cacheDirectory: String?
            switch setup {
            case "a regular file as the parent":
                try Files.writeAtomically([1], to: directory + "/file")
                cacheDirectory = directory + "/file/tartine"
            case "a directory as the cache file":
                try Files.makeDirectories(directory + "/tartine/" + FontHashCache.fileName)
                cacheDirectory = directory + "/tartine"
            default:
                cacheDirectory = nil
            }
            let cache = FontHashCache(directory: cacheDirectory)
            #expect(cache.hashes(of: fontFiles).map(\.hash) == expected)
            #expect(cache.hashes(of: fontFiles).map(\.hash) == expected)
        }
    }

    @Test func corruptLinesAreIgnored() throws {
        try withCacheDirectory { directory in
            let cache = FontHashCache(directory: directory)
            let file = try #require(cache.file)
            try Files.writeAtomically(Array("garbage\nzz\t1\t2\t3\t4\t5\t\(fontFiles[0])\n\u{0}\u{1}".utf8), to: file)
            let expected = SHA256.hex(try Files.read(fontFiles[0], limit: Limits.fontFileSize))
            #expect(cache.hashes(of: [fontFiles[0]])[0].hash == expected)
            #expect(cache.load().count == 1)
        }
    }

    @Test func aMissingFileIsUnreadable() throws {
        try withCacheDirectory { directory in
            let hashes = FontHashCache(directory: directory).hashes(of: [directory + "/gone.otf"])
            #expect(hashes[0].hash == "unreadable: open(\(directory)/gone.otf): No such file or directory")
        }
    }

    @Test func theCacheDirectoryFollowsXDG() {
        let environment = { (values: [String: String]) in { (name: String) in values[name] } }
        #expect(Files.cacheDirectory(environment: environment(["XDG_CACHE_HOME": "/c", "HOME": "/h"])) == "/c/tartine")
        #expect(
            Files.cacheDirectory(environment: environment(["XDG_CACHE_HOME": "rel", "HOME": "/h"]))
                == "/h/.cache/tartine")
        #expect(Files.cacheDirectory(environment: environment(["HOME": "/h"])) == "/h/.cache/tartine")
        #expect(Files.cacheDirectory(environment: environment([:])) == nil)
    }

    /// Writes `text` into the existing file at `path` in place (same inode) and sets its
    /// modification time to `modified` nanoseconds since the epoch.
    private func overwrite(_ path: String, with text: String, modified: Int64) throws {
        let descriptor = open(path, O_WRONLY | O_TRUNC)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        #expect(write(descriptor, bytes, bytes.count) == bytes.count)
        var times = [
            timespec(tv_sec: 0, tv_nsec: (1 << 30) - 2),  // UTIME_OMIT: the access time is left alone
            timespec(tv_sec: Int(modified / 1_000_000_000), tv_nsec: Int(modified % 1_000_000_000)),
        ]
        #expect(futimens(descriptor, &times) == 0)
    }

    /// A fresh directory for one test, removed afterwards.
    private func withCacheDirectory(_ body: (String) throws -> Void) throws {
        var template = Array("/tmp/tartine-font-cache-XXXXXX".utf8CString)
        let directory = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)) }
        defer { try? Files.removeTree(directory) }
        try body(directory)
    }
}
