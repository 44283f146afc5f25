import FoundationEssentials
import ToastCore

/// A message for the page: a frame (binary) or a JSON text.
enum PreviewMessage: Sendable {
    case binary([UInt8])
    case text(String)

    /// The bytes of a frame (0 for a text message).
    var frameBytes: Int {
        if case .binary(let bytes) = self { return bytes.count }
        return 0
    }

    /// `{"lines":[…],"type":"events"}`: events as transcript lines (`0.250 did_show #1`), each
    /// a terminal line of the page's log (`TextMedium.terminal`: a plugin's text shows its
    /// controls and bidirectional characters escaped, and stays on its line).
    static func events(_ events: [TimedEvent]) -> PreviewMessage {
        json(Events(lines: events.map { TextMedium.terminal.field(EventTranscript.line($0)) }))
    }

    /// `{"text":…,"type":"notice"}`: a line for the log panel from the preview itself, written
    /// as a terminal line.
    static func notice(_ text: String) -> PreviewMessage {
        json(Notice(text: TextMedium.terminal.field(text)))
    }

    /// A JSON object as a text message: compact, keys sorted, `/` written `\/`.
    static func json(_ object: some Encodable) -> PreviewMessage {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            return .text(String(decoding: try encoder.encode(object), as: UTF8.self))
        } catch {
            return .text("{\"text\":\"unencodable message\",\"type\":\"notice\"}")
        }
    }

    private struct Events: Encodable {
        var type = "events"
        var lines: [String]
    }

    private struct Notice: Encodable {
        var type = "notice"
        var text: String
    }
}
