/// How animation progress (0...1 of elapsed time) maps to eased progress.
///
/// Every curve starts exactly at 0 and ends exactly at 1; in between the progress may leave
/// 0...1 (springs and some Bézier curves overshoot). Parse one from a theme with
/// `TimingCurve(parsing:)`.
public enum TimingCurve: Sendable, Hashable, CustomStringConvertible {
    /// Constant speed: progress equals time.
    case linear
    /// Starts slowly, then accelerates; UIKit's control points (0.42, 0, 1, 1).
    case easeIn
    /// Starts fast, then decelerates; UIKit's control points (0, 0, 0.58, 1).
    case easeOut
    /// Slow at both ends; UIKit's control points (0.42, 0, 0.58, 1).
    case easeInOut
    /// Any cubic Bézier timing function (CSS `cubic-bezier()`).
    case cubicBezier(CubicBezier)
    /// A damped spring; the animation should last `intrinsicDuration`.
    case spring(Spring)
    /// Equally spaced samples, linearly interpolated.
    case sampled(SampledCurve)

    /// Eased progress for linear time progress `t`. Allocation-free.
    ///
    /// - Parameter t: Time progress; clamped to 0...1 (NaN counts as 0).
    /// - Returns: The eased progress; always exactly 0 for t <= 0 and exactly 1 for t >= 1.
    public func value(at t: Double) -> Double {
        switch self {
        case .linear:
            guard t > 0 else { return 0 }  // also catches NaN
            return t < 1 ? t : 1
        case .easeIn:
            let p = Self.easeInPoints
            return CubicBezier.evaluate(p.x1, p.y1, p.x2, p.y2, at: t)
        case .easeOut:
            let p = Self.easeOutPoints
            return CubicBezier.evaluate(p.x1, p.y1, p.x2, p.y2, at: t)
        case .easeInOut:
            let p = Self.easeInOutPoints
            return CubicBezier.evaluate(p.x1, p.y1, p.x2, p.y2, at: t)
        case .cubicBezier(let curve):
            return curve.value(at: t)
        case .spring(let spring):
            return spring.value(at: t)
        case .sampled(let curve):
            return curve.value(at: t)
        }
    }

    /// The progress every curve stays within, at every time: a Bézier's y1 and y2, a sampled
    /// curve's values, a curve function's results and a spring's whole swing. Beyond it a slide
    /// of 4096 points would move a toast millions of points away, so it is refused at load.
    public static let progressRange: ClosedRange<Double> = -10...10

    /// Two control points of a cubic Bézier from (0, 0) to (1, 1).
    public typealias ControlPoints = (x1: Double, y1: Double, x2: Double, y2: Double)

    /// CSS's `ease-in`, `ease-out` and `ease-in-out`: the named curves' control points.
    static let easeInPoints: ControlPoints = (0.42, 0, 1, 1)
    static let easeOutPoints: ControlPoints = (0, 0, 0.58, 1)
    static let easeInOutPoints: ControlPoints = (0.42, 0, 0.58, 1)

    /// The curve as a cubic Bézier's control points (linear is (0, 0, 1, 1)), as CSS and Design
    /// Tokens write a timing function; `nil` for a spring or a sampled curve, which have none.
    public var controlPoints: ControlPoints? {
        switch self {
        case .linear: (0, 0, 1, 1)
        case .easeIn: Self.easeInPoints
        case .easeOut: Self.easeOutPoints
        case .easeInOut: Self.easeInOutPoints
        case .cubicBezier(let curve): (curve.x1, curve.y1, curve.x2, curve.y2)
        case .spring, .sampled: nil
        }
    }

    /// For a spring, its own duration in seconds (the animation should last that long);
    /// nil for every other curve, which stretches to whatever duration the caller picks.
    public var intrinsicDuration: Double? {
        if case .spring(let spring) = self { return spring.duration }
        return nil
    }

    /// The curve's name or spelling: `linear`, `easeOut`, `cubic-bezier(0.25, 0.1, 0.25, 1)`,
    /// `spring(damping: 0.8, velocity: 0, duration: 0.4)`, `sampled(33 values)`.
    /// Names and `cubic-bezier(…)` read back with `TimingCurve(parsing:)`.
    public var description: String {
        switch self {
        case .linear: "linear"
        case .easeIn: "easeIn"
        case .easeOut: "easeOut"
        case .easeInOut: "easeInOut"
        case .cubicBezier(let curve): curve.description
        case .spring(let spring): spring.description
        case .sampled(let curve): curve.description
        }
    }
}
