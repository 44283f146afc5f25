/// The text form of an event stream: one line per event, `time event toast details`, for
/// snapshot references and readable diffs. Times have millisecond precision; texts are quoted
/// with control characters escaped, so a line is always one line.
///
///     0.000 will_show #1
///     0.000 haptic #1 success
///     0.000 announce #1 polite "Saved"
///     0.250 did_show #1
///     0.300 vetoed #2 plugin=gate reason="no spam"
///     0.300 log plugin=stats "plugins/stats.lua:12: saved: 1"
public enum EventTranscript {
    /// The transcript of `events`, one line each, ending in a newline.
    public static func text(_ events: [TimedEvent]) -> String {
        events.map(line).map { $0 + "\n" }.joined()
    }

    /// One event as a line.
    public static func line(_ timed: TimedEvent) -> String {
        let time = NumberText.fixed(timed.time, digits: 3)
        let body: String =
            switch timed.event {
            case .willShow(let id): "will_show \(id)"
            case .didShow(let id): "did_show \(id)"
            case .willHide(let id, let reason): "will_hide \(id) \(reason.rawValue)"
            case .didHide(let id, let reason): "did_hide \(id) \(reason.rawValue)"
            case .haptic(let id, let haptic): "haptic \(id) \(haptic.rawValue)"
            case .announce(let id, let text, let politeness): "announce \(id) \(politeness.rawValue) \(quoted(text))"
            case .dropped(let id, let reason): "dropped \(id) \(reason.rawValue)"
            case .coalesced(let id, let count): "coalesced \(id) count=\(count)"
            case .updated(let id): "updated \(id)"
            case .action(let id, let actionID): "action \(id) \(quoted(actionID))"
            case .paused(let id): "paused \(id)"
            case .resumed(let id): "resumed \(id)"
            case .popupWillShow(let id): "popup_will_show \(id)"
            case .popupDidShow(let id): "popup_did_show \(id)"
            case .popupButton(let id, let index, let actionID): "popup_button \(id) \(index + 1) \(quoted(actionID))"
            case .popupWillHide(let id): "popup_will_hide \(id)"
            case .popupDidHide(let id): "popup_did_hide \(id)"
            case .vetoed(let id, let plugin, let reason): "vetoed \(id) plugin=\(plugin) reason=\(quoted(reason))"
            case .pluginFailed(let plugin, let message): "plugin_failed plugin=\(plugin) \(quoted(message))"
            case .pluginDisabled(let plugin): "plugin_disabled plugin=\(plugin)"
            case .pluginLog(let plugin, let text): "log plugin=\(plugin) \(quoted(text))"
            case .commandsRefused(let plugin, let count): "commands_refused plugin=\(plugin) count=\(count)"
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
