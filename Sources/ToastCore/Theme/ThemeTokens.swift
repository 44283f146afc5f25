import ToastText

/// A theme's resolved values as Design Tokens (the W3C Design Tokens Community Group format,
/// 2025.10) and a resolver for its appearances (the format's Resolver Module, 2025.10):
/// `tartine export tokens THEME -o NAME.tokens.json` writes both, the resolver as
/// `NAME.resolver.json` beside the tokens.
///
/// The tokens hold a `base` group (the theme's own style: what a kind that sets nothing draws
/// with), a `kinds` group with one group per kind (each value an alias `{base.…}` of the base's
/// where the two are equal), and `motion` (enter, exit and reduced-motion transitions). Every
/// value is what `ThemeValues` resolves (`Theme.content(kind:context:)`: the theme, the kind,
/// every matching rule): the values the renderer draws from.
///
/// The tokens file holds every token that is the same in all four appearances
/// (`ExportAppearance`: light, dark, and each with Increase Contrast). The resolver reads it as
/// its set `theme`, then its modifier `appearance` (default `light`), whose context for each
/// appearance holds, inline, the tokens that differ between appearances, with that
/// appearance's values. Resolving the resolver with `{"appearance": "dark"}` gives every
/// token's dark value, in the Resolver Module's order: the set, then the modifier's context.
///
/// Colours are `color` tokens in sRGB, lengths `dimension` tokens in points written as `px` (one
/// point is one CSS pixel), fonts `fontFamily`, `dimension` and `fontWeight` tokens, hold times
/// and transitions `duration`, `cubicBezier` and `transition` tokens. What the format has no type
/// for (a switch, an alignment, the icon, the strings' keys, a slide's edge, the spelling a spring
/// was written in) is kept in `$extensions` under `org.tartine`, as the format asks. A spring is
/// given in each of its forms, the one the theme wrote first: UIKit's settle `duration` and
/// `damping-ratio` ζ, SwiftUI's `response` and `damping-fraction`, iOS 17's `duration` and
/// `bounce`, related by response = 2π / ω0 (ω0 the natural frequency), dampingFraction = ζ, and
/// bounce = 1 − ζ (ζ ≤ 1) or 1 / ζ − 1 (ζ > 1).
public enum ThemeTokens {
    /// The reverse-domain key of Tartine's extensions.
    public static let extensionKey = "org.tartine"

    /// The version of the format and of its Resolver Module the documents follow.
    public static let formatVersion = "2025.10"

    /// The name of the resolver's modifier whose contexts are the appearances.
    public static let modifierName = "appearance"

    /// The name of the resolver's set that reads the tokens file.
    public static let setName = "theme"

    /// What `export tokens` writes: the tokens and the resolver that reads them.
    public struct Documents: Sendable {
        /// The tokens every appearance shares.
        public let tokens: JSONValue
        /// The resolver: the tokens as its set, the appearances as its modifier's contexts.
        public let resolver: JSONValue
    }

    /// A token or an extension's value, at its path of names in the document.
    struct Leaf {
        let path: [String]
        let value: JSONValue
    }

