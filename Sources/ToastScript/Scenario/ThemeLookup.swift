import ToastFiles

/// Where the theme a scenario or a manifest names is found: `diary` is `diary.lua` beside the
/// file, then `themes/diary.lua` beside it, then `../themes/diary.lua`; a name ending in `.lua`
/// is a path relative to the file's directory. The file itself is never its own theme (a
/// scenario `scenarios/notes.lua` naming `notes` finds `../themes/notes.lua`).
enum ThemeLookup {
    /// The places `name` is looked for, in order (the file naming it included).
    static func searchPaths(_ name: String, besides file: String) -> [String] {
        let dir = Paths.directory(of: file)
        if name.hasSuffix(".lua") { return [name.hasPrefix("/") ? name : "\(dir)/\(name)"] }
        return ["\(dir)/\(name).lua", "\(dir)/themes/\(name).lua", "\(dir)/../themes/\(name).lua"]
    }

    /// The search paths of `name` that exist, other than `file` itself. A path that cannot be
    /// examined counts as found: loading it reports why.
    static func found(_ name: String, besides file: String) -> [String] {
        searchPaths(name, besides: file).filter { candidate in
            guard !isSameFile(candidate, file) else { return false }
            do { return try Files.exists(candidate) } catch { return true }
        }
    }

    /// The theme file `name` stands for: the first found, or the last search path when none is
    /// (loading it then says it cannot be read).
    static func resolve(_ name: String, besides file: String) -> String {
        found(name, besides: file).first ?? searchPaths(name, besides: file).last ?? name
    }

    /// Whether `a` and `b` name one file (through links, `.` and `..`), read by their real paths
    /// when both exist, lexically otherwise.
    static func isSameFile(_ a: String, _ b: String) -> Bool {
        do { return try Paths.resolved(a) == Paths.resolved(b) } catch {
            do { return try Paths.absolute(a) == Paths.absolute(b) } catch { return a == b }
        }
    }
}

extension ThemeLookup {
    /// `theme 'notes' is ambiguous: scenarios/notes.lua and scenarios/../themes/notes.lua both
    /// exist; name one by its path from this file (theme = "../themes/notes.lua")`.
    static func ambiguous(_ name: String, _ paths: [String]) -> String {
        "theme '\(name)' is ambiguous: \(paths.joined(separator: " and ")) both exist; "
            + "name one by its path from this file (theme = \"../themes/\(name).lua\")"
    }

    /// `theme 'notes.lua' is this file itself; name the theme's file (theme = "../themes/notes.lua")`.
    static func ownFile(_ name: String) -> String {
        "theme '\(name)' is this file itself; name the theme's file (theme = \"../themes/\(Paths.stem(of: name)).lua\")"
    }
}
