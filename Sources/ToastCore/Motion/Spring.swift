/// A damped spring with UIKit's parameters
/// (`UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:)`).
///
/// The progress is the displacement of a unit mass on a damped spring, released at 0 and pulled
/// toward 1: x'' = -2ζω0 x' - ω0² (x - 1), x(0) = 0, x'(0) = `initialVelocity`.
/// The natural frequency ω0 is chosen so that the motion has settled at `duration`: what is
/// left of the distance is at most 0.001 (see `naturalFrequency`), so the snap to exactly 1 at
/// the end cannot be seen.
public struct Spring: Sendable, Hashable, CustomStringConvertible {
    /// The damping ratio ζ, > 0: below 1 underdamped (overshoots and oscillates), exactly 1
    /// critically damped, above 1 overdamped.
    public let dampingRatio: Double
    /// The initial velocity in UIKit units: 1 means the whole distance per second.
    public let initialVelocity: Double
    /// The time, in seconds, after which the spring counts as settled; the animation lasts this long.
    public let duration: Double
    /// The parameters the spring was written with (UIKit's, SwiftUI's or iOS 17's), so that
    /// what is exported gives them back as written.
    public let spelling: Spelling
    /// The closed-form solution, with every constant precomputed (derived from the three above).
    private let solution: Solution

    /// The fraction of the distance the decay envelope is down to at `duration`.
    static let settleFraction = 0.001

    /// The u with e^(-u)(1 + u) = 0.001 (≈ 9.2334), for the critically damped spring, ω0 = u / T.
    /// Solved by Newton's method on g(u) = u - ln(1 + u) - ln(1000), which is convex and
    /// increasing for u > 0, so the iteration from u = 10 converges monotonically.
    static let criticalSettleProduct: Double = {
        let target = -Math.log(settleFraction)
        var u = 10.0
        for _ in 0..<50 {
            let step = (u - Math.log(1 + u) - target) / (u / (1 + u))
            u -= step
            if abs(step) < 1e-15 * u { break }
        }
        return u
    }()

    /// ω0 × T where the decay envelope of a spring with damping ratio `ζ` is down to
    /// ``settleFraction`` at T: ln(1000)/ζ underdamped, ``criticalSettleProduct`` critically
    /// damped, ln(1000)(ζ + √(ζ² − 1)) overdamped (the slow root's rate).
    static func settleProduct(dampingRatio zeta: Double) -> Double {
        let logSettle = -Math.log(settleFraction)  // ln(1000)
        if zeta < 1 { return logSettle / zeta }
        if zeta == 1 { return criticalSettleProduct }
        return logSettle * (zeta + Math.sqrt((zeta - 1) * (zeta + 1)))
    }

    /// Creates a spring.
    ///
    /// - Parameter dampingRatio: ζ, greater than 0.
    /// - Parameter initialVelocity: The start velocity, whole distance per second (default 0).
    /// - Parameter duration: Seconds until settled, greater than 0.
    /// - Throws: `CurveError` with `.notFinite` when any value is NaN or infinite,
    ///   `.nonPositive` (parameter `damping` or `duration`) when one of those is <= 0, or
    ///   `.springSwingOutOfRange` when the progress leaves `TimingCurve.progressRange`.
    public init(dampingRatio: Double, initialVelocity: Double = 0, duration: Double) throws(CurveError) {
        guard dampingRatio.isFinite, initialVelocity.isFinite, duration.isFinite else {
            throw CurveError(.notFinite)
        }
        guard dampingRatio > 0 else {
            throw CurveError(.nonPositive(parameter: "damping", value: dampingRatio))
        }
        guard duration > 0 else {
            throw CurveError(.nonPositive(parameter: "duration", value: duration))
        }
        let solution = Solution(zeta: dampingRatio, v0: initialVelocity, duration: duration)
        try Self.checkSwing(solution, duration: duration)
        self.dampingRatio = dampingRatio
        self.initialVelocity = initialVelocity
        self.duration = duration
        self.spelling = .uiKit
        self.solution = solution
    }

    /// Samples per spring when its swing is checked: enough that the farthest sample is within
    /// a fraction of a percent of the true extreme for every spring the schema's ranges allow.
    static let swingSamples = 2_048

    /// Throws `.springSwingOutOfRange` when the progress leaves `TimingCurve.progressRange`
    /// at any of `swingSamples` equally spaced times up to `duration`.
    private static func checkSwing(_ solution: Solution, duration: Double) throws(CurveError) {
        let range = TimingCurve.progressRange
        for step in 1..<swingSamples {
            let progress = 1 + solution.offset(at: duration * Double(step) / Double(swingSamples))
            guard range.contains(progress) else { throw CurveError(.springSwingOutOfRange(progress)) }
        }
    }

