import Testing

@testable import ToastCore

/// Issue 39, item 7: a spring remembers the form it was written in, and its other forms are the
/// same spring: response = 2π / ω0, dampingFraction = dampingRatio = ζ, bounce = 1 − ζ (ζ ≤ 1)
/// or 1 / ζ − 1 (ζ > 1), each form read back giving the same natural frequency and damping.
@Suite("Spring forms")
struct SpringFormTests {
    static let springs: [(String, @Sendable () throws -> Spring)] = [
        ("SwiftUI 0.5 / 0.7", { try Spring(response: 0.5, dampingFraction: 0.7) }),
        ("SwiftUI 0.3 / 1", { try Spring(response: 0.3, dampingFraction: 1) }),
        ("SwiftUI 0.8 / 1.6", { try Spring(response: 0.8, dampingFraction: 1.6, initialVelocity: 2) }),
        ("UIKit 0.8 / 0.4 s", { try Spring(dampingRatio: 0.8, duration: 0.4) }),
        ("UIKit 2 / 1 s", { try Spring(dampingRatio: 2, initialVelocity: -1, duration: 1) }),
        ("bounce 0.5 s / 0.3", { try Spring(perceptualDuration: 0.5, bounce: 0.3) }),
        ("bounce 0.5 s / -0.4", { try Spring(perceptualDuration: 0.5, bounce: -0.4) }),
    ]

    @Test("each form gives back the same spring", arguments: springs.indices)
    func forms(_ index: Int) throws {
        let (name, make) = Self.springs[index]
        let spring = try make()
        #expect(abs(spring.response - 2 * Double.pi / spring.naturalFrequency) < 1e-15, "\(name)")
        let swiftUI = try Spring(
            response: spring.response, dampingFraction: spring.dampingRatio, initialVelocity: spring.initialVelocity)
        #expect(abs(swiftUI.naturalFrequency - spring.naturalFrequency) <= 1e-12 * spring.naturalFrequency, "\(name)")
        #expect(swiftUI.dampingRatio == spring.dampingRatio, "\(name)")
        let bounce = try Spring(
            perceptualDuration: spring.response, bounce: spring.bounce, initialVelocity: spring.initialVelocity)
        #expect(abs(bounce.naturalFrequency - spring.naturalFrequency) <= 1e-12 * spring.naturalFrequency, "\(name)")
        #expect(abs(bounce.dampingRatio - spring.dampingRatio) <= 1e-12, "\(name)")
        #expect(swiftUI.spelling == .swiftUI && bounce.spelling == .bounce, "\(name)")
    }

    @Test("the spelling is the form written")
    func spelling() throws {
        #expect(try Spring(response: 0.5, dampingFraction: 0.7).spelling == .swiftUI)
        #expect(try Spring(dampingRatio: 0.7, duration: 0.5).spelling == .uiKit)
        #expect(try Spring(perceptualDuration: 0.5, bounce: 0.2).spelling == .bounce)
    }
}
