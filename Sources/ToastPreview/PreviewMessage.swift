import Foundation
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

    /// `{"type":"events","lines":[…]}`: events as transcript lines (`0.250 did_show #1`).
    static func events(_ events: [TimedEvent]) -> PreviewMessage {
        json(["type": "events", "lines": events.map { EventTranscript.line($0) }])
    }

    /// `{"type":"notice","text":…}`: a line for the log panel from the preview itself.
    static func notice(_ text: String) -> PreviewMessage {
        json(["type": "notice", "text": text])
    }

    /// A JSON object as a text message.
    static func json(_ object: [String: Any]) -> PreviewMessage {
        do {
            let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
            return .text(String(decoding: data, as: UTF8.self))
        } catch {
            return .text("{\"type\":\"notice\",\"text\":\"unencodable message\"}")
        }
    }
}
