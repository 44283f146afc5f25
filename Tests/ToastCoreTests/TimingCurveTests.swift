import Testing
import ToastCore

// MARK: - Fixtures

/// ln(1000): the spring's envelope falls to 0.001 at its duration.
private let ln1000 = 6.907755278982137

/// Bézier curves of every shape: named, overshooting (y outside 0...1), flat-tangent (forces the
/// bisection fallback), vertical-tangent, and degenerate straight lines.
private let beziers: [CubicBezier] = [
    .ease, .fastOutSlowIn, .easeIn, .easeOut, .easeInOut,
    try! CubicBezier(0.68, -0.55, 0.265, 1.55),  // easeInOutBack
    try! CubicBezier(0.34, 1.56, 0.64, 1),  // easeOutBack
    try! CubicBezier(0.6, -0.28, 0.735, 0.045),  // easeInBack
    try! CubicBezier(1, 0, 0, 1),  // x'(0.5) == 0: Newton gives up
    try! CubicBezier(0, 1, 1, 0),  // vertical tangents at both ends
    try! CubicBezier(0.1, 0.9, 0.2, 1),
    try! CubicBezier(0, 0, 1, 1),
    try! CubicBezier(0.5, 0.5, 0.5, 0.5),
]

/// Springs in every regime, with and without initial velocity, short and long.
private let springs: [Spring] = [0.2, 0.6, 1, 2].flatMap { damping in
    [0.0, 2.0].flatMap { velocity in
        [0.4, 1.0].map { duration in
            try! Spring(dampingRatio: damping, initialVelocity: velocity, duration: duration)
        }
    }
}

private let sampled = try! SampledCurve(
    values: (0...32).map { i in
        let t = Double(i) / 32
        return t * t * (3 - 2 * t)  // smoothstep
    })

private let allCurves: [TimingCurve] =
    [.linear, .easeIn, .easeOut, .easeInOut, .sampled(sampled)]
    + beziers.map(TimingCurve.cubicBezier) + springs.map(TimingCurve.spring)

