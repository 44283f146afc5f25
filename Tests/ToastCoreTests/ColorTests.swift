import Testing
@testable import ToastCore

/// The "expected …" tail shared by most parse-error messages.
private let expected =
    "expected #RGB, #RGBA, #RRGGBB, #RRGGBBAA, rgb(r, g, b), rgba(r, g, b, a), rgb(r g b / a), "
    + "hsl(h s% l% / a), hwb(h w% b% / a), light-dark(light, dark) or a system colour name such as "
    + "systemBlue, optionally followed by @alpha (as in systemGreen@0.9)"

/// The problem of a malformed `rgb()` or `rgba()`.
private func rgbTakes(_ name: String) -> String {
    "\(name)() takes 3 numbers or percentages and an optional alpha, as rgb(255, 59, 48) or rgb(255 59 48 / 0.9)"
}

private func rgba(_ r: Int, _ g: Int, _ b: Int, _ alpha: Double = 1) -> RGBA {
    RGBA(r255: r, g255: g, b255: b, alpha: alpha)
}

private func isClose(_ a: RGBA, _ b: RGBA, within tolerance: Double = 1e-12) -> Bool {
    abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance
        && abs(a.blue - b.blue) <= tolerance && abs(a.alpha - b.alpha) <= tolerance
}

/// The error `Color(parsing:)` throws for `text`, or `nil` if it parses.
private func parseError(_ text: String) -> ColorParseError? {
    do {
        _ = try Color(parsing: text)
        return nil
    } catch {
        return error
    }
}

// MARK: - Parsing

@Suite("Colours: parsing every form")
struct ColorParsingTests {
    @Test(arguments: [
        ("#0F0", RGBA(red: 0, green: 1, blue: 0)),
        ("#0f0", RGBA(red: 0, green: 1, blue: 0)),
        ("#F008", rgba(255, 0, 0, 136.0 / 255)),
        ("#FF0000", rgba(255, 0, 0)),
        ("#ff8000", rgba(255, 128, 0)),
        ("#FF000080", rgba(255, 0, 0, 128.0 / 255)),
        ("#12345678", rgba(0x12, 0x34, 0x56, Double(0x78) / 255)),
        ("  #AbCdEf  ", rgba(0xAB, 0xCD, 0xEF)),
        ("rgb(255, 0, 0)", rgba(255, 0, 0)),
        ("rgb(0,128,255)", rgba(0, 128, 255)),
        ("RGB( 1 , 2 , 3 )", rgba(1, 2, 3)),
        ("rgb(127.5, 0, 0)", RGBA(red: 127.5 / 255, green: 0, blue: 0)),
        ("rgba(255, 0, 0, 0.5)", rgba(255, 0, 0, 0.5)),
        ("rgba(0,128,255,50%)", rgba(0, 128, 255, 0.5)),
        ("rgba(0, 0, 0, .25)", rgba(0, 0, 0, 0.25)),
        ("rgba(0, 0, 0, 0)", RGBA.clear),
        ("#FF0000@0.5", rgba(255, 0, 0, 0.5)),
        ("#FF000080@1", rgba(255, 0, 0)),
        ("rgba(1, 2, 3, 0.1) @ 90%", rgba(1, 2, 3, 0.9)),
        ("black", RGBA.black),
        ("white@0.8", RGBA.white.withAlpha(0.8)),
    ])
    func staticForms(text: String, value: RGBA) throws {
        let color = try Color(parsing: text)
        #expect(color == Color(value))
        #expect(!color.isDynamic)
    }

    @Test(arguments: [
        ("light-dark(#FFF, #000)", Color(light: .white, dark: .black)),
        ("light-dark(rgba(1, 2, 3, 0.5), rgb(4,5,6))", Color(light: rgba(1, 2, 3, 0.5), dark: rgba(4, 5, 6))),
        ("light-dark(#FFF@0.5, #000)", Color(light: RGBA.white.withAlpha(0.5), dark: .black)),
        ("light-dark(#FFF@0.5, #000)@0.25", Color(light: RGBA.white.withAlpha(0.25), dark: RGBA.black.withAlpha(0.25))),
        ("Light-Dark( systemRed , systemBlue )", Color(light: rgba(255, 59, 48), dark: rgba(10, 132, 255))),
        (
            "light-dark(light-dark(#111, #222), light-dark(#333, #444))",
            Color(light: rgba(17, 17, 17), dark: rgba(68, 68, 68))
        ),
    ])
    func lightDark(text: String, color: Color) throws {
        let parsed = try Color(parsing: text)
        #expect(parsed.light == color.light && parsed.dark == color.dark)
    }

