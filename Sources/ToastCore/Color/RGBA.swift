/// A colour in sRGB, components 0...1, straight (not premultiplied) alpha.
///
/// The initialisers store the components exactly as given (no clamping), so intermediate
/// results may stray outside 0...1; everything that reads the colour back out
/// (``hexString``, ``relativeLuminance``, ``composited(over:)``) clamps to 0...1 first.
public struct RGBA: Sendable, Hashable, CustomStringConvertible {
    /// Red component, 0...1.
    public var red: Double
    /// Green component, 0...1.
    public var green: Double
    /// Blue component, 0...1.
    public var blue: Double
    /// Opacity, 0 (transparent) ... 1 (opaque), not premultiplied into the other components.
    public var alpha: Double

    /// Creates a colour from 0...1 components.
    /// - Parameter red: Red, 0...1.
    /// - Parameter green: Green, 0...1.
    /// - Parameter blue: Blue, 0...1.
    /// - Parameter alpha: Opacity, 0...1; opaque by default.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Creates a colour from 0...255 integer channels, as found in design specs and `rgb()`.
    /// - Parameter r255: Red, 0...255.
    /// - Parameter g255: Green, 0...255.
    /// - Parameter b255: Blue, 0...255.
    /// - Parameter alpha: Opacity, 0...1; opaque by default.
    public init(r255: Int, g255: Int, b255: Int, alpha: Double = 1) {
        self.init(red: Double(r255) / 255, green: Double(g255) / 255, blue: Double(b255) / 255, alpha: alpha)
    }

    /// The same colour with its alpha replaced (not multiplied), like `UIColor.withAlphaComponent(_:)`.
    /// - Parameter alpha: The new opacity, 0...1.
    /// - Returns: A copy of `self` whose alpha is `alpha`.
    public func withAlpha(_ alpha: Double) -> RGBA {
        RGBA(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// `"#RRGGBBAA"`: uppercase hex, each component clamped to 0...1 and rounded to the nearest of 0...255.
    public var hexString: String {
        var text = "#"
        for component in [red, green, blue, alpha] {
            let byte = RGBA.byte(component)
            text.append(RGBA.hexDigits[byte >> 4])
            text.append(RGBA.hexDigits[byte & 0xF])
        }
        return text
    }

    /// The same as ``hexString``.
    public var description: String { hexString }

    /// WCAG 2.x relative luminance, 0 (black) ... 1 (white).
    ///
    /// Each component is clamped to 0...1 and linearised with the sRGB transfer function
    /// (threshold 0.04045), then weighted 0.2126 R + 0.7152 G + 0.0722 B. Alpha is ignored.
    public var relativeLuminance: Double {
        0.2126 * RGBA.linearised(red) + 0.7152 * RGBA.linearised(green) + 0.0722 * RGBA.linearised(blue)
    }

    /// The WCAG contrast ratio between two colours, both taken as opaque (alpha ignored).
    /// - Parameter other: The colour to compare with.
    /// - Returns: `(L1 + 0.05) / (L2 + 0.05)` with `L1` the lighter luminance: 1 (no contrast) ... 21
    ///   (black on white). Symmetric in its two colours.
    public func contrastRatio(with other: RGBA) -> Double {
        let first = relativeLuminance
        let second = other.relativeLuminance
        return (max(first, second) + 0.05) / (min(first, second) + 0.05)
    }

    /// Porter–Duff source-over: `self` painted on top of `backdrop`.
    ///
    /// Both colours are straight alpha, and so is the result. Over an opaque backdrop the result
    /// is opaque; two translucent colours give a translucent result; if both are fully
    /// transparent the result is ``clear``.
    /// - Parameter backdrop: What lies underneath `self`.
    /// - Returns: The colour the eye sees where `self` covers `backdrop`.
    public func composited(over backdrop: RGBA) -> RGBA {
        let top = RGBA.unit(alpha)
        let bottom = RGBA.unit(backdrop.alpha) * (1 - top)
        let outAlpha = top + bottom
        guard outAlpha > 0 else { return .clear }
        func mix(_ source: Double, _ under: Double) -> Double {
            (RGBA.unit(source) * top + RGBA.unit(under) * bottom) / outAlpha
        }
        return RGBA(
            red: mix(red, backdrop.red),
            green: mix(green, backdrop.green),
            blue: mix(blue, backdrop.blue),
            alpha: outAlpha
        )
    }

    /// Fully transparent black, `#00000000`.
    public static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque black, `#000000FF`.
    public static let black = RGBA(red: 0, green: 0, blue: 0)
    /// Opaque white, `#FFFFFFFF`.
    public static let white = RGBA(red: 1, green: 1, blue: 1)
}

// MARK: - Hex decoding

extension RGBA {
    /// Decodes the digits of a hex colour (without the `#`): `RGB`, `RGBA`, `RRGGBB` or
    /// `RRGGBBAA`, case-insensitive; a single digit `d` stands for `dd`.
    /// Returns `nil` for any other length or a non-hex digit.
    init?(hexDigits: Substring) {
        var packed: UInt32 = 0
        var count = 0
        for byte in hexDigits.utf8 {
            guard let value = RGBA.hexValue(byte), count < 8 else { return nil }
            packed = packed << 4 | UInt32(value)
            count += 1
        }
        guard [3, 4, 6, 8].contains(count) else { return nil }
        let perChannel = count > 4 ? 2 : 1
        let channels = count / perChannel
        func channel(_ index: Int) -> Int {
            let shift = UInt32((channels - 1 - index) * 4 * perChannel)
            let value = Int(packed >> shift) & (perChannel == 2 ? 0xFF : 0xF)
            return perChannel == 2 ? value : value * 17
        }
        let alpha = channels == 4 ? Double(channel(3)) / 255 : 1
        self.init(r255: channel(0), g255: channel(1), b255: channel(2), alpha: alpha)
    }

    /// The value of an ASCII hex digit (`0`–`9`, `a`–`f`, `A`–`F`); `nil` for any other byte.
    static func hexValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A")) + 10
        default: nil
        }
    }

