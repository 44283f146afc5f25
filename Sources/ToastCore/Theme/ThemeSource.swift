/// A theme's values as one source file an app compiles as it is, without Node or a token tool:
/// `tartine export swift` and `tartine export kotlin`.
///
/// The file declares one type named after the theme (`NotesTokens`) holding plain value types
/// (`RGBA`, `Font`, `Style`, `Kind`, `Spring`, `Transition`…), no UIKit, SwiftUI or Compose
/// needed: `base(appearance)` is the theme's own style, one function per kind gives its
/// `Kind` in an appearance (`saved(.dark)`), `kinds(appearance)` lists them in the theme's
/// order, and `enter`, `exit` and `reducedMotion` are the motion. A style has one property per
/// `ExportedStyleField` (its path in lower camel case). The values are `ThemeValues`', the same
/// the tokens hold. Swift's file adds SwiftUI and UIKit conveniences behind
/// `#if canImport(SwiftUI)` and `#if canImport(UIKit)`; Kotlin's gives each colour as Android's
/// `0xAARRGGBB` integer (`toArgb()`), which Compose's `Color(Int)` takes, and keeps to what
/// Kotlin 1.3 compiles.
public struct ThemeSource: Sendable {
    /// What each language spells its own way.
    struct Language: Sendable {
        let name: String
        let stringLiteral: @Sendable (String) -> String
        let list: @Sendable ([String]) -> String
        let null: String
        /// `Type.case` or `.case` for a case without a payload (its name in lower camel case).
        let enumCase: @Sendable (_ type: String, _ name: String) -> String
        /// A case with a payload: Swift's `.emoji("x")`, Kotlin's `Icon.Emoji("x")`.
        let payloadCase: @Sendable (_ type: String, _ name: String, _ payload: String) -> String
        /// A call with labelled arguments.
        let call: @Sendable (_ type: String, _ arguments: [(String, String)]) -> String
        /// How a field's type is written.
        let type: @Sendable (FieldType) -> String
    }

    /// The type of a field of a generated type.
    indirect enum FieldType: Sendable {
        case double, int, bool, string
        case named(String)
        case optional(FieldType)
        case list(FieldType)

        /// The type a shape of value is declared as.
        init(_ shape: ExportedValue.Shape) {
            switch shape {
            case .color: self = .named("RGBA")
            case .dimension, .number: self = .double
            case .integer: self = .int
            case .flag: self = .bool
            case .font: self = .named("Font")
            case .alignment: self = .named("TextAlignment")
            case .border: self = .named("Border")
            case .shadow: self = .named("Shadow")
            }
        }
    }

    /// A generated type: a record of fields, an enumeration of plain cases, or one of cases
    /// each with one value.
    enum Declaration: Sendable {
        case record(String, doc: String, [(String, FieldType)])
        case cases(String, doc: String, [String])
        case payloads(String, doc: String, [(String, FieldType)])
    }

