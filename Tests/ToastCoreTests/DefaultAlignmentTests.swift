import Testing
@testable import ToastCore

/// Where lines of text sit when the theme says nothing: at the natural edge, the leading one for
/// the reading direction (left to right: left; right to left: right), as UIKit's
/// `NSTextAlignment.natural`; a theme that asks for `center` still gets it.
@Suite("Text alignment by default")
struct DefaultAlignmentTests {
    let engine = ToastLayoutEngine(measurer: MonospaceMeasurer())
    /// Two lines at the 85% width on iPhone 15, whatever the measurer.
    let twoLines = String(repeating: "word ", count: 12) + "end"

    func alignment(_ style: ToastStyle, rightToLeft: Bool) throws -> (PhysicalAlignment, Int) {
        let screen = Screen.iPhone15.rightToLeft(rightToLeft)
        let layout = engine.layout(content("saved", twoLines, style: style), on: screen)
        let message = try #require(layout.text(.message))
        return (message.alignment, message.measurement.lineCount)
    }

    @Test("the default style aligns text to the natural edge")
    func defaultIsNatural() {
        #expect(ToastStyle().textAlignment == .natural)
    }

    @Test("two lines sit at the left edge left to right and at the right edge right to left")
    func multiLineTextFollowsTheDirection() throws {
        let leftToRight = try alignment(ToastStyle(), rightToLeft: false)
        #expect(leftToRight.1 == 2)
        #expect(leftToRight.0 == .left)
        #expect(try alignment(ToastStyle(), rightToLeft: true).0 == .right)
    }

    @Test("a theme's center still centres, in both directions")
    func centerStillCentres() throws {
        var style = ToastStyle()
        style.textAlignment = .center
        #expect(try alignment(style, rightToLeft: false).0 == .center)
        #expect(try alignment(style, rightToLeft: true).0 == .center)
    }
}
