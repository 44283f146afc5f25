import Testing
import ToastCore
import ToastFiles

@testable import ToastRender

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Fontconfig's scan of the pinned fonts, cached through a directory of links named by the
/// files' stamps: the same faces, hence the same pixels, cold, warm or without a cache.
@Suite(.serialized) struct FontScanCacheTests {
    let scene = frame([toast("Saved 저장 保存 💾"), toast("Deleted", icon: .emoji("🗑️"), position: .top)])

    private func pixels(_ fonts: FontSet) throws -> [UInt8] {
        try FrameRenderer(screen: .iPhone15, options: RenderOptions(), fonts: fonts).render(scene).pixels
    }

    @Test func coldWarmAndNoCacheGiveTheSamePixels() throws {
        try withDirectory { directory in
            let none = try FontSet(pinned: PinnedFonts.files, scanCache: FontScanCache(directory: nil))
            let cache = FontScanCache(directory: directory)
            let cold = try FontSet(pinned: PinnedFonts.files, scanCache: cache)
            let prepared = try #require(cache.prepare(PinnedFonts.files.map(\.path)))
            #expect(try Files.entries(of: prepared.fontDirectory).count == PinnedFonts.files.count)
            #expect(try !Files.entries(of: prepared.fontconfigCache).filter { $0.name.hasSuffix(".cache-8") }.isEmpty)
            let warm = try FontSet(pinned: PinnedFonts.files, scanCache: cache)
            #expect(cold.families == none.families && warm.families == none.families)
            let expected = try pixels(none)
            #expect(try pixels(cold) == expected)
            #expect(try pixels(warm) == expected)
        }
    }

    @Test func theLinksLeadToThePinnedFilesInOrder() throws {
        try withDirectory { directory in
            let files = PinnedFonts.files.map(\.path)
            let prepared = try #require(FontScanCache(directory: directory).prepare(files))
            #expect(prepared.links.map(\.file) == files)
            for (link, file) in prepared.links { #expect(try Paths.linkDestination(link) == file) }
            #expect(prepared.links.map(\.link) == prepared.links.map(\.link).sorted())
            #expect(FontScanCache.linkName(index: 7, file: "/a/Inter-Regular.otf") == "07-Inter-Regular.otf")
        }
    }

    @Test func aChangedFontGetsAnotherDirectory() throws {
        try withDirectory { directory in
            let font = directory + "/font.otf"
            try Files.writeAtomically(Array("one".utf8), to: font)
            usleep(20_000)
            let cache = FontScanCache(directory: directory + "/cache", settledAfter: 0)
            let first = try #require(cache.key([font]))
            usleep(20_000)
            try Files.writeAtomically(Array("two".utf8), to: font)
            usleep(20_000)
            #expect(cache.key([font]) != first)
            // A font changed just now is not cached at all.
            #expect(FontScanCache(directory: directory + "/cache").prepare([font]) == nil)
        }
    }

    @Test func aTamperedDirectoryIsNotUsed() throws {
        try withDirectory { directory in
            let files = PinnedFonts.files.map(\.path)
            let cache = FontScanCache(directory: directory)
            let prepared = try #require(cache.prepare(files))
            let (link, _) = prepared.links[0]
            try Files.removeIfPresent(link)
            try Files.makeSymbolicLink(at: link, to: "/etc/passwd")
            #expect(cache.prepare(files) == nil)
            // The fonts are then scanned one by one: the same faces.
            let rescanned = try FontSet(pinned: PinnedFonts.files, scanCache: cache)
            #expect(rescanned.families == fonts.families)
        }
    }

    @Test func anUnwritableCacheDirectoryFallsBackToScanning() throws {
        try withDirectory { directory in
            try Files.writeAtomically([1], to: directory + "/file")
            let cache = FontScanCache(directory: directory + "/file/tartine")
            #expect(cache.prepare(PinnedFonts.files.map(\.path)) == nil)
            let rescanned = try FontSet(pinned: PinnedFonts.files, scanCache: cache)
            #expect(try pixels(rescanned) == (try pixels(fonts)))
        }
    }

    @Test func aCacheDirectoryXMLWouldEscapeIsNotUsed() {
        #expect(FontScanCache.isPlain("/home/a b/.cache/tartine"))
        for path in ["/a&b", "/a<b", "/a>b", "/a\"b", "/a'b", "/a\nb"] {
            #expect(!FontScanCache.isPlain(path))
            #expect(FontScanCache(directory: path).prepare(PinnedFonts.files.map(\.path)) == nil)
        }
        #expect(PinnedFonts.fontsConf(cacheDirectory: "/c/fontconfig").contains("<cachedir>/c/fontconfig</cachedir>"))
        #expect(!PinnedFonts.fontsConf(cacheDirectory: nil).contains("cachedir"))
    }

    /// A fresh directory for one test, removed afterwards.
    private func withDirectory(_ body: (String) throws -> Void) throws {
        var template = Array("/tmp/tartine-font-scan-XXXXXX".utf8CString)
        let directory = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)) }
        defer { try? Files.removeTree(directory) }
        try body(directory)
    }
}
