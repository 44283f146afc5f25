import ToastText

/// A theme's resolved values as Design Tokens (the W3C Design Tokens Community Group format,
/// 2025.10), for Style Dictionary and similar tools to turn into Swift, Kotlin or CSS:
/// `tartine export tokens THEME`.
///
/// The document has one group per appearance (`light`, `dark`), each with a group per kind,
/// holding what `Theme.content(kind:message:arguments:position:context:)` resolves for that kind
/// in that appearance (the theme, the kind, every matching rule): the values the renderer draws
/// from. Colours are `color` tokens in sRGB, lengths `dimension` tokens in points written as
/// `px` (one point is one CSS pixel), fonts `fontFamily`, `dimension` and `fontWeight` tokens,
/// hold times and transitions `duration` and `transition`. What the format has no type for (a spring, a haptic, a position, a
/// reading-time rule) is kept in `$extensions` under `org.tartine`, as the format asks.
public enum ThemeTokens {
    /// The reverse-domain key of Tartine's extensions.
    public static let extensionKey = "org.tartine"

    /// The tokens of `theme`, resolved in `setting` (its locale, screen, text size and
    /// accessibility settings) in each appearance.
    /// - Parameters:
    ///   - theme: the theme.
    ///   - setting: the locale its messages are read in (hold times depend on the text), the
    ///     device class rules may match, the Dynamic Type scale; its appearance is each in turn.
    /// - Returns: the document.
    /// - Throws: `ThemeError` when a kind cannot be resolved.
    public static func document(_ theme: Theme, setting: SceneSetting) throws(ThemeError) -> JSONValue {
        let locale = setting.locale
        var members: [(String, JSONValue)] = [
            (
                "$description",
                .string("Design tokens of the Tartine theme '\(theme.name)', one group per appearance and kind.")
            ),
            (
                "$extensions",
                .object([(extensionKey, .object([("theme", .string(theme.name)), ("locale", .string(locale))]))])
            ),
        ]
        for appearance in Appearance.allCases {
            var appearing = setting
            appearing.appearance = appearance
            let context = appearing.context
            var kinds: [(String, JSONValue)] = []
            for kind in theme.kinds {
                let group = kindGroup(try theme.content(kind: kind.id, context: context), appearance)
                kinds.append((tokenName(kind.id), group))
            }
            members.append((appearance.rawValue, .object(kinds)))
        }
        members.append(("motion", motionGroup(theme.motion)))
        return .object(members)
    }

    private static func kindGroup(_ content: ToastContent, _ appearance: Appearance) -> JSONValue {
        let style = content.style
        var members: [(String, JSONValue)] = [
            ("background", color(style.background, appearance)),
            ("foreground", color(style.foreground, appearance)),
            ("font", font(style.font)),
            ("title-font", font(style.titleFont)),
            ("corner-radius", dimension(style.cornerRadius)),
            ("padding", edges(style.padding)),
            (
                "margins",
                .object([
                    ("top", dimension(style.margins.top)), ("bottom", dimension(style.margins.bottom)),
                    ("horizontal", dimension(style.margins.horizontal)),
                    ("keyboard", dimension(style.margins.keyboard)),
                ])
            ),
            ("min-height", dimension(style.minHeight)),
            ("icon-size", dimension(style.iconSize)),
            ("icon-spacing", dimension(style.iconSpacing)),
            ("stack-spacing", dimension(style.stackSpacing)),
        ]
        switch style.maxWidth {
        case .points(let points): members.append(("max-width", dimension(points)))
        case .fraction(let fraction):
            members.append(("max-width-fraction", token("number", .double(fraction), "Of the screen's width.")))
        }
        if let border = style.border {
            members.append(
                (
                    "border",
                    token(
                        "border",
                        .object([
                            ("color", colorValue(border.color.resolved(for: appearance))),
                            ("width", dimensionValue(border.width)), ("style", .string("solid")),
                        ]))
                ))
        }
        if let shadow = style.shadow {
            members.append(
                (
                    "shadow",
                    token(
                        "shadow",
                        .object([
                            ("color", colorValue(shadow.color.resolved(for: appearance))),
                            ("offsetX", dimensionValue(shadow.offset.x)), ("offsetY", dimensionValue(shadow.offset.y)),
                            ("blur", dimensionValue(shadow.radius)), ("spread", dimensionValue(0)),
                        ]))
                ))
        }
        members.append(
            (
                "action",
                .object([
                    ("foreground", color(style.action.foreground, appearance)),
                    ("background", color(style.action.background, appearance)),
                    ("font", font(style.action.font)),
                    ("corner-radius", dimension(style.action.cornerRadius)),
                    ("padding", edges(style.action.padding)),
                    ("spacing", dimension(style.action.spacing)),
                ])
            ))
        // A sticky kind has no hold to write as a duration: its extensions say it stays.
        if !content.duration.isForever {
            members.append(("hold", duration(content.holdSeconds, "How long the toast stays, for its own message.")))
        }
        var extensions: [(String, JSONValue)] = [
            ("kind", .string(content.kind)), ("position", .string(content.position.rawValue)),
            ("haptic", .string(content.haptic.rawValue)),
        ]
        if content.duration.isForever { extensions.append(("sticky", .bool(true))) }
        if case .readingTime(let rule) = content.duration {
            extensions.append(
                (
                    "readingTime",
                    .object([
                        ("base", .double(rule.base)), ("perCharacter", .double(rule.perCharacter)),
                        ("actionBonus", .double(rule.actionBonus)), ("minimum", .double(rule.minimum)),
                        ("maximum", .double(rule.maximum)),
                    ])
                ))
        }
        members.append(("$extensions", .object([(extensionKey, .object(extensions))])))
        return .object(members)
    }