    @Test(arguments: ["systemGreen", "SYSTEMGREEN", "systemgreen", "  systemGreen\t"])
    func systemNamesIgnoreCase(text: String) throws {
        #expect(try Color(parsing: text) == SystemColor.systemGreen.color)
    }

    @Test(arguments: ["systemGreen@0.9", "systemGreen@90%", "systemGreen @ 0.9", "SystemGreen@.9"])
    func alphaSuffixReplacesBothSides(text: String) throws {
        let color = try Color(parsing: text)
        #expect(color.light == rgba(52, 199, 89, 0.9))
        #expect(color.dark == rgba(48, 209, 88, 0.9))
    }

    @Test func everySystemColourParsesByName() throws {
        for system in SystemColor.allCases {
            #expect(try Color(parsing: system.rawValue) == system.color, "\(system)")
            #expect(try Color(parsing: system.rawValue.uppercased()) == system.color, "\(system)")
        }
    }

    @Test func descriptionRoundTrips() throws {
        for system in SystemColor.allCases {
            let parsed = try Color(parsing: system.color.description)
            #expect(parsed.light == system.color.light && parsed.dark == system.color.dark, "\(system)")
        }
        let samples = [rgba(0, 0, 0), rgba(1, 2, 3, 0.6), rgba(255, 128, 7, 0), rgba(12, 200, 99, 128.0 / 255)]
        for sample in samples {
            #expect(try Color(parsing: sample.hexString) == Color(sample), "\(sample)")
        }
    }
}

// MARK: - Errors

