import ToastCore

/// The `toast.*` functions a plugin calls inside its handlers and filters. Each command function
/// (the queue's vocabulary as plugins may use it, ``QueueVocabulary``) only checks its arguments
/// and records a `ToastCommand` with its line in the plugin's ``PluginCallState``, which counts
/// it as it is made and refuses it, without building it, past the call's allowance; the pipeline
/// applies them after the call returns, as it applies every command, and resolves the kinds they
/// name (one that does not resolve is a `pluginFailed` event at that line). `visible` and
/// `pending` read the queue; `time_of_day` the run's time of day (``TimeOfDay``) at the queue's
/// virtual time.
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
                _ = try Self.name(kind, "kind", "toast.show")
                let options = try Self.options(call.arguments.dropFirst().first, ShowOptions.schema, "toast.show")
                _ = try state.contents.withLock { contents throws(HostError) in try Self.queue(contents, "toast.show") }
                state.add({ Self.show(kind: kind, options) }, from: call, function: "toast." + name)
                return .values([])
            }
        case "update":
            return { call throws(HostError) in
                guard case .string(let tag) = call.arguments.first ?? .nil else {
                    throw HostError(
                        "toast.update expects a tag, as in toast.update(\"upload\", { message = \"50 %\" })")
                }
                _ = try Self.name(tag, "tag", "toast.update")
                let options = try Self.options(
                    call.arguments.dropFirst().first, ShowOptions.updateSchema, "toast.update")
                let current = try state.contents.withLock { contents throws(HostError) -> ToastView? in
                    try Self.queue(contents, "toast.update").toast(tagged: tag)
                }
                guard let current else { return .values([.boolean(false)]) }
                state.add(
                    { Self.show(kind: options.kind ?? current.kind, Self.merged(options, into: current, tag: tag)) },
                    from: call, function: "toast." + name)
                return .values([.boolean(true)])
            }
        case "dismiss":
            return { call throws(HostError) in
                switch call.arguments.first ?? .nil {
                case .integer(let id):
                    state.add({ .dismiss(.id(ToastID(Int(id))), by: .plugin) }, from: call, function: "toast." + name)
                case .string(let tag):
                    let tag = try Self.name(tag, "tag", "toast.dismiss")
                    state.add({ .dismissTag(tag, by: .plugin) }, from: call, function: "toast." + name)
                default: throw HostError("toast.dismiss expects a toast id or a tag")
                }
                _ = try state.contents.withLock { contents throws(HostError) in
                    try Self.queue(contents, "toast.dismiss")
                }
                return .values([])
            }
        case "dismiss_all":
            return { call throws(HostError) in
                _ = try state.contents.withLock { contents throws(HostError) in
                    try Self.queue(contents, "toast.dismiss_all")
                }
                state.add({ .dismissAll(by: .plugin) }, from: call, function: "toast." + name)
                return .values([])
            }
        case "expand", "collapse":
            return { call throws(HostError) in
                let target: ToastTarget
                switch call.arguments.first ?? .nil {
                case .nil: target = .current
                case .integer(let id): target = .id(ToastID(Int(id)))
                default: throw HostError("toast.\(name) expects a toast id, or nothing for the current toast")
                }
                _ = try state.contents.withLock { contents throws(HostError) in
                    try Self.queue(contents, "toast.\(name)")
                }
                state.add(
                    { name == "expand" ? .expand(target) : .collapse(target) }, from: call, function: "toast." + name)
                return .values([])
            }
        case "popup":
            return { call throws(HostError) in
                _ = try state.contents.withLock { contents throws(HostError) in try Self.queue(contents, "toast.popup")
                }
                let popup = try Self.popup(call.arguments.first ?? .nil)
                state.add({ .popup(popup) }, from: call, function: "toast." + name)
                return .values([])
            }
        case "quiet":
            return { call throws(HostError) in
                _ = try state.contents.withLock { contents throws(HostError) in try Self.queue(contents, "toast.quiet")
                }
                var mode: QuietMode??
                try decoded("toast.quiet") { context in
                    mode = QuietOptions.decode(call.arguments.first ?? .nil, at: .root, context)
                }
                guard let mode else { throw HostError("toast.quiet expects true, false or { below = priority }") }
                state.add({ .quiet(mode) }, from: call, function: "toast." + name)
                return .values([])
            }
        case "promise":
            return { call throws(HostError) in
                var options: PromiseOptions?
                try decoded("toast.promise") { context in
                    options = PromiseOptions.decode(call.arguments.first ?? .nil, at: .root, context)
                }
                guard let options else {
                    throw HostError(
                        "toast.promise expects { loading = \"loading\", success = \"saved\", error = \"failed\" }")
                }
                // A handle numbered per run (RunIdentities): another plugin's promise never has it.
                let handle = try state.contents.withLock { contents throws(HostError) -> String in
                    let queue = try Self.queue(contents, "toast.promise")
                    return options.tag ?? queue.run.identities.nextPromiseHandle()
                }
                state.add({ .promise(options.request(tag: handle)) }, from: call, function: "toast." + name)
                return .values([.string(handle)])
            }
        case "resolve", "reject":
            let result: PromiseResult = name == "resolve" ? .success : .failure
            let function = "toast." + name
            return { call throws(HostError) in
                let handle: PromiseHandle
                switch call.arguments.first ?? .nil {
                case .integer(let id): handle = .target(.id(ToastID(Int(id))))
                case .string(let tag): handle = .tag(try Self.name(tag, "tag", function))
                default: throw HostError("\(function) expects the handle toast.promise returned (a tag) or a toast id")
                }
                let options = try Self.options(call.arguments.dropFirst().first, ShowOptions.settleSchema, function)
                _ = try state.contents.withLock { contents throws(HostError) in try Self.queue(contents, function) }
                state.add({ .settle(handle, result, message: options.message) }, from: call, function: "toast." + name)
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
            "held": { _ throws(HostError) in
                let views = try state.contents.withLock { contents throws(HostError) in
                    try Self.queue(contents, "toast.held").held
                }
                return .values([.table(LuaTable(array: views.map(PluginValues.toast), fields: [], otherKeys: []))])
            },
            "time_of_day": { _ throws(HostError) in
                let reading = try state.contents.withLock { contents throws(HostError) in
                    try Self.queue(contents, "toast.time_of_day").timeOfDay
                }
                guard let reading else { return .values([.nil]) }
                return .values([PluginValues.timeOfDay(reading)])
            },
            "history": { _ throws(HostError) in
                let entries = try state.contents.withLock { contents throws(HostError) in
                    try Self.queue(contents, "toast.history").history
                }
                return .values([
                    .table(LuaTable(array: entries.map(PluginValues.historyEntry), fields: [], otherKeys: []))
                ])
            },
        ]
    }

    /// The options table of `show` or `update` (`nil` for none), decoded by the one schema
    /// scenarios use; the first problem is the Lua error, as `toast.show: options.priority: …`.
    private static func options(
        _ value: LuaValue?, _ schema: RecordSchema<ShowOptions>, _ function: String
    ) throws(HostError) -> ShowOptions {
        guard let value, value != .nil else { return ShowOptions() }
        var options = ShowOptions()
        try decoded(function) { context in
            schema.decode(value, at: KeyPath().appending("options"), into: &options, context)
        }
        return options
    }

    /// Runs `decode` with a context of its own and throws its first error, worded
    /// `function: path: message`: a value a plugin passes at run time is checked by the same
    /// decoders as a file's, and reported at the calling line.
    private static func decoded(_ function: String, _ decode: (DecodeContext) -> Void) throws(HostError) {
        let context = DecodeContext(file: function, sourceMap: SourceMap(source: ""), vm: nil)
        decode(context)
        guard let problem = context.diagnostics.first(where: { $0.severity == .error }) else { return }
        let at = problem.path.isRoot ? "" : "\(problem.path): "
        throw HostError("\(function): \(at)\(problem.message)")
    }

    /// What `toast.update` shows: its options over the tagged toast's. Without a new message or
    /// kind the toast keeps what it was shown with (its message re-formatted when new arguments
    /// come), else the text it shows.
    private static func merged(_ options: ShowOptions, into current: ToastView, tag: String) -> ShowOptions {
        var merged = options
        if options.message == nil && options.kind == nil {
            if let origin = current.content.origin {
                merged.message = origin.message
                if options.arguments.isEmpty { merged.arguments = origin.arguments }
            } else {
                merged.message = current.message
            }
        }
        merged.priority = options.priority ?? current.priority
        merged.position = options.position ?? current.position
        merged.tag = tag
        merged.progress = options.progress ?? current.content.progress
        merged.group = options.group ?? current.content.group
        // A sticky toast stays sticky through updates that keep its kind (a new message, progress).
        merged.sticky = options.sticky || (options.kind == nil && current.content.duration.isForever)
        return merged
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

    /// The command that shows `kind` with `options`: the pipeline resolves it in the run.
    private static func show(kind: String, _ options: ShowOptions) -> ToastCommand {
        .showKind(
            options.origin(kind: kind), priority: options.priority ?? 0, tag: options.tag, progress: options.progress)
    }

    private static func popup(_ value: LuaValue) throws(HostError) -> Popup {
        var popup: Popup?
        try decoded("toast.popup") { context in popup = PopupCommand.decode(value, at: .root, context) }
        guard let popup else { throw HostError("toast.popup: a popup has one or two buttons") }
        return popup
    }
}