    /// Whether `character` is an ASCII hex digit.
    static func isHexDigit(_ character: Character) -> Bool {
        character.utf8.count == 1 && character.utf8.first.flatMap(hexValue) != nil
    }
}

// MARK: - Helpers

extension RGBA {
    private static let hexDigits: [Character] = Array("0123456789ABCDEF")

    /// `value` clamped to 0...1; NaN becomes 0.
    static func unit(_ value: Double) -> Double {
        guard value > 0 else { return 0 }
        return value < 1 ? value : 1
    }

    /// `value` clamped to 0...1 and scaled to the nearest integer in 0...255.
    static func byte(_ value: Double) -> Int {
        Int((unit(value) * 255).rounded())
    }

    /// The sRGB electro-optical transfer function: gamma-encoded 0...1 to linear light 0...1.
    static func linearised(_ component: Double) -> Double {
        let value = unit(component)
        if value <= 0.04045 { return value / 12.92 }
        return power2point4((value + 0.055) / 1.055)
    }

    /// `x` raised to 2.4 for `x` in 0...1, as `x² · (x²)^(1/5)`, without Foundation's `pow`.
    static func power2point4(_ x: Double) -> Double {
        let square = x * x
        return square * fifthRoot(square)
    }

    /// The fifth root of `y` in 0...1, by Newton's method from above.
    ///
    /// Starting at 1 (>= the root), the iterates decrease monotonically towards the root,
    /// so the loop stops as soon as a step no longer decreases; that is within an ulp.
    static func fifthRoot(_ y: Double) -> Double {
        guard y > 0 else { return 0 }
        var root = 1.0
        for _ in 0..<100 {
            let fourth = (root * root) * (root * root)
            let next = (4 * root + y / fourth) / 5
            guard next < root else { break }
            root = next
        }
        return root
    }
}
