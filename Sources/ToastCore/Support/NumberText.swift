/// Numbers as Tartine writes them in messages and file names: whole numbers without a fraction
/// (`300`, not `300.0`), others in Swift's shortest form that reads back exactly (`0.25`), and
/// `nan`, `inf`, `-inf` whatever the sign bit of a NaN.
package enum NumberText {
    package static func short(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    /// `value` rounded to `digits` decimals (at most 9), always with them: `0.250`, `-1.000`.
    /// Non-finite values and values past 1e15 fall back to `short`.
    public static func fixed(_ value: Double, digits: Int) -> String {
        let digits = min(max(digits, 0), 9)
        var scale: Int64 = 1
        for _ in 0..<digits { scale *= 10 }
        guard value.isFinite, abs(value) < 1e15 / Double(scale) else { return short(value) }
        let scaled = Int64((abs(value) * Double(scale)).rounded())
        let whole = scaled / scale, fraction = scaled % scale
        let sign = value < 0 && scaled != 0 ? "-" : ""
        guard digits > 0 else { return "\(sign)\(whole)" }
        let text = String(fraction)
        return "\(sign)\(whole)." + String(repeating: "0", count: digits - text.count) + text
    }

    /// `1234567` → `"1,234,567"`: thousands grouped with commas, the same on every machine (no locale).
    package static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var out = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return value < 0 ? "-" + out : out
    }

    /// A fraction as a percentage with two decimals, rounded half up: `0.000409` → `"0.04%"`,
    /// `1` → `"100.00%"`; a non-zero fraction that would print as `0.00%` is `"<0.01%"`.
    package static func percent(_ fraction: Double) -> String {
        guard fraction.isFinite else { return "\(fraction)%" }
        let hundredths = Int((fraction * 10_000).rounded(.toNearestOrAwayFromZero))
        if hundredths == 0 && fraction > 0 { return "<0.01%" }
        let whole = hundredths / 100
        let part = hundredths % 100
        return "\(whole).\(part < 10 ? "0" : "")\(part)%"
    }
}