@Suite("Colours: parse errors as data and text")
struct ColorParseErrorTests {
    @Test(arguments: [
        ("", "invalid colour '': empty string; " + expected),
        ("   ", "invalid colour '   ': empty string; " + expected),
        ("@0.5", "invalid colour '@0.5': missing colour before '@0.5'; " + expected),
        ("#12345", "invalid colour '#12345': '#12345' has 5 hex digits; " + expected),
        ("#", "invalid colour '#': '#' has 0 hex digits; " + expected),
        ("#1", "invalid colour '#1': '#1' has 1 hex digit; " + expected),
        ("#12G", "invalid colour '#12G': '#12G' contains 'G', which is not a hex digit; " + expected),
        ("rgb(1, 2)", "invalid colour 'rgb(1, 2)': \(rgbTakes("rgb")); " + expected),
        ("rgb(1, two, 3)", "invalid colour 'rgb(1, two, 3)': \(rgbTakes("rgb")); " + expected),
        ("rgb(1, 2, 3", "invalid colour 'rgb(1, 2, 3': \(rgbTakes("rgb")); " + expected),
        ("rgba(1, 2)", "invalid colour 'rgba(1, 2)': \(rgbTakes("rgba")); " + expected),
        ("rgb(1 2 3 / )", "invalid colour 'rgb(1 2 3 / )': \(rgbTakes("rgb")); " + expected),
        ("rgb(1 2, 3)", "invalid colour 'rgb(1 2, 3)': \(rgbTakes("rgb")); " + expected),
        ("rgb(1 2 3 / 4 / 5)", "invalid colour 'rgb(1 2 3 / 4 / 5)': \(rgbTakes("rgb")); " + expected),
        ("rgb(101% 0% 0%)", "invalid colour 'rgb(101% 0% 0%)': 101% is outside 0%...100%; " + expected),
        (
            "hsl(3 100%)",
            "invalid colour 'hsl(3 100%)': hsl() takes a hue, a saturation and a lightness and an optional alpha, as hsl(3deg 100% 59%) or hsl(3, 100%, 59%, 0.9); "
                + expected
        ),
        (
            "hsl(361 50% 50%)",
            "invalid colour 'hsl(361 50% 50%)': hue 361deg is outside -360...360 degrees; " + expected
        ),
        (
            "hsl(2turn 50% 50%)",
            "invalid colour 'hsl(2turn 50% 50%)': hue 720deg is outside -360...360 degrees; " + expected
        ),
        (
            "hsl(0 50% 1e3%)",
            "invalid colour 'hsl(0 50% 1e3%)': hsl() takes a hue, a saturation and a lightness and an optional alpha, as hsl(3deg 100% 59%) or hsl(3, 100%, 59%, 0.9); "
                + expected
        ),
        ("hwb(0 50% 120%)", "invalid colour 'hwb(0 50% 120%)': 120% is outside 0%...100%; " + expected),
        (
            "hwb(0, 0%, 0%)",
            "invalid colour 'hwb(0, 0%, 0%)': hwb() takes a hue, a whiteness and a blackness and an optional alpha, as hwb(3 0% 0% / 0.9); "
                + expected
        ),
        ("rgb(300, 0, 0)", "invalid colour 'rgb(300, 0, 0)': channel 300 is outside 0...255; " + expected),
        ("rgb(0, -1.5, 0)", "invalid colour 'rgb(0, -1.5, 0)': channel -1.5 is outside 0...255; " + expected),
        ("rgba(0, 0, 0, 1.5)", "invalid colour 'rgba(0, 0, 0, 1.5)': alpha 1.5 is outside 0...1; " + expected),
        ("rgba(0, 0, 0, 150%)", "invalid colour 'rgba(0, 0, 0, 150%)': alpha 1.5 is outside 0...1; " + expected),
        ("#FFF@2", "invalid colour '#FFF@2': alpha 2 is outside 0...1; " + expected),
        ("systemGreen@x", "invalid colour 'systemGreen@x': '@x' is not an alpha value; " + expected),
        ("systemGreen@", "invalid colour 'systemGreen@': '@' is not an alpha value; " + expected),
        ("#FFF@0.5@0.5", "invalid colour '#FFF@0.5@0.5': '@0.5@0.5' is not an alpha value; " + expected),
        ("light-dark(#FFF)", "invalid colour 'light-dark(#FFF)': light-dark() takes 2 colours; " + expected),
        ("light-dark(, #000)", "invalid colour 'light-dark(, #000)': light-dark() takes 2 colours; " + expected),
        (
            "light-dark(#FFF, #12345)",
            "invalid colour 'light-dark(#FFF, #12345)': '#12345' has 5 hex digits; " + expected
        ),
        ("lab(50 20 30)", "invalid colour 'lab(50 20 30)': unknown function 'lab()'; " + expected),
        ("0xFF3B30", "invalid colour '0xFF3B30': unknown colour name '0xFF3B30'. Did you mean '#FF3B30'?"),
        ("0xccff3b30", "invalid colour '0xccff3b30': unknown colour name '0xccff3b30'. Did you mean '#ff3b30cc'?"),
        ("0XF00", "invalid colour '0XF00': unknown colour name '0XF00'. Did you mean '#F00'?"),
        ("chartreuse", "invalid colour 'chartreuse': unknown colour name 'chartreuse'; " + expected),
        ("systemGren", "invalid colour 'systemGren': unknown colour name 'systemGren'. Did you mean 'systemGreen'?"),
        (
            "systemGren@0.9",
            "invalid colour 'systemGren@0.9': unknown colour name 'systemGren'. Did you mean 'systemGreen'?"
        ),
        ("red", "invalid colour 'red': unknown colour name 'red'. Did you mean 'systemRed'?"),
        ("ff0000", "invalid colour 'ff0000': unknown colour name 'ff0000'. Did you mean '#ff0000'?"),
        (
            "light-dark(systemBlu, #000)",
            "invalid colour 'light-dark(systemBlu, #000)': unknown colour name 'systemBlu'. Did you mean 'systemBlue'?"
        ),
    ])
    func messages(text: String, message: String) {
        #expect(parseError(text)?.description == message)
    }

    @Test(arguments: [
        ("", ColorParseError.Reason.empty, ""),
        ("#12345@0.5", .badHex(digits: 5), "#12345"),
        ("#12G", .badHex(digits: 3), "#12G"),
        ("rgb(1, 2)", .badFunction(name: "rgb"), "rgb(1, 2)"),
        ("RGBA(1, 2)", .badFunction(name: "rgba"), "RGBA(1, 2)"),
        ("hsl(0 120% 0%)", .percentageOutOfRange(value: 120), "120%"),
        ("hwb(1e2 0% 0%)", .badFunction(name: "hwb"), "hwb(1e2 0% 0%)"),
        ("hsl(-400 0% 0%)", .hueOutOfRange(degrees: -400), "-400"),
        ("light-dark(#000)", .badFunction(name: "light-dark"), "light-dark(#000)"),
        ("rgb(300, 0, 0)", .channelOutOfRange(value: 300), "300"),
        ("rgba(0, 0, 0, -0.5)", .alphaOutOfRange(value: -0.5), "-0.5"),
        ("white@x", .badAlphaSuffix(text: "x"), "x"),
        ("systemGren", .unknownName(name: "systemGren", suggestion: "systemGreen"), "systemGren"),
        ("grey", .unknownName(name: "grey", suggestion: "systemGray"), "grey"),
        ("nope", .unknownName(name: "nope", suggestion: nil), "nope"),
    ])
    func reasons(text: String, reason: ColorParseError.Reason, fragment: String) {
        #expect(parseError(text) == ColorParseError(input: text, reason: reason, fragment: fragment))
    }

