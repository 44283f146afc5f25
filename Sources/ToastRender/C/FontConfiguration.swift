import CPangoFT2

/// An owned fontconfig configuration (`FcConfig`). The pinned one holds only the files added
/// to it: it never reads `FONTCONFIG_FILE`, `~/.fonts` or `/etc/fonts`, being made with
/// `FcConfigCreate` (empty), not `FcInitLoadConfigAndFonts`. The installed one
/// (``init(installedWith:)``) is the machine's: the user's and the system's configuration and fonts.
///
/// Sendable because it is frozen after `init` (fontconfig guards its reference count and
/// caches with its own locks) and only read afterwards, by Pango font maps on any thread.
final class FontConfiguration: @unchecked Sendable {
    let pointer: OpaquePointer

    /// `FcConfigCreate`, `FcConfigParseAndLoadFromMemory` of the pinned rules, then the files:
    /// through fontconfig's scan cache when `scan` is given and its faces check out (see
    /// ``addCached(_:)``), otherwise `FcConfigAppFontAddFile` for each file, in order. Either
    /// way the configuration holds the same faces, in the same order.
    /// - Throws: `RenderError.fontconfig` naming the step that failed.
    init(files: [String], scan: FontScanCache.Prepared?) throws(RenderError) {
        guard let config = FcConfigCreate() else {
            throw .fontconfig(function: "FcConfigCreate", detail: "out of memory")
        }
        self.pointer = config
        let xml = PinnedFonts.fontsConf(cacheDirectory: scan?.fontconfigCache)
        let parsed = xml.withCString { text in
            text.withMemoryRebound(to: FcChar8.self, capacity: xml.utf8.count + 1) {
                FcConfigParseAndLoadFromMemory(config, $0, FcBool(1))
            }
        }
        guard parsed != 0 else {
            throw .fontconfig(function: "FcConfigParseAndLoadFromMemory", detail: "the pinned fonts.conf was rejected")
        }
        let cached = scan.map { addCached($0) } ?? false
        if !cached { try addFiles(files) }
        makeCurrent()
    }

    /// The machine's configuration and fonts (`FcInitLoadConfigAndFonts`: `FONTCONFIG_FILE`,
    /// `/etc/fonts`, the user's `fontconfig/fonts.conf` and font directories), with those of
    /// `files` it does not already have added, in order, so that the pinned fallbacks are there
    /// whatever the user's configuration leaves out. Never made fontconfig's current one.
    /// - Throws: `RenderError.fontconfig` naming the step that failed.
    init(installedWith files: [String]) throws(RenderError) {
        guard let config = FcInitLoadConfigAndFonts() else {
            throw .fontconfig(function: "FcInitLoadConfigAndFonts", detail: "the machine's configuration did not load")
        }
        self.pointer = config
        let present = faceFiles
        try addFiles(files.filter { !present.contains($0) })
    }

    /// The file of every face of the configuration (`FC_FILE`).
    private var faceFiles: Set<String> {
        var files = Set<String>()
        forEachFace { pattern in
            var value: UnsafeMutablePointer<FcChar8>?
            if FcPatternGetString(pattern, FC_FILE, 0, &value) == FcResultMatch, let value {
                files.insert(String(cString: value))
            }
        }
        return files
    }

    /// Calls `body` with every face of the configuration: the system's, then the application's.
    func forEachFace(_ body: (OpaquePointer) -> Void) {
        for name in [FcSetSystem, FcSetApplication] {
            guard let set = FcConfigGetFonts(pointer, name) else { continue }
            for index in 0..<Int(set.pointee.nfont) {
                if let pattern = set.pointee.fonts[index] { body(pattern) }
            }
        }
    }

    /// `FcConfigAppFontAddFile` for each of `files`, in order.
    private func addFiles(_ files: [String]) throws(RenderError) {
        for file in files {
            let added = file.withCString { path in
                path.withMemoryRebound(to: FcChar8.self, capacity: file.utf8.count + 1) {
                    FcConfigAppFontAddFile(pointer, $0)
                }
            }
            guard added != 0 else {
                throw .fontconfig(function: "FcConfigAppFontAddFile", detail: "\(file) could not be scanned")
            }
        }
    }

    /// Makes this configuration fontconfig's current one (`FcConfigSetCurrent`). Pango starts
    /// `FcInit` on a thread when its first font map is made and waits for it before the first
    /// font is matched; with a current configuration that is instant, where it would otherwise
    /// load the system's configuration and font caches (about a tenth of a render's work),
    /// which nothing here uses. If fontconfig refuses, `FcInit` does that work as before.
    private func makeCurrent() {
        _ = FcConfigSetCurrent(pointer)
    }

    /// Adds the faces of `scan`'s directory of links (`FcConfigAppFontAddDir`: read from
    /// fontconfig's cache when it has the directory, scanned and written there otherwise), then
    /// points each face's `FC_FILE` back at the pinned file its link leads to
    /// (`FcPatternDuplicate`, `FcPatternDel`, `FcPatternAddString`, `FcFontSetAdd`): the faces
    /// are then exactly those `FcConfigAppFontAddFile` gives, and nothing depends on the links
    /// afterwards. `false`, with no face added, unless every face comes from a link and every
    /// link gave a face.
    private func addCached(_ scan: FontScanCache.Prepared) -> Bool {
        let added = scan.fontDirectory.withCString { path in
            path.withMemoryRebound(to: FcChar8.self, capacity: scan.fontDirectory.utf8.count + 1) {
                FcConfigAppFontAddDir(pointer, $0)
            }
        }
        guard added != 0, let set = FcConfigGetFonts(pointer, FcSetApplication) else {
            FcConfigAppFontClear(pointer)
            return false
        }
        let pinnedFile = Dictionary(scan.links.map { ($0.link, $0.file) }) { first, _ in first }
        var linked = Set<String>()
        var faces: [OpaquePointer] = []
        for index in 0..<Int(set.pointee.nfont) {
            var value: UnsafeMutablePointer<FcChar8>?
            guard let pattern = set.pointee.fonts[index],
                FcPatternGetString(pattern, FC_FILE, 0, &value) == FcResultMatch, let value,
                let file = pinnedFile[String(cString: value)], let face = FcPatternDuplicate(pattern)
            else { break }
            linked.insert(String(cString: value))
            FcPatternDel(face, FC_FILE)
            _ = file.withCString { path in
                path.withMemoryRebound(to: FcChar8.self, capacity: file.utf8.count + 1) {
                    FcPatternAddString(face, FC_FILE, $0)
                }
            }
            faces.append(face)
        }
        guard faces.count == Int(set.pointee.nfont), linked.count == pinnedFile.count else {
            faces.forEach { FcPatternDestroy($0) }
            FcConfigAppFontClear(pointer)
            return false
        }
        // The set's faces are replaced in place: fontconfig has no call that empties the
        // application set but keeps it, and `FcFontSet`'s fields are public.
        for index in 0..<Int(set.pointee.nfont) { FcPatternDestroy(set.pointee.fonts[index]) }
        set.pointee.nfont = 0
        for face in faces { FcFontSetAdd(set, face) }
        return true
    }

    deinit { FcConfigDestroy(pointer) }

    /// The family names of every face in the configuration (``forEachFace(_:)``,
    /// `FcPatternGetString(FC_FAMILY)`), sorted and without repeats.
    var families: [String] {
        var names = Set<String>()
        forEachFace { pattern in
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
