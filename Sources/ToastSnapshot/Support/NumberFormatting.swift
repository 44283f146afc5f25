/// Numbers as ToastSnapshot's messages and reports print them, the same on every machine (no
/// locale): thousands grouped with commas, percentages with two decimals.
enum NumberFormatting {
    /// `1234567` → `"1,234,567"`.
    static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return value < 0 ? "-" + result : result
    }

    /// A fraction as a percentage with two decimals, rounded half up: `0.000409` → `"0.04%"`,
    /// `1` → `"100.00%"`; a non-zero fraction that would print as `0.00%` is `"<0.01%"`.
    static func percent(_ fraction: Double) -> String {
        guard fraction.isFinite else { return "\(fraction)%" }
        let hundredths = Int((fraction * 10_000).rounded(.toNearestOrAwayFromZero))
        if hundredths == 0 && fraction > 0 { return "<0.01%" }
        let whole = hundredths / 100
        let part = hundredths % 100
        return "\(whole).\(part < 10 ? "0" : "")\(part)%"
    }

    /// Seconds with three decimals: `0.0123` → `"0.012"`.
    static func seconds(_ value: Double) -> String {
        guard value.isFinite else { return "0.000" }
        let millis = Int((value * 1000).rounded(.toNearestOrAwayFromZero))
        let part = millis % 1000
        let padding = part < 10 ? "00" : part < 100 ? "0" : ""
        return "\(millis / 1000).\(padding)\(part)"
    }
}
