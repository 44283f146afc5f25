import ToastCore
import ToastPNG
import CPangoCairo
import CPangoFT2

/// The versions of the libraries that decide the pixels, as recorded in PNG manifests. All
/// read at run time from the loaded libraries: `cairo_version_string`, `pango_version_string`,
/// `hb_version_string`, `FT_Library_Version`, `FcGetVersion`.
enum LibraryVersions {
    /// Tartine's own version (`TartineVersion`, the one `tartine --version` prints).
    static let tartine = TartineVersion.string

    static let all: [String: String] = [
        "tartine.version": tartine,
        "cairo.version": String(cString: cairo_version_string()),
        "pango.version": String(cString: pango_version_string()),
        "harfbuzz.version": String(cString: hb_version_string()),
        "freetype.version": freetypeVersion,
        "fontconfig.version": FontConfiguration.libraryVersion,
    ]

    private static var freetypeVersion: String {
        var major: Int32 = 0
        var minor: Int32 = 0
        var patch: Int32 = 0
        tartine_freetype_version(&major, &minor, &patch)
        return "\(major).\(minor).\(patch)"
    }
}

extension FontSet {
    /// The manifest entries that pin this font set: `font.<file name>` = SHA-256.
    var manifestEntries: [String: String] {
        var entries: [String: String] = [:]
        for (file, hash) in fileHashes {
            let name = file.split(separator: "/").last.map(String.init) ?? file
            entries["font." + name] = hash
        }
        return entries
    }

    /// `picture` with the library versions and font hashes as what drew it (the renderer's own
    /// entries win: a manifest cannot be made to lie about what drew it).
    public func manifest(_ picture: PictureManifest) -> PictureManifest {
        picture.drawn(in: environment)
    }
}
