/// Why a toast left the screen.
public enum HideReason: Sendable, Hashable {
    /// The hold time ran out.
    case timeout
    /// A dismissal command hid it, and who gave it.
    case dismissed(by: Dismisser)
    /// The toast was tapped (taps dismiss it).
    case tap
    /// Its action ran (a tap on its button, or on a toast of one action).
    case action
    /// It was swiped away.
    case swipe
    /// A newer toast replaced it (the `replace` policy).
    case replaced
    /// A toast of higher priority took its place on a full stack: it leaves at once and waits
    /// again, first among those of its priority, to show later with the hold time it had left.
    case preempted

    /// The reason as transcripts and plugins name it: `timeout`, `dismissed` (whoever
    /// dismissed it), `tap`, `action`, `swipe`, `replaced`, `preempted`.
    public var name: String {
        switch self {
        case .timeout: "timeout"
        case .dismissed: "dismissed"
        case .tap: "tap"
        case .action: "action"
        case .swipe: "swipe"
        case .replaced: "replaced"
        case .preempted: "preempted"
        }
    }
}

/// Why a toast never made it to the screen.
public enum DropReason: Sendable, Hashable {
    /// The pending queue was full.
    case overflow
    /// `dropWhileBusy` was in force and something was showing or waiting.
    case busy
    /// A newer toast replaced it under the `replace` policy.
    case replaced
    /// A dismissal command removed it while it waited (or was held), and who gave it.
    case dismissed(by: Dismisser)

    /// The reason as transcripts and plugins name it: `overflow`, `busy`, `replaced`,
    /// `dismissed` (whoever dismissed it).
    public var name: String {
        switch self {
        case .overflow: "overflow"
        case .busy: "busy"
        case .replaced: "replaced"
        case .dismissed: "dismissed"
        }
    }

    /// Whether a dismissal removed it (not the queue's bounds or policy).
    public var isDismissal: Bool {
        if case .dismissed = self { true } else { false }
    }
}

/// How urgently assistive technology should speak an announcement.
public enum Politeness: String, Sendable, Hashable, CaseIterable {
    /// Spoken when the user pauses (polite) or at once, interrupting (assertive).
    case polite, assertive
}

/// Something the presenter did, for the host app (haptics, VoiceOver) and for tests that
/// assert the exact transcript. Each case has its row in the one table of events
/// (``describe(to:)``, in `Events/EventTable.swift`): its name, subject and details, from which
/// the transcript, the plugin event set and the handler's event view are derived.
public enum ToastEvent: Sendable, Hashable {
    /// The toast is about to start its enter transition.
    case willShow(ToastID)
    /// The toast's enter transition finished.
    case didShow(ToastID)
    /// The toast is about to start its exit transition, and why.
    case willHide(ToastID, HideReason)
    /// The toast's exit transition finished; it is gone.
    case didHide(ToastID, HideReason)
    /// The host should play this haptic as the toast appears.
    case haptic(ToastID, Haptic)
    /// The host should have assistive technology speak `text`.
    case announce(ToastID, text: String, politeness: Politeness)
    /// The toast left the queue without ever being shown, and why.
    case dropped(ToastID, DropReason)
    /// A duplicate arrived; the toast now shows this count.
    case coalesced(ToastID, count: Int)
    /// A toast with the same tag arrived and replaced this one's content.
    case updated(ToastID)
    /// The toast's action button was tapped.
    case action(ToastID, actionID: String)
    /// A touch paused the toast's hold time.
    case paused(ToastID)
    /// The touch ended; the hold time runs again.
    case resumed(ToastID)
    /// A deck (the `deck` policy) expands: its front toast and how many toasts it holds.
    case expanded(ToastID, count: Int)
    /// A deck collapses again: its front toast and how many toasts it holds.
    case collapsed(ToastID, count: Int)
    /// The popup is about to start its enter transition.
    case popupWillShow(PopupID)
    /// The popup's enter transition finished.
    case popupDidShow(PopupID)
    /// A popup button was tapped (index into its buttons).
    case popupButton(PopupID, index: Int, actionID: String)
    /// The popup is about to start its exit transition.
    case popupWillHide(PopupID)
    /// The popup's exit transition finished; it is gone.
    case popupDidHide(PopupID)
    /// A plugin's request filter refused the toast before it was queued.
    case vetoed(ToastID, plugin: String, reason: String)
    /// A plugin's handler or filter failed ("file:line: message"); the toast went on without it.
    case pluginFailed(plugin: String, message: String)
    /// A plugin failed too often in a row and is no longer called.
    case pluginDisabled(plugin: String)
    /// A line a plugin passed to `log` ("file:line: text").
    case pluginLog(plugin: String, text: String)
    /// Commands a plugin issued past the per-call bound, not applied.
    case commandsRefused(plugin: String, count: Int)
    /// A plugin reached `limit` of its run budget (``PluginRunBudget``) for `resource` and is no
    /// longer called; `usage` is what it used, counting the call or command that went over.
    case budgetExhausted(plugin: String, resource: PluginResource, limit: Int, usage: PluginUsage)
    /// A plugin's call tripped a last-resort guard (the wall clock): what happens next would
    /// depend on the machine, so every plugin is stopped and the run must fail ("file:line: message").
    case runAborted(plugin: String, message: String)
    /// A new theme took over the running center (``ToastCenter/swap(theme:plugins:setting:)``).
    case themeSwapped(theme: String)
    /// The new theme has no kind `kind`: the toast, waiting or on screen, keeps the content it had.
    case kindMissing(ToastID, kind: String)
    /// A new version of the theme could not be loaded ("file:line: message", one problem a
    /// line); the theme in force stays.
    case themeFailed(message: String)
    /// A swipe dismissed the toast toward this edge (a `swipe` command, or a drag let go far or
    /// fast enough); its `willHide` follows.
    case swipe(ToastID, toward: Edge)
    /// A finger began dragging the toast (it follows the finger; its countdown pauses).
    case dragBegan(ToastID)
    /// The finger dragging the toast lifted: a `swipe` follows when it leaves, else it springs back.
    case dragEnded(ToastID)
    /// Quiet mode held the toast: it arrived below the quiet threshold (``QuietMode``) and waits,
    /// neither shown nor dropped, until quiet mode ends.
    case held(ToastID)
    /// Quiet mode ended (or its threshold fell below the toast's priority): the held toast joins
    /// the queue, in the order it arrived.
    case released(ToastID)
    /// Quiet mode ended and the held toast is counted in the summary toast `into` instead of shown.
    case summarized(ToastID, into: ToastID)
    /// Quiet mode began or changed (`mode`), or ended (`nil`).
    case quiet(QuietMode?)
    /// A link in the toast's rich text was tapped: its position among the toast's links
    /// (``ToastContent/links``, 0-based) and its target, which the host may open (Tartine never
    /// does). The toast stays.
    case link(ToastID, index: Int, href: String)
}

/// An event and the clock time it happened at.
public struct TimedEvent: Sendable, Hashable, CustomStringConvertible {
    /// The clock time, in seconds, the event happened at.
    public var time: Double
    /// What happened.
    public var event: ToastEvent

    /// Pairs an event with its time.
    public init(_ time: Double, _ event: ToastEvent) {
        self.time = time
        self.event = event
    }

    /// The time and the event, as `1.25 didShow(#1)`.
    public var description: String { "\(time) \(event)" }
}
