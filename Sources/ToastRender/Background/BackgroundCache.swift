import ToastCore
import ToastFiles
import ToastPNG

/// The mock app's pixels kept between runs, so that `tartine render` of one toast does not lay
/// out and rasterise the whole app's text first (most of a render's drawing).
///
/// An entry is keyed by everything that went into the pixels: the screen, the app, the
/// appearance, the scale and surface size, the pinned fonts' SHA-256, and the code that drew
/// them — the stamp (``FileStamp``: device, inode, size, modification and change times) of every
/// file of code mapped into the process (the executable, Cairo, Pango, FreeType, HarfBuzz,
/// fontconfig, pixman …). A rebuilt binary or an upgraded library has another stamp, so another key. The
/// key is stored in full in the entry and compared byte for byte, never by a hash alone.
///
/// Entries live in `<cache>/backgrounds/<slot>`, one file per screen, app, appearance and size
/// (a new build replaces the entry of the old one rather than adding files): a line with the
/// key's length, the key, then the surface's bytes (premultiplied ARGB32 rows, Cairo's stride)
/// as a zlib stream. Nothing is stored while a file of the key changed in the last
/// `settledAfter` nanoseconds (a change in the same clock tick could go unseen), nor on a
/// system without `/proc/self/maps`. A missing, unreadable, damaged or unwritable cache means
/// the app is drawn; the pixels are the same either way.
struct BackgroundCache: Sendable {
    /// The directory of entries; `nil`: no cache.
    let directory: String?
    /// How long, in nanoseconds, every keyed file must have been unchanged to store an entry.
    let settledAfter: Int64

    init(directory: String?, settledAfter: Int64 = 2_000_000_000) {
        self.directory = directory.map { Paths.join($0, "backgrounds") }
        self.settledAfter = settledAfter
    }

    /// The cache in Tartine's cache directory (``Files/cacheDirectory(environment:)``).
    static var standard: BackgroundCache { BackgroundCache(directory: Files.cacheDirectory()) }

    /// What an entry is looked up by.
    struct Key: Sendable {
        /// The entry's file name: the first 32 hex digits of the SHA-256 of what is drawn.
        var slot: String
        /// The whole key, as stored in the entry.
        var text: [UInt8]
        /// The most recent change of a keyed file, nanoseconds since the epoch.
        var newestChange: Int64
    }

    /// The key of the background `description` (what is drawn: screen, app, appearance,
    /// scale) on a surface of `width × height` pixels and `stride` bytes a row, drawn with
    /// `fonts`; `nil` when the code drawing it cannot be stamped.
    func key(describing description: String, width: Int, height: Int, stride: Int, fonts: FontSet) -> Key? {
        guard directory != nil, let code = Self.codeStamps.value else { return nil }
        var drawn = "tartine background 1\n\(description)\nsurface \(width)x\(height) stride \(stride)\n"
        for font in fonts.fileHashes { drawn += "font \(font.hash) \(font.file)\n" }
        var slot = SHA256()
        slot.update(Array(drawn.utf8))
        return Key(
            slot: String(slot.finalize().prefix(32)), text: Array((drawn + code.text).utf8), newestChange: code.newest)
    }

    /// The pixels of the entry of `key`: `byteCount` bytes (a surface's stride × height) inflated
    /// straight into the array that will hold them, no surface and no second copy; `nil` when
    /// there is no entry that matches the key exactly, or it is damaged.
    func pixels(_ key: Key, byteCount: Int) -> [UInt8]? {
        guard let directory else { return nil }
        let bytes: [UInt8]
        do {
            guard
                // A cache of the machine, not an input of the picture: never noted as read.
                let read = try Files.recordingReads(
                    into: nil,
                    { () throws(FileError) in
                        try Files.readIfPresent(
                            Paths.join(directory, key.slot), limit: key.text.count + byteCount + (1 << 20))
                    })
            else { return nil }
            bytes = read
        } catch {
            return nil  // an unreadable entry: drawn instead
        }
        guard let newline = bytes.firstIndex(of: 0x0A),
            let length = Int(String(decoding: bytes[..<newline], as: UTF8.self)), length == key.text.count,
            bytes.count > newline + 1 + length,
            bytes[(newline + 1)..<(newline + 1 + length)].elementsEqual(key.text)
        else { return nil }
        let stream = Array(bytes[(newline + 1 + length)...])
        var complete = false
        let pixels = [UInt8](unsafeUninitializedCapacity: byteCount) { buffer, initialized in
            // Every byte is written when the entry inflates whole; a damaged one is thrown away.
            do {
                complete = try Inflate.decompress(stream, into: buffer) == .complete
            } catch {
                complete = false  // a damaged entry: drawn instead (and stored again)
            }
            initialized = complete ? byteCount : 0
        }
        return complete ? pixels : nil
    }

    /// Stores `surface`'s pixels as the entry of `key`, when every keyed file has settled and
    /// the cache can be written (otherwise nothing happens).
    func store(_ key: Key, from surface: ImageSurface) {
        guard let directory, key.newestChange < Files.wallClockNanoseconds() - settledAfter else { return }
        let pixels = surface.withBytes { Array($0) }
        var entry = Array("\(key.text.count)\n".utf8) + key.text
        do {
            entry += try Deflate.compress(pixels, level: 1)
            try Files.makeDirectories(directory)
            try Files.writeAtomically(entry, to: Paths.join(directory, key.slot))
        } catch {
            return  // a read-only or full cache: the next run draws the app again
        }
    }

    /// One line per file of code mapped into the process (executable mappings: the program and
    /// its libraries; `code <device> <inode> <size> <modified> <changed> <path>`, sorted), and
    /// the most recent change among them; made once.
    private static let codeStamps = CodeStamps()

    private final class CodeStamps: Sendable {
        let value: (text: String, newest: Int64)?

        /// Every file of code mapped into the process, stamped; `nil` when `/proc/self/maps` cannot
        /// be read, or such a file was replaced or deleted since it was mapped (its path no longer
        /// leads to the inode the process runs: a rebuild while running), so that no entry is
        /// ever keyed by code that is not the code running.
        init() {
            var mapped: [String: UInt64] = [:]
            do {
                let maps = try Files.recordingReads(into: nil) { () throws(FileError) in
                    try Files.read("/proc/self/maps", limit: 1 << 22)
                }
                // Bytes, not Characters: `address perms offset device inode path`, one line a mapping.
                for line in maps.split(separator: 0x0A) {
                    let fields = line.split(separator: 0x20, maxSplits: 5, omittingEmptySubsequences: true)
                    guard fields.count == 6, fields[1].contains(UInt8(ascii: "x")),
                        let inode = UInt64(String(decoding: fields[4], as: UTF8.self))
                    else { continue }
                    let path = fields[5].drop { $0 == 0x20 }
                    if path.first == UInt8(ascii: "/") { mapped[String(decoding: path, as: UTF8.self)] = inode }
                }
            } catch {
                value = nil  // no /proc: no cache
                return
            }
            var text = ""
            var newest: Int64 = 0
            for (path, inode) in mapped.sorted(by: { $0.key < $1.key }) {
                let stamp: FileStamp?
                do { stamp = try Files.stamp(of: path) } catch { stamp = nil }
                guard let stamp, stamp.inode == inode, !path.hasSuffix(" (deleted)") else {
                    value = nil
                    return
                }
                text += "code \(stamp.device) \(stamp.inode) \(stamp.size) \(stamp.modified) \(stamp.changed) \(path)\n"
                newest = max(newest, stamp.modified, stamp.changed)
            }
            value = mapped.isEmpty ? nil : (text, newest)
        }
    }
}
