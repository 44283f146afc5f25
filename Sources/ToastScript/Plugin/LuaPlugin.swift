import Synchronization
import ToastCore

/// A plugin file loaded into its own sandboxed VM: its globals and state are its own, each
/// handler or filter call has the VM's call instruction budget and the state's memory cap.
/// A call that fails is reported as "file:line: message" and its commands are dropped.
///
/// What it hands back is bounded (`TextLimits`): a failure's message, a veto's reason and each
/// logged line are cut with a visible mark, and over its life the plugin logs at most
/// `TextLimits.logLinesPerRun` lines, then one line that says so; later lines are counted in
/// ``droppedLogLines``.
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
    /// The lines of the plugin's file, where the theme reports a problem of a kind it contributes.
    let sourceMap: SourceMap
    let vm: LuaVM
    /// The handler of each event, by ``PluginEventName/ordinal``.
    private let handlers: [LuaFunctionRef?]
    private let filterFunction: LuaFunctionRef?
    /// The line where the filter function is defined in the plugin's file (else the line of
    /// `filter =`), where a malformed reply is reported.
    let filterLine: Int?
    private let state: PluginCallState
    /// Lines logged so far (kept and dropped).
    private let logged = Mutex<Int>(0)

    init(
        name: String, file: String, vm: LuaVM, state: PluginCallState, handlers: [PluginEventName: LuaFunctionRef],
        filter: LuaFunctionRef?, filterLine: Int? = nil, kinds: LuaValue?, strings: LuaValue?,
        sourceMap: SourceMap = SourceMap(source: "")
    ) {
        self.name = name
        self.file = file
        self.vm = vm
        self.state = state
        var byOrdinal = [LuaFunctionRef?](repeating: nil, count: PluginEventName.allCases.count)
        for (name, function) in handlers { byOrdinal[name.ordinal] = function }
        self.handlers = byOrdinal
        self.filterFunction = filter
        self.filterLine = filterLine
        self.kinds = kinds
        self.strings = strings
        self.sourceMap = sourceMap
        self.events = PluginEventSet(handlers.keys)
        self.filtersRequests = filter != nil
    }

    /// Lines the plugin logged outside calls (while loading), as "file:line: text".
    public func takeLog() -> [String] { bounded(vm.takeLog()) }

    /// Lines logged past `TextLimits.logLinesPerRun` and dropped.
    public var droppedLogLines: Int { logged.withLock { max(0, $0 - TextLimits.logLinesPerRun) } }

    /// Calls the handler for `event` (with the toast it is about and the queue), returning its commands and logs, or why it failed.
    public func handle(_ event: TimedEvent, toast: ToastView?, queue: QueueView) -> PluginReply {
        guard let name = event.event.pluginName, let function = handlers[name.ordinal] else { return .none }
        state.begin(queue)
        var failure: String?
        var aborts = false
        var shared: Int?
        // What a successful call used, handed back by the sandbox: the hot path takes no
        // statistics lock (a failed call's count is read from the VM's statistics).
        var used: Int?
        do {
            try PluginValues.withViews(of: event, toast: toast) { views throws(LuaError) in
                used = try vm.handle(function, hasToast: toast != nil, views: views)
            }
        } catch {
            failure = error.description
            aborts = error.reason == .timeLimit
            shared = Self.sharedLimit(error)
        }
        var reply = finish(failure: failure, instructions: used)
        reply.abortsRun = aborts
        reply.exhausted = shared.map { (.allMemory, $0) }
        return reply
    }

    /// `lines`, less those past the plugin's log limit; the line that reaches it is followed by
    /// one that says so.
    private func bounded(_ lines: [String]) -> [String] {
        guard !lines.isEmpty else { return lines }
        let limit = TextLimits.logLinesPerRun
        let before = logged.withLock { count in
            defer { count += lines.count }
            return count
        }
        let kept = max(0, min(lines.count, limit - before))
        guard kept < lines.count else { return lines }
        // Past the limit already: a line was dropped before, and the notice went with it.
        let noticed = before > limit
        return Array(lines.prefix(kept)) + (noticed ? [] : [LuaErrorWording.logLimit(limit)])
    }

    /// Calls the `filter` function on `request`: pass, change or veto it.
    public func filter(_ request: ToastRequest, queue: QueueView) -> (FilterDecision, PluginReply) {
        guard let filterFunction else { return (.pass, .none) }
        var (result, reply) = call(filterFunction, [PluginValues.request(request, time: queue.now)], queue)
        guard reply.failure == nil else { return (.pass, reply) }
        let run = queue.run
        let resolve: PluginFilterResult.Resolver = { origin throws(ThemeError) in try run.resolve(origin) }
        switch PluginFilterResult.decode(result, request: request, file: file, line: filterLine, resolve: resolve) {
        case .success(let decision): return (decision, reply)
        case .failure(let message):
            reply.failure = TextLimits.cut(message, limit: TextLimits.failureMessage)
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
        var shared: Int?
        do { result = try vm.call(function, arguments) } catch {
            failure = error.description
            aborts = error.reason == .timeLimit
            shared = Self.sharedLimit(error)
        }
        var reply = finish(failure: failure)
        reply.abortsRun = aborts
        reply.exhausted = shared.map { (.allMemory, $0) }
        return (result, reply)
    }

    /// The limit of the memory all plugins of the run share, when `error` is that limit's.
    private static func sharedLimit(_ error: LuaError) -> Int? {
        if case .sharedMemoryLimit(let limit) = error.reason { return limit }
        return nil
    }

    /// Ends the call begun with `state.begin`: its commands (none when it failed), logs, failure
    /// and the instructions it used (`instructions`, else the VM's statistics).
    private func finish(failure: String?, instructions: Int? = nil) -> PluginReply {
        let (commands, refused) = state.end()
        return PluginReply(
            commands: failure == nil ? commands : [], logs: bounded(vm.takeLog()),
            failure: failure.map { TextLimits.cut($0, limit: TextLimits.failureMessage) },
            refused: failure == nil ? refused : 0, instructions: instructions ?? vm.statistics.instructions)
    }
}
