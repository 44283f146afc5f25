/// The Tartine manifest of one picture, typed: what the picture shows (theme, theme hash, scene,
/// time), what drew it (the environment: library versions and pinned font hashes), and its
/// pixel hash. ``entries`` is the `key=value` form `PNGManifest` stores; every key is spelled
/// here and nowhere else.
public struct PictureManifest: Sendable, Hashable {
    /// The theme's name.
    public var theme: String?
    /// The hash of the theme's sources and everything they load (`LoadedTheme.sourceHash`).
    public var themeHash: String?
    /// What the picture shows: a kind on a screen, a scenario's name, a snapshot's path.
    public var scene: String?
    /// The moment drawn, in seconds after the show, as its writer spells it.
    public var time: String?
    /// A diff picture's snapshot (the path of the reference it compares).
    public var diffOf: String?
    /// What drew the picture: the library versions and every pinned font's SHA-256
    /// (``isEnvironmentKey(_:)`` keys).
    public var environment: [String: String]
    /// The pixel hash (``PixelHash``), written by the encoder.
    public var pixelHash: String?
    /// Entries of no known key, kept as read.
    public var other: [String: String]
    /// The hash of everything the picture was made from (`tartine snapshot --changed`): the
    /// case, the environment, Tartine's version and every file read for it, as
    /// `sha256:<64 hex digits>`.
    public var inputsHash: String?
    /// The files read while the picture was drawn (beyond its theme's load), one
    /// `read|probe|list <path relative to the manifest>` per line, sorted, and the content
    /// hash of the event transcript checked with it (`transcript <sha256>`), so that
    /// `--changed` can hash them again without drawing.
    public var inputsReads: String?

    /// An empty manifest.
    public init() {
        self.init(theme: nil)
    }

    /// Creates a manifest; every part is optional.
    public init(
        theme: String? = nil, themeHash: String? = nil, scene: String? = nil, time: String? = nil,
        diffOf: String? = nil, environment: [String: String] = [:], pixelHash: String? = nil,
        other: [String: String] = [:]
    ) {
        self.theme = theme
        self.themeHash = themeHash
        self.scene = scene
        self.time = time
        self.diffOf = diffOf
        self.environment = environment
        self.pixelHash = pixelHash
        self.other = other
    }

    /// The manifest of stored `key=value` entries (as `PNGManifest.read` returns them).
    public init(entries: [String: String]) {
        self.init(theme: nil)
        for (key, value) in entries {
            switch key {
            case Stored.theme: theme = value
            case Stored.themeHash: themeHash = value
            case Stored.scene: scene = value
            case Stored.time: time = value
            case Stored.diffOf: diffOf = value
            case Stored.inputsHash: inputsHash = value
            case Stored.inputsReads: inputsReads = value
            case PixelHash.manifestKey: pixelHash = value
            case _ where Self.isEnvironmentKey(key): environment[key] = value
            default: other[key] = value
            }
        }
    }

    /// The manifest stored in `png`, or `nil` when it has none (see `PNGManifest.read`).
    public init?(png: [UInt8]) {
        guard let entries = PNGManifest.read(from: png) else { return nil }
        self.init(entries: entries)
    }

    /// The `key=value` entries to store.
    public var entries: [String: String] {
        var entries = other.merging(environment) { _, known in known }
        for (key, value) in [
            (Stored.theme, theme), (Stored.themeHash, themeHash), (Stored.scene, scene), (Stored.time, time),
            (Stored.diffOf, diffOf), (PixelHash.manifestKey, pixelHash), (Stored.inputsHash, inputsHash),
            (Stored.inputsReads, inputsReads),
        ] {
            if let value { entries[key] = value }
        }
        return entries
    }

    /// This manifest with `environment` as what drew it: the environment's entries win over any
    /// the caller set (a manifest cannot be made to lie about what drew it).
    public func drawn(in environment: [String: String]) -> PictureManifest {
        var manifest = self
        manifest.environment.merge(environment) { _, drawn in drawn }
        return manifest
    }

    /// The keys of the library versions ToastRender records.
    public static let versionKeys: Set<String> = [
        "tartine.version", "cairo.version", "pango.version", "harfbuzz.version", "freetype.version",
        "fontconfig.version",
    ]

    /// Whether `key` describes what drew a picture: a library version or a `font.` entry (the
    /// SHA-256 of a pinned font file). Other keys (theme hash, scene, time) describe the scene.
    public static func isEnvironmentKey(_ key: String) -> Bool {
        versionKeys.contains(key) || key.hasPrefix("font.")
    }

    /// The stored keys of `inputsHash` and `inputsReads`: all `--changed` reads of a reference.
    public static let inputsKeys: Set<String> = [Stored.inputsHash, Stored.inputsReads]

    /// The stored keys of the scene's parts.
    private enum Stored {
        static let theme = "theme"
        static let themeHash = "theme-hash"
        static let scene = "scene"
        static let time = "time"
        static let diffOf = "tartine.diff-of"
        static let inputsHash = "inputs-hash"
        static let inputsReads = "inputs-reads"
    }
}

extension PictureManifest: ExpressibleByDictionaryLiteral {
    public typealias Key = String
    public typealias Value = String

    /// A manifest of stored entries: `["scene": "saved"]`.
    public init(dictionaryLiteral elements: (String, String)...) {
        self.init(entries: Dictionary(elements) { _, last in last })
    }
}
