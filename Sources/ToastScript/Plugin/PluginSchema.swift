import ToastCore

/// The keys of `toast.plugin { … }`, checked with every problem reported at its line.
struct PluginSchema {
    struct Parts {
        var name: String
        var handlers: [PluginEventName: LuaFunctionRef]
        var filter: LuaFunctionRef?
        var kinds: LuaValue?
        var strings: LuaValue?
    }

    /// Each key with its documentation (also used by `tartine types` and `tartine docs`).
    static let keys: [(key: String, doc: String)] = [
        ("name", "The plugin's name ([a-z0-9_-]+), used in events and transcripts."),
        ("api", "The plugin API version the file is written for (this Tartine speaks 1)."),
        ("description", "What the plugin does."),
        ("kinds", "Toast kinds the plugin adds, as in a theme; the theme's own kinds win."),
        ("strings", "Localized strings the plugin adds, as in a theme; the theme's own strings win."),
        (
            "on",
            "Event handlers by event name: function(event, toast) … end; event and toast are read-only views, "
                + "read while the handler runs."
        ),
        ("filter", "function(request) returning nil (pass), { veto = \"reason\" } or the keys to rewrite."),
    ]

    let file: String
    let sourceMap: SourceMap
    /// The plugin's VM, for the curve functions its kinds may hold.
    let vm: LuaVM?
    private(set) var diagnostics: [Diagnostic] = []

    init(file: String, sourceMap: SourceMap, vm: LuaVM? = nil) {
        self.file = file
        self.sourceMap = sourceMap
        self.vm = vm
    }

    private mutating func error(_ path: KeyPath, _ message: String) {
        diagnostics.append(
            Diagnostic(.error, file: file, line: sourceMap.line(for: path), path: path, message: message))
    }

    /// The plugin's parts, or `nil` with `diagnostics` filled.
    mutating func check(_ value: LuaValue) -> Parts? {
        guard case .table(let table) = value else {
            error(.root, "the file must return toast.plugin { … }, got \(value.described)")
            return nil
        }
        let known = Self.keys.map(\.key)
        for (key, _) in table.fields where !known.contains(key) {
            let hint = Suggestion.hint(for: key, in: known)
            error(KeyPath().appending(key), "unknown key\(hint)")
        }
        var parts = Parts(name: "", handlers: [:])
        switch table["name"] {
        case .string(let name)? where ThemeSchema.isValidName(name): parts.name = name
        case nil: error(KeyPath().appending("name"), "required: the plugin's name")
        case let other?: error(KeyPath().appending("name"), "expected a name of [a-z0-9_-]+, got \(other.described)")
        }
        let api = KeyPath().appending("api")
        switch table["api"] {
        case .integer(let version)? where version == Int64(LuaPlugin.apiVersion): break
        case .integer(let version)?:
            error(
                api,
                "the plugin asks for API version \(version); this Tartine speaks API version \(LuaPlugin.apiVersion)")
        case nil: error(api, "required: the plugin API version the file is written for (api = \(LuaPlugin.apiVersion))")
        case let other?: error(api, "expected an integer API version, got \(other.described)")
        }
        if let description = table["description"], case .string = description {
        } else if let other = table["description"] {
            error(KeyPath().appending("description"), "expected a string, got \(other.described)")
        }
        for key in ["kinds", "strings"] {
            guard let value = table[key] else { continue }
            guard case .table(let inner) = value, inner.array.isEmpty else {
                error(KeyPath().appending(key), "expected a table by name, got \(value.described)")
                continue
            }
            if key == "kinds" { parts.kinds = value } else { parts.strings = value }
            // Checked here as the theme checks its own, so that a problem is reported at the
            // plugin's line (merged into the theme, the keys have no line of the theme's).
            let context = DecodeContext(file: file, sourceMap: sourceMap, vm: vm)
            var draft = ThemeDraft()
            if key == "kinds" {
                ThemeSchema.kinds.apply(&draft, value, KeyPath().appending(key), context)
            } else {
                _ = ThemeSchema.strings.decode(value, KeyPath().appending(key), context)
            }
            diagnostics += context.sortedDiagnostics.filter { $0.severity == .error }
        }
        if let on = table["on"] {
            let at = KeyPath().appending("on")
            if case .table(let handlers) = on, handlers.array.isEmpty {
                let names = PluginEventName.names
                for (key, handler) in handlers.fields {
                    guard let event = PluginEventName(name: key) else {
                        let hint = Suggestion.hint(for: key, in: names)
                        error(at.appending(key), "unknown event\(hint)")
                        continue
                    }
                    guard case .function(let function) = handler else {
                        error(at.appending(key), "expected function(event, toast) … end, got \(handler.described)")
                        continue
                    }
                    parts.handlers[event] = function
                }
            } else {
                error(at, "expected { did_show = function(event, toast) … end, … }, got \(on.described)")
            }
        }
        if let filter = table["filter"] {
            if case .function(let function) = filter {
                parts.filter = function
            } else {
                error(KeyPath().appending("filter"), "expected function(request) … end, got \(filter.described)")
            }
        }
        return diagnostics.isEmpty ? parts : nil
    }
}
