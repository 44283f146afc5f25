import ToastScript

/// The reader of Lua source behind `file:line`: the tokenizer, the source map it builds of keys
/// to lines, and the scan for `toast.import` names (a theme's text is read before Lua runs it,
/// so any bytes reach them).
enum LuaSourceHarness {
    static let harness = FuzzHarness("lua-source", "Lua source text: tokenizer, key lines, imports") { bytes in
        let source = String(decoding: bytes, as: UTF8.self)
        let lineCount = source.utf8.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") || $1 == UInt8(ascii: "\r") ? 1 : 0) }
        let map = SourceMap(source: source)
        for (path, line) in map.writtenLines {
            precondition(path.components.count <= SourceMap.maximumDepth, "\(path): deeper than the mapped depth")
            precondition(line >= 1 && line <= lineCount, "\(path) on line \(line) of a \(lineCount)-line text")
            precondition(map.line(for: path) == line, "\(path): two lines")
        }
        _ = ThemeSource.importedNames(in: source)
    }
}
