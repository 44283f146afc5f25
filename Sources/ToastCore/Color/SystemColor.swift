/// The iOS system colours, with the sRGB values UIKit (iOS 15 and later) resolves them to
/// in light and dark appearance, plus plain `black`, `white` and `clear`.
///
/// The tints and greys also carry the values UIKit gives them when Increase Contrast is on (the
/// "accessible" column of Apple's Human Interface Guidelines); the label and background colours
/// keep their values.
///
/// The raw value is the name accepted by `Color(parsing:)`, such as `"systemGreen"`.
public enum SystemColor: String, Sendable, CaseIterable {
    /// Red: (255, 59, 48) light, (255, 69, 58) dark; increased contrast (215, 0, 21) light, (255, 105, 97) dark.
    case systemRed
    /// Green: (52, 199, 89) light, (48, 209, 88) dark; increased contrast (36, 138, 61) light, (48, 219, 91) dark.
    case systemGreen
    /// Blue: (0, 122, 255) light, (10, 132, 255) dark; increased contrast (0, 64, 221) light, (64, 156, 255) dark.
    case systemBlue
    /// Orange: (255, 149, 0) light, (255, 159, 10) dark; increased contrast (201, 52, 0) light, (255, 179, 64) dark.
    case systemOrange
    /// Yellow: (255, 204, 0) light, (255, 214, 10) dark; increased contrast (178, 80, 0) light, (255, 212, 38) dark.
    case systemYellow
    /// Pink: (255, 45, 85) light, (255, 55, 95) dark; increased contrast (211, 15, 69) light, (255, 100, 130) dark.
    case systemPink
    /// Purple: (175, 82, 222) light, (191, 90, 242) dark; increased contrast (137, 68, 171) light, (218, 143, 255) dark.
    case systemPurple
    /// Teal: (48, 176, 199) light, (64, 200, 224) dark; increased contrast (0, 130, 153) light, (93, 230, 255) dark.
    case systemTeal
    /// Indigo: (88, 86, 214) light, (94, 92, 230) dark; increased contrast (54, 52, 163) light, (125, 122, 255) dark.
    case systemIndigo
    /// Brown: (162, 132, 94) light, (172, 142, 104) dark; increased contrast (127, 101, 69) light, (181, 148, 105) dark.
    case systemBrown
    /// Mint: (0, 199, 190) light, (99, 230, 226) dark; increased contrast (12, 129, 123) light, (102, 212, 207) dark.
    case systemMint
    /// Cyan: (50, 173, 230) light, (100, 210, 255) dark; increased contrast (0, 113, 164) light, (112, 215, 255) dark.
    case systemCyan
    /// Mid grey: (142, 142, 147) in both appearances; increased contrast (108, 108, 112) light, (174, 174, 178) dark.
    case systemGray
    /// Grey 2: (174, 174, 178) light, (99, 99, 102) dark; increased contrast (142, 142, 147) light, (124, 124, 128) dark.
    case systemGray2
    /// Grey 3: (199, 199, 204) light, (72, 72, 74) dark; increased contrast (174, 174, 178) light, (84, 84, 86) dark.
    case systemGray3
    /// Grey 4: (209, 209, 214) light, (58, 58, 60) dark; increased contrast (188, 188, 192) light, (68, 68, 70) dark.
    case systemGray4
    /// Grey 5: (229, 229, 234) light, (44, 44, 46) dark; increased contrast (216, 216, 220) light, (54, 54, 56) dark.
    case systemGray5
    /// Grey 6, the lightest in light mode: (242, 242, 247) light, (28, 28, 30) dark; increased contrast (235, 235, 240) light, (36, 36, 38) dark.
    case systemGray6
    /// Primary text: black in light appearance, white in dark.
    case label
    /// Secondary text: (60, 60, 67) light, (235, 235, 245) dark, both at alpha 0.6.
    case secondaryLabel
    /// Primary background: white in light appearance, black in dark.
    case systemBackground
    /// Grouped / secondary background: (242, 242, 247) light, (28, 28, 30) dark.
    case secondarySystemBackground
    /// Opaque black in both appearances.
    case black
    /// Opaque white in both appearances.
    case white
    /// Fully transparent in both appearances.
    case clear

