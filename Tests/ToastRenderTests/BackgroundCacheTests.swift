import Testing
import ToastCore
import ToastFiles
import ToastPNG

@testable import ToastRender

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The mock app's pixels kept between runs: a warm cache draws the same bytes as a cold one, an
/// entry is used only under its exact key, and a damaged, foreign or unwritable cache only
/// means drawing the app again. (The renderers here do not share backgrounds within the
/// process, so every one of them goes to the cache.)
@Suite struct BackgroundCacheTests {
    static let options = RenderOptions(appearance: .dark, scale: 1)

    /// A renderer with the cache in `directory` (entries stored at once: no settling time).
    static func renderer(_ directory: String, _ options: RenderOptions = options) throws -> FrameRenderer {
        try FrameRenderer(
            screen: .iPhone15, options: options, fonts: fonts, sharesPixels: false,
            backgrounds: BackgroundCache(directory: directory, settledAfter: 0))
    }

    static func picture(_ directory: String, _ options: RenderOptions = options) throws -> [UInt8] {
        try renderer(directory, options).render(frame(toast("Saved"))).pixels
    }

    /// The one entry of the cache in `directory`.
    static func entry(_ directory: String) throws -> String {
        let folder = Paths.join(directory, "backgrounds")
        let names = try Files.entries(of: folder).map(\.name).filter { !$0.hasPrefix(".") }
        try #require(names.count == 1)
        return Paths.join(folder, names[0])
    }

    /// The entry with its stored pixels replaced by `pixels` (compressed), its key kept.
    static func replacingPixels(of entry: String, with pixels: [UInt8]) throws {
        let bytes = try Files.read(entry, limit: 1 << 26)
        let newline = try #require(bytes.firstIndex(of: 0x0A))
        let length = try #require(Int(String(decoding: bytes[..<newline], as: UTF8.self)))
        let head = Array(bytes[...(newline + length)])
        try Files.writeAtomically(head + (try Deflate.compress(pixels, level: 1)), to: entry)
    }

    @Test func aWarmCacheDrawsTheSameBytesAsACold() throws {
        try withCacheDirectory { directory in
            let uncached = try FrameRenderer(
                screen: .iPhone15, options: Self.options, fonts: fonts, sharesPixels: false,
                backgrounds: BackgroundCache(directory: nil)
            ).render(frame(toast("Saved"))).pixels
            let cold = try Self.picture(directory)
            let entry = try Self.entry(directory)
            let written = try Files.stamp(of: entry)
            let warm = try Self.picture(directory)
            #expect(cold == uncached)
            #expect(warm == cold)
            #expect(try Files.stamp(of: entry) == written, "read, not written again")
        }
    }

    @Test func anEntryIsUsedUnderItsKeyOnly() throws {
        try withCacheDirectory { directory in
            let honest = try Self.picture(directory)
            let entry = try Self.entry(directory)
            let surface = try FrameRenderer(
                screen: .iPhone15, options: Self.options, fonts: fonts, sharesPixels: false,
                backgrounds: BackgroundCache(directory: nil))
            let size = surface.pixelHeight * surface.pixelWidth * 4
            // Planted pixels under the right key come back: the entry is what was drawn.
            try Self.replacingPixels(of: entry, with: [UInt8](repeating: 0x7F, count: size))
            #expect(try Self.picture(directory) != honest)
            // The same planted pixels under a key one byte off are not used.
            var bytes = try Files.read(entry, limit: 1 << 26)
            let newline = try #require(bytes.firstIndex(of: 0x0A))
            bytes[newline + 30] ^= 0x01
            try Files.writeAtomically(bytes, to: entry)
            #expect(try Self.picture(directory) == honest)
            // Another appearance is another entry.
            _ = try Self.picture(directory, RenderOptions(appearance: .light, scale: 1))
            #expect(
                try Files.entries(of: Paths.join(directory, "backgrounds")).filter { !$0.name.hasPrefix(".") }.count
                    == 2)
        }
    }

    @Test func aDamagedOrUnwritableCacheMeansDrawing() throws {
        try withCacheDirectory { directory in
            let honest = try Self.picture(directory)
            let entry = try Self.entry(directory)
            // A truncated entry, and one whose pixels are too few: drawn again, and stored again.
            for cut in [200, 40] {
                let bytes = try Files.read(entry, limit: 1 << 26)
                try Files.writeAtomically(Array(bytes.dropLast(bytes.count - cut * bytes.count / 256)), to: entry)
                #expect(try Self.picture(directory) == honest)
            }
            try Self.replacingPixels(of: entry, with: [1, 2, 3])
            #expect(try Self.picture(directory) == honest)
            #expect(try Self.picture(directory) == honest)
            // A file where the cache directory should be: nothing is stored, nothing fails.
            let blocked = Paths.join(directory, "blocked")
            try Files.writeAtomically(Array("not a directory".utf8), to: blocked)
            #expect(try Self.picture(blocked) == honest)
            // Code changed in the last two seconds: nothing is stored.
            let unsettled = Paths.join(directory, "unsettled")
            _ = try FrameRenderer(
                screen: .iPhone15, options: Self.options, fonts: fonts, sharesPixels: false,
                backgrounds: BackgroundCache(directory: unsettled, settledAfter: Int64.max / 2))
            #expect(try Files.stamp(of: Paths.join(unsettled, "backgrounds")) == nil)
        }
    }

    private func withCacheDirectory(_ body: (String) throws -> Void) throws {
        var template = Array("/tmp/tartine-background-cache-XXXXXX".utf8CString)
        let directory = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)) }
        defer { try? Files.removeTree(directory) }
        try body(directory)
    }
}
