import ToastCore

/// The `toast.*` functions a plugin calls inside its handlers and filters. Each command function
/// (the queue's vocabulary as plugins may use it, ``QueueVocabulary``) only records a
/// `ToastCommand` in the plugin's ``PluginCallState``; the host applies them after the call
/// returns, as it applies every command. `visible` and `pending` read the queue.
enum PluginFunctions {
    static func make(_ state: PluginCallState) -> [String: HostFunction] {
        var functions = queries(state)
        for name in QueueVocabulary.names(for: .plugin) { functions[name] = command(name, state) }
        return functions
    }

    /// The function that records the command `name` (a name of ``QueueVocabulary``).
    private static func command(_ name: String, _ state: PluginCallState) -> HostFunction {
        switch name {
        case "show":
            return { call throws(HostError) in
                guard case .string(let kind) = call.arguments.first ?? .nil else {
                    throw HostError(
                        "toast.show expects a kind name, as in toast.show(\"saved\", { message = \"Saved\" })")
                }
                let options = try Options(call.arguments.dropFirst().first, function: "toast.show")
                let request = try state.contents.withLock { contents throws(HostError) in
                    try Self.request(kind: kind, options, contents, function: "toast.show")
                }
                state.add(.show(request))
                return .values([])
            }
        case "update":
            return { call throws(HostError) in
                guard case .string(let tag) = call.arguments.first ?? .nil else {
                    throw HostError(
                        "toast.update expects a tag, as in toast.update(\"upload\", { message = \"50 %\" })")
                }
                _ = try Self.name(tag, "tag", "toast.update")
                let options = try Options(call.arguments.dropFirst().first, function: "toast.update")
                let request = try state.contents.withLock { contents throws(HostError) -> ToastRequest? in
                    guard let current = try Self.queue(contents, "toast.update").toast(tagged: tag) else { return nil }
                    var merged = options
                    merged.message = options.message ?? (options.kind == nil ? current.message : nil)
                    merged.priority = options.priority ?? current.priority
                    merged.position = options.position ?? current.position
                    merged.tag = tag
                    merged.progress = options.progress ?? current.content.progress
                    return try Self.request(
                        kind: options.kind ?? current.kind, merged, contents, function: "toast.update")
                }
                guard let request else { return .values([.boolean(false)]) }
                state.add(.show(request))
                return .values([.boolean(true)])
            }
        case "dismiss":
            return { call throws(HostError) in
                switch call.arguments.first ?? .nil {
                case .integer(let id): state.add(.dismiss(.id(ToastID(Int(id)))))
                case .string(let tag): state.add(.dismissTag(try Self.name(tag, "tag", "toast.dismiss")))
                default: throw HostError("toast.dismiss expects a toast id or a tag")
                }
                _ = try state.contents.withLock { contents throws(HostError) in
                    try Self.queue(contents, "toast.dismiss")
                }
                return .values([])
            }
        case "dismiss_all":
            return { _ throws(HostError) in
                _ = try state.contents.withLock { contents throws(HostError) in
                    try Self.queue(contents, "toast.dismiss_all")
                }
                state.add(.dismissAll)
                return .values([])
            }
        case "popup":
            return { call throws(HostError) in
                _ = try state.contents.withLock { contents throws(HostError) in try Self.queue(contents, "toast.popup")
                }
                state.add(.popup(try Self.popup(call.arguments.first ?? .nil)))
                return .values([])
            }
        default:
            return { _ throws(HostError) in throw HostError("toast.\(name) cannot be called by a plugin") }
        }
    }

    /// `toast.visible()` and `toast.pending()`: what is on screen and what waits.
    private static func queries(_ state: PluginCallState) -> [String: HostFunction] {
        [
            "visible": { _ throws(HostError) in
                let views = try state.contents.withLock { contents throws(HostError) in
                    try Self.queue(contents, "toast.visible").visible
                }
                return .values([.table(LuaTable(array: views.map(PluginValues.toast), fields: [], otherKeys: []))])
            },
            "pending": { _ throws(HostError) in
                let views = try state.contents.withLock { contents throws(HostError) in
                    try Self.queue(contents, "toast.pending").pending
                }
                return .values([.table(LuaTable(array: views.map(PluginValues.toast), fields: [], otherKeys: []))])
            },
        ]
    }

    /// The options table of `show` and `update`.
    struct Options {
        var message: String?
        var tag: String?
        var priority: Int?
        var position: ToastPosition?
        var kind: String?
        var progress: Double?