/// An independent reference: bisects the Bernstein form of x(s) to machine precision, returns y(s).
private func referenceValue(_ curve: CubicBezier, at x: Double) -> Double {
    func bernstein(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<200 {
        let mid = (low + high) / 2
        if bernstein(curve.x1, curve.x2, mid) < x { low = mid } else { high = mid }
    }
    return bernstein(curve.y1, curve.y2, (low + high) / 2)
}

/// The error text `body` throws, or nil when it does not throw.
private func errorText(_ body: () throws(CurveError) -> Void) -> String? {
    do { try body(); return nil } catch { return error.description }
}

/// `count + 1` equally spaced times over 0...1.
private func grid(_ count: Int) -> [Double] { (0...count).map { Double($0) / Double(count) } }

// MARK: - Every curve

@Test(arguments: allCurves)
func startsAtZeroEndsAtOneAndClamps(curve: TimingCurve) {
    #expect(curve.value(at: 0) == 0)
    #expect(curve.value(at: 1) == 1)
    #expect(curve.value(at: -0.5) == 0)
    #expect(curve.value(at: 1.5) == 1)
    #expect(curve.value(at: -.infinity) == 0)
    #expect(curve.value(at: .infinity) == 1)
    #expect(curve.value(at: .nan) == 0)
    // Continuous at both ends (springs have settled to within 0.01).
    #expect(abs(curve.value(at: .leastNonzeroMagnitude)) < 0.01)
    #expect(abs(curve.value(at: 1.0.nextDown) - 1) < 0.01)
}

@Test func intrinsicDurationOnlyForSprings() throws {
    #expect(TimingCurve.spring(try Spring(dampingRatio: 0.8, duration: 0.4)).intrinsicDuration == 0.4)
    for curve in allCurves {
        if case .spring(let spring) = curve {
            #expect(curve.intrinsicDuration == spring.duration)
        } else {
            #expect(curve.intrinsicDuration == nil)
        }
    }
}

@Test(arguments: [
    (TimingCurve.linear, "linear"), (.easeIn, "easeIn"), (.easeOut, "easeOut"), (.easeInOut, "easeInOut"),
    (.cubicBezier(.ease), "cubic-bezier(0.25, 0.1, 0.25, 1)"),
    (.cubicBezier(try! CubicBezier(0.68, -0.55, 0.265, 1.55)), "cubic-bezier(0.68, -0.55, 0.265, 1.55)"),
    (.spring(try! Spring(dampingRatio: 0.8, duration: 0.4)), "spring(damping: 0.8, velocity: 0, duration: 0.4)"),
    (
        .spring(try! Spring(dampingRatio: 1, initialVelocity: -2.5, duration: 1)),
        "spring(damping: 1, velocity: -2.5, duration: 1)"
    ),
    (.sampled(sampled), "sampled(33 values)"),
])
func description(curve: TimingCurve, expected: String) {
    #expect(curve.description == expected)
}

// MARK: - Cubic Bézier

@Test func cssEaseMatchesBrowsers() {
    // Chrome/WebKit: cubic-bezier(0.25, 0.1, 0.25, 1) at 0.5.
    #expect(abs(CubicBezier.ease.value(at: 0.5) - 0.8024033877399112) < 1e-4)
    #expect(abs(TimingCurve.cubicBezier(.ease).value(at: 0.5) - 0.8024033877399112) < 1e-4)
    #expect(abs(referenceValue(.ease, at: 0.5) - 0.8024033877399112) < 1e-9)  // the reference agrees
}

@Test(arguments: beziers)
func bezierMatchesReferenceBisection(curve: CubicBezier) {
    for t in grid(200) {
        let expected = referenceValue(curve, at: t)
        #expect(abs(curve.value(at: t) - expected) < 1e-5, "t = \(t)")
    }
}

@Test func namedCasesUseUIKitControlPoints() {
    let pairs: [(TimingCurve, CubicBezier, [Double])] = [
        (.easeIn, .easeIn, [0.42, 0, 1, 1]),
        (.easeOut, .easeOut, [0, 0, 0.58, 1]),
        (.easeInOut, .easeInOut, [0.42, 0, 0.58, 1]),
    ]
    for (curve, bezier, points) in pairs {
        #expect([bezier.x1, bezier.y1, bezier.x2, bezier.y2] == points)
        for t in grid(100) { #expect(curve.value(at: t) == bezier.value(at: t)) }
    }
    #expect(
        [
            CubicBezier.fastOutSlowIn.x1, CubicBezier.fastOutSlowIn.y1,
            CubicBezier.fastOutSlowIn.x2, CubicBezier.fastOutSlowIn.y2,
        ] == [0.4, 0, 0.2, 1])
    #expect(TimingCurve.linear.value(at: 0.3) == 0.3)
}

@Test(arguments: beziers.filter { [$0.y1, $0.y2].allSatisfy((0...1).contains) })
func bezierWithMonotonicControlPointsIsMonotonic(curve: CubicBezier) {
    var previous = 0.0
    for t in grid(2_000) {
        let value = curve.value(at: t)
        #expect(value >= previous, "t = \(t)")
        #expect((0...1).contains(value))
        previous = value
    }
}

@Test(arguments: [
    ([1.5, 0, 0.5, 1], "cubic-bezier x1 and x2 must be within 0...1, got 1.5"),
    ([0, 0, -0.1, 1], "cubic-bezier x1 and x2 must be within 0...1, got -0.1"),
    ([2, 0, 0.5, 1], "cubic-bezier x1 and x2 must be within 0...1, got 2"),
    ([0, .nan, 1, 1], "curve parameters must be finite numbers"),
    ([0, 0, 1, .infinity], "curve parameters must be finite numbers"),
])
func bezierRejectsBadControlPoints(points: [Double], expected: String) {
    #expect(
        errorText { () throws(CurveError) in _ = try CubicBezier(points[0], points[1], points[2], points[3]) }
            == expected)
}

@Test func bezierErrorCarriesData() {
    #expect(throws: CurveError(.controlPointOutOfRange(1.5))) { try CubicBezier(1.5, 0, 0.5, 1) }
    #expect(throws: CurveError(.notFinite)) { try CubicBezier(.nan, 0, 0.5, 1) }
}

