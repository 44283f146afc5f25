import ToastCore
/// What decoding one file needs: where it is, its source map for lines, the VM for sampling
/// curve functions, and the problems found so far.
final class DecodeContext {
    let file: String
    let sourceMap: SourceMap
    let vm: LuaVM?
    private(set) var diagnostics: [Diagnostic] = []
    /// The fonts the decoded tables ask for, where (checked against a renderer's fonts later:
    /// `LoadedTheme.fontWarnings(_:)`).
    var fontRequests: [FontRequest] = []

    init(file: String, sourceMap: SourceMap, vm: LuaVM?) {
        self.file = file
        self.sourceMap = sourceMap
        self.vm = vm
    }

    var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// How many errors were found so far (a decoder compares it before and after a value).
    var errorCount: Int { diagnostics.count { $0.severity == .error } }

    func error(_ path: KeyPath, _ message: String) {
        diagnostics.append(
            Diagnostic(.error, file: file, line: sourceMap.line(for: path), path: path, message: message))
    }

    func warning(_ path: KeyPath, _ message: String) {
        diagnostics.append(
            Diagnostic(.warning, file: file, line: sourceMap.line(for: path), path: path, message: message))
    }

    /// The diagnostics in source order (line, then the order found).
    var sortedDiagnostics: [Diagnostic] {
        diagnostics.enumerated().sorted { a, b in
            (a.element.line ?? 0, a.offset) < (b.element.line ?? 0, b.offset)
        }.map(\.element)
    }
}

extension LuaValue {
    /// How a value is named in messages: `string "12px"`, `number 1.5`, `a table`, `nil`.
    var described: String {
        switch self {
        case .nil: "nil"
        case .boolean(let b): "boolean \(b)"
        case .integer(let i): "number \(i)"
        case .number(let d): "number \(NumberText.short(d))"
        case .string(let s): "string \"\(s.count > 40 ? String(s.prefix(40)) + "…" : s)\""
        case .table: "a table"
        case .function: "a function"
        case .other(let type): "a \(type)"
        }
    }

    /// The value as a Double when it is a number.
    var numberValue: Double? {
        switch self {
        case .integer(let i): Double(i)
        case .number(let d): d
        default: nil
        }
    }

    var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    var tableValue: LuaTable? {
        if case .table(let t) = self { return t }
        return nil
    }
}
