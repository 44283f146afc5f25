import Synchronization
@testable import ToastCore

/// The seeds' motion with linear curves, so opacities are easy to state exactly.
let seedMotion = Motion(
    enter: Transition(duration: 0.25, curve: .linear),
    exit: Transition(duration: 0.25, curve: .linear))

func content(
    _ kind: String = "saved", _ message: String = "Saved", icon: String? = "💾",
    position: ToastPosition = .bottom, haptic: Haptic = .success, hold: Double = 2,
    action: ToastAction? = nil, style: ToastStyle = ToastStyle()
) -> ToastContent {
    ToastContent(
        kind: kind, icon: icon.map(ToastIcon.emoji), message: message, action: action, style: style,
        position: position, haptic: haptic, duration: .fixed(hold))
}

func request(
    _ kind: String = "saved", _ message: String = "Saved", priority: Int = 0, tag: String? = nil,
    position: ToastPosition = .bottom, action: ToastAction? = nil,
    style: ToastStyle = ToastStyle()
) -> ToastRequest {
    ToastRequest(
        content(kind, message, position: position, action: action, style: style),
        priority: priority, tag: tag)
}

func presenter(_ queue: QueueConfiguration = QueueConfiguration(), motion: Motion = seedMotion) -> Presenter {
    Presenter(configuration: queue, motion: motion)
}

/// The transcript without haptics and announcements, to keep queue tests readable.
func lifecycle(_ events: [TimedEvent]) -> [TimedEvent] {
    events.filter {
        switch $0.event {
        case .haptic, .announce: false
        default: true
        }
    }
}

func id(_ n: Int) -> ToastID { ToastID(n) }

/// The events of one toast's ordinary life: enter at `start`, hold `hold`, leave.
func cycle(_ n: Int, from start: Double, hold: Double = 2, reason: HideReason = .timeout) -> [TimedEvent] {
    [
        TimedEvent(start, .willShow(id(n))), TimedEvent(start + 0.25, .didShow(id(n))),
        TimedEvent(start + 0.25 + hold, .willHide(id(n), reason)),
        TimedEvent(start + 0.5 + hold, .didHide(id(n), reason)),
    ]
}

/// A measurer that is a class, as the renderer's `PangoMeasurer`, with `MonospaceMeasurer`'s
/// figures, counting what it measures.
final class CountingMeasurer: TextMeasurer {
    let calls = Mutex(0)
    func measure(_ text: String, font: FontSpec, maxWidth: Double, maxLines: Int) -> TextMeasurement {
        calls.withLock { $0 += 1 }
        return MonospaceMeasurer().measure(text, font: font, maxWidth: maxWidth, maxLines: maxLines)
    }
    var count: Int { calls.withLock { $0 } }
}
