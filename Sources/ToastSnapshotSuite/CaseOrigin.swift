import ToastCore
import ToastFiles
import ToastScript

/// Where cases of the matrix come from: a kind of a theme file (at a position), or a scenario
/// file. The cases of one origin differ by the manifest's settings alone.
struct CaseOrigin: Hashable {
    /// The theme file.
    var theme: String
    /// The kind or the scenario.
    var source: SnapshotCase.Source

    /// The origin of `c`.
    init(_ c: SnapshotCase) {
        theme = c.theme
        source = c.source
    }

    /// Where the origin is written, as an error names it: a kind's key in its theme file; a
    /// scenario's `name` in its file, or the file's table when the scenario is named after its file.
    struct Place {
        var file: String
        var line: Int?
        var path: KeyPath
        /// `kind 'saved' of theme 'diary'`, `scenario 'offline'`.
        var what: String
        /// Why it has that name, when its file does not say it: `named after its file`.
        var note: String? = nil

        /// `themes/diary.lua:12`, or the file alone when its line is not known.
        var location: String { Paths.display(file) + (line.map { ":\($0)" } ?? "") }

        /// What it is, as the subject of an error at its own line: `scenario 'offline' (named after its file)`.
        var subject: String { what + (note.map { " (\($0))" } ?? "") }

        /// What it is and where, as an error at another line names it:
        /// `kind 'offline' of theme 'diary' (themes/diary.lua:12)`.
        var reference: String { what + " (" + ([note, location].compactMap(\.self).joined(separator: ", ")) + ")" }
    }

    /// Where the origin is written, its theme named `themeName`.
    func place(themeName: String, lines: inout SourceLines) -> Place {
        switch source {
        case .kind(let kind, _):
            let path = KeyPath().appending("kinds").appending(kind)
            return Place(
                file: theme, line: lines.line(of: path, in: theme), path: path,
                what: "kind '\(kind)' of theme '\(themeName)'")
        case .scenario(let file, let name):
            let path = KeyPath().appending("name")
            if let line = lines.exactLine(of: path, in: file) {
                return Place(file: file, line: line, path: path, what: "scenario '\(name)'")
            }
            return Place(
                file: file, line: lines.line(of: .root, in: file), path: .root, what: "scenario '\(name)'",
                note: name == Paths.stem(of: file) ? "named after its file" : nil)
        }
    }
}

/// The lines of keys in the Lua files an error names, each file read and mapped once, when the
/// error is worded (`SourceMap`); a file that cannot be read again has no lines.
struct SourceLines {
    let budgets: LuaBudgets
    private var maps: [String: SourceMap?] = [:]

    init(budgets: LuaBudgets) {
        self.budgets = budgets
    }

    /// The line of `path` in `file`, or of its nearest written ancestor.
    mutating func line(of path: KeyPath, in file: String) -> Int? { map(of: file)?.line(for: path) }

    /// The line of `path` in `file` when it is written there.
    mutating func exactLine(of path: KeyPath, in file: String) -> Int? { map(of: file)?.exactLine(for: path) }

    private mutating func map(of file: String) -> SourceMap? {
        if let map = maps[file] { return map }
        let map = (try? ScriptFiles.source(of: file, budgets: budgets)).map(SourceMap.init(source:))
        maps[file] = map
        return map
    }
}