    private static func motionGroup(_ motion: Motion) -> JSONValue {
        .object([
            ("enter", transition(motion.enter)), ("exit", transition(motion.exit)),
            ("reduced-motion", transition(motion.reducedMotion)),
        ])
    }

    /// A `transition` token when the curve is a cubic Bézier (the named curves are CSS's); a
    /// spring or a sampled curve has no such form, so it is a `duration` token with the curve
    /// in the extensions.
    private static func transition(_ transition: Transition) -> JSONValue {
        let bezier = transition.curve.controlPoints.map { [$0.x1, $0.y1, $0.x2, $0.y2] }
        var curve: [(String, JSONValue)] = [("curve", .string(transition.curve.description))]
        if case .spring(let spring) = transition.curve {
            curve.append(
                (
                    "spring",
                    .object([
                        ("dampingRatio", .double(spring.dampingRatio)),
                        ("initialVelocity", .double(spring.initialVelocity)), ("duration", .double(spring.duration)),
                    ])
                ))
        }
        let extensions: (String, JSONValue) = ("$extensions", .object([(extensionKey, .object(curve))]))
        guard let bezier else {
            return .object([
                ("$type", .string("duration")), ("$value", durationValue(transition.duration)), extensions,
            ])
        }
        return .object([
            ("$type", .string("transition")),
            (
                "$value",
                .object([
                    ("duration", durationValue(transition.duration)), ("delay", durationValue(0)),
                    ("timingFunction", .array(bezier.map(JSONValue.double))),
                ])
            ),
            extensions,
        ])
    }

    private static func token(_ type: String, _ value: JSONValue, _ description: String? = nil) -> JSONValue {
        var members: [(String, JSONValue)] = [("$type", .string(type)), ("$value", value)]
        if let description { members.append(("$description", .string(description))) }
        return .object(members)
    }

    private static func color(_ color: Color, _ appearance: Appearance) -> JSONValue {
        token("color", colorValue(color.resolved(for: appearance)))
    }

    /// sRGB components from 0 to 1, the alpha, and the 6-digit hex the format allows beside them.
    static func colorValue(_ rgba: RGBA) -> JSONValue {
        let hex = String(rgba.hexString.prefix(7)).lowercased()
        return .object([
            ("colorSpace", .string("srgb")),
            ("components", .array([rgba.red, rgba.green, rgba.blue].map(JSONValue.double))),
            ("alpha", .double(rgba.alpha)), ("hex", .string(hex)),
        ])
    }

    private static func dimension(_ points: Double) -> JSONValue { token("dimension", dimensionValue(points)) }

    private static func dimensionValue(_ points: Double) -> JSONValue {
        .object([("value", .double(points)), ("unit", .string("px"))])
    }

    private static func duration(_ seconds: Double, _ description: String? = nil) -> JSONValue {
        token("duration", durationValue(seconds), description)
    }

    /// Milliseconds, as the format's examples write durations.
    private static func durationValue(_ seconds: Double) -> JSONValue {
        .object([("value", .double((seconds * 1000 * 1000).rounded() / 1000)), ("unit", .string("ms"))])
    }

    private static func edges(_ insets: EdgeInsets) -> JSONValue {
        .object([
            ("top", dimension(insets.top)), ("left", dimension(insets.left)),
            ("bottom", dimension(insets.bottom)), ("right", dimension(insets.right)),
        ])
    }

    /// A font as the format's own tokens: `family` (fontFamily), `size` (dimension), `weight`
    /// (fontWeight, 100 to 900), and `italic` in the extensions when it is.
    private static func font(_ font: FontSpec) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("family", token("fontFamily", .string(font.family))), ("size", dimension(font.size)),
            ("weight", token("fontWeight", .int(font.weight.numericValue))),
        ]
        if font.italic {
            members.append(("$extensions", .object([(extensionKey, .object([("italic", .bool(true))]))])))
        }
        return .object(members)
    }

    /// A kind's identifier as a token name: the format forbids `.`, `{` and `}` in names and a
    /// leading `$`, so those become `_` (the identifier itself is kept in the kind's extensions).
    static func tokenName(_ id: String) -> String {
        var name = String(id.map { $0 == "." || $0 == "{" || $0 == "}" ? "_" : $0 })
        if name.hasPrefix("$") { name = "_" + name.dropFirst() }
        return name
    }
}
