/// One drag of a toast by a finger: where the finger held it over time and how it let go.
///
/// Offsets are in points from the toast's resting place, with `x` growing toward the trailing
/// side (mirrored on screen under right-to-left, as leading and trailing are everywhere) and `y`
/// downward. They are the offsets drawn: movement toward an edge the toast may not be swiped to
/// is already damped (``DragRules/resisted(_:allowing:)``).
public struct DragTrack: Sendable, Hashable {
    /// Where the finger held the toast from `time` on.
    public struct Sample: Sendable, Hashable {
        /// The clock time of the sample.
        public var time: Double
        /// The drawn offset from the resting place (`x` toward trailing).
        public var offset: Point
    }

    /// How a drag ended.
    public enum Release: Sendable, Hashable {
        /// Below the distance and speed that dismiss: the toast springs back to its place.
        case springBack
        /// Far or fast enough toward an allowed edge: the toast leaves toward it, from where the
        /// finger let go.
        case swipe(Edge)
    }

    /// The samples, oldest first (at most ``DragRules/maxSamples``; past that the newest
    /// replaces the last).
    public internal(set) var samples: [Sample]
    /// When the finger lifted; `nil` while it is still down.
    public internal(set) var releaseTime: Double?
    /// How it ended; `nil` while the finger is still down.
    public internal(set) var release: Release?

    init(time: Double, offset: Point) {
        samples = [Sample(time: time, offset: offset)]
    }

    /// When the drag began.
    public var start: Double { samples[0].time }

    /// The newest offset.
    public var lastOffset: Point { samples[samples.count - 1].offset }

    mutating func append(_ offset: Point, at time: Double) {
        if samples[samples.count - 1].time == time || samples.count >= DragRules.maxSamples {
            samples[samples.count - 1] = Sample(time: time, offset: offset)
        } else {
            samples.append(Sample(time: time, offset: offset))
        }
    }

    /// The finger's speed at the end, in points per second (x toward trailing): between the last
    /// two samples, or zero when the finger rested ``DragRules/stillAfter`` before lifting.
    func velocity(at time: Double) -> Point {
        guard samples.count >= 2 else { return .zero }
        let last = samples[samples.count - 1]
        let before = samples[samples.count - 2]
        let dt = last.time - before.time
        guard dt > 0, time - last.time <= DragRules.stillAfter else { return .zero }
        return Point(x: (last.offset.x - before.offset.x) / dt, y: (last.offset.y - before.offset.y) / dt)
    }

    /// Whether at `t` the toast is easing back to its place after a release short of a swipe.
    public func springsBack(at t: Double) -> Bool {
        guard release == .springBack, let releaseTime else { return false }
        return t >= releaseTime && t < releaseTime + DragRules.springBackDuration
    }

    /// The drawn offset at `t` (x toward trailing): the newest sample, then after a spring-back
    /// easing to zero over ``DragRules/springBackDuration``; after a swipe, the offset the finger
    /// left (the exit transition carries it away from there).
    public func offset(at t: Double) -> Point {
        guard t >= start else { return .zero }
        if let releaseTime, t >= releaseTime {
            guard release == .springBack else { return lastOffset }
            let progress = (t - releaseTime) / DragRules.springBackDuration
            guard progress < 1 else { return .zero }
            let left = 1 - TimingCurve.easeOut.value(at: progress)
            return Point(x: lastOffset.x * left, y: lastOffset.y * left)
        }
        var current = samples[0].offset
        for sample in samples where sample.time <= t { current = sample.offset }
        return current
    }
}

/// The rules a drag follows: how far and how fast a release dismisses, how hard a forbidden
/// direction resists, how long a spring back takes (sonner's are 45 px and 0.11 px/ms).
public enum DragRules {
    /// How far (points) a press may move and still be a tap; further, the toast follows the
    /// finger or the pointer (the preview's page and notifyd's cards alike).
    public static let tapDistance = 24.0
    /// A release this far (points) toward an allowed edge dismisses.
    public static let dismissDistance = 48.0
    /// A flick this fast (points per second) toward an allowed edge dismisses…
    public static let flickSpeed = 300.0
    /// … once the toast has moved this far (points) toward it.
    public static let flickDistance = 8.0
    /// The most a toast moves (points) toward an edge it may not be swiped to.
    public static let resistance = 24.0
    /// How long (seconds) a toast takes to spring back to its place.
    public static let springBackDuration = 0.3
    /// A finger that rested this long (seconds) before lifting has no speed.
    public static let stillAfter = 0.1
    /// The most samples one drag keeps.
    public static let maxSamples = 256
    /// The most drags a toast's record keeps (the oldest go first).
    public static let maxTracks = 16
    /// The largest offset (points) a drag command may carry on either axis; larger ones are held there.
    public static let maxOffset = 10_000.0

    /// `offset` as drawn: free along the allowed edges, damped toward the others (it approaches
    /// ``resistance`` and never passes it). `x` grows toward trailing, `y` downward.
    public static func resisted(_ offset: Point, allowing edges: Set<Edge>) -> Point {
        func axis(_ value: Double, negative: Edge, positive: Edge) -> Double {
            let free = value < 0 ? edges.contains(negative) : edges.contains(positive)
            return free ? value : value * resistance / (resistance + abs(value))
        }
        return Point(
            x: axis(offset.x, negative: .leading, positive: .trailing),
            y: axis(offset.y, negative: .top, positive: .bottom))
    }

    /// The finger's offset from `start` to `end` as a drag carries it (`ToastCommand.drag`): `x`
    /// toward the trailing side (the screen's left under right-to-left), `y` downward.
    public static func offset(from start: Point, to end: Point, rightToLeft: Bool) -> Point {
        Point(x: rightToLeft ? start.x - end.x : end.x - start.x, y: end.y - start.y)
    }

    /// ``offset(from:to:rightToLeft:)``, or `nil` while the finger is still within
    /// ``tapDistance`` of where it came down (a tap or a hold, not yet a drag).
    public static func drag(from start: Point, to end: Point, rightToLeft: Bool) -> Point? {
        let offset = offset(from: start, to: end, rightToLeft: rightToLeft)
        guard (offset.x * offset.x + offset.y * offset.y).squareRoot() >= tapDistance else { return nil }
        return offset
    }

    /// The allowed edge a release at `offset` with `velocity` dismisses toward, or `nil` to
    /// spring back: the allowed edge the toast has moved furthest toward, when that is at least
    /// ``dismissDistance``, or ``flickDistance`` at ``flickSpeed``.
    public static func dismissal(offset: Point, velocity: Point, allowing edges: Set<Edge>) -> Edge? {
        func along(_ edge: Edge, _ p: Point) -> Double {
            switch edge {
            case .top: -p.y
            case .bottom: p.y
            case .leading: -p.x
            case .trailing: p.x
            }
        }
        var best: (edge: Edge, distance: Double)?
        for edge in Edge.allCases where edges.contains(edge) {
            let distance = along(edge, offset)
            if distance > (best?.distance ?? 0) { best = (edge, distance) }
        }
        guard let best else { return nil }
        let flick = along(best.edge, velocity) >= flickSpeed && best.distance >= flickDistance
        return best.distance >= dismissDistance || flick ? best.edge : nil
    }
}
