/// A source of the current time in seconds. The presenter never reads one itself; the
/// `ToastCenter` asks its clock and passes the time in.
public protocol ToastClock: Sendable {
    /// Seconds since the clock's own origin.
    func now() -> Double
    /// The local time of day and weekday at the clock's origin, which plugins read with
    /// `toast.time_of_day()` (adding ``now()``); `nil` for a clock that tells none. A live host's
    /// clock reads it from the machine when it starts (ToastScript's `SystemClock.local()`); a
    /// scenario's or a command's virtual clock is given it (`time_of_day`, `--time-of-day`), so
    /// that no output depends on the machine's clock.
    var timeOfDay: TimeOfDay? { get }
}

import Synchronization

/// A clock that only moves when told to: for tests, scenarios and rendering.
public final class VirtualClock: ToastClock {
    private let time: Mutex<Double>
    /// The time of day at the clock's origin, as the scenario or the command said.
    public let timeOfDay: TimeOfDay?

    /// Creates a clock that reads `start` seconds.
    /// - Parameters:
    ///   - start: seconds the clock reads at first.
    ///   - timeOfDay: the time of day at the clock's origin (`nil`: none).
    public init(_ start: Double = 0, timeOfDay: TimeOfDay?) {
        time = Mutex(start)
        self.timeOfDay = timeOfDay
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
    /// The machine's local time of day when the clock was created.
    public let timeOfDay: TimeOfDay?

    /// Creates a clock whose origin is now, at `timeOfDay` (the machine's local time now: a
    /// host reads it with ToastScript's `SystemClock.local()`; `nil` tells plugins none).
    public init(timeOfDay: TimeOfDay?) {
        self.timeOfDay = timeOfDay
    }

    /// Seconds since the clock was created.
    public func now() -> Double {
        let elapsed = ContinuousClock.now - origin
        let (seconds, attoseconds) = elapsed.components
        return Double(seconds) + Double(attoseconds) * 1e-18
    }
}