    /// The tokens and the resolver of `values`.
    /// - Parameters:
    ///   - values: the theme resolved in each appearance.
    ///   - tokensReference: how the resolver names the tokens file: a URI reference relative to
    ///     the resolver (the tokens file's name when the two are side by side).
    /// - Returns: the two documents.
    public static func documents(_ values: ThemeValues, tokensReference: String) -> Documents {
        let perAppearance = ExportAppearance.allCases.indices.map { leaves(values, $0) }
        // The paths in the order they first appear, light's first.
        var order: [[String]] = []
        var seen = Set<[String]>()
        for leaves in perAppearance {
            for leaf in leaves where seen.insert(leaf.path).inserted { order.append(leaf.path) }
        }
        let rendered = perAppearance.map { leaves in
            Dictionary(leaves.map { ($0.path, $0.value.rendered()) }, uniquingKeysWith: { first, _ in first })
        }
        let shared = order.filter { path in
            let first = rendered[0][path]
            return first != nil && rendered.allSatisfy { $0[path] == first }
        }
        let sharedSet = Set(shared)
        let theme = values.theme
        var tokens: [(String, JSONValue)] = [
            ("$schema", .string("https://www.designtokens.org/schemas/\(formatVersion)/format.json")),
            (
                "$description",
                .string(
                    "Design tokens of the Tartine theme '\(theme.name)': the values every appearance shares. "
                        + "Read them through the resolver beside this file for each appearance's own.")
            ),
            (
                "$extensions",
                .object([
                    (
                        extensionKey,
                        .object([("theme", .string(theme.name)), ("locale", .string(values.setting.locale))])
                    )
                ])
            ),
        ]
        let sharedLeaves = perAppearance[0].filter { sharedSet.contains($0.path) }
        if case .object(let members) = nest(sharedLeaves) { tokens += members }
        var contexts: [(String, JSONValue)] = []
        for (index, appearance) in ExportAppearance.allCases.enumerated() {
            let own = perAppearance[index].filter { !sharedSet.contains($0.path) }
            contexts.append((appearance.description, .array(own.isEmpty ? [] : [nest(own)])))
        }
        let resolver: JSONValue = .object([
            ("$schema", .string("https://www.designtokens.org/schemas/\(formatVersion)/resolver.json")),
            ("name", .string("Tartine theme '\(theme.name)'")),
            ("version", .string(formatVersion)),
            (
                "description",
                .string(
                    "The theme's tokens in each appearance: light or dark, each with or without Increase Contrast.")
            ),
            (
                "sets",
                .object([
                    (
                        setName,
                        .object([
                            ("description", .string("The tokens every appearance shares.")),
                            ("sources", .array([.object([("$ref", .string(tokensReference))])])),
                        ])
                    )
                ])
            ),
            (
                "modifiers",
                .object([
                    (
                        modifierName,
                        .object([
                            (
                                "description",
                                .string(
                                    "Light or dark, with or without Increase Contrast: each context holds the tokens whose values differ between appearances."
                                )
                            ),
                            ("contexts", .object(contexts)),
                            ("default", .string(ExportAppearance.allCases[0].description)),
                        ])
                    )
                ])
            ),
            (
                "resolutionOrder",
                .array([
                    .object([("$ref", .string("#/sets/\(setName)"))]),
                    .object([("$ref", .string("#/modifiers/\(modifierName)"))]),
                ])
            ),
        ])
        return Documents(tokens: .object(tokens), resolver: resolver)
    }

    /// Every leaf of the theme in the appearance at `index`: the base, each kind (its values
    /// aliases of the base's where equal), the motion.
    static func leaves(_ values: ThemeValues, _ index: Int) -> [Leaf] {
        let appearance = ExportAppearance.allCases[index].appearance
        let base = styleLeaves(values.base[index], appearance, under: ["base"])
        let baseValues = Dictionary(
            base.map { (Array($0.path.dropFirst()), $0.value.rendered()) }, uniquingKeysWith: { first, _ in first })
        var leaves = base
        let names = uniqueTokenNames(values.kinds.map(\.kind.id))
        for (kind, name) in zip(values.kinds, names) {
            let content = kind.contents[index]
            for leaf in styleLeaves(content.style, appearance, under: ["kinds", name]) {
                let relative = Array(leaf.path.dropFirst(2))
                guard case .object(let members) = leaf.value, let type = members.first(where: { $0.0 == "$type" }),
                    baseValues[relative] == leaf.value.rendered()
                else {
                    leaves.append(leaf)
                    continue
                }
                let alias = "{" + (["base"] + relative).joined(separator: ".") + "}"
                leaves.append(Leaf(path: leaf.path, value: .object([type, ("$value", .string(alias))])))
            }
            leaves += kindLeaves(kind.kind, content, values.imagePath, under: ["kinds", name])
        }
        leaves += motionLeaves(values.theme.motion)
        return leaves
    }

