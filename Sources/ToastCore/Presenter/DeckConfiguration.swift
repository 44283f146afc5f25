/// How the `deck` policy draws its toasts collapsed behind the front one, and how it expands.
///
/// Collapsed, the newest toast of a deck is drawn in full (the front card) and each older one
/// `i` places behind it is scaled by `1 - scaleStep·i` and peeks out `offsetStep·i` points past
/// the front card's far edge (the edge away from the screen edge the deck sits on, as sonner's
/// stack); those more than ``visibleBehind`` behind fade out. Expanded, every toast is laid out
/// in full, stacked with the style's `stackSpacing`. The change between the two runs for
/// ``expandDuration`` on ``expandCurve``.
public struct DeckConfiguration: Sendable, Hashable {
    /// How much smaller each card behind is than the one in front (0.05: 95%, 90%, …).
    public var scaleStep: Double
    /// How far each card behind peeks out past the one in front, in points.
    public var offsetStep: Double
    /// How many cards show behind the front one; the others fade out.
    public var visibleBehind: Int
    /// Seconds the expand and collapse animations take.
    public var expandDuration: Double
    /// The curve of the expand and collapse animations.
    public var expandCurve: TimingCurve
    /// Seconds a deck expanded by a tap stays expanded before it collapses again (a hovered
    /// deck stays expanded while the pointer is over it); 0 keeps it expanded until told.
    public var collapseAfter: Double

    /// Creates deck settings; the defaults are sonner's: 5% smaller and 14 points out per card,
    /// two cards behind, a 0.3 s ease-out, collapsing 4 s after a tap.
    public init(
        scaleStep: Double = 0.05, offsetStep: Double = 14, visibleBehind: Int = 2,
        expandDuration: Double = 0.3, expandCurve: TimingCurve = .easeOut, collapseAfter: Double = 4
    ) {
        self.scaleStep = scaleStep
        self.offsetStep = offsetStep
        self.visibleBehind = visibleBehind
        self.expandDuration = expandDuration
        self.expandCurve = expandCurve
        self.collapseAfter = collapseAfter
    }
}

/// Which deck a toast belongs to: its position and its group key (`nil` for the toasts shown
/// without a group, which form one deck of their own at each position).
public struct DeckKey: Sendable, Hashable {
    /// The position the deck is at.
    public var position: ToastPosition
    /// The group key (``ToastContent/group``), or `nil`.
    public var group: String?

    /// The deck of a toast showing `content`.
    public init(_ content: ToastContent) {
        self.position = content.position
        self.group = content.group
    }
}

/// A deck starting to expand or collapse: what the timeline animates from.
public struct DeckToggle: Sendable, Hashable {
    /// When the animation starts.
    public var time: Double
    /// Which deck.
    public var key: DeckKey
    /// Whether the deck expands (`true`) or collapses.
    public var expands: Bool
    /// How expanded the deck was when the animation started (0 collapsed, 1 expanded).
    public var from: Double
    /// How long the animation takes (0 for at once).
    public var duration: Double
    /// The animation's curve.
    public var curve: TimingCurve

    /// How expanded the deck is at `t` (from `time` on): 0 collapsed, 1 expanded.
    public func expansion(at t: Double) -> Double {
        let target = expands ? 1.0 : 0.0
        guard duration > 0 else { return target }
        let progress = min(max((t - time) / duration, 0), 1)
        return from + (target - from) * curve.value(at: progress)
    }
}

extension [DeckToggle] {
    /// How expanded deck `key` is at `t`: the last toggle of that deck at or before `t`
    /// decides (0 when there is none).
    func expansion(of key: DeckKey, at t: Double) -> Double {
        guard let toggle = last(where: { $0.key == key && $0.time <= t }) else { return 0 }
        return toggle.expansion(at: t)
    }
}