    /// SwiftUI's spring: `.spring(response:dampingFraction:)`, stiffness (2π / response)² with
    /// unit mass, so ω0 = 2π / response. The animation lasts until the spring has settled to
    /// 0.001 of the distance (the same criterion as the UIKit form), found from the closed form.
    ///
    /// - Parameter response: The period of the undamped oscillation in seconds, greater than 0.
    /// - Parameter dampingFraction: ζ, greater than 0.
    /// - Parameter initialVelocity: The start velocity, whole distance per second.
    /// - Throws: `CurveError` as the UIKit form (parameters `response`, `damping_fraction`).
    public init(response: Double, dampingFraction: Double, initialVelocity: Double = 0) throws(CurveError) {
        try self.init(
            response: response, dampingFraction: dampingFraction, initialVelocity: initialVelocity, spelling: .swiftUI)
    }

    /// SwiftUI's form, remembering which spelling the theme used.
    private init(
        response: Double, dampingFraction: Double, initialVelocity: Double, spelling: Spelling
    ) throws(CurveError) {
        guard response.isFinite, dampingFraction.isFinite, initialVelocity.isFinite else {
            throw CurveError(.notFinite)
        }
        guard dampingFraction > 0 else {
            throw CurveError(.nonPositive(parameter: "damping_fraction", value: dampingFraction))
        }
        guard response > 0 else { throw CurveError(.nonPositive(parameter: "response", value: response)) }
        let omega0 = 2 * Double.pi / response
        let solution = Solution(zeta: dampingFraction, v0: initialVelocity, omega0: omega0)
        // The envelope's settle time, then forward in 1 % steps until the bound holds.
        var duration = Spring.settleProduct(dampingRatio: dampingFraction) / omega0
        var steps = 0
        while solution.residualBound(at: duration) > Spring.settleFraction * (1 + 1e-9) && steps < 400 {
            duration *= 1.01
            steps += 1
        }
        try Self.checkSwing(solution, duration: duration)
        self.dampingRatio = dampingFraction
        self.initialVelocity = initialVelocity
        self.duration = duration
        self.spelling = spelling
        self.solution = solution
    }

    /// iOS 17's `.spring(duration:bounce:)`: the perceptual `duration` is SwiftUI's response;
    /// `bounce` 0 is critically damped, up to 1 bouncier (ζ = 1 - bounce), below 0 overdamped
    /// (ζ = 1 / (1 + bounce)).
    /// - Throws: `CurveError` for a non-finite value, a duration ≤ 0 or a bounce outside (-1, 1).
    public init(perceptualDuration duration: Double, bounce: Double, initialVelocity: Double = 0) throws(CurveError) {
        guard bounce.isFinite else { throw CurveError(.notFinite) }
        guard bounce < 1 else { throw CurveError(.nonPositive(parameter: "damping_fraction", value: 1 - bounce)) }
        guard bounce > -1 else { throw CurveError(.nonPositive(parameter: "1 + bounce", value: 1 + bounce)) }
        let fraction = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        try self.init(
            response: duration, dampingFraction: fraction, initialVelocity: initialVelocity, spelling: .bounce)
    }

    /// SwiftUI's `response`: the period of the undamped oscillation, 2π / ω0, in seconds. With
    /// ``dampingRatio`` as `dampingFraction` it is the same spring in SwiftUI's form
    /// (`.spring(response:dampingFraction:)`: stiffness (2π / response)² with unit mass).
    public var response: Double { 2 * Double.pi / naturalFrequency }

    /// iOS 17's `bounce` of the same damping: 1 - ζ up to critical damping, 1 / ζ - 1 above it
    /// (the inverse of `init(perceptualDuration:bounce:initialVelocity:)`); its perceptual
    /// duration is ``response``.
    public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }

    /// The natural (undamped) angular frequency ω0, in radians per second: the smallest ω0 at
    /// or above the envelope estimate (with L = ln(1000): underdamped L / (ζ T); critical
    /// 9.2334… / T; overdamped L (ζ + √(ζ² - 1)) / T) for which a bound on the remaining
    /// displacement from `duration` on is at most 0.001. The envelope alone is not enough near
    /// ζ = 1 or with a strong initial velocity, where the factor in front of the exponential
    /// grows (see `Solution.residualBound`).
    public var naturalFrequency: Double { solution.omega0 }

    /// UIKit-like spelling, e.g. `spring(damping: 0.8, velocity: 0, duration: 0.4)`.
    public var description: String {
        let f = NumberText.short
        return "spring(damping: \(f(dampingRatio)), velocity: \(f(initialVelocity)), duration: \(f(duration)))"
    }

    /// The spring's position for linear time progress `t`. Allocation-free.
    ///
    /// - Parameter t: Time progress (the real time is t × `duration`); clamped to 0...1, NaN counts as 0.
    /// - Returns: The displacement toward 1; exactly 0 at t <= 0, exactly 1 at t >= 1, and above 1
    ///   in between when the spring overshoots.
    public func value(at t: Double) -> Double {
        guard t > 0 else { return 0 }  // also catches NaN
        guard t < 1 else { return 1 }
        return 1 + solution.offset(at: t * duration)
    }
}

