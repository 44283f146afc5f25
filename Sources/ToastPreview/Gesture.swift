import ToastCore

/// What a pointer on the phone's screen touches, and what a press turns into: the page sends
/// where the pointer went down, moved and came up (in screen points), the session calls the
/// center (a touch, then a tap, or a drag the toast follows and its release).
enum Gesture {
    /// What lies under a point of a frame, topmost first (toasts draw above popups).
    enum Target: Equatable {
        /// A toast, and the action of the button under the point, if any.
        case toast(ToastID, action: String?)
        case popupButton(Int)
        case nothing
    }

    /// How far (points) a press may move and still be a tap; further, the toast follows the finger.
    static let swipeDistance = 24.0
    /// How long (seconds) a press may last and still be a tap; longer only holds (pauses).
    static let tapDuration = 0.5

    /// The toast or popup button under `point` in `frame`.
    static func target(at point: Point, in frame: Frame) -> Target {
        for layer in frame.toasts.reversed() where layer.phase != .exiting {
            let area = layer.frame.offsetBy(dx: layer.transform.offset.x, dy: layer.transform.offset.y)
            if area.contains(point) { return .toast(layer.id, action: layer.hitRegion(atScreen: point)?.actionID) }
        }
        if let popup = frame.popup, popup.phase != .exiting {
            let card = popup.layout.frame.offsetBy(dx: popup.transform.offset.x, dy: popup.transform.offset.y)
            for (index, button) in popup.layout.buttonFrames.enumerated()
            where button.offsetBy(dx: card.minX, dy: card.minY).contains(point) {
                return .popupButton(index)
            }
        }
        return .nothing
    }

    /// The newest toast of the deck (the `deck` policy) whose cards, as drawn, hold `point`, the
    /// gaps between the cards of an expanded deck included (so the pointer can travel along it);
    /// `nil` over no deck.
    static func deck(at point: Point, in frame: Frame) -> ToastID? {
        var areas: [(key: DeckKey, area: Rect, newest: ToastID)] = []
        for layer in frame.toasts where layer.deck != nil && layer.phase != .exiting && layer.transform.opacity > 0 {
            let scale = layer.transform.scale
            let drawn = Rect(
                x: layer.frame.minX + layer.frame.width * (1 - scale) / 2 + layer.transform.offset.x,
                y: layer.frame.minY + layer.frame.height * (1 - scale) / 2 + layer.transform.offset.y,
                width: layer.frame.width * scale, height: layer.frame.height * scale)
            let key = DeckKey(layer.content)
            if let index = areas.firstIndex(where: { $0.key == key }) {
                areas[index].area = areas[index].area.union(drawn)
                areas[index].newest = layer.id
            } else {
                areas.append((key, drawn, layer.id))
            }
        }
        return areas.last { $0.area.contains(point) }?.newest
    }

    /// The finger's offset from `start` to `end` as a drag carries it: `x` toward the trailing
    /// side (the screen's left under right-to-left), `y` downward.
    static func offset(from start: Point, to end: Point, rightToLeft: Bool) -> Point {
        Point(x: rightToLeft ? start.x - end.x : end.x - start.x, y: end.y - start.y)
    }

    /// ``offset(from:to:rightToLeft:)``, or `nil` while the finger is still within
    /// ``swipeDistance`` of where it came down (a tap or a hold, not yet a drag).
    static func drag(from start: Point, to end: Point, rightToLeft: Bool) -> Point? {
        let offset = offset(from: start, to: end, rightToLeft: rightToLeft)
        guard (offset.x * offset.x + offset.y * offset.y).squareRoot() >= swipeDistance else { return nil }
        return offset
    }
}