    @Test(arguments: [
        (300.0, "300"), (-1.5, "-1.5"), (0.0, "0"), (-0.0, "0"), (1e20, "1e+20"),
        (Double.nan, "nan"), (-Double.nan, "nan"), (Double.infinity, "inf"), (-Double.infinity, "-inf"),
    ])
    func numberFormatting(value: Double, text: String) {
        #expect(NumberText.short(value) == text)
    }
}

// MARK: - RGBA

@Suite("Colours: RGBA maths and hex")
struct RGBATests {
    @Test func contrastRatio() {
        #expect(abs(RGBA.black.contrastRatio(with: .white) - 21) < 1e-9)
        #expect(abs(RGBA.white.contrastRatio(with: .black) - 21) < 1e-9)
        #expect(RGBA.white.contrastRatio(with: .white) == 1)
        #expect(RGBA.black.contrastRatio(with: .black) == 1)
        // Alpha is ignored: both colours count as opaque.
        #expect(abs(RGBA.black.withAlpha(0.1).contrastRatio(with: .white) - 21) < 1e-9)
        // #767676 is the classic "just passes AA on white" grey.
        #expect(abs(rgba(118, 118, 118).contrastRatio(with: .white) - 4.542224959605253) < 1e-12)
        let blue = SystemColor.systemBlue.color.light
        #expect(abs(blue.contrastRatio(with: .white) - 4.016975780478911) < 1e-12)
        #expect(blue.contrastRatio(with: .white) == RGBA.white.contrastRatio(with: blue))
    }

    @Test(arguments: [
        (rgba(0, 0, 0), 0.0), (rgba(255, 255, 255), 1.0),
        (rgba(255, 0, 0), 0.2126), (rgba(0, 255, 0), 0.7152), (rgba(0, 0, 255), 0.0722),
        (rgba(128, 128, 128), 0.21586050011389923), (rgba(52, 199, 89), 0.42298180914024464),
        (rgba(10, 10, 10), 0.003035269835488375), (RGBA(red: 1.5, green: -1, blue: 0), 0.2126),
    ])
    func relativeLuminance(color: RGBA, luminance: Double) {
        #expect(abs(color.relativeLuminance - luminance) < 1e-12)
    }

    @Test func compositing() {
        let red = rgba(255, 0, 0)
        #expect(red.composited(over: .white) == red)
        #expect(red.withAlpha(0.5).composited(over: .white) == RGBA(red: 1, green: 0.5, blue: 0.5, alpha: 1))
        #expect(
            isClose(
                RGBA.black.withAlpha(0.5).composited(over: RGBA.white.withAlpha(0.5)),
                RGBA(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3, alpha: 0.75)))
        #expect(RGBA.clear.composited(over: .clear) == .clear)
        #expect(isClose(RGBA.clear.composited(over: rgba(10, 20, 30, 0.3)), rgba(10, 20, 30, 0.3)))
        #expect(isClose(rgba(10, 20, 30, 0.3).composited(over: .clear), rgba(10, 20, 30, 0.3)))
        let label = SystemColor.secondaryLabel.color.light.composited(over: .white)
        #expect(label.alpha == 1)
        #expect(label.hexString == "#8A8A8EFF")
    }

    @Test(arguments: [
        (RGBA.black, "#000000FF"), (RGBA.white, "#FFFFFFFF"), (RGBA.clear, "#00000000"),
        (rgba(0x12, 0xAB, 0xEF, 0.6), "#12ABEF99"),
        (RGBA(red: 0.5, green: 0.2, blue: 1, alpha: 0.5), "#8033FF80"),
        (RGBA(red: 1.2, green: -0.3, blue: .nan, alpha: 2), "#FF0000FF"),
    ])
    func hexString(color: RGBA, text: String) {
        #expect(color.hexString == text)
        #expect(color.description == text)
    }

    @Test func hexRoundTripsEveryByte() throws {
        for byte in 0...255 {
            let color = rgba(byte, 255 - byte, byte / 2, Double(byte) / 255)
            #expect(try Color(parsing: color.hexString).light == color)
        }
    }

    @Test func initialisersAndAlpha() {
        #expect(RGBA(r255: 255, g255: 51, b255: 0, alpha: 0.5) == RGBA(red: 1, green: 0.2, blue: 0, alpha: 0.5))
        #expect(rgba(1, 2, 3).withAlpha(0.25) == rgba(1, 2, 3, 0.25))
        #expect(rgba(1, 2, 3, 0.5).withAlpha(1) == rgba(1, 2, 3))
    }
}