    /// The leaves of `ExportedStyleField.all` read from `style` in `appearance`.
    private static func styleLeaves(_ style: ToastStyle, _ appearance: Appearance, under group: [String]) -> [Leaf] {
        var leaves: [Leaf] = []
        for field in ExportedStyleField.all {
            guard let value = field.read(style, appearance) else { continue }
            leaves += valueLeaves(value, at: group + field.path)
        }
        return leaves
    }

    /// The leaves of one value: a token, a font's three tokens and its italic switch, or an
    /// extension of the group the value sits in (a switch, an alignment).
    static func valueLeaves(_ value: ExportedValue, at path: [String]) -> [Leaf] {
        switch value {
        case .color(let rgba): return [Leaf(path: path, value: token("color", colorValue(rgba)))]
        case .dimension(let points): return [Leaf(path: path, value: token("dimension", dimensionValue(points)))]
        case .number(let number): return [Leaf(path: path, value: token("number", .double(number)))]
        case .integer(let number): return [Leaf(path: path, value: token("number", .int(number)))]
        case .flag(let on): return [extensionLeaf(at: path, .bool(on))]
        case .alignment(let alignment): return [extensionLeaf(at: path, .string(alignment.rawValue))]
        case .font(let font):
            return [
                Leaf(path: path + ["family"], value: token("fontFamily", .string(font.family))),
                Leaf(path: path + ["size"], value: token("dimension", dimensionValue(font.size))),
                Leaf(path: path + ["weight"], value: token("fontWeight", .int(font.weight.numericValue))),
                extensionLeaf(at: path + ["italic"], .bool(font.italic)),
            ]
        case .border(let width, let color):
            let border: JSONValue = .object([
                ("color", colorValue(color)), ("width", dimensionValue(width)), ("style", .string("solid")),
            ])
            return [Leaf(path: path, value: token("border", border))]
        case .shadow(let color, let radius, let x, let y):
            let shadow: JSONValue = .object([
                ("color", colorValue(color)), ("offsetX", dimensionValue(x)), ("offsetY", dimensionValue(y)),
                ("blur", dimensionValue(radius)), ("spread", dimensionValue(0)),
            ])
            return [Leaf(path: path, value: token("shadow", shadow))]
        }
    }

    /// A value kept in the extensions of the group `path` ends in, under its last name.
    private static func extensionLeaf(at path: [String], _ value: JSONValue) -> Leaf {
        Leaf(path: path.dropLast() + ["$extensions", extensionKey, path[path.count - 1]], value: value)
    }

    /// A kind's own values: how long it holds, and in its extensions its identifier, position,
    /// haptic, icon and strings (each the key the theme names, when it names one, and the text
    /// in the export's locale).
    private static func kindLeaves(
        _ kind: ToastKind, _ content: ToastContent, _ imagePath: (String) -> String, under group: [String]
    ) -> [Leaf] {
        var leaves: [Leaf] = []
        if !content.duration.isForever {
            leaves.append(
                Leaf(
                    path: group + ["hold"],
                    value: token(
                        "duration", durationValue(content.holdSeconds), "How long the toast stays, for its own message."
                    )))
        }
        var extensions: [(String, JSONValue)] = [
            ("kind", .string(content.kind)), ("position", .string(content.position.rawValue)),
            ("haptic", .string(content.haptic.rawValue)), ("sticky", .bool(content.duration.isForever)),
        ]
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
        if let icon = kind.icon { extensions.append(("icon", iconValue(icon, imagePath))) }
        var strings: [(String, JSONValue)] = [("message", text(kind.message, content.message))]
        if let title = kind.title, let resolved = content.title { strings.append(("title", text(title, resolved))) }
        if let label = kind.accessibilityLabel {
            strings.append(("accessibilityLabel", text(label, content.accessibilityText)))
        }
        if !kind.actions.isEmpty {
            let actions = zip(kind.actions, content.actions).map { spec, action in
                JSONValue.object([("id", .string(action.id)), ("title", text(spec.title, action.title))])
            }
            strings.append(("actions", .array(actions)))
        }
        extensions.append(("strings", .object(strings)))
        for (key, value) in extensions {
            leaves.append(Leaf(path: group + ["$extensions", extensionKey, key], value: value))
        }
        return leaves
    }

