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

    /// One event as a line, its toast named by kind and id when `kinds` knows it: the event's
    /// row in the table of events (``ToastEvent/describe(to:)``), written out.
    public static func line(_ timed: TimedEvent, kinds: [ToastID: String] = [:]) -> String {
        var writer = LineWriter(kinds: kinds, text: NumberText.fixed(timed.time, digits: 3))
        timed.event.describe(to: &writer)
        return writer.text
    }

    /// Writes an event's name, subject and details, separated by spaces.
    private struct LineWriter: EventDescriber {
        let kinds: [ToastID: String]
        var text: String

        mutating func event(_ name: EventName, about subject: EventSubject) {
            text += " " + name.text
            switch subject {
            case .none: break
            case .toast(let id): text += " " + (kinds[id].map { "\($0)\(id)" } ?? "\(id)")
            case .popup(let id): text += " \(id)"
            case .toastID(let id): text += " \(id)"
            }
        }

        mutating func detail(_ label: EventLabel, _ value: ViewValue, _ style: DetailStyle) {
            let written: String =
                switch value {
                case .integer(let n): "\(n)"
                // NaN has one spelling (Swift writes "-nan" for a NaN whose sign bit is set)
                case .number(let x): x.isNaN ? "nan" : "\(x)"
                case .string(let s): s
                case .boolean(let b): b ? "true" : "false"
                case .hints(let hints): hints.map(\.name).joined(separator: ",")
                }
            switch style {
            case .bare: text += " " + ControlText.escaped(written)
            case .quoted: text += " " + quoted(written)
            case .labelled: text += " \(label.text)=" + ControlText.escaped(written)
            case .labelledQuoted: text += " \(label.text)=" + quoted(written)
            }
        }
    }

    /// `"text"` with quotes and backslashes escaped, and control, format and separator
    /// characters as `ControlText` spells them: a transcript line is a terminal line.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where ControlText.isHidden(scalar): out += ControlText.escape(scalar)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
