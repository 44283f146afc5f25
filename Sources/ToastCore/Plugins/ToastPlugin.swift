/// A plugin of the toast queue: handlers for the presenter's events and a filter for requests
/// before they are queued. Lua plugins (`toast.plugin { … }`) implement it in ToastScript; an
/// app may implement it in Swift.
///
/// The host never calls a plugin re-entrantly: the commands a call returns are applied after it
/// returns, in order, at the same virtual time, and the events they cause are handed to plugins
/// after that (breadth first).
public protocol ToastPlugin: AnyObject, Sendable {
    /// The plugin's name, used in events (`vetoed`, `pluginFailed`) and transcripts.
    var name: String { get }
    /// The events `handle` is called for.
    var events: PluginEventSet { get }
    /// Whether `filter` is called for every request.
    var filtersRequests: Bool { get }

    /// Called for each event in `events`.
    /// - Parameters:
    ///   - event: the event and its time.
    ///   - toast: a read-only view of the toast the event is about, when it is known.
    ///   - queue: what is visible and waiting now.
    /// - Returns: commands to apply, lines logged, or a failure.
    func handle(_ event: TimedEvent, toast: ToastView?, queue: QueueView) -> PluginReply

    /// Called before `request` is queued.
    /// - Returns: the decision (pass, rewrite, veto) and the reply (commands, logs, failure).
    func filter(_ request: ToastRequest, queue: QueueView) -> (FilterDecision, PluginReply)
}

/// What a plugin call hands back to the host.
public struct PluginReply: Sendable {
    /// Commands to apply after the call, in order, each with where the plugin issued it.
    public var commands: [PluginCommand]
    /// Lines the plugin logged ("file:line: text").
    public var logs: [String]
    /// Why the call failed ("file:line: message"); its commands are then not applied.
    public var failure: String?
    /// Commands the plugin refused as the call made them, past its own per-call bound or the
    /// queue view's ``QueueView/commandAllowance`` (counted toward the run budgets).
    public var refused: Int
    /// Instructions the call used, charged to the plugin's ``PluginRunBudget`` (0 for a plugin
    /// that does not count them). Not part of ``isEmpty``.
    public var instructions: Int
    /// Set when the call tripped a last-resort guard (the wall clock): the whole run must fail,
    /// as `failure` says. Not part of ``isEmpty`` (a failure is set too).
    public var abortsRun = false
    /// Set when the call crossed a run budget the pipeline cannot count itself (the memory of
    /// all plugin states, ``PluginResource/allMemory``), with its limit: the pipeline stops the
    /// plugins as for its own budgets. Not part of ``isEmpty`` (a failure is set too).
    public var exhausted: (resource: PluginResource, limit: Int)?

    /// A reply; the defaults are an empty reply (no command, no log, no failure).
    public init(
        commands: [PluginCommand] = [], logs: [String] = [], failure: String? = nil, refused: Int = 0,
        instructions: Int = 0
    ) {
        self.commands = commands
        self.logs = logs
        self.failure = failure
        self.refused = refused
        self.instructions = instructions
    }

    /// Nothing to do.
    public static let none = PluginReply()

    /// Whether the reply has no commands, logs, failure or refusals.
    public var isEmpty: Bool { commands.isEmpty && logs.isEmpty && failure == nil && refused == 0 }
}

/// A command a plugin issued, with where it issued it: a command the pipeline cannot carry out
/// (a kind the theme lacks, a promise whose kinds do not resolve) is reported there, as a
/// `pluginFailed` event "file:line: message", never dropped in silence.
public struct PluginCommand: Sendable {
    /// What to do.
    public var command: ToastCommand
    /// Where and how the plugin issued it ("plugins/x.lua:12: toast.show"; a Swift plugin names
    /// itself): a failure is reported as "source: message".
    public var source: String

    /// `command`, issued at `source`.
    public init(_ command: ToastCommand, source: String) {
        self.command = command
        self.source = source
    }
}

/// A filter's verdict on a request.
public enum FilterDecision: Sendable {
    /// Queue the request as it is.
    case pass
    /// Queue this request instead.
    case rewrite(ToastRequest)
    /// Do not queue it; the toast is accounted for as `.vetoed` with this reason.
    case veto(reason: String)
}
