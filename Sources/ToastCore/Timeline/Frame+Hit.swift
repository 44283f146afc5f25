/// What lies under a point of a frame: a host that turns a pointer into queue commands (the
/// preview's page, the notification server's windows) asks the frame, topmost first.
public enum FrameHit: Sendable, Equatable {
    /// A toast, and the action of the button under the point, if any.
    case toast(ToastID, action: String?)
    /// A button of the popup (its index).
    case popupButton(Int)
    /// Nothing that takes a press.
    case nothing
}

extension Frame {
    /// The toast or popup button under `point` (screen points), toasts first (they draw above
    /// popups); a toast that is leaving takes no press.
    /// - Parameter point: a point on the frame's screen.
    /// - Returns: what a press there lands on.
    public func hit(at point: Point) -> FrameHit {
        for layer in toasts.reversed() where layer.phase != .exiting {
            let area = layer.frame.offsetBy(dx: layer.transform.offset.x, dy: layer.transform.offset.y)
            if area.contains(point) { return .toast(layer.id, action: layer.hitRegion(atScreen: point)?.actionID) }
        }
        if let popup, popup.phase != .exiting {
            let card = popup.layout.frame.offsetBy(dx: popup.transform.offset.x, dy: popup.transform.offset.y)
            for (index, button) in popup.layout.buttonFrames.enumerated()
            where button.offsetBy(dx: card.minX, dy: card.minY).contains(point) {
                return .popupButton(index)
            }
        }
        return .nothing
    }

    /// The link under `point` in the toast ``hit(at:)`` finds there, if a link of its text is
    /// drawn there and no button's touch area holds the point.
    /// - Parameter point: a point on the frame's screen.
    /// - Returns: the link's region (its target in `href`), or `nil`.
    public func link(at point: Point) -> LinkRegion? {
        guard case .toast(let id, nil) = hit(at: point) else { return nil }
        return toasts.last { $0.id == id && $0.phase != .exiting }?.link(atScreen: point)
    }

    /// The newest toast of the deck (the `deck` policy) whose cards, as drawn, hold `point`, the
    /// gaps between the cards of an expanded deck included (so the pointer can travel along it);
    /// `nil` over no deck.
    /// - Parameter point: a point on the frame's screen.
    /// - Returns: the deck's front toast, or `nil`.
    public func deck(at point: Point) -> ToastID? {
        var areas: [(key: DeckKey, area: Rect, newest: ToastID)] = []
        for layer in toasts where layer.deck != nil && layer.phase != .exiting && layer.transform.opacity > 0 {
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
}
