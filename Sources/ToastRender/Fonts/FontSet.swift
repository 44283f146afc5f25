import ToastFiles
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The fonts ToastRender draws with: a private fontconfig configuration that sees only the
/// pinned Debian font files (Inter, Noto Sans CJK, Noto Color Emoji, DejaVu Sans), whatever
/// the user's or the system's fontconfig says. Share one between renderers and measurers.
public final class FontSet: Sendable {
    let configuration: FontConfiguration
    /// The pinned files, absolute paths, in fallback order.
    public let files: [String]
    private let hashes = Mutex<[(file: String, hash: String)]?>(nil)

    /// The pinned set, built once per process (scanning the files takes a moment).
    /// - Throws: `RenderError.fontFileMissing` (with the package to install) or
    ///   `RenderError.fontconfig`.
    public static func pinned() throws -> FontSet {
        try shared.get()
    }

    private static let shared: Result<FontSet, RenderError> = Result { () throws(RenderError) in
        try FontSet(pinned: PinnedFonts.files)
    }

    init(pinned: [PinnedFonts.File]) throws(RenderError) {
        for file in pinned where access(file.path, R_OK) != 0 {
            throw .fontFileMissing(path: file.path, package: file.package)
        }
        self.files = pinned.map(\.path)
        self.configuration = try FontConfiguration(xml: PinnedFonts.fontsConf, files: files)
    }

    /// The SHA-256 of every pinned file (lowercase hex), computed on first use and kept.
    /// A file that cannot be read has the hash `unreadable: <reason>`.
    public var fileHashes: [(file: String, hash: String)] {
        hashes.withLock { cached in
            if let cached { return cached }
            let computed = files.map { file -> (file: String, hash: String) in
                var hasher = SHA256()
                do {
                    try Files.stream(file, limit: Limits.fontFileSize) { hasher.update($0) }
                    return (file, hasher.finalize())
                } catch {
                    return (file, "unreadable: \(error)")
                }
            }
            cached = computed
            return computed
        }
    }

    /// The family names the configuration knows, sorted (for diagnostics and tests).
    public var families: [String] { configuration.families }
}