// MARK: - Spring

@Test(arguments: springs)
func springSettles(spring: Spring) {
    for t in stride(from: 0.9, through: 1.0, by: 0.0005) {
        #expect(abs(spring.value(at: t) - 1) < 0.01, "t = \(t)")
    }
}

@Test(arguments: [(0.2, 0.526620599330303), (0.6, 0.09478022484215486)])
func underdampedSpringOvershoots(damping: Double, expectedOvershoot: Double) throws {
    let spring = try Spring(dampingRatio: damping, duration: 0.5)
    let peak = grid(100_000).map(spring.value(at:)).max() ?? 0
    #expect(peak > 1)
    // With v0 = 0 the first peak is 1 + e^(-πζ/√(1-ζ²)), whatever ω0 is.
    #expect(abs(peak - 1 - expectedOvershoot) < 1e-4)
}

@Test(arguments: [1.0, 1.000001, 2, 5, 50])
func criticalAndOverdampedSpringsNeverOvershoot(damping: Double) throws {
    let spring = try Spring(dampingRatio: damping, duration: 0.4)
    var previous = 0.0
    for t in grid(10_000) {
        let value = spring.value(at: t)
        #expect(value >= previous, "t = \(t)")
        #expect(value <= 1, "t = \(t)")
        previous = value
    }
}

@Test func naturalFrequencyStartsFromTheEnvelopeEstimate() throws {
    // ω0 is the envelope estimate raised (in 1% steps) until the residual bound is met: never
    // below the estimate, and only a little above it where the factor is small.
    // Underdamped, ζ = 0.2: e^(-ζ ω0 T) = 0.001.
    let under = try Spring(dampingRatio: 0.2, duration: 0.4)
    let underRatio = under.naturalFrequency / (ln1000 / (0.2 * 0.4))
    #expect(underRatio >= 1 && underRatio < 1.05)
    // Overdamped, ζ = 2: the slow root r = -ω0 (ζ - √(ζ² - 1)) has e^(r T) = 0.001.
    let over = try Spring(dampingRatio: 2, duration: 0.4)
    let overRatio = over.naturalFrequency * (2 - (2.0 * 2 - 1).squareRoot()) * 0.4 / ln1000
    #expect(overRatio >= 1 && overRatio < 1.1)
}

/// Near critical damping and with a strong initial velocity the envelope alone leaves up to
/// 1% of the distance at the end; the chosen ω0 leaves at most 0.001, so the final snap to 1
/// is invisible.
@Test(arguments: [0.5, 0.85, 0.9, 0.95, 0.99, 0.999, 1, 1.001, 1.01, 1.5, 3], [0.0, 2, 10])
func springLeavesAtMostOneThousandthAtTheEnd(damping: Double, velocity: Double) throws {
    let spring = try Spring(dampingRatio: damping, initialVelocity: velocity, duration: 0.4)
    #expect(abs(1 - spring.value(at: 1.0.nextDown)) <= 0.001 + 1e-12)
    for t in stride(from: 0.9, through: 1.0, by: 0.001) {
        #expect(abs(spring.value(at: t) - 1) < 0.01, "t = \(t)")
    }
}

/// Integrates x'' = -2ζω0 x' - ω0² (x - 1), x(0) = 0, x'(0) = v0 with RK4 and compares.
@Test(arguments: springs)
func springMatchesNumericalIntegration(spring: Spring) {
    let omega0 = spring.naturalFrequency
    let zeta = spring.dampingRatio
    func acceleration(_ x: Double, _ v: Double) -> Double { -2 * zeta * omega0 * v - omega0 * omega0 * (x - 1) }
    let steps = 20_000
    let h = spring.duration / Double(steps)
    var x = 0.0
    var v = spring.initialVelocity
    for step in 1..<steps {
        let (k1x, k1v) = (v, acceleration(x, v))
        let (k2x, k2v) = (v + h / 2 * k1v, acceleration(x + h / 2 * k1x, v + h / 2 * k1v))
        let (k3x, k3v) = (v + h / 2 * k2v, acceleration(x + h / 2 * k2x, v + h / 2 * k2v))
        let (k4x, k4v) = (v + h * k3v, acceleration(x + h * k3x, v + h * k3v))
        x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        if step % 500 == 0 {
            let t = Double(step) / Double(steps)
            #expect(abs(spring.value(at: t) - x) < 1e-6, "t = \(t)")
        }
    }
}

