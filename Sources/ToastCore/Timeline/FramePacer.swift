/// When a live host draws and how long it sleeps (the notification display's loop and the
/// preview's render loop both pace with it): a frame only once `interval` seconds have passed
/// since the last one was done, and one each time they have while something moves
/// (`Frame.isMoving`) or a change waits to be drawn. A call, a close, a display's event or a
/// page's command that comes sooner is handled at once and drawn with the next frame: in a
/// burst of calls one frame shows them all,
/// and a frame a few milliseconds after the last (which shows nothing the eye can see) is never
/// drawn. Counting from the end of a frame keeps the display's share of a core below one: a
/// frame that takes 10 ms is followed by 1/60 s of rest (about 37 frames a second), a quick one
/// by about 60.
public struct FramePacer: Sendable {
    /// Seconds of rest from the end of one frame to the start of the next.
    public let interval: Double
    /// When the last frame was done (`nil`: none yet).
    public private(set) var lastDone: Double?
    /// Whether the last frame moved (another is due one interval after it).
    public private(set) var moving = false
    /// Whether a change came after the last frame and waits for the next.
    public private(set) var owed = false

    /// The pacing of every live host (the notification display, the preview): at most 60
    /// frames a second, 1/60 s of rest after each.
    public static var live: FramePacer { FramePacer(framesPerSecond: 60) }

    /// A pacer allowing at most `framesPerSecond` frames a second.
    public init(framesPerSecond: Double) {
        interval = 1 / framesPerSecond
    }

    /// Whether to draw at `now` (seconds on a monotonic clock) to show what changed since the
    /// last frame; `forced` draws whatever the time (every window must be shown again). When it
    /// answers no, the change is owed to the next frame.
    public mutating func draws(at now: Double, forced: Bool = false) -> Bool {
        // A microsecond early counts as on time: a sleep of exactly the time left, added back to
        // the clock, can fall an ulp short.
        if forced || lastDone.map({ now - $0 >= interval - 1e-6 }) ?? true {
            owed = false
            return true
        }
        owed = true
        return false
    }

    /// Records that the frame `draws` allowed was done at `now`, and whether it moves.
    public mutating func drew(moving: Bool, at now: Double) {
        self.moving = moving
        lastDone = now
    }

    /// How long to sleep at `now`: until the next frame while something moves or a change is
    /// owed, else until `due` (seconds from now to the queue's next deadline; `nil` sleeps
    /// until woken). A deadline before the next frame waits for it: the frame is what acts on
    /// it (the center advances to the time it draws), so waking sooner would only spin.
    public func timeout(at now: Double, due: Double?) -> Double? {
        guard moving || owed, let lastDone else { return due.map { max(0, $0) } }
        return max(0, lastDone + interval - now)
    }

    /// How long a live host's loop sleeps at `now` (`nil`: until woken): ``timeout(at:due:)``,
    /// or until `due` when that comes before the next frame, since what falls due (an expiry's
    /// signal, a core event) goes out at once and the frame after shows it (a deadline passed
    /// wakes the loop a millisecond on, not at once: no spinning); an hour at most.
    public func sleep(at now: Double, due: Double?) -> Double? {
        [timeout(at: now, due: due), due.map { max($0, 0.001) }].compactMap { $0 }.min().map { min($0, 3_600) }
    }
}