extension Spring {
    /// Which parameters a spring was written with. Each gives the same motion; an export
    /// gives every form, the written one first.
    public enum Spelling: String, Sendable, Hashable, CaseIterable {
        /// UIKit's `damping` and `duration` (seconds until settled).
        case uiKit
        /// SwiftUI's `response` and `dampingFraction`.
        case swiftUI
        /// iOS 17's perceptual `duration` and `bounce`.
        case bounce
    }
}

extension Spring {
    /// The closed-form offset y = x - 1 (y(0) = -1, y'(0) = v0) for each damping regime.
    private enum Solution: Sendable, Hashable {
        /// y = e^(-decay τ) (-cos(ωd τ) + b sin(ωd τ)).
        case underdamped(omega0: Double, decay: Double, omegaD: Double, b: Double)
        /// y = e^(-ω0 τ) (-1 + b τ).
        case critical(omega0: Double, b: Double)
        /// y = c1 e^(r1 τ) + c2 e^(r2 τ), r1 the slow root, r2 the fast one.
        case overdamped(omega0: Double, r1: Double, r2: Double, c1: Double, c2: Double)

        init(zeta: Double, v0: Double, duration: Double) {
            var omega0 = Spring.settleProduct(dampingRatio: zeta) / duration
            var solution = Solution(zeta: zeta, v0: v0, omega0: omega0)
            var steps = 0
            while solution.residualBound(at: duration) > Spring.settleFraction * (1 + 1e-9) && steps < 400 {
                omega0 *= 1.01
                solution = Solution(zeta: zeta, v0: v0, omega0: omega0)
                steps += 1
            }
            self = solution
        }

        /// The closed form for a given natural frequency.
        init(zeta: Double, v0: Double, omega0: Double) {
            if zeta < 1 {
                let omegaD = omega0 * Math.sqrt((1 - zeta) * (1 + zeta))
                let decay = zeta * omega0
                self = .underdamped(omega0: omega0, decay: decay, omegaD: omegaD, b: (v0 - decay) / omegaD)
            } else if zeta == 1 {
                self = .critical(omega0: omega0, b: v0 - omega0)
            } else {
                // ζ - s = 1 / (ζ + s): no cancellation for large ζ.
                let s = Math.sqrt((zeta - 1) * (zeta + 1))
                let r1 = -omega0 / (zeta + s)  // -ω0 (ζ - s), the slow root
                let r2 = -omega0 * (zeta + s)
                let c1 = (v0 + r2) / (r1 - r2)  // from c1 + c2 = -1, r1 c1 + r2 c2 = v0
                self = .overdamped(omega0: omega0, r1: r1, r2: r2, c1: c1, c2: -1 - c1)
            }
        }

        /// An upper bound of |y| at `time`, decreasing from there on for the frequencies chosen:
        /// underdamped e^(-ζω0τ)(1 + |b| min(ωd τ, 1)) (as |sin x| ≤ min(x, 1)), critical
        /// e^(-ω0τ)(1 + |b| τ), overdamped |c1| e^(r1 τ) + |c2| e^(r2 τ).
        func residualBound(at time: Double) -> Double {
            switch self {
            case let .underdamped(_, decay, omegaD, b):
                return Math.exp(-decay * time) * (1 + abs(b) * min(omegaD * time, 1))
            case let .critical(omega0, b):
                return Math.exp(-omega0 * time) * (1 + abs(b) * time)
            case let .overdamped(_, r1, r2, c1, c2):
                return abs(c1) * Math.exp(r1 * time) + abs(c2) * Math.exp(r2 * time)
            }
        }

        var omega0: Double {
            switch self {
            case .underdamped(let omega0, _, _, _), .critical(let omega0, _),
                .overdamped(let omega0, _, _, _, _):
                return omega0
            }
        }

        /// y at `time` seconds.
        @inline(__always)
        func offset(at time: Double) -> Double {
            switch self {
            case let .underdamped(_, decay, omegaD, b):
                let phase = omegaD * time
                return Math.exp(-decay * time) * (b * Math.sin(phase) - Math.cos(phase))
            case let .critical(omega0, b):
                return Math.exp(-omega0 * time) * (b * time - 1)
            case let .overdamped(_, r1, r2, c1, c2):
                return c1 * Math.exp(r1 * time) + c2 * Math.exp(r2 * time)
            }
        }
    }
}