    /// Every type the file declares, in order.
    var declarations: [Declaration] {
        [
            .record(
                "RGBA", doc: "An sRGB colour, each component and the alpha from 0 to 1.",
                [("red", .double), ("green", .double), ("blue", .double), ("alpha", .double)]),
            .record(
                "Font", doc: "A font: family, size in points, weight from 100 to 900, italic or not.",
                [("family", .string), ("size", .double), ("weight", .int), ("italic", .bool)]),
            .cases(
                "TextAlignment", doc: "How text lines up; natural follows the reading direction.",
                TextAlignment.allCases.map(\.rawValue)),
            .record("Border", doc: "A stroke around the toast.", [("width", .double), ("color", .named("RGBA"))]),
            .record(
                "Shadow", doc: "A drop shadow: colour, blur radius and offset in points.",
                [("color", .named("RGBA")), ("radius", .double), ("x", .double), ("y", .double)]),
            .record(
                "Style", doc: "A style's values in one appearance.",
                ExportedStyleField.all.map { field in
                    (field.propertyName, field.optional ? .optional(FieldType(field.shape)) : FieldType(field.shape))
                }),
            .record(
                "Text",
                doc:
                    "A text: the key of the theme's strings it is looked up by, if any, and the text in the export's locale.",
                [("key", .optional(.string)), ("text", .string)]),
            .record("Action", doc: "An action button.", [("id", .string), ("title", .named("Text"))]),
            .payloads(
                "Icon", doc: "A kind's icon: an emoji, or an image file relative to the theme.",
                [("emoji", .string), ("image", .string)]),
            .record(
                "Kind",
                doc: "A kind's values in one appearance; `holdSeconds` is nil for a toast that stays until dismissed.",
                [
                    ("id", .string), ("style", .named("Style")), ("holdSeconds", .optional(.double)),
                    ("position", .string), ("haptic", .string), ("icon", .optional(.named("Icon"))),
                    ("message", .named("Text")), ("title", .optional(.named("Text"))),
                    ("accessibilityLabel", .optional(.named("Text"))), ("actions", .list(.named("Action"))),
                ]),
            .cases(
                "SpringForm", doc: "The spelling a spring was written in.", Spring.Spelling.allCases.map(\.rawValue)),
            .record(
                "Spring",
                doc:
                    "A spring in each form: SwiftUI's response (2 pi / natural frequency) and dampingFraction, UIKit's settle duration and dampingRatio (the same damping), iOS 17's bounce (with response as its duration).",
                [
                    ("writtenAs", .named("SpringForm")), ("response", .double), ("dampingFraction", .double),
                    ("duration", .double), ("dampingRatio", .double), ("initialVelocity", .double), ("bounce", .double),
                ]),
            .record(
                "Bezier", doc: "A cubic Bezier timing curve's control points.",
                [("x1", .double), ("y1", .double), ("x2", .double), ("y2", .double)]),
            .payloads(
                "Curve", doc: "How a transition's progress runs over its duration.",
                [("cubicBezier", .named("Bezier")), ("spring", .named("Spring")), ("sampled", .list(.double))]),
            .record(
                "Transition",
                doc:
                    "An enter or exit transition: seconds, its effects (fade, slide from an edge, scale from a factor) and curve; keyframes is true when a motion function drew it instead.",
                [
                    ("duration", .double), ("fade", .bool), ("slideEdge", .optional(.string)),
                    ("slideDistance", .optional(.double)), ("scale", .optional(.double)), ("keyframes", .bool),
                    ("curve", .named("Curve")),
                ]),
        ]
    }

    let values: ThemeValues
    let typeName: String
    let kindNames: [String]
    let language: Language

    init(_ values: ThemeValues, typeName: String?, language: Language) {
        self.values = values
        self.typeName = typeName ?? SourceIdentifiers.typeName(theme: values.theme.name)
        self.kindNames = SourceIdentifiers.kinds(values.theme.kinds.map(\.id))
        self.language = language
    }

    /// A number as both languages read it back exactly: Swift's shortest form (`0.1`, `1e-05`).
    static func number(_ value: Double) -> String {
        value.isFinite ? "\(value)" : "0.0"
    }

    /// The header comment both files start with.
    var header: String {
        let setting = values.setting
        return """
            // Generated by `tartine export \(language.name)` from the Tartine theme \
            \(SourceText.comment(values.theme.name)) (locale \(SourceText.comment(setting.locale)), \
            text size \(Self.number(setting.textSize))).
            // Export again after editing the theme rather than editing this file.
            """
    }

    func rgba(_ color: RGBA) -> String {
        language.call(
            "RGBA",
            [
                ("red", Self.number(color.red)), ("green", Self.number(color.green)),
                ("blue", Self.number(color.blue)), ("alpha", Self.number(color.alpha)),
            ])
    }

    func expression(_ value: ExportedValue?) -> String {
        guard let value else { return language.null }
        switch value {
        case .color(let color): return rgba(color)
        case .dimension(let number), .number(let number): return Self.number(number)
        case .integer(let number): return String(number)
        case .flag(let on): return on ? "true" : "false"
        case .alignment(let alignment): return language.enumCase("TextAlignment", alignment.rawValue)
        case .font(let font):
            return language.call(
                "Font",
                [
                    ("family", language.stringLiteral(font.family)), ("size", Self.number(font.size)),
                    ("weight", String(font.weight.numericValue)), ("italic", font.italic ? "true" : "false"),
                ])
        case .border(let width, let color):
            return language.call("Border", [("width", Self.number(width)), ("color", rgba(color))])
        case .shadow(let color, let radius, let x, let y):
            return language.call(
                "Shadow",
                [("color", rgba(color)), ("radius", Self.number(radius)), ("x", Self.number(x)), ("y", Self.number(y))])
        }
    }

