import ToastFiles

/// Lua source files of themes and scenarios: read through the file layer with the size budget,
/// imports named inside the theme's directory.
package enum ThemeSource {
    /// The bytes of `path`, refusing files over `limit` (and anything but a regular file)
    /// before reading them.
    /// - Throws: `LoadError` with one diagnostic for the file: `source is 10 MiB, limit 256 KiB`,
    ///   or `cannot read the file: No such file or directory` (the diagnostic names the path).
    static func read(_ path: String, limit: Int) throws(LoadError) -> [UInt8] {
        do { return try Files.read(path, limit: limit) } catch {
            throw LoadError([Diagnostic(.error, file: path, line: nil, path: .root, message: message(for: error))])
        }
    }

    /// The diagnostic text for a file that could not be read.
    static func message(for error: FileError) -> String {
        if case .tooLarge(let size, let limit) = error.problem {
            return "source is \(ByteCount.text(size)), limit \(ByteCount.text(limit))"
        }
        return "cannot read the file: \(error.reason)"
    }

    /// `themes/palette.lua` for `palette` next to `themes/diary.lua`.
    static func sibling(_ name: String, of file: String) -> String {
        Paths.join(Paths.directory(of: file), "\(name).lua")
    }

    /// The literal names passed to `toast.import("…")` in `source`.
    package static func importedNames(in source: String) -> [String] {
        let tokens = LuaTokenizer.tokens(of: source)
        var names: [String] = []
        for i in tokens.indices where i + 4 < tokens.count {
            guard tokens[i].kind == .name("toast"), tokens[i + 1].kind == .symbol("."),
                tokens[i + 2].kind == .name("import")
            else { continue }
            if tokens[i + 3].kind == .symbol("("), case .string(let name) = tokens[i + 4].kind { names.append(name) }
            if case .string(let name) = tokens[i + 3].kind { names.append(name) }
        }
        return names
    }

    /// A short stable hash of bytes (FNV-1a, 64 bits), for manifests and caches.
    static func hash(_ bytes: [UInt8]) -> String {
        var h: UInt64 = 0xcbf29ce484222325
        for b in bytes {
            h ^= UInt64(b)
            h = h &* 0x100000001b3
        }
        let hex = String(h, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