    /// A text as the theme names it: `{"key", "text"}` for a key of its strings, `{"text"}` for
    /// literal text; the text as resolved in the export's locale.
    private static func text(_ text: ToastText, _ resolved: String) -> JSONValue {
        switch text {
        case .localized(let key): .object([("key", .string(key)), ("text", .string(resolved))])
        case .literal: .object([("text", .string(resolved))])
        }
    }

    /// The icon: an emoji, or an image file relative to the theme's directory.
    private static func iconValue(_ icon: ToastIcon, _ imagePath: (String) -> String) -> JSONValue {
        switch icon {
        case .emoji(let text): .object([("emoji", .string(text))])
        case .image(let path): .object([("image", .string(imagePath(path)))])
        case .pixels(let width, let height, _):
            .object([("pixels", .object([("width", .int(width)), ("height", .int(height))]))])
        }
    }

    private static func motionLeaves(_ motion: Motion) -> [Leaf] {
        [("enter", motion.enter), ("exit", motion.exit), ("reduced-motion", motion.reducedMotion)].flatMap {
            transitionLeaves($1, under: ["motion", $0])
        }
    }

    /// A transition: its `duration`, its effects (`fade`, `slide`'s edge in the extensions, its
    /// `slide-distance` and `scale` as tokens), and its curve: a `cubicBezier` token and the
    /// format's `transition` token for a Bézier, each form of a spring for a spring.
    private static func transitionLeaves(_ transition: Transition, under group: [String]) -> [Leaf] {
        var leaves = [Leaf(path: group + ["duration"], value: token("duration", durationValue(transition.duration)))]
        if let points = transition.curve.controlPoints {
            let bezier: JSONValue = .array([points.x1, points.y1, points.x2, points.y2].map(JSONValue.double))
            leaves.append(Leaf(path: group + ["curve"], value: token("cubicBezier", bezier)))
            leaves.append(
                Leaf(
                    path: group + ["transition"],
                    value: token(
                        "transition",
                        .object([
                            ("duration", durationValue(transition.duration)), ("delay", durationValue(0)),
                            ("timingFunction", bezier),
                        ]))))
        }
        if let scale = transition.scale {
            leaves.append(Leaf(path: group + ["scale"], value: token("number", .double(scale))))
        }
        if let distance = transition.slide?.distance {
            leaves.append(Leaf(path: group + ["slide-distance"], value: token("dimension", dimensionValue(distance))))
        }
        if case .spring(let spring) = transition.curve { leaves += springLeaves(spring, under: group + ["spring"]) }
        var extensions: [(String, JSONValue)] = [
            ("fade", .bool(transition.fade)), ("slide", .optional(transition.slide?.edge.rawValue)),
            ("keyframes", .bool(transition.keyframes != nil)), ("curve", .string(transition.curve.description)),
        ]
        if case .spring(let spring) = transition.curve {
            extensions.append(("springWrittenAs", .string(spring.spelling.rawValue)))
        }
        for (key, value) in extensions {
            leaves.append(Leaf(path: group + ["$extensions", extensionKey, key], value: value))
        }
        return leaves
    }

