/// The text form of an event stream: one line per event, `time event toast details`, for
/// snapshot references and readable diffs. A toast is named by its kind and id (`saved#1`,
/// the kind it was requested with), or by its id alone when its kind is not known. Times
/// have millisecond precision; texts are quoted with control characters escaped, so a line is
/// always one line.
///
///     0.000 will_show saved#1
///     0.000 haptic saved#1 success
///     0.000 announce saved#1 polite "Saved"
///     0.250 did_show saved#1
///     0.300 vetoed saved#2 plugin=gate reason="no spam"
///     0.300 log plugin=stats "plugins/stats.lua:12: saved: 1"
public enum EventTranscript {
    /// The transcript of `events`, one line each, ending in a newline.
    /// - Parameters:
    ///   - events: the events, in order.
    ///   - kinds: the kind each toast was requested with (``ToastPipeline/requestedKinds``).
    public static func text(_ events: [TimedEvent], kinds: [ToastID: String] = [:]) -> String {
        events.map { line($0, kinds: kinds) + "\n" }.joined()
    }

    /// One event as a line, its toast named by kind and id when `kinds` knows it.
    public static func line(_ timed: TimedEvent, kinds: [ToastID: String] = [:]) -> String {
        let time = NumberText.fixed(timed.time, digits: 3)
        func name(_ id: ToastID) -> String { kinds[id].map { "\($0)\(id)" } ?? "\(id)" }
        let body: String =
            switch timed.event {
            case .willShow(let id): "will_show \(name(id))"
            case .didShow(let id): "did_show \(name(id))"
            case .willHide(let id, let reason): "will_hide \(name(id)) \(reason.rawValue)"
            case .didHide(let id, let reason): "did_hide \(name(id)) \(reason.rawValue)"
            case .haptic(let id, let haptic): "haptic \(name(id)) \(haptic.rawValue)"
            case .announce(let id, let text, let politeness):
                "announce \(name(id)) \(politeness.rawValue) \(quoted(text))"
            case .dropped(let id, let reason): "dropped \(name(id)) \(reason.rawValue)"
            case .coalesced(let id, let count): "coalesced \(name(id)) count=\(count)"
            case .updated(let id): "updated \(name(id))"
            case .action(let id, let actionID): "action \(name(id)) \(quoted(actionID))"
            case .paused(let id): "paused \(name(id))"
            case .resumed(let id): "resumed \(name(id))"
            case .popupWillShow(let id): "popup_will_show \(id)"
            case .popupDidShow(let id): "popup_did_show \(id)"
            case .popupButton(let id, let index, let actionID): "popup_button \(id) \(index + 1) \(quoted(actionID))"
            case .popupWillHide(let id): "popup_will_hide \(id)"
            case .popupDidHide(let id): "popup_did_hide \(id)"
            case .vetoed(let id, let plugin, let reason): "vetoed \(name(id)) plugin=\(plugin) reason=\(quoted(reason))"
            case .pluginFailed(let plugin, let message): "plugin_failed plugin=\(plugin) \(quoted(message))"
            case .pluginDisabled(let plugin): "plugin_disabled plugin=\(plugin)"
            case .pluginLog(let plugin, let text): "log plugin=\(plugin) \(quoted(text))"
            case .commandsRefused(let plugin, let count): "commands_refused plugin=\(plugin) count=\(count)"
            case .budgetExhausted(let plugin, let resource, let limit, let usage):
                "budget_exhausted plugin=\(plugin) budget=\(resource.rawValue) limit=\(limit) "
                    + "instructions=\(usage.instructions) commands=\(usage.commands) steps=\(usage.steps)"
            case .runAborted(let plugin, let message): "run_aborted plugin=\(plugin) \(quoted(message))"
            case .themeSwapped(let theme): "theme_swapped \(quoted(theme))"
            case .kindMissing(let id, let kind): "kind_missing \(id) \(quoted(kind))"
            case .themeFailed(let message): "theme_failed \(quoted(message))"
            }
        return "\(time) \(body)"
    }

    /// `"text"` with quotes and backslashes escaped, and control characters as `ControlText` spells them.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where ControlText.isControl(scalar): out += ControlText.escape(scalar)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
