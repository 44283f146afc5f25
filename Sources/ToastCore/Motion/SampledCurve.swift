/// A curve given as equally spaced samples, linearly interpolated: for curves a theme computes
/// once at load (or that no closed form describes), evaluated in constant time.
///
/// `values[i]` is the progress at time `i / (values.count - 1)`. Values in between may leave
/// 0...1 (overshoot) and need not be monotonic.
public struct SampledCurve: Sendable, Hashable, CustomStringConvertible {
    /// How far the first and last samples may be from 0 and 1.
    static let endpointTolerance = 1e-6

    /// The samples, equally spaced over 0...1. The first is exactly 0 and the last exactly 1
    /// (the initializer snaps endpoints that were within 1e-6 of them).
    public let values: [Double]

    /// Creates a curve from equally spaced samples.
    ///
    /// - Parameter values: At least two finite samples within `TimingCurve.progressRange`, the first within 1e-6 of 0 and the last
    ///   within 1e-6 of 1; those two are stored as exactly 0 and 1.
    /// - Throws: `CurveError` with `.tooFewSamples` for fewer than 2 values, `.notFinite` when a value
    ///   is NaN or infinite, `.progressOutOfRange` when one is outside `TimingCurve.progressRange`, or `.badEndpoints` when the first is not 0 or the last is not 1.
    public init(values: [Double]) throws(CurveError) {
        guard values.count >= 2 else { throw CurveError(.tooFewSamples(values.count)) }
        guard values.allSatisfy(\.isFinite) else { throw CurveError(.notFinite) }
        if let outside = values.first(where: { !TimingCurve.progressRange.contains($0) }) {
            throw CurveError(.progressOutOfRange(parameter: "a sample", value: outside))
        }
        let first = values[0]
        let last = values[values.count - 1]
        guard abs(first) <= Self.endpointTolerance, abs(last - 1) <= Self.endpointTolerance else {
            throw CurveError(.badEndpoints(first: first, last: last))
        }
        var snapped = values
        snapped[0] = 0
        snapped[snapped.count - 1] = 1
        self.values = snapped
    }

    /// A short summary, e.g. `sampled(33 values)`.
    public var description: String { "sampled(\(values.count) values)" }

    /// The linearly interpolated progress at time progress `t`. Allocation-free, constant time.
    ///
    /// - Parameter t: Time progress; clamped to 0...1 (NaN counts as 0).
    /// - Returns: Exactly 0 at t <= 0, exactly 1 at t >= 1, the interpolated sample in between.
    public func value(at t: Double) -> Double {
        guard t > 0 else { return 0 }  // also catches NaN
        guard t < 1 else { return 1 }
        let lastIndex = values.count - 1
        let position = t * Double(lastIndex)
        // position < lastIndex unless rounding pushed it up; keep a segment to interpolate in.
        let index = min(Int(position), lastIndex - 1)
        let fraction = position - Double(index)
        let start = values[index]
        return start + (values[index + 1] - start) * fraction
    }
}