    /// The light and dark values of this system colour.
    public var color: Color {
        switch self {
        case .systemRed: SystemColor.pair((255, 59, 48), (255, 69, 58), increased: ((215, 0, 21), (255, 105, 97)))
        case .systemGreen: SystemColor.pair((52, 199, 89), (48, 209, 88), increased: ((36, 138, 61), (48, 219, 91)))
        case .systemBlue: SystemColor.pair((0, 122, 255), (10, 132, 255), increased: ((0, 64, 221), (64, 156, 255)))
        case .systemOrange: SystemColor.pair((255, 149, 0), (255, 159, 10), increased: ((201, 52, 0), (255, 179, 64)))
        case .systemYellow: SystemColor.pair((255, 204, 0), (255, 214, 10), increased: ((178, 80, 0), (255, 212, 38)))
        case .systemPink: SystemColor.pair((255, 45, 85), (255, 55, 95), increased: ((211, 15, 69), (255, 100, 130)))
        case .systemPurple:
            SystemColor.pair((175, 82, 222), (191, 90, 242), increased: ((137, 68, 171), (218, 143, 255)))
        case .systemTeal: SystemColor.pair((48, 176, 199), (64, 200, 224), increased: ((0, 130, 153), (93, 230, 255)))
        case .systemIndigo: SystemColor.pair((88, 86, 214), (94, 92, 230), increased: ((54, 52, 163), (125, 122, 255)))
        case .systemBrown:
            SystemColor.pair((162, 132, 94), (172, 142, 104), increased: ((127, 101, 69), (181, 148, 105)))
        case .systemMint: SystemColor.pair((0, 199, 190), (99, 230, 226), increased: ((12, 129, 123), (102, 212, 207)))
        case .systemCyan: SystemColor.pair((50, 173, 230), (100, 210, 255), increased: ((0, 113, 164), (112, 215, 255)))
        case .systemGray:
            SystemColor.pair((142, 142, 147), (142, 142, 147), increased: ((108, 108, 112), (174, 174, 178)))
        case .systemGray2:
            SystemColor.pair((174, 174, 178), (99, 99, 102), increased: ((142, 142, 147), (124, 124, 128)))
        case .systemGray3: SystemColor.pair((199, 199, 204), (72, 72, 74), increased: ((174, 174, 178), (84, 84, 86)))
        case .systemGray4: SystemColor.pair((209, 209, 214), (58, 58, 60), increased: ((188, 188, 192), (68, 68, 70)))
        case .systemGray5: SystemColor.pair((229, 229, 234), (44, 44, 46), increased: ((216, 216, 220), (54, 54, 56)))
        case .systemGray6: SystemColor.pair((242, 242, 247), (28, 28, 30), increased: ((235, 235, 240), (36, 36, 38)))
        case .label: SystemColor.pair((0, 0, 0), (255, 255, 255))
        case .secondaryLabel: SystemColor.pair((60, 60, 67), (235, 235, 245), alpha: 0.6)
        case .systemBackground: SystemColor.pair((255, 255, 255), (0, 0, 0))
        case .secondarySystemBackground: SystemColor.pair((242, 242, 247), (28, 28, 30))
        case .black: .black
        case .white: .white
        case .clear: .clear
        }
    }

    /// The system colour whose name matches `name`, exactly or else ignoring case.
    /// - Parameter name: A name such as `"systemGreen"` or `"SYSTEMGREEN"`.
    /// - Returns: The matching case, or `nil`.
    public static func named(_ name: String) -> SystemColor? {
        SystemColor(rawValue: name) ?? byLowercasedName[name.lowercased()]
    }

    /// The system colour a misspelt name most likely meant, for "did you mean" messages.
    ///
    /// Tries the full names first (`systemGren` → ``systemGreen``), then the names without their
    /// `system` prefix, so a bare colour word also finds its system colour (`red` → ``systemRed``).
    /// - Parameter name: The unknown name.
    /// - Returns: The suggested colour, or `nil` if nothing is close (the nearest name within a third of its length).
    public static func closest(to name: String) -> SystemColor? {
        if let full = Suggestion.closest(to: name, in: allCases.lazy.map(\.rawValue)) {
            return SystemColor(rawValue: full)
        }
        guard let short = Suggestion.closest(to: name, in: byShortName.lazy.map(\.short)) else { return nil }
        return byShortName.first { $0.short == short }?.color
    }

    /// `(short: "Red", color: .systemRed)` for every name with a `system` prefix, in case order.
    private static let byShortName: [(short: String, color: SystemColor)] = allCases.compactMap { system in
        let name = system.rawValue
        return name.hasPrefix("system") ? (String(name.dropFirst("system".count)), system) : nil
    }

    private static let byLowercasedName: [String: SystemColor] = {
        var table: [String: SystemColor] = [:]
        for system in allCases { table[system.rawValue.lowercased()] = system }
        return table
    }()

    private typealias Channels = (Int, Int, Int)

    private static func pair(
        _ light: Channels, _ dark: Channels, alpha: Double = 1, increased: (Channels, Channels)? = nil
    ) -> Color {
        func rgba(_ c: Channels) -> RGBA { RGBA(r255: c.0, g255: c.1, b255: c.2, alpha: alpha) }
        return Color(
            light: rgba(light), dark: rgba(dark),
            increasedContrast: increased.map { Color.Variant(light: rgba($0.0), dark: rgba($0.1)) })
    }
}
