import Synchronization
import ToastCore

/// The preview's clock: real time, which can be frozen at a moment and let go again.
///
/// Frozen, it reads the same time until ``resume()``; it then runs on from that time (so the
/// presenter never sees the clock go back).
final class PreviewClock: ToastClock {
    private struct State {
        var offset: Double = 0
        var frozen: Double?
    }

    private let origin: any ToastClock
    private let state = Mutex(State())

    /// A clock that runs as `origin` does until frozen (`SystemClock.local()` when serving).
    init(_ origin: any ToastClock) {
        self.origin = origin
    }

    /// The time of day at the origin's start (the machine's, when serving), which plugins read.
    var timeOfDay: TimeOfDay? { origin.timeOfDay }

    func now() -> Double {
        let real = origin.now()
        return state.withLock { $0.frozen ?? real + $0.offset }
    }

    /// Whether the clock is frozen.
    var isFrozen: Bool { state.withLock { $0.frozen != nil } }

    /// Stops the clock at `time` (or at the current time, if that is later).
    func freeze(at time: Double) {
        let real = origin.now()
        state.withLock { state in
            let current = state.frozen ?? real + state.offset
            state.frozen = max(time, current)
        }
    }

    /// Lets a frozen clock run again from the time it shows.
    func resume() {
        let real = origin.now()
        state.withLock { state in
            guard let frozen = state.frozen else { return }
            state.offset = frozen - real
            state.frozen = nil
        }
    }
}