@Test func springStartsWithItsInitialVelocity() throws {
    // dx/dt = v0 × duration in progress-per-unit-time.
    let spring = try Spring(dampingRatio: 0.7, initialVelocity: 2, duration: 0.4)
    let h = 1e-7
    #expect(abs(spring.value(at: h) / h - 0.8) < 1e-4)
}

@Test(arguments: [
    (0.0, 0.0, 0.4, "spring damping must be greater than 0, got 0"),
    (-0.5, 0.0, 0.4, "spring damping must be greater than 0, got -0.5"),
    (0.8, 0.0, -1, "spring duration must be greater than 0, got -1"),
    (0.8, 0.0, 0, "spring duration must be greater than 0, got 0"),
    (.nan, 0.0, 0.4, "curve parameters must be finite numbers"),
    (0.8, .infinity, 0.4, "curve parameters must be finite numbers"),
    (0.8, 0.0, .infinity, "curve parameters must be finite numbers"),
])
func springRejectsBadParameters(damping: Double, velocity: Double, duration: Double, expected: String) {
    #expect(
        errorText { () throws(CurveError) in
            _ = try Spring(dampingRatio: damping, initialVelocity: velocity, duration: duration)
        } == expected)
}

// MARK: - Sampled

@Test func sampledCurveInterpolatesLinearly() throws {
    let curve = try SampledCurve(values: [0, 0.2, 1])
    #expect(abs(curve.value(at: 0.25) - 0.1) < 1e-12)
    #expect(abs(curve.value(at: 0.5) - 0.2) < 1e-12)
    #expect(abs(curve.value(at: 0.75) - 0.6) < 1e-12)
    #expect(try SampledCurve(values: [0, 1]).value(at: 0.3) == 0.3)
    // Endpoints within 1e-6 are accepted and stored exactly.
    #expect(try SampledCurve(values: [1e-7, 0.5, 1 - 1e-7]).values == [0, 0.5, 1])
}

@Test(arguments: [
    ([0.5], "a sampled curve needs at least 2 values, got 1"),
    ([], "a sampled curve needs at least 2 values, got 0"),
    ([0.1, 0.5, 0.9], "a sampled curve must start at 0 and end at 1, got 0.1 … 0.9"),
    ([0, 0.5, 2], "a sampled curve must start at 0 and end at 1, got 0 … 2"),
    ([0, .infinity, 1], "curve parameters must be finite numbers"),
])
func sampledCurveRejectsBadValues(values: [Double], expected: String) {
    #expect(errorText { () throws(CurveError) in _ = try SampledCurve(values: values) } == expected)
}

// MARK: - Parsing

@Test(arguments: [
    ("linear", TimingCurve.linear), (" linear\n", .linear),
    ("easeIn", .easeIn), ("ease-in", .easeIn),
    ("easeOut", .easeOut), ("ease-out", .easeOut),
    ("easeInOut", .easeInOut), ("ease-in-out", .easeInOut),
    ("ease", .cubicBezier(.ease)),
    ("fastOutSlowIn", .cubicBezier(.fastOutSlowIn)), ("fast-out-slow-in", .cubicBezier(.fastOutSlowIn)),
    ("cubic-bezier(0.25, 0.1, 0.25, 1)", .cubicBezier(.ease)),
    ("cubic-bezier(0.25,0.1,0.25,1)", .cubicBezier(.ease)),
    ("  cubic-bezier( 0.68 , -0.55 ,0.265, 1.55 ) ", .cubicBezier(try! CubicBezier(0.68, -0.55, 0.265, 1.55))),
    ("cubic-bezier (0, 0, 1, 1)", .cubicBezier(try! CubicBezier(0, 0, 1, 1))),
])
func parsesGoodText(text: String, expected: TimingCurve) throws {
    #expect(try TimingCurve(parsing: text) == expected)
}