// MARK: - Color and SystemColor

@Suite("Colours: dynamic and system colours")
struct ColorValueTests {
    @Test func dynamicColour() {
        let color = Color(light: .white, dark: .black)
        #expect(color.isDynamic)
        #expect(color.resolved(for: .light) == .white)
        #expect(color.resolved(for: .dark) == .black)
        #expect(color.withAlpha(0.5) == Color(light: RGBA.white.withAlpha(0.5), dark: RGBA.black.withAlpha(0.5)))
        #expect(color.description == "light-dark(#FFFFFFFF, #000000FF)")
    }

    @Test func staticColour() {
        #expect(!Color.white.isDynamic)
        #expect(Color.black.resolved(for: .dark) == .black)
        #expect(Color.clear.description == "#00000000")
        #expect(Color(rgba(255, 0, 0, 0.5)).description == "#FF000080")
        #expect(Appearance.allCases == [.light, .dark])
    }

    @Test(arguments: [
        (SystemColor.systemRed, rgba(255, 59, 48), rgba(255, 69, 58)),
        (.systemGreen, rgba(52, 199, 89), rgba(48, 209, 88)),
        (.systemBlue, rgba(0, 122, 255), rgba(10, 132, 255)),
        (.systemGray, rgba(142, 142, 147), rgba(142, 142, 147)),
        (.systemGray6, rgba(242, 242, 247), rgba(28, 28, 30)),
        (.label, rgba(0, 0, 0), rgba(255, 255, 255)),
        (.secondaryLabel, rgba(60, 60, 67, 0.6), rgba(235, 235, 245, 0.6)),
        (.systemBackground, rgba(255, 255, 255), rgba(0, 0, 0)),
        (.clear, RGBA.clear, RGBA.clear),
    ])
    func systemColourValues(system: SystemColor, light: RGBA, dark: RGBA) {
        #expect(system.color.light == light && system.color.dark == dark)
    }

    @Test func systemColourCatalogue() {
        #expect(SystemColor.allCases.count == 25)
        #expect(SystemColor.black.rawValue == "black")
        #expect(!SystemColor.systemGray.color.isDynamic)
        #expect(SystemColor.systemMint.color.isDynamic)
        #expect(SystemColor.named("SystemTeal") == .systemTeal)
        #expect(SystemColor.named("teal") == nil)
    }

    @Test(arguments: [
        ("systemGren", SystemColor?.some(.systemGreen)), ("gren", .systemGreen), ("Red", .systemRed),
        ("grey", .systemGray), ("lable", .label), ("backgroud", .systemBackground), ("foo", nil),
    ])
    func closestSystemColour(name: String, system: SystemColor?) {
        #expect(SystemColor.closest(to: name) == system)
    }
}

