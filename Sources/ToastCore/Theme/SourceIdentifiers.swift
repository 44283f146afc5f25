/// Identifiers of a generated source (`tartine export swift`, `kotlin`) made from a theme's
/// names, valid in both languages and the same in each: a kind `saved-big` is `savedBig` in
/// Swift and in Kotlin.
///
/// A name is split into words at every character that is not an ASCII letter or digit, each
/// other character that is not ASCII becoming a word of its code point (`저장` is `uC800uC7A5`);
/// the words are joined in lower camel case. A name that starts with a digit gets a leading
/// `_`, one left empty is `kind`, a keyword of either language or a name the generated type
/// already uses gets a trailing `_`; names that still read the same are made unique with `_2`,
/// `_3`… in the theme's order.
public enum SourceIdentifiers {
    /// Swift's keywords (those that cannot name a function without backquotes) and Kotlin's hard
    /// keywords, with the few each reserves.
    public static let keywords: Set<String> = [
        // Swift
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol",
        "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch",
        "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "as", "await", "false", "is", "nil", "self", "super", "throws", "true",
        "try", "any", "some", "consume", "copy", "discard", "macro", "package",
        // Kotlin
        "fun", "interface", "null", "object", "this", "typeof", "val", "when",
    ]

    /// The members a generated type declares besides the kinds: a kind may not take their names.
    public static let members: Set<String> = [
        "base", "kinds", "enter", "exit", "reducedMotion", "themeName", "appearance", "equals", "hashCode",
        "toString", "getClass", "wait", "notify", "notifyAll", "clone", "finalize",
    ]

    /// The words of `name`: runs of ASCII letters and digits, and a `uXXXX` word for each other
    /// character that is not ASCII.
    static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        for scalar in name.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                current.unicodeScalars.append(scalar)
                continue
            }
            if !current.isEmpty { words.append(current) }
            current = ""
            if !scalar.isASCII { words.append("u" + String(scalar.value, radix: 16, uppercase: true)) }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// `name` as one identifier in lower camel case, before keywords and uniqueness.
    static func camel(_ name: String, upperFirst: Bool) -> String {
        let words = words(name)
        var result = words.enumerated().map { index, word in
            index == 0 && !upperFirst
                ? word.prefix(1).lowercased() + word.dropFirst() : word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
        if let first = result.unicodeScalars.first, ("0"..."9").contains(first) { result = "_" + result }
        return result
    }

    /// The kinds' identifiers, in the theme's order.
    public static func kinds(_ ids: [String]) -> [String] {
        let names = ids.map { id -> String in
            let name = camel(id, upperFirst: false)
            if name.isEmpty { return "kind" }
            return keywords.contains(name) || members.contains(name) ? name + "_" : name
        }
        return UniqueNames.make(names)
    }

    /// The generated type's name for a theme: its name in upper camel case followed by `Tokens`
    /// (`notes` is `NotesTokens`); `ThemeTokens` when the name has no letter or digit.
    public static func typeName(theme: String) -> String {
        let name = camel(theme, upperFirst: true)
        if name.isEmpty { return "ThemeTokens" }
        return (name.hasPrefix("_") ? "Theme" + name.dropFirst() : name) + "Tokens"
    }

    /// Whether `name` may name the generated type or a package part: an ASCII letter or `_`
    /// first, then letters, digits and `_`, and no keyword.
    public static func isValid(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic || first == "_",
            name.unicodeScalars.allSatisfy({
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_")
            }),
            !keywords.contains(name), name != "_"
        else { return false }
        return true
    }
}