    /// Each form of a spring, the one it was written in first: `uikit` (settle `duration`,
    /// `damping-ratio`, `initial-velocity`), `swiftui` (`response` = 2π / ω0,
    /// `damping-fraction` = ζ) and `bounce` (iOS 17's perceptual `duration` = response, `bounce`).
    static func springLeaves(_ spring: Spring, under group: [String]) -> [Leaf] {
        let forms: [Spring.Spelling: [Leaf]] = [
            .uiKit: [
                Leaf(path: group + ["uikit", "duration"], value: token("duration", durationValue(spring.duration))),
                Leaf(path: group + ["uikit", "damping-ratio"], value: token("number", .double(spring.dampingRatio))),
                Leaf(
                    path: group + ["uikit", "initial-velocity"], value: token("number", .double(spring.initialVelocity))
                ),
            ],
            .swiftUI: [
                Leaf(path: group + ["swiftui", "response"], value: token("duration", durationValue(spring.response))),
                Leaf(
                    path: group + ["swiftui", "damping-fraction"], value: token("number", .double(spring.dampingRatio))),
            ],
            .bounce: [
                Leaf(path: group + ["bounce", "duration"], value: token("duration", durationValue(spring.response))),
                Leaf(path: group + ["bounce", "bounce"], value: token("number", .double(spring.bounce))),
            ],
        ]
        let order = [spring.spelling] + Spring.Spelling.allCases.filter { $0 != spring.spelling }
        return order.flatMap { forms[$0] ?? [] }
    }

    /// The leaves as nested groups, each group's members in the order they first appear.
    static func nest(_ leaves: [Leaf]) -> JSONValue {
        var order: [String] = []
        var values: [String: JSONValue] = [:]
        var groups: [String: [Leaf]] = [:]
        for leaf in leaves {
            let head = leaf.path[0]
            if values[head] == nil && groups[head] == nil { order.append(head) }
            if leaf.path.count == 1 {
                values[head] = leaf.value
            } else {
                groups[head, default: []].append(Leaf(path: Array(leaf.path.dropFirst()), value: leaf.value))
            }
        }
        return .object(order.map { ($0, values[$0] ?? nest(groups[$0] ?? [])) })
    }

    private static func token(_ type: String, _ value: JSONValue, _ description: String? = nil) -> JSONValue {
        var members: [(String, JSONValue)] = [("$type", .string(type)), ("$value", value)]
        if let description { members.append(("$description", .string(description))) }
        return .object(members)
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

    private static func dimensionValue(_ points: Double) -> JSONValue {
        .object([("value", .double(points)), ("unit", .string("px"))])
    }

    /// Milliseconds, as the format's examples write durations, to the microsecond.
    private static func durationValue(_ seconds: Double) -> JSONValue {
        .object([("value", .double((seconds * 1000 * 1000).rounded() / 1000)), ("unit", .string("ms"))])
    }

    /// A kind's identifier as a token name: the format forbids `.`, `{` and `}` in names and a
    /// leading `$`, so those become `_` (the identifier itself is kept in the kind's extensions).
    static func tokenName(_ id: String) -> String {
        var name = String(id.map { $0 == "." || $0 == "{" || $0 == "}" ? "_" : $0 })
        if name.hasPrefix("$") { name = "_" + name.dropFirst() }
        return name.isEmpty ? "_" : name
    }

    /// The kinds' token names, each made unique with `_2`, `_3`… after the first that reads the
    /// same (`a.b` and `a_b` are both `a_b` otherwise).
    static func uniqueTokenNames(_ ids: [String]) -> [String] {
        UniqueNames.make(ids.map(tokenName))
    }
}

/// Names made unique by order: the first of each keeps it, each later one that reads the same
/// gets `_2`, `_3`… (skipping any already taken).
enum UniqueNames {
    static func make(_ names: [String]) -> [String] {
        var taken = Set<String>()
        var result: [String] = []
        for name in names {
            var candidate = name
            var counter = 2
            while taken.contains(candidate) {
                candidate = "\(name)_\(counter)"
                counter += 1
            }
            taken.insert(candidate)
            result.append(candidate)
        }
        return result
    }
}
