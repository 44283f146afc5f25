import Testing
import TartineTestSupport

@testable import ToastRender

/// The box pass without tests in its loop, dividing by a multiplication, gives what the plain
/// running sum with a division gives, for every radius against every line length.
@Suite struct BoxBlurPassTests {
    /// The pass as first written: bounds tested at each step, a division per value.
    static func reference(_ values: [UInt32], radius: Int) -> [UInt32] {
        var out = values
        let count = values.count
        let window = UInt64(2 * radius + 1)
        var sum: UInt64 = 0
        for i in 0..<min(radius, count) { sum += UInt64(values[i]) }
        for i in 0..<count {
            if i + radius < count { sum += UInt64(values[i + radius]) }
            out[i] = UInt32((sum + window / 2) / window)
            if i - radius >= 0 { sum -= UInt64(values[i - radius]) }
        }
        return out
    }

    @Test func passMatchesTheRunningSumWithADivision() {
        var generator = SplitMix(state: 7)
        for count in [1, 2, 5, 17, 64, 301] {
            for radius in [1, 2, 3, 8, 40, 150, 400] {
                // Values up to 255 · 256, as the blur's 8.8 fixed point holds, with runs of the
                // largest (the sums nearest their bound) and of zeros.
                let values = (0..<count).map { i -> UInt32 in
                    switch (i / 7) % 3 {
                    case 0: 65_280
                    case 1: 0
                    default: UInt32.random(in: 0...65_280, using: &generator)
                    }
                }
                var plane = values
                var line = [UInt32](repeating: 9, count: count + 2 * radius)
                plane.withUnsafeMutableBufferPointer { plane in
                    line.withUnsafeMutableBufferPointer { line in
                        BoxBlur.pass(plane, start: 0, step: 1, count: count, radius: radius, line: line)
                    }
                }
                #expect(plane == Self.reference(values, radius: radius), "count \(count), radius \(radius)")
            }
        }
    }

    @Test func theReciprocalDividesExactly() {
        var generator = SplitMix(state: 11)
        for divisor in [3, 5, 7, 9, 11, 13, 99, 201, 801, 65_535, 65_537, 1 << 20 | 1] as [UInt64] {
            let reciprocal = BoxBlur.Reciprocal(divisor)
            let near: [UInt64] = [0, 1, divisor - 1, divisor, divisor + 1, (1 << 32) - 1, 1 << 32, 1 << 40]
            let random = (0..<2_000).map { _ in UInt64.random(in: 0..<(1 << 32), using: &generator) }
            for n in near + random {
                #expect(reciprocal.quotient(n) == n / divisor, "\(n) / \(divisor)")
            }
        }
    }
}

/// The pass down all columns at once gives what the pass down each column gives.
@Suite struct BoxBlurColumnsTests {
    @Test func columnsMatchThePassDownEachColumn() {
        var generator = SplitMix(state: 5)
        for (width, height) in [(1, 1), (3, 2), (9, 17), (40, 31)] {
            for radius in [1, 2, 5, 16, 40] {
                let values = (0..<(width * height)).map { i -> UInt32 in
                    (i / 5) % 3 == 0 ? 65_280 : UInt32.random(in: 0...65_280, using: &generator)
                }
                var expected = values
                var line = [UInt32](repeating: 0, count: height + 2 * radius)
                expected.withUnsafeMutableBufferPointer { plane in
                    line.withUnsafeMutableBufferPointer { line in
                        for x in 0..<width {
                            BoxBlur.pass(plane, start: x, step: width, count: height, radius: radius, line: line)
                        }
                    }
                }
                var plane = values
                var columns = BoxBlur.Columns(width: width, height: height)
                plane.withUnsafeMutableBufferPointer { columns.pass($0, radius: radius) }
                #expect(plane == expected, "\(width)×\(height), radius \(radius)")
            }
        }
    }
}
