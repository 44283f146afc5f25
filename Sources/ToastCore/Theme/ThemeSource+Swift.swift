extension ThemeSource {
    /// The theme's values as one Swift file (see `ThemeSource`).
    /// - Parameters:
    ///   - values: the theme resolved in each appearance.
    ///   - typeName: the generated type's name; `nil` for the theme's name followed by `Tokens`.
    /// - Returns: the file's text.
    public static func swift(_ values: ThemeValues, typeName: String? = nil) -> String {
        ThemeSource(values, typeName: typeName, language: .swift).swiftFile
    }

    private var swiftFile: String {
        var lines = [
            header, "", "#if canImport(SwiftUI)", "    import SwiftUI", "#endif", "#if canImport(UIKit)",
            "    import UIKit",
            "#endif", "",
            "/// The values of the Tartine theme \(SourceText.comment(values.theme.name)), per kind and appearance.",
            "public enum \(typeName) {",
            "    /// Light or dark, each with or without Increase Contrast (the tokens' resolver contexts).",
            "    public enum Appearance: String, Sendable, Hashable, CaseIterable {",
        ]
        for appearance in ExportAppearance.allCases {
            lines.append(
                "        case \(Self.caseName(appearance)) = \(language.stringLiteral(appearance.description))")
        }
        lines.append("    }")
        for declaration in declarations { lines += swiftDeclaration(declaration) }
        lines += [
            "", "    /// The theme's name.",
            "    public static let themeName = \(language.stringLiteral(values.theme.name))",
        ]
        let motion = values.theme.motion
        for (name, transition) in [
            ("enter", motion.enter), ("exit", motion.exit), ("reducedMotion", motion.reducedMotion),
        ] {
            lines.append("    public static let \(name) = \(self.transition(transition))")
        }
        lines += ["", "    /// The theme's own style, before any kind or rule."]
        lines += swiftSwitch("base", type: "Style") { style(values.base[$0], ExportAppearance.allCases[$0].appearance) }
        for (kind, name) in zip(values.kinds, kindNames) {
            lines += ["", "    /// The kind \(SourceText.comment(kind.kind.id))."]
            lines += swiftSwitch(name, type: "Kind") { self.kind(kind, index: $0) }
        }
        lines += [
            "", "    /// Every kind, in the theme's order.",
            "    public static func kinds(_ appearance: Appearance) -> [Kind] {",
            "        [" + kindNames.map { "\($0)(appearance)" }.joined(separator: ", ") + "]", "    }", "}",
        ]
        lines += swiftConveniences
        return lines.joined(separator: "\n") + "\n"
    }

    /// `ExportAppearance`'s case in Swift: `light`, `lightIncreasedContrast`.
    static func caseName(_ appearance: ExportAppearance) -> String {
        appearance.appearance.rawValue + (appearance.increasedContrast ? "IncreasedContrast" : "")
    }

    private func swiftSwitch(_ name: String, type: String, _ value: (Int) -> String) -> [String] {
        var lines = [
            "    public static func \(name)(_ appearance: Appearance) -> \(type) {", "        switch appearance {",
        ]
        for (index, appearance) in ExportAppearance.allCases.enumerated() {
            lines.append("        case .\(Self.caseName(appearance)): return \(value(index))")
        }
        return lines + ["        }", "    }"]
    }

    private func swiftDeclaration(_ declaration: Declaration) -> [String] {
        switch declaration {
        case .record(let name, let doc, let fields):
            return ["", "    /// \(doc)", "    public struct \(name): Sendable, Hashable {"]
                + fields.map { "        public let \($0.0): \(language.type($0.1))" } + ["    }"]
        case .cases(let name, let doc, let cases):
            return ["", "    /// \(doc)", "    public enum \(name): String, Sendable, Hashable, CaseIterable {"]
                + cases.map { "        case \($0)" } + ["    }"]
        case .payloads(let name, let doc, let cases):
            return ["", "    /// \(doc)", "    public enum \(name): Sendable, Hashable {"]
                + cases.map { "        case \($0.0)(\(language.type($0.1)))" } + ["    }"]
        }
    }

    /// SwiftUI's colour, animation and alignment, and UIKit's colours and appearance, for
    /// whichever of the two the app builds with.
    private var swiftConveniences: [String] {
        let t = typeName
        return [
            "", "#if canImport(SwiftUI)",
            "    extension \(t).RGBA {",
            "        /// The colour in SwiftUI.",
            "        public var color: SwiftUI.Color {",
            "            SwiftUI.Color(.sRGB, red: red, green: green, blue: blue, opacity: alpha)", "        }",
            "    }",
            "", "    extension \(t).Spring {",
            "        /// The spring as SwiftUI animates it: `.spring(response:dampingFraction:)`.",
            "        public var animation: SwiftUI.Animation {",
            "            SwiftUI.Animation.spring(response: response, dampingFraction: dampingFraction)", "        }",
            "    }",
            "", "    extension \(t).Appearance {",
            "        /// The appearance of a SwiftUI environment's colour scheme and contrast.",
            "        public init(_ colorScheme: SwiftUI.ColorScheme, _ contrast: SwiftUI.ColorSchemeContrast) {",
            "            switch (colorScheme == .dark, contrast == .increased) {",
            "            case (false, false): self = .light", "            case (true, false): self = .dark",
            "            case (false, true): self = .lightIncreasedContrast",
            "            case (true, true): self = .darkIncreasedContrast", "            }", "        }", "    }",
            "", "    extension \(t).TextAlignment {",
            "        /// The alignment in SwiftUI (natural is leading).",
            "        public var swiftUI: SwiftUI.TextAlignment {",
            "            switch self {", "            case .natural, .leading: return .leading",
            "            case .center: return .center", "            case .trailing: return .trailing", "            }",
            "        }", "    }", "#endif",
            "", "#if canImport(UIKit)", "    extension \(t).RGBA {", "        /// The colour in UIKit.",
            "        public var uiColor: UIKit.UIColor {",
            "            UIKit.UIColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))",
            "        }", "    }",
            "", "    extension \(t).Appearance {", "        /// The appearance of a trait collection.",
            "        public init(_ traits: UIKit.UITraitCollection) {",
            "            switch (traits.userInterfaceStyle == .dark, traits.accessibilityContrast == .high) {",
            "            case (false, false): self = .light", "            case (true, false): self = .dark",
            "            case (false, true): self = .lightIncreasedContrast",
            "            case (true, true): self = .darkIncreasedContrast", "            }", "        }", "    }",
            "", "    extension \(t) {",
            "        /// A colour UIKit resolves for each trait collection from its value in each appearance",
            "        /// (`dynamicColor { base($0).background }`).",
            "        public static func dynamicColor(_ color: @escaping @Sendable (Appearance) -> RGBA) -> UIKit.UIColor {",
            "            UIKit.UIColor { color(Appearance($0)).uiColor }", "        }", "    }", "#endif",
        ]
    }
}

extension ThemeSource.Language {
    /// Swift: `.case`, `Type(label: value)`, `[a, b]`, `nil`, `"\u{…}"` for every character
    /// outside printable ASCII.
    static let swift = ThemeSource.Language(
        name: "swift",
        stringLiteral: { text in
            "\""
                + text.unicodeScalars.map { scalar -> String in
                    switch scalar {
                    case "\"": return "\\\""
                    case "\\": return "\\\\"
                    case " "..."~": return String(scalar)
                    default: return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                    }
                }.joined() + "\""
        },
        list: { "[" + $0.joined(separator: ", ") + "]" },
        null: "nil",
        enumCase: { _, name in "." + name },
        payloadCase: { _, name, payload in ".\(name)(\(payload))" },
        call: { type, arguments in "\(type)(" + arguments.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + ")" },
        type: swiftType)

    private static func swiftType(_ type: ThemeSource.FieldType) -> String {
        switch type {
        case .double: "Double"
        case .int: "Int"
        case .bool: "Bool"
        case .string: "String"
        case .named(let name): name
        case .optional(let inner): swiftType(inner) + "?"
        case .list(let inner): "[" + swiftType(inner) + "]"
        }
    }
}
