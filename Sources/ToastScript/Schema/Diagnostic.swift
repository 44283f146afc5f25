import ToastCore
import ToastFiles

/// One problem found in a theme, scenario or manifest file, with where it is.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// An error stops the file from loading; a warning does not.
    public enum Severity: String, Sendable, Hashable { case error, warning }

    /// Whether this is an error or a warning.
    public var severity: Severity
    /// The file the problem is in.
    public var file: String
    /// The line of the offending value, when the source map knows it.
    public var line: Int?
    /// The key path of the offending value (the root for a problem with the file itself).
    public var path: KeyPath
    /// What is wrong, with a "Did you mean" suggestion where there is one.
    public var message: String
    /// What kind of problem it is, for summaries (`untranslated strings`); `nil` for most.
    public var group: String?

    /// Creates a diagnostic; `group` gathers warnings of one sort that drawing commands summarise.
    public init(_ severity: Severity, file: String, line: Int?, path: KeyPath, message: String, group: String? = nil) {
        self.severity = severity
        self.file = file
        self.line = line
        self.path = path
        self.message = message
        self.group = group
    }

    /// `themes/x.lua:12: kinds.saved.backgrond: unknown key. Did you mean 'background'?`;
    /// warnings say `warning:` after the location.
    public var description: String {
        var out = Paths.display(file)
        if let line { out += ":\(line)" }
        out += ": "
        if severity == .warning { out += "warning: " }
        if !path.isRoot { out += "\(path): " }
        return ControlText.escaped(out + message)
    }

    /// Warnings for a command that draws (not `check`): each once, and a group of more than
    /// three of a kind in one file (36 untranslated strings) as one line with the count.
    /// - Parameters:
    ///   - diagnostics: the warnings of one load, in order.
    ///   - checkCommand: what lists them all, as `tartine check themes/x.lua`.
    /// - Returns: the lines to print.
    public static func summarized(_ diagnostics: [Diagnostic], checkCommand: String) -> [String] {
        var seen = Set<Diagnostic>()
        let unique = diagnostics.filter { seen.insert($0).inserted }
        var counts: [String: Int] = [:]
        for d in unique { if let group = d.group { counts["\(d.file)\u{0}\(group)", default: 0] += 1 } }
        var printed = Set<String>()
        var lines: [String] = []
        for d in unique {
            guard let group = d.group, let count = counts["\(d.file)\u{0}\(group)"], count > 3 else {
                lines.append(d.description)
                continue
            }
            guard printed.insert("\(d.file)\u{0}\(group)").inserted else { continue }
            lines.append(
                ControlText.escaped(
                    "\(d.file): \(d.severity == .warning ? "warning: " : "")\(count) \(group); `\(checkCommand)` lists them all"
                ))
        }
        return lines
    }
}

/// A file that could not be loaded: every error found, in one pass, in source order.
public struct LoadError: Error, Sendable, CustomStringConvertible, DependencyReportingError {
    /// Every problem found, errors and warnings, in source order.
    public var diagnostics: [Diagnostic]

    /// Files looked for and not found (a plugin a theme names), which a reloader watches too:
    /// creating one may fix the load.
    public var missingFiles: [String] = []

    /// Creates a load error from its diagnostics and the files it looked for in vain.
    public init(_ diagnostics: [Diagnostic], missingFiles: [String] = []) {
        self.diagnostics = diagnostics
        self.missingFiles = missingFiles
    }

    /// The diagnostics that are errors.
    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }

    /// The files the problems are in (a broken import, a missing file), so a reloader watches
    /// them and reloads when they are fixed or created.
    public var dependencies: [String] {
        var files: [String] = []
        for d in diagnostics where !files.contains(d.file) && !d.file.hasPrefix("<") { files.append(d.file) }
        for file in missingFiles where !files.contains(file) { files.append(file) }
        return files
    }

    /// Every diagnostic, one a line.
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