        init(_ value: LuaValue?, function: String) throws(HostError) {
            guard let value, value != .nil else { return }
            guard case .table(let table) = value else {
                throw HostError(
                    "\(function): the options must be a table { message, tag, priority, position, progress }")
            }
            let known = ["message", "tag", "priority", "position", "kind", "progress"]
            for (key, _) in table.fields where !known.contains(key) {
                let hint = Suggestion.hint(for: key, in: known)
                throw HostError("\(function): unknown option '\(key)'\(hint)")
            }
            // Cut here already: the message is looked up as a strings key before it is drawn.
            message = try Self.string(table["message"], "message", function).map { TextLimits.drawn($0) }
            tag = try Self.string(table["tag"], "tag", function).map { tag throws(HostError) in
                try PluginFunctions.name(tag, "tag", function)
            }
            kind = try Self.string(table["kind"], "kind", function)
            switch table["priority"] {
            case nil: break
            case .integer(let n)?: priority = Int(clamping: n)
            case let other?: throw HostError("\(function): priority must be an integer, got \(other.described)")
            }
            if let value = table["progress"] {
                guard let fraction = PluginValues.fraction(value) else {
                    throw HostError("\(function): progress must be a number in [0, 1], got \(value.described)")
                }
                progress = fraction
            }
            if let name = try Self.string(table["position"], "position", function) {
                guard let place = ToastPosition(rawValue: name) else {
                    throw HostError(
                        "\(function): position must be one of \(ToastPosition.allCases.map(\.rawValue).joined(separator: ", ")), got '\(name)'"
                    )
                }
                position = place
            }
        }

        private static func string(_ value: LuaValue?, _ key: String, _ function: String) throws(HostError) -> String? {
            switch value {
            case nil: return nil
            case .string(let s)?: return s
            case let other?: throw HostError("\(function): \(key) must be a string, got \(other.described)")
            }
        }
    }

    /// `name` (a tag, an identifier) when it is at most ``TextLimits/name`` bytes long.
    static func name(_ name: String, _ key: String, _ function: String) throws(HostError) -> String {
        guard name.utf8.count <= TextLimits.name else {
            throw HostError("\(function): " + LuaErrorWording.nameTooLong(key, bytes: name.utf8.count))
        }
        return name
    }

    private static func queue(_ contents: PluginCallState.Contents, _ function: String) throws(HostError) -> QueueView {
        guard let queue = contents.queue else {
            throw HostError("\(function) can only be called inside a handler or a filter")
        }
        return queue
    }

    private static func request(
        kind: String, _ options: Options, _ contents: PluginCallState.Contents,
        function: String
    ) throws(HostError) -> ToastRequest {
        _ = try queue(contents, function)
        guard let theme = contents.theme else { throw HostError("\(function): the plugin is not attached to a theme") }
        let message = options.message.map { key in
            theme.strings.tables.values.contains { $0[key] != nil }
                ? theme.strings.resolve(.localized(key: key), locale: contents.context.locale).text : key
        }
        do {
            var content = try theme.content(
                kind: kind, message: message, position: options.position, context: contents.context)
            content.progress = options.progress
            return ToastRequest(content, priority: options.priority ?? 0, tag: options.tag)
        } catch {
            throw HostError("\(function): \(error.description)")
        }
    }

    private static func popup(_ value: LuaValue) throws(HostError) -> Popup {
        guard case .table(let table) = value, case .string(let title)? = table["title"] else {
            throw HostError(
                "toast.popup expects { title = \"…\", description = \"…\", buttons = { { id = \"ok\", title = \"OK\" } } }"
            )
        }
        var description: String?
        if case .string(let text)? = table["description"] { description = text }
        var buttons: [PopupButton] = []
        if case .table(let list)? = table["buttons"] {
            for entry in list.array {
                guard case .table(let button) = entry, case .string(let id)? = button["id"],
                    case .string(let label)? = button["title"]
                else {
                    throw HostError("toast.popup: each button is { id = \"…\", title = \"…\" }")
                }
                buttons.append(PopupButton(id: try Self.name(id, "id", "toast.popup"), title: label))
            }
        }
        guard (1...2).contains(buttons.count) else {
            throw HostError("toast.popup: a popup has one or two buttons, got \(buttons.count)")
        }
        return Popup(title: title, description: description, buttons: buttons)
    }
}
