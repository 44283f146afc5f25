/// A cubic Bézier timing function, as in CSS `cubic-bezier()` and Core Animation's
/// `CAMediaTimingFunction`: the curve runs from (0, 0) to (1, 1) with the two control points
/// (x1, y1) and (x2, y2). The x axis is time, the y axis is progress.
///
/// x1 and x2 must lie in 0...1 so that x(s) is monotonic and every time maps to exactly one
/// progress; y1 and y2 may leave 0...1 (back-out / anticipate curves overshoot).
public struct CubicBezier: Sendable, Hashable, CustomStringConvertible {
    /// x of the first control point, in 0...1.
    public let x1: Double
    /// y of the first control point, within `TimingCurve.progressRange`.
    public let y1: Double
    /// x of the second control point, in 0...1.
    public let x2: Double
    /// y of the second control point, within `TimingCurve.progressRange`.
    public let y2: Double

    /// Creates a curve from its two control points.
    ///
    /// - Parameter x1: x of the first control point, in 0...1.
    /// - Parameter y1: y of the first control point.
    /// - Parameter x2: x of the second control point, in 0...1.
    /// - Parameter y2: y of the second control point.
    /// - Throws: `CurveError` with `.notFinite` when any value is NaN or infinite,
    ///   `.controlPointOutOfRange` when x1 or x2 is outside 0...1, or `.progressOutOfRange` when
    ///   y1 or y2 is outside `TimingCurve.progressRange`.
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) throws(CurveError) {
        guard x1.isFinite, y1.isFinite, x2.isFinite, y2.isFinite else {
            throw CurveError(.notFinite)
        }
        guard (0...1).contains(x1) else { throw CurveError(.controlPointOutOfRange(x1)) }
        guard (0...1).contains(x2) else { throw CurveError(.controlPointOutOfRange(x2)) }
        for (name, y) in [("cubic-bezier y1", y1), ("cubic-bezier y2", y2)] where !TimingCurve.progressRange.contains(y)
        {
            throw CurveError(.progressOutOfRange(parameter: name, value: y))
        }
        self.init(unchecked: x1, y1, x2, y2)
    }

    /// Creates a curve from control points the caller knows to be valid (the named constants).
    init(unchecked x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    /// CSS `ease`: (0.25, 0.1, 0.25, 1).
    public static let ease = CubicBezier(unchecked: 0.25, 0.1, 0.25, 1)
    /// Material Design's standard curve, `FastOutSlowInInterpolator`: (0.4, 0, 0.2, 1).
    public static let fastOutSlowIn = CubicBezier(unchecked: 0.4, 0, 0.2, 1)
    /// UIKit / CSS `ease-in`: (0.42, 0, 1, 1).
    public static let easeIn = CubicBezier(unchecked: 0.42, 0, 1, 1)
    /// UIKit / CSS `ease-out`: (0, 0, 0.58, 1).
    public static let easeOut = CubicBezier(unchecked: 0, 0, 0.58, 1)
    /// UIKit / CSS `ease-in-out`: (0.42, 0, 0.58, 1).
    public static let easeInOut = CubicBezier(unchecked: 0.42, 0, 0.58, 1)

    /// The CSS spelling, e.g. `cubic-bezier(0.25, 0.1, 0.25, 1)`; `TimingCurve(parsing:)` reads it back.
    public var description: String {
        let numbers = [x1, y1, x2, y2].map(NumberText.short)
        return "cubic-bezier(\(numbers.joined(separator: ", ")))"
    }

    /// Eased progress for linear time progress `t`.
    ///
    /// Solves x(s) = t for the curve parameter s, then returns y(s). Same algorithm as browsers
    /// (WebKit/Blink `UnitBezier`): polynomial coefficients, Newton–Raphson (up to 8 iterations)
    /// from s = t, then bisection as a fallback; tolerance 1e-7 on x. Allocation-free.
    ///
    /// - Parameter t: Time progress; clamped to 0...1 (NaN counts as 0).
    /// - Returns: The progress y(s); exactly 0 at t <= 0 and exactly 1 at t >= 1, and may leave
    ///   0...1 in between when y1 or y2 does.
    public func value(at t: Double) -> Double {
        Self.evaluate(x1, y1, x2, y2, at: t)
    }

    /// `value(at:)` for explicit control points, so the named `TimingCurve` cases need no storage.
    @inline(__always)
    static func evaluate(
        _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double,
        at t: Double
    ) -> Double {
        guard t > 0 else { return 0 }  // also catches NaN
        guard t < 1 else { return 1 }
        if x1 == y1 && x2 == y2 { return t }  // the straight line, exactly

        // Polynomial form: x(s) = ((ax s + bx) s + cx) s, likewise y.
        let cx = 3 * x1
        let bx = 3 * (x2 - x1) - cx
        let ax = 1 - cx - bx
        let cy = 3 * y1
        let by = 3 * (y2 - y1) - cy
        let ay = 1 - cy - by

        let s = solveX(t, ax: ax, bx: bx, cx: cx)
        return ((ay * s + by) * s + cy) * s
    }

    /// The curve parameter s in 0...1 with x(s) == x (within 1e-7).
    @inline(__always)
    private static func solveX(_ x: Double, ax: Double, bx: Double, cx: Double) -> Double {
        let epsilon = 1e-7

        // Newton–Raphson from s = x: fast, and almost always enough.
        var s = x
        for _ in 0..<8 {
            let error = ((ax * s + bx) * s + cx) * s - x
            if abs(error) < epsilon { return s }
            let slope = (3 * ax * s + 2 * bx) * s + cx
            if abs(slope) < 1e-6 { break }
            s -= error / slope
        }

        // Bisection: slower but sure. x(s) is monotonic because x1, x2 are in 0...1.
        var low = 0.0
        var high = 1.0
        s = x
        for _ in 0..<64 {  // 64 halvings exhaust Double precision on 0...1
            let current = ((ax * s + bx) * s + cx) * s
            if abs(current - x) < epsilon { return s }
            if x > current { low = s } else { high = s }
            s = (high - low) * 0.5 + low
        }
        return s
    }
}
