import ArgumentParser
import ToastCore
import ToastFiles
import ToastScript
import ToastText

/// `tartine export`: a theme's values in formats other tools and apps read.
struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write a theme's values for other tools and for apps.",
        discussion: ExitStatus.contract,
        subcommands: [ExportTokens.self, ExportSwift.self, ExportKotlin.self])
}

/// What every export reads: the theme and the setting its values resolve in (each command
/// has its own `-o`, so that the output checks find it under the command's name).
struct ExportOptions: ParsableArguments {
    @Argument(help: "Theme file (.lua).")
    var theme: String

    @Option(help: "Locale the kinds' messages are read in (hold times depend on them).")
    var locale = "en"

    @Option(help: "Dynamic Type multiplier, above 0.5 and at most 4.")
    var textSize = 1.0

    @OptionGroup var budgets: BudgetOptions

    func validate() throws {
        try OptionRange.check("--text-size", textSize, within: .above(0.5, atMost: 4))
    }

    /// The theme resolved in each appearance, on an iPhone's screen (the values are for an app).
    func values() throws -> ThemeValues {
        let loaded = try loadTheme(theme, budgets: budgets.luaBudgets)
        let setting = SceneSetting.standard.with(locale: locale, textSize: textSize)
        let directory = Paths.directory(of: theme)
        let directories = [(try? Paths.resolved(directory)) ?? directory, directory]
        do { return try ThemeValues(loaded.theme, setting: setting, themeDirectories: directories) } catch {
            throw CLIFailure.badInput("\(theme): \(error.description)")
        }
    }

    /// Writes `text` to `output` and says where.
    func write(_ text: String, to output: OutputFile) throws {
        try writeOutput(Array(text.utf8), to: output)
        reportWritten(output)
    }
}

/// `tartine export tokens THEME -o NAME.tokens.json`: the theme's resolved values as Design
/// Tokens (`ThemeTokens`) and, beside them, `NAME.resolver.json`, the Resolver Module document
/// that gives each appearance's values.
struct ExportTokens: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tokens",
        abstract: "Write the theme's resolved values as Design Tokens (W3C DTCG 2025.10, JSON) and their resolver.",
        discussion: ExitStatus.contract
            + " A base group (the theme's own style), each kind's values as aliases of it where equal, and the"
            + " motion; the tokens every appearance shares go to -o, and NAME.resolver.json beside it (the"
            + " Resolver Module's document) gives each appearance's own: light, dark, and each with Increase"
            + " Contrast. With -o - only the tokens are written.")

    @OptionGroup var options: ExportOptions

    @Option(name: .shortAndLong, help: "Where to write (- for standard output).")
    var output = OutputFile("-")

    /// The resolver's path for the tokens at `path`: its `.tokens.json` (or `.json`) ending
    /// replaced by `.resolver.json`, beside it.
    static func resolverPath(for path: String) -> String {
        for ending in [".tokens.json", ".json"] where path.hasSuffix(ending) && path.count > ending.count {
            return String(path.dropLast(ending.count)) + ".resolver.json"
        }
        return path + ".resolver.json"
    }

    /// `name` as a URI reference (RFC 3986): each byte outside the unreserved characters
    /// percent-encoded, so that a `#` or a space in a file's name still names the file.
    static func uriReference(_ name: String) -> String {
        var result = ""
        for byte in name.utf8 {
            let scalar = Unicode.Scalar(byte)
            if ("0"..."9").contains(scalar) || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                || "-._~".unicodeScalars.contains(scalar)
            {
                result.unicodeScalars.append(scalar)
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return result
    }

    func run() throws {
        let resolver = output.target.isStandardOutput ? nil : OutputFile(Self.resolverPath(for: output.path))
        if let resolver { do { try resolver.target.check() } catch { throw CLIFailure.badInput("\(error)") } }
        let values = try options.values()
        let reference = Self.uriReference(Paths.split(output.path).name)
        let documents = ThemeTokens.documents(values, tokensReference: reference)
        try options.write(documents.tokens.rendered() + "\n", to: output)
        if let resolver {
            try writeOutput(Array((documents.resolver.rendered() + "\n").utf8), to: resolver)
            reportWritten(resolver)
        } else {
            // The tokens alone hold only what every appearance shares: say where the rest is.
            printError(
                "export tokens: standard output has the values every appearance shares; each appearance's own"
                    + " (dark, Increase Contrast) are in the resolver, written beside a file: -o NAME.tokens.json")
        }
    }
}

/// `tartine export swift THEME -o Toasts.swift`: the theme's values as one Swift file of plain
/// value types (`ThemeSource`).
struct ExportSwift: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swift",
        abstract: "Write the theme's resolved values as one Swift file an app compiles as it is.",
        discussion: ExitStatus.contract
            + " Plain value types per kind and appearance (no UIKit or SwiftUI needed); SwiftUI and UIKit"
            + " conveniences behind #if canImport.")

    @OptionGroup var options: ExportOptions

    @Option(name: .shortAndLong, help: "Where to write (- for standard output).")
    var output = OutputFile("-")

    @Option(help: "The generated type's name (default: the theme's name in upper camel case, then Tokens).")
    var typeName: String?

    func validate() throws {
        if let typeName, !SourceIdentifiers.isValid(typeName) {
            throw ValidationError(
                "--type-name must be an identifier (a letter or _, then letters, digits, _), got '\(typeName)'")
        }
    }

    func run() throws {
        try options.write(ThemeSource.swift(try options.values(), typeName: typeName), to: output)
    }
}

/// `tartine export kotlin THEME -o Toasts.kt`: the theme's values as one Kotlin file of plain
/// value types (`ThemeSource`), for Kotlin 1.3 and later.
struct ExportKotlin: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kotlin",
        abstract: "Write the theme's resolved values as one Kotlin file an app compiles as it is.",
        discussion: ExitStatus.contract
            + " Plain value types per kind and appearance (no Compose or Android import needed); each colour"
            + " also as Android's 0xAARRGGBB integer.")

    @OptionGroup var options: ExportOptions

    @Option(name: .shortAndLong, help: "Where to write (- for standard output).")
    var output = OutputFile("-")

    @Option(help: "The generated object's name (default: the theme's name in upper camel case, then Tokens).")
    var typeName: String?

    @Option(name: .customLong("package"), help: "The file's package.")
    var packageName = "tartine.tokens"

    func validate() throws {
        if let typeName, !SourceIdentifiers.isValid(typeName) {
            throw ValidationError(
                "--type-name must be an identifier (a letter or _, then letters, digits, _), got '\(typeName)'")
        }
        let parts = packageName.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.allSatisfy({ SourceIdentifiers.isValid(String($0)) }) else {
            throw ValidationError("--package must be identifiers joined by '.', got '\(packageName)'")
        }
    }

    func run() throws {
        try options.write(
            ThemeSource.kotlin(try options.values(), typeName: typeName, package: packageName), to: output)
    }
}
