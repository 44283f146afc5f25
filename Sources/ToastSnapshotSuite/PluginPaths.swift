import ToastFiles
import ToastSnapshot

/// Plugin file paths as they were loaded (`./scenarios/../plugins/stats.lua`,
/// `/home/ci/app/plugins/stats.lua`) and as seen from the manifest's directory
/// (`plugins/stats.lua`): plugin logs and failures name their `file:line`, and a transcript
/// reference must not depend on where `tartine snapshot` ran or how the manifest was named.
struct PluginPaths: Sendable {
    /// (as loaded, relative), longest first so that no path's replacement cuts into a longer one.
    private let replacements: [(loaded: String, relative: String)]

    /// The relative forms of `files` as seen from `directory`.
    /// - Throws: `FileError` when the current directory cannot be read (to make paths absolute).
    init(files: [String], directory: String) throws(FileError) {
        let base = try Paths.absolute(directory)
        var replacements: [(loaded: String, relative: String)] = []
        for file in Set(files) {
            let relative = Self.relative(try Paths.absolute(file), from: base)
            // Lua names a file as `Paths.display` writes it, which depends on the working
            // directory: both forms are replaced.
            for loaded in Set([file, Paths.display(file)]) where loaded != relative {
                replacements.append((loaded, relative))
            }
        }
        self.replacements = replacements.sorted { $0.loaded.count > $1.loaded.count }
    }

    /// `text` with every `file:` of a loaded plugin path written relative.
    func relative(in text: String) -> String {
        var text = text
        for (loaded, relative) in replacements where text.contains(loaded + ":") {
            text = text.replacing(loaded + ":", with: relative + ":")
        }
        return text
    }

    /// The absolute, normalised `path` relative to the absolute directory `base` (`..` where it
    /// lies outside).
    static func relative(_ path: String, from base: String) -> String {
        let target = path.split(separator: "/"), origin = base.split(separator: "/")
        var common = 0
        while common < target.count, common < origin.count, target[common] == origin[common] { common += 1 }
        let parts = Array(repeating: "..", count: origin.count - common) + target[common...].map(String.init)
        return parts.joined(separator: "/")
    }
}