    /// A style's values in an appearance, one argument per `ExportedStyleField`.
    func style(_ style: ToastStyle, _ appearance: Appearance) -> String {
        language.call(
            "Style", ExportedStyleField.all.map { ($0.propertyName, expression($0.read(style, appearance))) })
    }

    func text(_ text: ToastText, _ resolved: String) -> String {
        var key = language.null
        if case .localized(let name) = text { key = language.stringLiteral(name) }
        return language.call("Text", [("key", key), ("text", language.stringLiteral(resolved))])
    }

    func kind(_ kind: ThemeValues.Kind, index: Int) -> String {
        let content = kind.contents[index]
        let appearance = ExportAppearance.allCases[index].appearance
        var icon = language.null
        switch kind.kind.icon {
        case .emoji(let emoji): icon = language.payloadCase("Icon", "emoji", language.stringLiteral(emoji))
        case .image(let path):
            icon = language.payloadCase("Icon", "image", language.stringLiteral(values.imagePath(path)))
        case .pixels, nil: break
        }
        var title = language.null
        if let written = kind.kind.title, let resolved = content.title { title = text(written, resolved) }
        let label = kind.kind.accessibilityLabel.map { text($0, content.accessibilityText) } ?? language.null
        let actions = zip(kind.kind.actions, content.actions).map { spec, action in
            language.call(
                "Action", [("id", language.stringLiteral(action.id)), ("title", text(spec.title, action.title))])
        }
        return language.call(
            "Kind",
            [
                ("id", language.stringLiteral(kind.kind.id)), ("style", style(content.style, appearance)),
                ("holdSeconds", content.duration.isForever ? language.null : Self.number(content.holdSeconds)),
                ("position", language.stringLiteral(content.position.rawValue)),
                ("haptic", language.stringLiteral(content.haptic.rawValue)), ("icon", icon),
                ("message", text(kind.kind.message, content.message)), ("title", title), ("accessibilityLabel", label),
                ("actions", language.list(actions)),
            ])
    }

    func transition(_ transition: Transition) -> String {
        let curve: String
        switch transition.curve {
        case .spring(let spring):
            curve = language.payloadCase(
                "Curve", "spring",
                language.call(
                    "Spring",
                    [
                        ("writtenAs", language.enumCase("SpringForm", spring.spelling.rawValue)),
                        ("response", Self.number(spring.response)),
                        ("dampingFraction", Self.number(spring.dampingRatio)),
                        ("duration", Self.number(spring.duration)), ("dampingRatio", Self.number(spring.dampingRatio)),
                        ("initialVelocity", Self.number(spring.initialVelocity)),
                        ("bounce", Self.number(spring.bounce)),
                    ]))
        case .sampled(let sampled):
            curve = language.payloadCase("Curve", "sampled", language.list(sampled.values.map(Self.number)))
        default:
            let p = transition.curve.controlPoints ?? (0, 0, 1, 1)
            curve = language.payloadCase(
                "Curve", "cubicBezier",
                language.call(
                    "Bezier",
                    [
                        ("x1", Self.number(p.x1)), ("y1", Self.number(p.y1)), ("x2", Self.number(p.x2)),
                        ("y2", Self.number(p.y2)),
                    ]))
        }
        return language.call(
            "Transition",
            [
                ("duration", Self.number(transition.duration)), ("fade", transition.fade ? "true" : "false"),
                ("slideEdge", transition.slide.map { language.stringLiteral($0.edge.rawValue) } ?? language.null),
                ("slideDistance", transition.slide?.distance.map(Self.number) ?? language.null),
                ("scale", transition.scale.map(Self.number) ?? language.null),
                ("keyframes", transition.keyframes == nil ? "false" : "true"), ("curve", curve),
            ])
    }
}

/// Text put into generated sources.
enum SourceText {
    /// `text` quoted for a comment: on one line, every character outside printable ASCII as
    /// its code point, and `*/` broken (`* /`) so that it cannot end a block comment.
    static func comment(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar == "/" && result.hasSuffix("*") { result += " " }
            result +=
                (0x20...0x7E).contains(scalar.value)
                ? String(scalar) : "U+" + String(scalar.value, radix: 16, uppercase: true)
        }
        return "'" + result + "'"
    }
}
