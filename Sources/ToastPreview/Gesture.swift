import ToastCore

/// What a pointer on the phone's screen touches, and what a press turns into: the page sends
/// where the pointer went down, moved and came up (in screen points), the session calls the
/// center (a touch, then a tap, or a drag the toast follows and its release).
enum Gesture {
    /// What lies under a point of a frame (``Frame/hit(at:)``).
    typealias Target = FrameHit

    /// How far (points) a press may move and still be a tap; further, the toast follows the finger.
    static let swipeDistance = 24.0
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
