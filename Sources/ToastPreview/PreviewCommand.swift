import FoundationEssentials
import ToastCore

/// A message from the page: a button, a pointer, or a toggle. JSON, one object per WebSocket
/// text message, at most ``maximumBytes``.
package struct PreviewCommand: Decodable, Equatable {
    /// What to do: `show`, `popup`, `down`, `move` (the pointer moved: drags a pressed toast,
    /// else hovers a deck under a mouse), `up`, `leave` (the mouse left the screen), `dismissAll`
    /// or `settings`.
    package var op: String
    /// `show`: the kind.
    package var kind: String?
    /// `down`, `move` and `up`: the pointer, in screen points.
    package var x: Double?
    package var y: Double?
    /// `settings`: the toggles, each optional (absent keeps it).
    package var screen: String?
    package var appearance: String?
    package var locale: String?
    package var textSize: Double?
    package var reducedMotion: Bool?
    package var screenReader: Bool?
    package var increaseContrast: Bool?
    package var reduceTransparency: Bool?
    /// `settings`: seconds after the show to freeze at; a negative number leaves still mode.
    package var still: Double?
    /// `settings`: the arguments of the messages the kind buttons show, in order.
    package var arguments: [String]?

    /// The longest command accepted.
    package static let maximumBytes = 4_096

    /// The command in `text`, or `nil` for anything else.
    package static func parse(_ text: String) -> PreviewCommand? {
        guard text.utf8.count <= maximumBytes else { return nil }
        return try? JSONDecoder().decode(PreviewCommand.self, from: Data(text.utf8))
    }

    /// What a `show`, `popup` or `dismissAll` asks of the queue, in order (a kind shown with
    /// `arguments`, the settings' own); `nil` for the other commands (a pointer becomes a gesture
    /// only against the frame on screen, settings are the session's own).
    package func queueCommands(arguments: [FormatArgument] = []) -> [ToastCommand]? {
        switch op {
        case "show": kind.map { [.showKind(ToastOrigin(kind: $0, arguments: arguments))] }
        case "popup": [.popup(Self.samplePopup)]
        case "dismissAll": [.dismissAll(by: .user), .dismissPopup]
        default: nil
        }
    }

    /// The popup the page's Popup button shows.
    package static let samplePopup = Popup(
        title: "Discard this entry?", description: "What you wrote today will be lost.",
        buttons: [
            PopupButton(id: "keep", title: "Keep", role: .secondary),
            PopupButton(id: "discard", title: "Discard", role: .primary),
        ])

    /// The pointer position, when the command has one.
    package var point: Point? {
        guard let x, let y, x.isFinite, y.isFinite else { return nil }
        return Point(x: x, y: y)
    }
}
