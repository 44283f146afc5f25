extension ThemeSource {
    /// The theme's values as one Kotlin file (see `ThemeSource`), for Kotlin 1.3 and later.
    /// - Parameters:
    ///   - values: the theme resolved in each appearance.
    ///   - typeName: the generated object's name; `nil` for the theme's name followed by `Tokens`.
    ///   - package: the file's package (`com.example.toasts`).
    /// - Returns: the file's text.
    public static func kotlin(_ values: ThemeValues, typeName: String? = nil, package: String) -> String {
        ThemeSource(values, typeName: typeName, language: .kotlin).kotlinFile(package: package)
    }

    private func kotlinFile(package: String) -> String {
        var lines = [
            header, "", "package \(package)", "",
            "/** The values of the Tartine theme \(SourceText.comment(values.theme.name)), per kind and appearance. */",
            "object \(typeName) {",
            "    /** Light or dark, each with or without Increase Contrast (the tokens' resolver contexts). */",
            "    enum class Appearance(val contextName: String) {",
        ]
        let appearances = ExportAppearance.allCases.map {
            "        \(Self.constant(Self.caseName($0)))(\(language.stringLiteral($0.description)))"
        }
        lines.append(appearances.joined(separator: ",\n") + "")
        lines.append("    }")
        for declaration in declarations { lines += kotlinDeclaration(declaration) }
        lines += [
            "", "    /** The theme's name. */", "    val themeName = \(language.stringLiteral(values.theme.name))",
        ]
        let motion = values.theme.motion
        for (name, transition) in [
            ("enter", motion.enter), ("exit", motion.exit), ("reducedMotion", motion.reducedMotion),
        ] {
            lines.append("    val \(name) = \(self.transition(transition))")
        }
        lines += ["", "    /** The theme's own style, before any kind or rule. */"]
        lines += kotlinWhen("base", type: "Style") { style(values.base[$0], ExportAppearance.allCases[$0].appearance) }
        for (kind, name) in zip(values.kinds, kindNames) {
            lines += ["", "    /** The kind \(SourceText.comment(kind.kind.id)). */"]
            lines += kotlinWhen(name, type: "Kind") { self.kind(kind, index: $0) }
        }
        lines += [
            "", "    /** Every kind, in the theme's order. */",
            "    fun kinds(appearance: Appearance): List<Kind> =",
            "        listOf(" + kindNames.map { "\($0)(appearance)" }.joined(separator: ", ") + ")", "}",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// A Swift case name as a Kotlin enum constant: `lightIncreasedContrast` is
    /// `LIGHT_INCREASED_CONTRAST`, `uiKit` is `UI_KIT`.
    static func constant(_ name: String) -> String {
        var result = ""
        var previous: Character?
        for character in name {
            if character.isUppercase, let previous, previous.isLowercase || previous.isNumber { result += "_" }
            result += character.uppercased()
            previous = character
        }
        return result
    }

    private func kotlinWhen(_ name: String, type: String, _ value: (Int) -> String) -> [String] {
        var lines = ["    fun \(name)(appearance: Appearance): \(type) =", "        when (appearance) {"]
        for (index, appearance) in ExportAppearance.allCases.enumerated() {
            lines.append("            Appearance.\(Self.constant(Self.caseName(appearance))) -> \(value(index))")
        }
        return lines + ["        }"]
    }

    private func kotlinDeclaration(_ declaration: Declaration) -> [String] {
        switch declaration {
        case .record(let name, let doc, let fields):
            var lines = ["", "    /** \(doc) */", "    data class \(name)("]
            lines += fields.map { "        val \($0.0): \(language.type($0.1))," }
            lines[lines.count - 1].removeLast()
            lines.append("    )" + (name == "RGBA" ? rgbaBody : ""))
            return lines
        case .cases(let name, let doc, let cases):
            return [
                "", "    /** \(doc) */",
                "    enum class \(name) { " + cases.map(Self.constant).joined(separator: ", ") + " }",
            ]
        case .payloads(let name, let doc, let cases):
            return ["", "    /** \(doc) */", "    sealed class \(name) {"]
                + cases.map {
                    "        data class \(Self.className($0.0))(val \($0.0): \(qualified($0.1))) : \(name)()"
                }
                + ["    }"]
        }
    }

    /// A payload case's class: its name with a capital (`cubicBezier` is `CubicBezier`).
    static func className(_ name: String) -> String { name.prefix(1).uppercased() + name.dropFirst() }

    /// A type named inside a sealed class, qualified by the object (a case `Spring` holds the
    /// object's `Spring`).
    private func qualified(_ type: FieldType) -> String {
        if case .named(let name) = type { return "\(typeName).\(name)" }
        return language.type(type)
    }

    /// Android's colour integer, `0xAARRGGBB` as a signed `Int`.
    private var rgbaBody: String {
        """
         {
                /** The colour as Android's 0xAARRGGBB integer (android.graphics.Color, Compose's Color(Int)). */
                fun toArgb(): Int =
                    (channel(alpha) shl 24) or (channel(red) shl 16) or (channel(green) shl 8) or channel(blue)

                private fun channel(value: Double): Int = Math.round(Math.max(0.0, Math.min(1.0, value)) * 255.0).toInt()
            }
        """
    }
}

extension ThemeSource.Language {
    /// Kotlin: `Type.CASE`, `Type(label = value)`, `listOf(a, b)`, `null`, `"\uXXXX"` (UTF-16)
    /// for every character outside printable ASCII, `\$` for a dollar sign.
    static let kotlin = ThemeSource.Language(
        name: "kotlin",
        stringLiteral: { text in
            var result = "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": result += "\\\""
                case "\\": result += "\\\\"
                case "$": result += "\\$"
                case " "..."~": result.unicodeScalars.append(scalar)
                default:
                    for unit in String(scalar).utf16 {
                        let hex = String(unit, radix: 16, uppercase: true)
                        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                    }
                }
            }
            return result + "\""
        },
        list: { "listOf(" + $0.joined(separator: ", ") + ")" },
        null: "null",
        enumCase: { type, name in "\(type).\(ThemeSource.constant(name))" },
        payloadCase: { type, name, payload in "\(type).\(ThemeSource.className(name))(\(payload))" },
        call: { type, arguments in "\(type)(" + arguments.map { "\($0.0) = \($0.1)" }.joined(separator: ", ") + ")" },
        type: kotlinType)

    private static func kotlinType(_ type: ThemeSource.FieldType) -> String {
        switch type {
        case .double: "Double"
        case .int: "Int"
        case .bool: "Boolean"
        case .string: "String"
        case .named(let name): name
        case .optional(let inner): kotlinType(inner) + "?"
        case .list(let inner): "List<" + kotlinType(inner) + ">"
        }
    }
}
