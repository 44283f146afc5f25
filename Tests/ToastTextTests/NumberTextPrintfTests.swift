import Foundation
import TartineTestSupport
import Testing

@testable import ToastText

/// `NumberText.printf` against Foundation's `String(format: "%.Nf")` (C's printf), the oracle
/// the filmstrip labels used before Tartine's executable stopped linking Foundation.
@Suite("NumberText.printf: C's %.Nf, byte for byte")
struct NumberTextPrintfTests {
    private func oracle(_ value: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", value) }

    @Test("exact halves round to even, stored values below a half round down, the sign bit stays")
    func ties() {
        let values: [Double] = [
            0.125, 0.375, 0.625, 0.875, 2.5, 3.5, 1.005, 2.675, 0.045, 1.115, -0.001, -0.0, 0, 0.5, 1.5,
            0.005, 0.015, 0.0625, 3599.995, 3600, 1e-300, 0x1p-1074, 123_456.785,
        ]
        for value in values {
            for digits in 0...4 {
                #expect(NumberText.printf(value, decimals: digits) == oracle(value, digits), "\(value) %.\(digits)f")
            }
        }
        #expect(NumberText.printf(0.125, decimals: 2) == "0.12")
        #expect(NumberText.printf(0.375, decimals: 2) == "0.38")
        #expect(NumberText.printf(-0.001, decimals: 2) == "-0.00")
    }

    @Test("random times, multiples of 1/8, 1/100 and 1/fps over 0…3600, and large magnitudes")
    func random() {
        var random = SplitMix(state: 0x7A27)
        for _ in 0..<20_000 {
            let bits = random.next()
            let value: Double
            switch bits % 4 {
            case 0: value = Double(bits >> 11) * 0x1p-53 * 3600
            case 1: value = Double(random.below(3600 * 8)) / 8
            case 2: value = Double(random.below(3600 * 1000)) / 1000
            default: value = Double(random.below(3600)) + Double(random.below(120)) / Double(random.below(119) + 1)
            }
            let digits = random.below(10)
            #expect(NumberText.printf(value, decimals: digits) == oracle(value, digits), "\(value) %.\(digits)f")
            #expect(NumberText.printf(-value, decimals: digits) == oracle(-value, digits), "\(-value) %.\(digits)f")
        }
        for exponent in stride(from: -20, through: 36, by: 1) {
            let value = Double(sign: .plus, exponent: exponent, significand: 1.2345678901234567)
            let digits = 2
            guard value * 100 < 0x1p52 else { continue }
            #expect(NumberText.printf(value, decimals: digits) == oracle(value, digits), "\(value)")
        }
    }
}
