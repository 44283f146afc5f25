import Foundation

/// Reading theme files from disk: sizes checked before reading, names kept inside the theme's
/// directory.
enum ThemeFiles {
    /// The bytes of `path`, refusing files over `limit` before reading them.
    static func read(_ path: String, limit: Int) throws(LoadError) -> [UInt8] {
        let attributes: [FileAttributeKey: Any]
        do { attributes = try FileManager.default.attributesOfItem(atPath: path) } catch {
            throw LoadError([Diagnostic(.error, file: path, line: nil, path: .root, message: "cannot read the file: no such file or not readable")])
        }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        if size > limit {
            throw LoadError([Diagnostic(.error, file: path, line: nil, path: .root,
                                        message: "source is \(Self.bytes(size)), limit \(Self.bytes(limit))")])
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw LoadError([Diagnostic(.error, file: path, line: nil, path: .root, message: "cannot read the file")])
        }
        return [UInt8](data)
    }

    /// `10 MiB`, `256 KiB`, `812 bytes`.
    static func bytes(_ n: Int) -> String {
        if n >= 1 << 20 && n % (1 << 20) == 0 { return "\(n >> 20) MiB" }
        if n >= 1 << 20 { return String(format: "%.1f MiB", Double(n) / Double(1 << 20)) }
        if n >= 1 << 10 && n % (1 << 10) == 0 { return "\(n >> 10) KiB" }
        if n >= 1 << 10 { return String(format: "%.1f KiB", Double(n) / Double(1 << 10)) }
        return "\(n) bytes"
    }

    /// `themes/palette.lua` for `palette` next to `themes/diary.lua`.
    static func sibling(_ name: String, of file: String) -> String {
        let dir = (file as NSString).deletingLastPathComponent
        return dir.isEmpty ? "\(name).lua" : "\(dir)/\(name).lua"
    }

    static func directory(of file: String) -> String {
        let dir = (file as NSString).deletingLastPathComponent
        return dir.isEmpty ? "." : dir
    }

    /// The literal names passed to `toast.import("…")` in `source`.
    static func importedNames(in source: String) -> [String] {
        let tokens = LuaTokenizer.tokens(of: source)
        var names: [String] = []
        for i in tokens.indices where i + 4 < tokens.count {
            guard tokens[i].kind == .name("toast"), tokens[i + 1].kind == .symbol("."),
                  tokens[i + 2].kind == .name("import") else { continue }
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
