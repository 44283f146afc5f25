import ToastCore

/// A plugin file loaded into its own sandboxed VM: its globals and state are its own, each
/// handler or filter call has the VM's call instruction budget and the state's memory cap.
/// A call that fails is reported as "file:line: message" and its commands are dropped.
public final class LuaPlugin: ToastPlugin {
    /// The host's plugin API version; a plugin asking for another is refused.
    public static let apiVersion = 1

    /// The plugin's `name`, as transcripts and messages show it.
    public let name: String
    /// The file it was loaded from.
    public let file: String
    /// The events it has handlers for (others never call it).
    public let events: PluginEventSet
    /// Whether it has a `filter` function, called for every request before it is queued.
    public let filtersRequests: Bool
    /// The `kinds` table the plugin contributes, merged under the theme's own kinds.
    let kinds: LuaValue?
    /// The `strings` table the plugin contributes, merged under the theme's own strings.
    let strings: LuaValue?
    let vm: LuaVM
    /// The handler of each event, by ``PluginEventName/ordinal``.
    private let handlers: [LuaFunctionRef?]
    private let filterFunction: LuaFunctionRef?
    private let state: PluginCallState

    init(
        name: String, file: String, vm: LuaVM, state: PluginCallState, handlers: [PluginEventName: LuaFunctionRef],
        filter: LuaFunctionRef?, kinds: LuaValue?, strings: LuaValue?
    ) {
        self.name = name
        self.file = file
        self.vm = vm
        self.state = state
        var byOrdinal = [LuaFunctionRef?](repeating: nil, count: PluginEventName.allCases.count)
        for (name, function) in handlers { byOrdinal[name.ordinal] = function }
        self.handlers = byOrdinal
        self.filterFunction = filter
        self.kinds = kinds
        self.strings = strings
        self.events = PluginEventSet(handlers.keys)
        self.filtersRequests = filter != nil
    }

    /// Resolves the kinds of `toast.show` against `theme` in `context` (done by
    /// ``LoadedTheme/makeCenter(clock:context:reducedMotion:keepsHistory:extraPlugins:)``).
    public func bind(theme: Theme, context: ResolutionContext) {
        state.bind(theme: theme, context: context)
    }

    /// Lines the plugin logged outside calls (while loading), as "file:line: text".
    public func takeLog() -> [String] { vm.takeLog() }

    /// Calls the handler for `event` (with the toast it is about and the queue), returning its commands and logs, or why it failed.
    public func handle(_ event: TimedEvent, toast: ToastView?, queue: QueueView) -> PluginReply {
        guard let name = event.event.pluginName, let function = handlers[name.ordinal] else { return .none }
        state.begin(queue)
        var failure: String?
        var aborts = false
        do {
            try PluginValues.withViews(of: event, name: name, toast: toast) { views throws(LuaError) in
                try vm.handle(function, hasToast: toast != nil, views: views)
            }
        } catch {
            failure = error.description
            aborts = error.reason == .timeLimit
        }
        var reply = finish(failure: failure)
        reply.abortsRun = aborts
        return reply
    }

    /// Calls the `filter` function on `request`: pass, change or veto it.
    public func filter(_ request: ToastRequest, queue: QueueView) -> (FilterDecision, PluginReply) {
        guard let filterFunction else { return (.pass, .none) }
        var (result, reply) = call(filterFunction, [PluginValues.request(request, time: queue.now)], queue)
        guard reply.failure == nil else { return (.pass, reply) }
        switch PluginFilterResult.decode(result, request: request, file: file) {
        case .success(let decision): return (decision, reply)
        case .failure(let message):
            reply.failure = message
            reply.commands = []
            return (.pass, reply)
        }
    }

    private func call(_ function: LuaFunctionRef, _ arguments: [LuaValue], _ queue: QueueView)
        -> (result: LuaValue, reply: PluginReply)
    {
        state.begin(queue)
        var result = LuaValue.nil
        var failure: String?
        var aborts = false
        do { result = try vm.call(function, arguments) } catch {
            failure = error.description
            aborts = error.reason == .timeLimit
        }
        var reply = finish(failure: failure)
        reply.abortsRun = aborts
        return (result, reply)
    }

    /// Ends the call begun with `state.begin`: its commands (none when it failed), logs and failure.
    private func finish(failure: String?) -> PluginReply {
        let (commands, refused) = state.end()
        return PluginReply(
            commands: failure == nil ? commands : [], logs: vm.takeLog(), failure: failure,
            refused: failure == nil ? refused : 0, instructions: vm.statistics.instructions)
    }
}
