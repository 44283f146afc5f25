import CPangoFT2

/// An owned, private fontconfig configuration (`FcConfig`) holding only the files added to it.
/// It never reads `FONTCONFIG_FILE`, `~/.fonts` or `/etc/fonts`: it is made with
/// `FcConfigCreate` (empty), not `FcInitLoadConfigAndFonts`.
///
/// Sendable because it is frozen after `init` (fontconfig guards its reference count and
/// caches with its own locks) and only read afterwards, by Pango font maps on any thread.
final class FontConfiguration: @unchecked Sendable {
    let pointer: OpaquePointer

    /// `FcConfigCreate`, `FcConfigParseAndLoadFromMemory(xml)`, then `FcConfigAppFontAddFile`
    /// for each file, in order.
    /// - Throws: `RenderError.fontconfig` naming the step that failed.
    init(xml: String, files: [String]) throws(RenderError) {
        guard let config = FcConfigCreate() else {
            throw .fontconfig(function: "FcConfigCreate", detail: "out of memory")
        }
        self.pointer = config
        let parsed = xml.withCString { text in
            text.withMemoryRebound(to: FcChar8.self, capacity: xml.utf8.count + 1) {
                FcConfigParseAndLoadFromMemory(config, $0, FcBool(1))
            }
        }
        guard parsed != 0 else {
            throw .fontconfig(function: "FcConfigParseAndLoadFromMemory", detail: "the pinned fonts.conf was rejected")
        }
        for file in files {
            let added = file.withCString { path in
                path.withMemoryRebound(to: FcChar8.self, capacity: file.utf8.count + 1) {
                    FcConfigAppFontAddFile(config, $0)
                }
            }
            guard added != 0 else {
                throw .fontconfig(function: "FcConfigAppFontAddFile", detail: "\(file) could not be scanned")
            }
        }
    }

    deinit { FcConfigDestroy(pointer) }

    /// The family names of every face in the configuration (`FcConfigGetFonts(FcSetApplication)`,
    /// `FcPatternGetString(FC_FAMILY)`), sorted and without repeats.
    var families: [String] {
        guard let set = FcConfigGetFonts(pointer, FcSetApplication) else { return [] }
        var names = Set<String>()
        for index in 0..<Int(set.pointee.nfont) {
            guard let pattern = set.pointee.fonts[index] else { continue }
            var value: UnsafeMutablePointer<FcChar8>?
            var n: Int32 = 0
            while FcPatternGetString(pattern, FC_FAMILY, n, &value) == FcResultMatch, let value {
                names.insert(String(cString: value))
                n += 1
            }
        }
        return names.sorted()
    }

    /// `FcGetVersion` as "major.minor.revision".
    static var libraryVersion: String {
        let version = Int(FcGetVersion())
        return "\(version / 10000).\(version / 100 % 100).\(version % 100)"
    }
}
