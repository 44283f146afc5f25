import ToastCore

/// What a pointer on the phone's screen touches, and what a press turns into: the page sends
/// where the pointer went down, moved and came up (in screen points), the session calls the
/// center (a touch, then a tap, or a drag the toast follows and its release: how far a tap may
/// move and the drag's offset are ToastCore's `DragRules`, which notifyd's cards follow too).
enum Gesture {
    /// What lies under a point of a frame (``Frame/hit(at:)``).
    typealias Target = FrameHit

    /// How long (seconds) a press may last and still be a tap; longer only holds (pauses).
    static let tapDuration = 0.5

    /// The toast or popup button under `point` in `frame`.
    static func target(at point: Point, in frame: Frame) -> Target {
        frame.hit(at: point)
    }

    /// The newest toast of the deck under `point` (``Frame/deck(at:)``).
    static func deck(at point: Point, in frame: Frame) -> ToastID? {
        frame.deck(at: point)
    }
}
