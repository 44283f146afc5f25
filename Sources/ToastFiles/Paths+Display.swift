extension Paths {
    /// `path` as a person would write it in a message: lexically normalised (no `.`, no empty
    /// component, every `name/..` folded: `scenarios/../plugins/undo.lua` is
    /// `plugins/undo.lua`, `././.tartine/failures` is `.tartine/failures`), and a path inside the
    /// working directory written relative to it (absolute, or climbing out and back in:
    /// `../app/x` run from `app` is `x`). Only the `..` that climb above the working directory
    /// stay (`../themes/x.lua`); an absolute path outside it stays absolute. The folding is lexical, as a shell's `cd -L` is: a directory
    /// reached through a symbolic link is not resolved (the text is for reading; the files are
    /// opened by the paths they were loaded from).
    ///
    /// The one function by which file names become text in messages: Lua's chunk names (so
    /// every `file:line` a theme, scenario, manifest or plugin reports), a diagnostic's file and
    /// a snapshot failure's artifacts.
    /// - Parameter path: a path as loaded or built.
    /// - Returns: the path to print; `.` for the working directory itself.
    package static func display(_ path: String) -> String {
        guard !path.isEmpty else { return path }
        let isAbsolute = path.hasPrefix("/")
        let parts = folded(path, keepingClimbs: !isAbsolute)
        if isAbsolute {
            let absolute = "/" + parts.joined(separator: "/")
            // A working directory that cannot be read (removed under the process) leaves the path absolute.
            guard let base = try? currentDirectory(), base != "/" else { return absolute }
            return relative(absolute, to: base) ?? absolute
        }
        let written = parts.isEmpty ? "." : parts.joined(separator: "/")
        // A path that climbs out and back in (`../app/x` run from `app`) is inside after all.
        guard parts.first == "..", let base = try? currentDirectory(), base != "/" else { return written }
        return relative(normalize(base + "/" + written), to: base) ?? written
    }

    /// The absolute path `absolute` relative to the directory `base` when it is inside it (`.` for
    /// `base` itself), else `nil`.
    private static func relative(_ absolute: String, to base: String) -> String? {
        if absolute == base { return "." }
        return absolute.hasPrefix(base + "/") ? String(absolute.dropFirst(base.count + 1)) : nil
    }
}
