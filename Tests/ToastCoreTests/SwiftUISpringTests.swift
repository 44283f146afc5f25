import Foundation
import Testing
@testable import ToastCore

@Suite("Springs the SwiftUI way: response + damping fraction, duration + bounce")
struct SwiftUISpringTests {
    /// x(τ) of a unit mass on a spring of stiffness k = (2π / response)², damping 2ζ√k,
    /// released at 0 toward 1 with velocity v0: the textbook closed form, written out apart
    /// from `Spring`'s own.
    static func oscillator(response: Double, zeta: Double, v0: Double, time τ: Double) -> Double {
        let w0 = 2 * Double.pi / response
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            return 1 - exp(-zeta * w0 * τ) * (cos(wd * τ) + (zeta * w0 - v0) / wd * sin(wd * τ))
        } else if zeta == 1 {
            return 1 - exp(-w0 * τ) * (1 + (w0 - v0) * τ)
        }
        let s = (zeta * zeta - 1).squareRoot()
        let r1 = -w0 * (zeta - s), r2 = -w0 * (zeta + s)
        let c1 = (v0 + r2) / (r1 - r2)
        return 1 + c1 * exp(r1 * τ) + (-1 - c1) * exp(r2 * τ)
    }

    @Test(
        "matches the closed-form oscillator at every millisecond",
        arguments: [
            (0.55, 0.825, 0.0), (0.3, 0.5, 0.0), (1.0, 1.0, 0.0), (0.5, 1.6, 0.0), (0.4, 0.7, 3.0),
        ])
    func matchesOscillator(response: Double, fraction: Double, velocity: Double) throws {
        let spring = try Spring(response: response, dampingFraction: fraction, initialVelocity: velocity)
        #expect(abs(spring.naturalFrequency * spring.naturalFrequency - pow(2 * .pi / response, 2)) < 1e-9)
        var worst = 0.0
        var τ = 0.001
        while τ < spring.duration {
            let expected = Self.oscillator(response: response, zeta: fraction, v0: velocity, time: τ)
            worst = max(worst, abs(spring.value(at: τ / spring.duration) - expected))
            τ += 0.001
        }
        #expect(worst < 1e-9)
        // Settled at the end: what is left of the distance is at most 0.001.
        #expect(
            abs(Self.oscillator(response: response, zeta: fraction, v0: velocity, time: spring.duration) - 1) <= 0.001
                + 1e-12)
    }

    @Test("SwiftUI's default spring is not the UIKit spring of the same 'duration'")
    func responseIsNotDuration() throws {
        let swiftUI = try Spring(response: 0.55, dampingFraction: 0.825)
        let misread = try Spring(dampingRatio: 0.825, duration: 0.55)
        var worst = 0.0
        for ms in 1..<550 {
            let τ = Double(ms) / 1000
            worst = max(worst, abs(swiftUI.value(at: τ / swiftUI.duration) - misread.value(at: τ / misread.duration)))
        }
        #expect(worst > 0.2)
    }

    @Test("duration + bounce: ζ = 1 - bounce, or 1 / (1 + bounce) below 0; response = duration")
    func bounce() throws {
        #expect(try Spring(perceptualDuration: 0.5, bounce: 0.2).dampingRatio == 0.8)
        #expect(try Spring(perceptualDuration: 0.5, bounce: 0).dampingRatio == 1)
        #expect(try Spring(perceptualDuration: 0.5, bounce: -0.5).dampingRatio == 2)
        #expect(try Spring(perceptualDuration: 0.5, bounce: 0.2).naturalFrequency == 4 * .pi)
        #expect(throws: CurveError.self) { try Spring(perceptualDuration: 0.5, bounce: 1) }
        #expect(throws: CurveError.self) { try Spring(response: 0, dampingFraction: 0.8) }
    }
}
