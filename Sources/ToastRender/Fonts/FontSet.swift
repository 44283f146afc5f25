import Synchronization
import ToastCore
import ToastFiles

/// The fonts ToastRender draws with. The pinned set (every picture's) is a private fontconfig
/// configuration that sees only the pinned Debian font files (Inter, Noto Sans CJK, Noto Color
/// Emoji, DejaVu Sans), whatever the user's or the system's fontconfig says; the installed set
/// (`tartine notifyd` with a theme's `notifications.fonts = "installed"`) is the machine's
/// configuration with the pinned files. Share one between renderers and measurers.
public final class FontSet: Sendable {
    let configuration: FontConfiguration
    /// Which fonts these are.
    public let source: FontSource
    /// The pinned files, absolute paths, in fallback order.
    public let files: [String]
    private let hashes = Mutex<[(file: String, hash: String)]?>(nil)
    private let environmentEntries = Mutex<[String: String]?>(nil)
    /// The weights of each family (see `FontSet+Catalog`), read on first use.
    let familyWeights = Mutex<[String: (name: String, weights: Set<Int>)]?>(nil)
    private let hashCache: FontHashCache

    /// The pinned set, built once per process (scanning the files takes a moment).
    /// - Throws: `RenderError.fontFileMissing` (with the package to install) or
    ///   `RenderError.fontconfig`.
    public static func pinned() throws -> FontSet {
        try shared.get()
    }

    private static let shared: Result<FontSet, RenderError> = Result { () throws(RenderError) in
        try FontSet(pinned: PinnedFonts.files, hashCache: .standard, scanCache: .standard)
    }

    /// The machine's fonts with the pinned ones, built once per process on first use (reading
    /// the machine's font caches takes a moment). A font installed later is seen by the next
    /// process.
    /// - Throws: `RenderError.fontFileMissing` (with the package to install) or
    ///   `RenderError.fontconfig`.
    public static func installed() throws -> FontSet {
        try sharedInstalled.get()
    }

    private static let sharedInstalled: Result<FontSet, RenderError> = Result { () throws(RenderError) in
        try FontSet(installedWith: PinnedFonts.files)
    }

    /// The set `source` names: ``pinned()`` or ``installed()``.
    public static func of(_ source: FontSource) throws -> FontSet {
        switch source {
        case .pinned: try pinned()
        case .installed: try installed()
        }
    }

    init(
        pinned: [PinnedFonts.File], hashCache: FontHashCache = .standard, scanCache: FontScanCache = .standard
    ) throws(RenderError) {
        try Self.requireReadable(pinned)
        self.files = pinned.map(\.path)
        self.hashCache = hashCache
        self.configuration = try FontConfiguration(files: files, scan: scanCache.prepare(files))
        self.source = .pinned
    }

    /// The machine's configuration with the `pinned` files it lacks added.
    init(installedWith pinned: [PinnedFonts.File]) throws(RenderError) {
        try Self.requireReadable(pinned)
        self.files = pinned.map(\.path)
        self.hashCache = .standard
        self.configuration = try FontConfiguration(installedWith: files)
        self.source = .installed
    }

    /// Throws `RenderError.fontFileMissing` for the first of `files` that cannot be read.
    private static func requireReadable(_ files: [PinnedFonts.File]) throws(RenderError) {
        for file in files where !Files.isReadable(file.path) {
            throw .fontFileMissing(path: file.path, package: file.package)
        }
    }

    /// The SHA-256 of every pinned file (lowercase hex), on first use: from the font hash cache
    /// for files unchanged since they were entered there, computed for the others; then kept.
    /// A file that cannot be read has the hash `unreadable: <reason>`.
    public var fileHashes: [(file: String, hash: String)] {
        hashes.withLock { cached in
            if let cached { return cached }
            let computed = hashCache.hashes(of: files)
            cached = computed
            return computed
        }
    }

    /// The library versions and the font hashes a PNG manifest records (`manifest(_:)`),
    /// made on first use and kept: every picture's manifest starts from them.
    var environment: [String: String] {
        environmentEntries.withLock { cached in
            if let cached { return cached }
            let made = LibraryVersions.all.merging(manifestEntries) { a, _ in a }
            cached = made
            return made
        }
    }

    /// The family names the configuration knows, sorted (for diagnostics and tests).
    public var families: [String] { configuration.families }
}
