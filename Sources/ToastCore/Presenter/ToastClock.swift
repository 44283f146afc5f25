/// A source of the current time in seconds. The presenter never reads one itself; the
/// `ToastCenter` asks its clock and passes the time in.
public protocol ToastClock: Sendable {
    /// Seconds since the clock's own origin.
    func now() -> Double
}

import Synchronization

/// A clock that only moves when told to: for tests, scenarios and rendering.
public final class VirtualClock: ToastClock {
    private let time: Mutex<Double>

    /// Creates a clock that reads `start` seconds.
    public init(_ start: Double = 0) {
        time = Mutex(start)
    }

    /// The time the clock was set to.
    public func now() -> Double { time.withLock { $0 } }

    /// Moves the clock forward by `seconds`.
    public func advance(by seconds: Double) {
        time.withLock { $0 += max(0, seconds) }
    }

    /// Sets the clock to `seconds` (ignored if that would move it back).
    public func set(_ seconds: Double) {
        time.withLock { $0 = max($0, seconds) }
    }
}

/// The real monotonic clock, for hosts at the outermost edge.
public struct SystemClock: ToastClock {
    private let origin = ContinuousClock.now

    /// Creates a clock whose origin is now.
    public init() {}

    /// Seconds since the clock was created.
    public func now() -> Double {
        let elapsed = ContinuousClock.now - origin
        let (seconds, attoseconds) = elapsed.components
        return Double(seconds) + Double(attoseconds) * 1e-18
    }
}