@Suite("Colours: CSS Color 4 rgb(), hsl() and hwb(); Android's hex order; 0x literals")
struct CSSColorFourTests {
    /// Each form and the colour CSS gives it (hsl and hwb checked against the CSS Color 4
    /// sample conversions, to the nearest byte).
    @Test(arguments: [
        ("rgb(255 59 48)", rgba(255, 59, 48)),
        ("rgb(255 59 48 / 0.9)", rgba(255, 59, 48, 0.9)),
        ("rgba(255 59 48 / 90%)", rgba(255, 59, 48, 0.9)),
        ("rgb(255, 59, 48, 0.5)", rgba(255, 59, 48, 0.5)),
        ("rgba(255, 59, 48)", rgba(255, 59, 48)),
        ("rgb(100% 0% 50%)", RGBA(red: 1, green: 0, blue: 0.5)),
        ("rgb(  255\t59   48  /  .25 )", rgba(255, 59, 48, 0.25)),
        ("hsl(0 100% 50%)", rgba(255, 0, 0)),
        ("hsl(120deg 100% 25%)", rgba(0, 128, 0)),
        ("hsl(240, 100%, 50%, 0.5)", rgba(0, 0, 255, 0.5)),
        ("hsla(0.5turn 100 50 / 1)", rgba(0, 255, 255)),
        ("hsl(-120 100% 50%)", rgba(0, 0, 255)),
        ("hsl(200grad 100% 50%)", rgba(0, 255, 255)),
        ("hsl(3.14159265rad 100% 50%)", rgba(0, 255, 255)),
        ("hsl(3 100% 59%)", rgba(255, 56, 46)),
        ("hsl(0 0% 100%)", rgba(255, 255, 255)),
        ("hwb(0 0% 0%)", rgba(255, 0, 0)),
        ("hwb(120 20% 20% / 0.5)", rgba(51, 204, 51, 0.5)),
        ("hwb(0 60% 60%)", rgba(128, 128, 128)),
    ])
    func forms(text: String, color: RGBA) throws {
        let parsed = try Color(parsing: text).light
        #expect(parsed.hexString == color.hexString, "\(text): \(parsed.hexString)")
    }

    @Test("an 8-digit hex code that reads very differently alpha first is named, with both readings")
    func hexOrder() {
        let warnings = Color.hexOrderWarnings(in: "#80FF3B30")
        #expect(
            warnings.map(\.description) == [
                "'#80FF3B30' is #RRGGBBAA here: rgb(128 255 59 / 19%); Android's #AARRGGBB would read it as rgb(255 59 48 / 50%), which is '#FF3B3080' here. Write rgb(… / alpha) or #RRGGBB@alpha to say which"
            ])
        // Inside light-dark() and before @alpha too, each code once.
        #expect(
            Color.hexOrderWarnings(in: "light-dark(#CCFF0000, #80007A10)@0.5").map(\.code) == [
                "#CCFF0000", "#80007A10",
            ])
        // Codes CSS writes (translucent greys, a stated opaque alpha, a faint first pair), and
        // what is no 8-digit code.
        for quiet in [
            "#FFFFFFCC", "#FFFFFF1F", "#00000040", "#2C2C2EF2", "#3A3A3CC7", "#FF3B30FF", "#1C1C1EE6", "#FF3B30",
            "#FF3B3", "#FF3B30801", "systemRed", "rgb(255 59 48 / 0.5)",
        ] {
            #expect(Color.hexOrderWarnings(in: quiet).isEmpty, "\(quiet)")
        }
    }

    @Test("over every first and last pair: never a CSS-shaped code, always an opaque Android one")
    func hexOrderOverEveryPair() {
        for colour in ["3B30", "C759", "7AFF"] {
            for first in 0..<256 {
                for last in 0..<256 {
                    let digits = Self.hex(first) + colour + Self.hex(last)
                    let warned = !Color.hexOrderWarnings(in: "#" + digits).isEmpty
                    let written = RGBA(hexDigits: Substring(digits))!
                    let alphaFirst = RGBA(hexDigits: Substring(colour + Self.hex(last) + Self.hex(first)))!
                    let difference = HexOrderWarning(code: "#" + digits, asWritten: written, asAlphaFirst: alphaFirst)
                        .difference
                    if last == 255 || first < 0x33 || written.alpha >= alphaFirst.alpha / 2 {
                        #expect(!warned, "#\(digits)")
                    }
                    // Android's opaque colours (FF first) that CSS would draw under half opaque and
                    // visibly apart: always named.
                    if first == 255 && last < 0x80 && difference > HexOrderWarning.threshold {
                        #expect(warned, "#\(digits)")
                    }
                }
            }
        }
        // A translucent grey is how CSS writes shadows and borders: never named.
        for grey in 0..<256 {
            for alpha in 0..<255 {
                #expect(
                    Color.hexOrderWarnings(in: "#" + String(repeating: Self.hex(grey), count: 3) + Self.hex(alpha))
                        .isEmpty)
            }
        }
    }

    static func hex(_ byte: Int) -> String {
        let text = String(byte, radix: 16, uppercase: true)
        return byte < 16 ? "0" + text : text
    }
}
