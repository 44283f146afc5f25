/// An 8-digit hex colour that Android (and Kotlin, and `0xAARRGGBB` constants) would read with
/// its alpha first: Tartine reads `#RRGGBBAA`, as CSS does, so `#80FF3B30` is a faint green
/// here and half-transparent red on Android. `Color.hexOrderWarnings(in:)` finds the codes of a
/// colour string whose two readings look very different, for a warning at the colour's line.
public struct HexOrderWarning: Sendable, Hashable, CustomStringConvertible {
    /// The code as written, `#` and its 8 digits.
    public let code: String
    /// The colour Tartine draws: `#RRGGBBAA`.
    public let asWritten: RGBA
    /// The colour the code means as `#AARRGGBB`.
    public let asAlphaFirst: RGBA

    /// The largest difference of one channel, 0...1, between the two readings composited over
    /// white and over black: how differently the code reads.
    public var difference: Double {
        [RGBA.white, RGBA.black].map { backdrop in
            let a = asWritten.composited(over: backdrop)
            let b = asAlphaFirst.composited(over: backdrop)
            return max(abs(a.red - b.red), abs(a.green - b.green), abs(a.blue - b.blue))
        }.max() ?? 0
    }

    /// Readings further apart than this are warned of.
    public static let threshold = 0.25

    /// "'#80FF3B30' is #RRGGBBAA here: rgb(128 255 59 / 19%); Android's #AARRGGBB would read it
    /// as rgb(255 59 48 / 50%), which is '#FF3B3080' here. Write rgb(… / alpha) or #RRGGBB@alpha
    /// to say which".
    public var description: String {
        "'\(code)' is #RRGGBBAA here: \(Self.css(asWritten)); Android's #AARRGGBB would read it as "
            + "\(Self.css(asAlphaFirst)), which is '\(asAlphaFirst.hexString)' here. Write rgb(… / alpha) "
            + "or #RRGGBB@alpha to say which"
    }

    /// `rgb(255 59 48 / 50%)`, or `rgb(255 59 48)` when opaque.
    static func css(_ color: RGBA) -> String {
        let channels = [color.red, color.green, color.blue].map { String(RGBA.byte($0)) }.joined(separator: " ")
        let percent = Int((RGBA.unit(color.alpha) * 100).rounded())
        return percent == 100 ? "rgb(\(channels))" : "rgb(\(channels) / \(percent)%)"
    }
}

extension Color {
    /// The 8-digit hex codes of a colour string (`#80FF3B30`, or inside `light-dark(…)`) that
    /// look written alpha first, as Android writes them. Both orders are plausible for most
    /// codes, so only those whose CSS reading would surprise an Android team are named; all of:
    /// - the code does not end in `FF` (an opaque alpha stated last is how CSS writes it);
    /// - its first pair, as an alpha, is at least 20 % (`33`): Android colours are rarely fainter;
    /// - drawn as written it is less than half as opaque as it would be alpha first;
    /// - as written it is not a translucent grey, white or black (R = G = B), the way CSS writes
    ///   shadows, borders and overlays (`#FFFFFF1F`, `#00000040`);
    /// - the two readings differ by more than `HexOrderWarning.threshold`.
    /// - Parameter text: A colour string as written in a theme.
    /// - Returns: One warning per such code, in the order written.
    public static func hexOrderWarnings(in text: String) -> [HexOrderWarning] {
        let bytes = Array(text.utf8)
        var warnings: [HexOrderWarning] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "#") else {
                index += 1
                continue
            }
            var end = index + 1
            while end < bytes.count, RGBA.hexValue(bytes[end]) != nil { end += 1 }
            let digits = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
            if digits.utf8.count == 8, let warning = HexOrderWarning(digits: digits) { warnings.append(warning) }
            index = end
        }
        return warnings
    }
}

extension HexOrderWarning {
    /// The warning for 8 hex `digits`, or nil when they do not look written alpha first (see
    /// `Color.hexOrderWarnings(in:)`).
    init?(digits: String) {
        let rotated = String(digits.dropFirst(2) + digits.prefix(2))
        guard let written = RGBA(hexDigits: Substring(digits)), let alphaFirst = RGBA(hexDigits: Substring(rotated))
        else { return nil }
        self.init(code: "#" + digits, asWritten: written, asAlphaFirst: alphaFirst)
        let grey =
            RGBA.byte(written.red) == RGBA.byte(written.green) && RGBA.byte(written.green) == RGBA.byte(written.blue)
        guard written.alpha < 1, alphaFirst.alpha >= Self.plausibleAlpha, written.alpha < alphaFirst.alpha / 2, !grey,
            difference > Self.threshold
        else { return nil }
    }

    /// The faintest alpha an Android colour is taken to have (`33`, 20 %).
    static let plausibleAlpha = 0.2
}