@Test(arguments: [
    ("easOut", "unknown curve 'easOut'. Did you mean 'easeOut'?"),
    ("EaseInOut", "unknown curve 'EaseInOut'. Did you mean 'easeInOut'?"),
    ("ease-inout", "unknown curve 'ease-inout'. Did you mean 'ease-in-out'?"),
    ("lineer", "unknown curve 'lineer'. Did you mean 'linear'?"),
    ("fastOutSlowin", "unknown curve 'fastOutSlowin'. Did you mean 'fastOutSlowIn'?"),
    ("cubic-bezir(0, 0, 1, 1)", "unknown curve 'cubic-bezir(0, 0, 1, 1)'. Did you mean 'cubic-bezier'?"),
    (
        "wobble",
        "unknown curve 'wobble'; expected linear, easeIn, easeOut, easeInOut, ease, fastOutSlowIn "
            + "or cubic-bezier(x1, y1, x2, y2)"
    ),
    (
        "",
        "unknown curve ''; expected linear, easeIn, easeOut, easeInOut, ease, fastOutSlowIn "
            + "or cubic-bezier(x1, y1, x2, y2)"
    ),
    (
        "cubic-bezier(0.1, 0.2, 0.3)",
        "malformed cubic-bezier 'cubic-bezier(0.1, 0.2, 0.3)'; expected cubic-bezier(x1, y1, x2, y2) with four numbers"
    ),
    (
        "cubic-bezier(0.1, 0.2, 0.3, 0.4",
        "malformed cubic-bezier 'cubic-bezier(0.1, 0.2, 0.3, 0.4'; expected cubic-bezier(x1, y1, x2, y2) with four numbers"
    ),
    (
        "cubic-bezier(a, 0, 1, 1)",
        "malformed cubic-bezier 'cubic-bezier(a, 0, 1, 1)'; expected cubic-bezier(x1, y1, x2, y2) with four numbers"
    ),
    (
        "cubic-bezier(0.1,,0.3,0.4)",
        "malformed cubic-bezier 'cubic-bezier(0.1,,0.3,0.4)'; expected cubic-bezier(x1, y1, x2, y2) with four numbers"
    ),
    ("cubic-bezier", "malformed cubic-bezier 'cubic-bezier'; expected cubic-bezier(x1, y1, x2, y2) with four numbers"),
    ("cubic-bezier(1.5, 0, 0.5, 1)", "cubic-bezier x1 and x2 must be within 0...1, got 1.5"),
    ("cubic-bezier(0, 0, -0.1, 1)", "cubic-bezier x1 and x2 must be within 0...1, got -0.1"),
    ("cubic-bezier(0, nan, 1, 1)", "curve parameters must be finite numbers"),
])
func rejectsBadText(text: String, expected: String) {
    #expect(errorText { () throws(CurveError) in _ = try TimingCurve(parsing: text) } == expected)
}

@Test func unknownNameCarriesSuggestionData() {
    #expect(throws: CurveError(.unknownName("easOut", suggestion: "easeOut"))) {
        try TimingCurve(parsing: "easOut")
    }
    #expect(throws: CurveError(.unknownName("wobble", suggestion: nil))) { try TimingCurve(parsing: "wobble") }
}

@Test func everyNamedCurveParsesAndRoundTrips() throws {
    #expect(
        TimingCurve.namedCurves == [
            "linear", "easeIn", "easeOut", "easeInOut", "ease", "fastOutSlowIn",
            "ease-in", "ease-out", "ease-in-out", "fast-out-slow-in",
        ])
    for name in TimingCurve.namedCurves {
        let curve = try TimingCurve(parsing: name)
        #expect(try TimingCurve(parsing: curve.description) == curve)
    }
    for bezier in beziers {
        #expect(try TimingCurve(parsing: TimingCurve.cubicBezier(bezier).description) == .cubicBezier(bezier))
    }
}
