/// The exact decimal value of a finite, non-negative `Double`, and rounding to a number of
/// digits, half to even on the exact value, as C's `printf` does for `%f`, `%e` and `%g`.
struct DecimalExpansion {
    /// Decimal digits without leading zeros (`"0"` for zero).
    var digits: [UInt8]
    /// Where the decimal point sits: the value is `0.digits × 10^pointPosition`.
    var pointPosition: Int

    init(_ value: Double) {
        precondition(value.isFinite && value >= 0)
        if value == 0 {
            digits = [0]
            pointPosition = 1
            return
        }
        // value = significand × 2^exponent, significand an integer.
        let exponent = Int(value.exponent) - 52
        let significand = value.significandBitPattern | (value.isNormal ? 1 << 52 : 0)
        let shift = value.isNormal ? exponent : -1074
        var limbs: [UInt64] = [
            significand % 1_000_000_000, significand / 1_000_000_000 % 1_000_000_000,
            significand / 1_000_000_000_000_000_000,
        ]
        var fractionDigits = 0
        if shift >= 0 {
            var left = shift
            while left > 0 {
                let step = min(left, 29)
                Self.multiply(&limbs, by: 1 << UInt64(step))
                left -= step
            }
        } else {
            // m / 2^k = m × 5^k / 10^k
            var left = -shift
            fractionDigits = left
            while left > 0 {
                let step = min(left, 12)
                var factor: UInt64 = 1
                for _ in 0..<step { factor *= 5 }
                Self.multiply(&limbs, by: factor)
                left -= step
            }
        }
        var text: [UInt8] = []
        for limb in limbs.reversed() {
            var chunk = [UInt8](repeating: 0, count: 9)
            var v = limb
            for k in stride(from: 8, through: 0, by: -1) {
                chunk[k] = UInt8(v % 10)
                v /= 10
            }
            text += chunk
        }
        let firstNonZero = text.firstIndex { $0 != 0 } ?? text.count - 1
        digits = Array(text[firstNonZero...])
        pointPosition = digits.count - fractionDigits
        while digits.count > 1, digits.last == 0 { digits.removeLast() }
    }

    private static func multiply(_ limbs: inout [UInt64], by factor: UInt64) {
        var carry: UInt64 = 0
        for index in limbs.indices {
            let product = limbs[index] * factor + carry
            limbs[index] = product % 1_000_000_000
            carry = product / 1_000_000_000
        }
        while carry > 0 {
            limbs.append(carry % 1_000_000_000)
            carry /= 1_000_000_000
        }
    }

    /// Keeps the digits before position `count` (counted from the first digit; may be ≤ 0),
    /// rounding half to even; the point moves when rounding carries (9.99 → 10.0).
    func rounded(toDigits count: Int) -> DecimalExpansion {
        if count >= digits.count { return self }
        if count < 0 { return DecimalExpansion(digits: [0], pointPosition: pointPosition) }
        var kept = Array(digits[0..<count])
        let rest = digits[count...]
        let first = rest.first ?? 0
        let tail = rest.dropFirst().contains { $0 != 0 }
        let odd = (kept.last ?? 0) % 2 == 1
        var point = pointPosition
        if first > 5 || (first == 5 && (tail || odd)) {
            var index = kept.count - 1
            while index >= 0 {
                if kept[index] == 9 {
                    kept[index] = 0
                    index -= 1
                } else {
                    kept[index] += 1
                    break
                }
            }
            if index < 0 {
                kept.insert(1, at: 0)
                point += 1
            }
        }
        if kept.isEmpty { kept = [0] }
        return DecimalExpansion(digits: kept, pointPosition: point)
    }

    private init(digits: [UInt8], pointPosition: Int) {
        self.digits = digits
        self.pointPosition = pointPosition
    }

    /// The digit at `index` from the first (0 past the end or before the start).
    func digit(_ index: Int) -> UInt8 {
        index >= 0 && index < digits.count ? digits[index] : 0
    }

    var isZero: Bool { digits.allSatisfy { $0 == 0 } }

    /// `%.Nf` digits: the integer part and `precision` fraction digits.
    func fixed(precision: Int) -> (integer: String, fraction: String) {
        let r = rounded(toDigits: pointPosition + precision)
        let intDigits = r.pointPosition > 0 ? (0..<r.pointPosition).map { r.digit($0) } : [0]
        let fraction = (0..<precision).map { r.digit(r.pointPosition + $0) }
        return (Self.text(r.isZero && r.pointPosition <= 0 ? [0] : intDigits), Self.text(fraction))
    }

    /// `%.Ne` parts: the first digit, `precision` more digits and the decimal exponent.
    func scientific(precision: Int) -> (lead: String, fraction: String, exponent: Int) {
        if isZero { return ("0", String(repeating: "0", count: precision), 0) }
        let r = rounded(toDigits: precision + 1)
        return (
            Self.text([r.digit(0)]), Self.text((1...max(1, precision + 1)).prefix(precision).map { r.digit($0) }),
            r.pointPosition - 1
        )
    }

    private static func text(_ digits: [UInt8]) -> String {
        String(String.UnicodeScalarView(digits.map { Unicode.Scalar(48 + $0) }))
    }
}
