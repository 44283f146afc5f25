/// Why a toast left the screen.
public enum HideReason: String, Sendable, Hashable {
    case timeout, dismissed, tap, action, swipe, replaced
}

/// Why a toast never made it to the screen.
public enum DropReason: String, Sendable, Hashable {
    /// The pending queue was full.
    case overflow
    /// `dropWhileBusy` was in force and something was showing or waiting.
    case busy
    /// A newer toast replaced it under the `replace` policy.
    case replaced
    /// `dismiss` was called while it waited.
    case dismissed
}

/// How urgently assistive technology should speak an announcement.
public enum Politeness: String, Sendable, Hashable {
    case polite, assertive
}

/// Something the presenter did, for the host app (haptics, VoiceOver) and for tests that
/// assert the exact transcript.
public enum ToastEvent: Sendable, Hashable {
    case willShow(ToastID)
    case didShow(ToastID)
    case willHide(ToastID, HideReason)
    case didHide(ToastID, HideReason)
    case haptic(ToastID, Haptic)
    case announce(ToastID, text: String, politeness: Politeness)
    case dropped(ToastID, DropReason)
    /// A duplicate arrived; the toast now shows this count.
    case coalesced(ToastID, count: Int)
    /// A toast with the same tag arrived and replaced this one's content.
    case updated(ToastID)
    /// The toast's action button was tapped.
    case action(ToastID, actionID: String)
    case paused(ToastID)
    case resumed(ToastID)
    case popupWillShow(PopupID)
    case popupDidShow(PopupID)
    /// A popup button was tapped (index into its buttons).
    case popupButton(PopupID, index: Int, actionID: String)
    case popupWillHide(PopupID)
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
}

/// An event and the clock time it happened at.
public struct TimedEvent: Sendable, Hashable, CustomStringConvertible {
    public var time: Double
    public var event: ToastEvent

    public init(_ time: Double, _ event: ToastEvent) {
        self.time = time
        self.event = event
    }

    public var description: String { "\(time) \(event)" }
}
