import Testing
import ToastCore

@testable import ToastScript

/// The arguments a string reads, as the string checks compare them across languages.
@Suite struct StringSignatureTests {
    private func name(_ kind: FormatSpecifier.Kind) -> String { "\(kind)" }

    @Test func argumentsAreKeptInNumberOrderAndTheLastDirectiveWins() {
        var signature = StringChecks.Signature()
        #expect(signature.described(name) == "no arguments")
        signature.set(3, .object)
        signature.set(1, .integer)
        signature.set(2, .floatingPoint)
        signature.set(3, .integer)
        #expect(signature.described(name) == "1: integer, 2: floatingPoint, 3: integer")
    }

    @Test func signaturesAreEqualWhateverOrderTheirDirectivesCameIn() {
        var forward = StringChecks.Signature()
        forward.set(1, .integer)
        forward.set(2, .object)
        var backward = StringChecks.Signature()
        backward.set(2, .object)
        backward.set(1, .integer)
        #expect(forward == backward)
        backward.set(2, .integer)
        #expect(forward != backward)
        var shorter = StringChecks.Signature()
        shorter.set(1, .integer)
        #expect(forward != shorter)
    }
}
