import ToastCore

/// All wording of the VM's own error messages, in one place.
enum LuaErrorWording {
    static func memoryLimit(_ bytes: Int) -> String { "memory limit of \(byteCount(bytes)) exceeded" }
    static func sharedMemoryLimit(_ bytes: Int) -> String {
        "memory limit of \(byteCount(bytes)) for all plugins of the run together exceeded"
    }
    static func instructionLimit(_ count: Int) -> String { "instruction limit of \(count) exceeded" }
    static func timeLimit(_ seconds: Double) -> String { "time limit of \(seconds) s exceeded" }
    static func sourceTooLarge(_ size: Int, limit: Int) -> String {
        "source is \(byteCount(size)), limit \(byteCount(limit))"
    }
    static let binaryChunk = "binary chunks are not allowed (text only)"
    static func tooDeep(_ limit: Int, at path: String) -> String {
        "table nesting deeper than \(limit) levels at \(path)"
    }
    static func tooManyEntries(_ limit: Int) -> String { "more than \(limit) table entries" }
    static func cycle(at path: String) -> String { "cyclic table at \(path)" }
    static let stackExhausted = "not enough Lua stack to convert the value"
    static let reentered =
        "LuaVM used from inside one of its own host functions (return HostResult.load to run another chunk)"
    static let foreignFunction = "function reference belongs to another LuaVM"
    static let setupFailed = "could not create the Lua state"
    static func registrationFailed(_ module: String, _ name: String) -> String {
        "could not register \(module.isEmpty ? name : "\(module).\(name)")"
    }
    static func noArgument(_ index: Int, count: Int) -> String {
        "host function returned argument #\(index + 1) but was given \(count)"
    }
    static func argument(_ index: Int, _ problem: String) -> String { "bad argument #\(index + 1): \(problem)" }

    // Plugins: what they hand back, bounded.
    static func logLimit(_ lines: Int) -> String {
        "log limit of \(NumberText.grouped(lines)) lines per run reached; later lines are not shown"
    }
    static func nameTooLong(_ key: String, bytes: Int) -> String {
        "\(key) is \(byteCount(bytes)) long, more than the \(TextLimits.name) bytes a \(key) may have"
    }
    /// `the plugin 'p' is listed 3 times; it is loaded once`: one warning per plugin, however
    /// many times it is listed again.
    static func duplicatePlugin(_ name: String, times: Int) -> String {
        "the plugin '\(name)' is listed \(NumberText.grouped(times)) times; it is loaded once"
    }
    /// `themes/t.lua:70: plugins[65]: 65 plugins is more than the 64 a run may load`.
    static func tooManyPlugins(_ count: Int, limit: Int) -> String {
        "\(NumberText.grouped(count)) plugins is more than the \(limit) a run may load"
    }
    /// `no plugin 'stat': no themes/plugins/stat.lua, no plugins/stat.lua. Did you mean 'stats'?`:
    /// the paths searched, in order, and the closest of the plugin names found there.
    static func noPlugin(_ name: String, searched: [String], known: [String]) -> String {
        "no plugin '\(name)': no " + searched.joined(separator: ", no ") + Suggestion.hint(for: name, in: known)
    }

    /// `no field 'acton' in the action event view. Did you mean 'action'?`: a handler read a name
    /// its view can never have; a field only the toast view has is pointed there.
    static func noViewField(_ name: String, view: String, fields: [String], inToastView: Bool) -> String {
        let shown = TextLimits.cut(name, limit: 64)
        let hint = Suggestion.hint(for: name, in: fields)
        let elsewhere =
            hint.isEmpty && inToastView ? " (the toast view has it: the handler's second argument, toast.\(name))" : ""
        return "no field '\(shown)' in the \(view) view" + elsewhere + hint
    }

    static func pluginNameTaken(_ name: String, file: String, other: String) -> String {
        "\(file) is named '\(name)', as \(other) is; two plugins cannot share a name"
    }

    /// "10 MiB", "256 KiB", "1.5 MiB", "300 bytes".
    static func byteCount(_ bytes: Int) -> String {
        let units: [(size: Int, name: String)] = [(1 << 30, "GiB"), (1 << 20, "MiB"), (1 << 10, "KiB")]
        for unit in units where bytes >= unit.size {
            if bytes % unit.size == 0 { return "\(bytes / unit.size) \(unit.name)" }
            let tenths = (bytes * 10 + unit.size / 2) / unit.size
            return "\(tenths / 10).\(tenths % 10) \(unit.name)"
        }
        return bytes == 1 ? "1 byte" : "\(bytes) bytes"
    }

    /// Splits Lua's "chunk:line: message" into its parts; (nil, nil, text) when there is no prefix.
    /// The first ":digits:" on the first line is the position.
    static func splitPosition(_ text: String) -> (chunk: String?, line: Int?, message: String) {
        let bytes = Array(text.utf8)
        let colon = UInt8(ascii: ":")
        var index = 0
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") {
            defer { index += 1 }
            guard bytes[index] == colon else { continue }
            var end = index + 1
            var line = 0
            while end < bytes.count, end - index <= 9, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) {
                line = line * 10 + Int(bytes[end] - UInt8(ascii: "0"))
                end += 1
            }
            guard end > index + 1, end < bytes.count, bytes[end] == colon else { continue }
            var rest = end + 1
            if rest < bytes.count, bytes[rest] == UInt8(ascii: " ") { rest += 1 }
            let chunk = String(decoding: bytes[..<index], as: UTF8.self)
            return (chunk, line, String(decoding: bytes[rest...], as: UTF8.self))
        }
        return (nil, nil, text)
    }
}
