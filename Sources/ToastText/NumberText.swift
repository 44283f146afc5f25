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
        let scale = powerOfTen(digits)
        guard value.isFinite, abs(value) < 1e15 / Double(scale) else { return short(value) }
        let scaled = Int64((abs(value) * Double(scale)).rounded())
        return decimal(negative: value < 0 && scaled != 0, scaled: scaled, digits: digits)
    }

    /// `value` with `digits` decimals (at most 9) as C's `printf("%.*f")` writes it: the exact
    /// binary value rounded half to even (`0.125` → `0.12`, `0.375` → `0.38`, and `2.675` →
    /// `2.67` since it is stored as 2.67499…), a minus sign kept when the sign bit is set
    /// (`-0.001` → `-0.00`). Non-finite values and values from 2^52 / 10^digits on fall back
    /// to `short`.
    package static func printf(_ value: Double, decimals digits: Int) -> String {
        let digits = min(max(digits, 0), 9)
        let scale = powerOfTen(digits)
        let magnitude = value.magnitude
        let product = magnitude * Double(scale)
        guard value.isFinite, product < 0x1p52 else { return short(value) }
        // The exact product is `product + error`: a product's rounding error is itself a double,
        // and `addingProduct` (a fused multiply-add) computes it without rounding.
        let error = (-product).addingProduct(magnitude, Double(scale))
        let whole = product.rounded(.down)
        // Exact (a multiple of product's ulp, which is at most 0.5); when it is not zero it
        // outweighs `error` (at most half an ulp), so only an exact half consults `error`.
        let aboveHalf = product - whole - 0.5
        let up =
            aboveHalf > 0 || (aboveHalf == 0 && (error > 0 || (error == 0 && Int64(whole) % 2 == 1)))
        return decimal(negative: value.sign == .minus, scaled: Int64(whole) + (up ? 1 : 0), digits: digits)
    }

    /// `value` with at least `width` digits, zeros in front: `7` → `007` for width 3.
    package static func zeroPadded(_ value: Int, width: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }

    private static func powerOfTen(_ digits: Int) -> Int64 {
        var scale: Int64 = 1
        for _ in 0..<digits { scale *= 10 }
        return scale
    }

    /// `scaled` / 10^`digits` written with exactly `digits` decimals, after a minus sign if `negative`.
    private static func decimal(negative: Bool, scaled: Int64, digits: Int) -> String {
        let sign = negative ? "-" : ""
        guard digits > 0 else { return "\(sign)\(scaled)" }
        let scale = powerOfTen(digits)
        return "\(sign)\(scaled / scale)." + zeroPadded(Int(scaled % scale), width: digits)
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
        guard fraction.isFinite else { return short(fraction) + "%" }
        let hundredths = Int((fraction * 10_000).rounded(.toNearestOrAwayFromZero))
        if hundredths == 0 && fraction > 0 { return "<0.01%" }
        let whole = hundredths / 100
        let part = hundredths % 100
        return "\(whole).\(part < 10 ? "0" : "")\(part)%"
    }
}
