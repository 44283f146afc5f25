/// When the notification display draws: at most one frame every `interval` seconds (counted
/// from the last frame's start), and one every `interval` while something moves or a change
/// waits to be drawn. A call, a close or an X event that comes sooner is handled at once and
/// drawn with the next frame: in a burst of calls one frame shows them all, and a frame a few
/// milliseconds after the last (which shows nothing the eye can see) is never drawn.
struct FramePacer {
    /// Seconds from one frame's start to the next's.
    let interval: Double
    /// When the last frame started (`nil`: none yet).
    private(set) var lastDraw: Double?
    /// Whether the last frame moved (another is due one interval after it).
    private(set) var moving = false
    /// Whether a change came after the last frame and waits for the next.
    private(set) var owed = false

    init(framesPerSecond: Double) {
        interval = 1 / framesPerSecond
    }

    /// Whether to draw at `now` (seconds on a monotonic clock) to show what changed since the
    /// last frame; `forced` draws whatever the time (every window must be shown again). When it
    /// answers yes, the frame counts as started at `now`; when no, the change is owed to the next.
    mutating func draws(at now: Double, forced: Bool = false) -> Bool {
        // A microsecond early counts as on time: a sleep of exactly the time left, added back to
        // the clock, can fall an ulp short.
        if forced || lastDraw.map({ now - $0 >= interval - 1e-6 }) ?? true {
            lastDraw = now
            owed = false
            return true
        }
        owed = true
        return false
    }

    /// Records whether the frame just drawn moves.
    mutating func drew(moving: Bool) { self.moving = moving }

    /// How long to sleep at `now`: until the next frame while something moves or a change is
    /// owed, or until `due` (seconds from now to the queue's next deadline) if sooner; `nil`
    /// sleeps until woken.
    func timeout(at now: Double, due: Double?) -> Double? {
        guard moving || owed, let lastDraw else { return due.map { max(0, $0) } }
        let frame = max(0, lastDraw + interval - now)
        return min(due.map { max(0, $0) } ?? frame, frame)
    }
}
