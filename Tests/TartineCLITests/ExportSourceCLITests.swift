import Foundation
import Testing
import ToastCore
import ToastScript

/// `tartine export swift` and `tartine export kotlin`: the files of every bundled theme, and of
/// a theme whose kinds have every kind of awkward name, are compiled (`swiftc`; `kotlinc`, once
/// per run, as the JVM is slow to start) with a small main that prints every value of every
/// kind, the base style and the motion in each appearance; each printed value must be the one
/// the theme resolves (`Theme.content(kind:context:)`, field by field of
/// `ExportedStyleField.all`).
@Suite("tartine export swift and kotlin: compiled, run, values as the theme resolves them")
struct ExportSourceCLITests {
    enum Language: String, Sendable {
        case swift, kotlin
        var fileExtension: String { self == .swift ? "swift" : "kt" }
    }

    /// A theme whose kinds' names each need care to be an identifier: dashes, a digit first,
    /// keywords of each language, names the generated type uses, names equal once sanitized,
    /// names with no ASCII letter at all; and texts with quotes, backslashes, dollars, a newline,
    /// an emoji and a comment's end.
    static let oddNames: [(id: String, identifier: String)] = [
        ("saved-big", "savedBig"), ("1st", "_1st"), ("class", "class_"), ("fun", "fun_"), ("in", "in_"),
        ("val", "val_"), ("when", "when_"), ("object", "object_"), ("base", "base_"), ("kinds", "kinds_"),
        ("a_b", "aB"), ("a-b", "aB_2"), ("a.b", "aB_3"), ("保存", "u4FDDU5B58"), ("💾", "u1F4BE"), ("--", "kind"),
        ("kind", "kind_2"), ("Saved", "saved"), ("saved", "saved_2"),
    ]

    static let oddText = "Cost: $5 ${x} \"q\" \\ */\n💾 é"

    static var oddTheme: Theme {
        Theme(
            name: "odd */ name ü",
            kinds: oddNames.map {
                ToastKind(
                    id: $0.id, icon: .emoji("💾"), title: .localized(key: "k$\"\\"), message: .literal(oddText),
                    action: ToastActionSpec(id: "undo $x", title: .literal("Undo \"it\"")))
            })
    }

    /// The theme labels and how each is made: the bundled ones through the command line, the
    /// odd one in this process.
    static let labels = ExportTokensCLITests.themes + ["odd"]

    static func theme(_ label: String) throws -> Theme {
        label == "odd" ? oddTheme : try ThemeLoader().load("\(root)/themes/\(label).lua").theme
    }

    /// A main that prints every value of each theme's type, one `key=value` line each: numbers
    /// and switches as the language prints them, texts and enumeration cases by their code
    /// points or names.
    static func main(_ language: Language, types: [(label: String, type: String)]) -> String {
        switch language {
        case .swift:
            var lines = [
                "func dump(_ value: Any, _ path: String) {",
                "    let mirror = Mirror(reflecting: value)",
                "    switch mirror.displayStyle {",
                "    case .optional?:",
                "        if let child = mirror.children.first { dump(child.value, path) } else { print(path + \"=nil\") }",
                "    case .struct?, .class?, .tuple?:",
                "        for child in mirror.children { dump(child.value, path + \".\" + (child.label ?? \"?\")) }",
                "    case .enum?:",
                "        if let child = mirror.children.first { dump(child.value, path + \".\" + (child.label ?? \"?\")) }",
                "        else { print(path + \"=\" + \"\\(value)\") }",
                "    case .collection?:",
                "        for (index, child) in mirror.children.enumerated() { dump(child.value, path + \"[\\(index)]\") }",
                "    default:",
                "        if let text = value as? String {",
                "            print(path + \"=\" + text.unicodeScalars.map { String($0.value) }.joined(separator: \",\"))",
                "        } else { print(path + \"=\" + \"\\(value)\") }",
                "    }", "}",
            ]
            for (label, type) in types {
                lines += [
                    "for a in \(type).Appearance.allCases {",
                    "    for (i, k) in \(type).kinds(a).enumerated() { dump(k, \"\(label)|\" + a.rawValue + \"|\\(i)\") }",
                    "    dump(\(type).base(a), \"\(label)|\" + a.rawValue + \"|base\")", "}",
                    "dump(\(type).enter, \"\(label)|motion|enter\")", "dump(\(type).exit, \"\(label)|motion|exit\")",
                ]
            }
            return lines.joined(separator: "\n") + "\n"
        case .kotlin:
            var lines = [
                "package tartine.tokens", "",
                "fun dump(value: Any?, path: String) {",
                "    when (value) {",
                "        null -> println(path + \"=nil\")",
                "        is Double, is Int, is Boolean -> println(path + \"=\" + value)",
                "        is String -> println(path + \"=\" + value.codePoints().toArray().joinToString(\",\"))",
                "        is Enum<*> -> println(path + \"=\" + value.name)",
                "        is List<*> -> value.forEachIndexed { i, v -> dump(v, path + \"[\" + i + \"]\") }",
                "        else -> for (f in value.javaClass.declaredFields) {",
                "            if (java.lang.reflect.Modifier.isStatic(f.modifiers)) continue",
                "            f.isAccessible = true",
                "            dump(f.get(value), path + \".\" + f.name)", "        }", "    }", "}", "",
                "fun main() {",
            ]
            for (label, type) in types {
                lines += [
                    "    for (a in \(type).Appearance.values()) {",
                    "        \(type).kinds(a).forEachIndexed { i, k -> dump(k, \"\(label)|\" + a.contextName + \"|\" + i) }",
                    "        dump(\(type).base(a), \"\(label)|\" + a.contextName + \"|base\")",
                    "        println(\"\(label)|\" + a.contextName + \"|base.background.argb=\" + \(type).base(a).background.toArgb())",
                    "    }",
                    "    dump(\(type).enter, \"\(label)|motion|enter\")",
                    "    dump(\(type).exit, \"\(label)|motion|exit\")",
                ]
            }
            return (lines + ["}"]).joined(separator: "\n") + "\n"
        }
    }

    struct BuildFailure: Error, CustomStringConvertible {
        let description: String
    }

    /// Exports every theme in `language`, compiles the files with the main in one compiler run,
    /// runs the program and returns its lines by key.
    static func build(_ language: Language) throws -> [String: String] {
        try withScratch { dir in
            var files: [String] = []
            var types: [(label: String, type: String)] = []
            for label in labels {
                let file = "\(dir)/\(label).\(language.fileExtension)"
                let theme = try theme(label)
                if label == "odd" {
                    let values = try ThemeValues(theme, setting: .standard)
                    let text =
                        language == .swift
                        ? ThemeSource.swift(values) : ThemeSource.kotlin(values, package: "tartine.tokens")
                    try write(text, to: file)
                } else {
                    let run = try tartine(["export", language.rawValue, "themes/\(label).lua", "-o", file])
                    guard run.status == 0 else { throw BuildFailure(description: "export \(label): \(run.err)") }
                }
                files.append(file)
                types.append((label, SourceIdentifiers.typeName(theme: theme.name)))
            }
            let main = "\(dir)/main.\(language.fileExtension)"
            try write(Self.main(language, types: types), to: main)
            let output: Run
            switch language {
            case .swift:
                let compile = try runProcess(
                    "/usr/bin/env", ["swiftc", "-o", "\(dir)/app"] + files + [main], in: dir, environment: [:])
                guard compile.status == 0 else {
                    throw BuildFailure(description: "swiftc: \(compile.err)\(compile.out)")
                }
                output = try runProcess("\(dir)/app", [], in: dir, environment: [:])
            case .kotlin:
                let compile = try runProcess(
                    "/usr/bin/env", [kotlinc] + files + [main, "-d", "\(dir)/classes"], in: dir, environment: [:])
                guard compile.status == 0 else {
                    throw BuildFailure(description: "kotlinc: \(compile.err)\(compile.out)")
                }
                output = try runProcess(
                    "/usr/bin/env", ["kotlin", "-cp", "\(dir)/classes", "tartine.tokens.MainKt"], in: dir,
                    environment: [:])
            }
            guard output.status == 0 else { throw BuildFailure(description: "run: \(output.err)") }
            var lines: [String: String] = [:]
            for line in output.out.split(separator: "\n") {
                guard let equals = line.firstIndex(of: "=") else { continue }
                lines[String(line[..<equals])] = String(line[line.index(after: equals)...])
            }
            return lines
        }
    }

    static let swiftRun = Result { try build(.swift) }
    static let kotlinRun = Result { try build(.kotlin) }

    /// The Kotlin compiler: `KOTLINC` when set, else `kotlinc` on the path.
    static let kotlinc = ProcessInfo.processInfo.environment["KOTLINC"].flatMap { $0.isEmpty ? nil : $0 } ?? "kotlinc"

    /// Whether the Kotlin compiler is there.
    static let kotlinInstalled: Bool = {
        let run = try? runProcess("/usr/bin/env", ["sh", "-c", "command -v \"$0\"", kotlinc], environment: [:])
        return run?.status == 0
    }()

    /// Whether this is CI (`CI=true`), where a missing `kotlinc` is a failure, not a skip.
    static let inCI = ProcessInfo.processInfo.environment["CI"] == "true"

    /// A value as the main prints it, for comparison.
    enum Printed: Equatable, CustomStringConvertible {
        case number(Double)
        case integer(Int)
        case flag(Bool)
        case text(String)
        case name(String)
        case none

        var description: String {
            switch self {
            case .number(let x): "\(x)"
            case .integer(let n): "\(n)"
            case .flag(let on): "\(on)"
            case .text(let text): "\(text.debugDescription)"
            case .name(let name): name
            case .none: "nil"
            }
        }

        /// Whether the printed `line` is this value.
        func matches(_ line: String?) -> Bool {
            guard let line else { return false }
            switch self {
            case .number(let x): return Double(line) == x
            case .integer(let n): return Int(line) == n
            case .flag(let on): return line == (on ? "true" : "false")
            case .text(let text): return line == text.unicodeScalars.map { String($0.value) }.joined(separator: ",")
            case .name(let name): return line.replacingOccurrences(of: "_", with: "").lowercased() == name.lowercased()
            case .none: return line == "nil"
            }
        }
    }

    static func rgba(_ color: RGBA, _ path: String) -> [String: Printed] {
        [
            path + ".red": .number(color.red), path + ".green": .number(color.green),
            path + ".blue": .number(color.blue),
            path + ".alpha": .number(color.alpha),
        ]
    }

    /// The lines one exported value prints.
    static func printed(_ value: ExportedValue?, _ path: String) -> [String: Printed] {
        switch value {
        case nil: return [path: .none]
        case .color(let color)?: return rgba(color, path)
        case .dimension(let x)?, .number(let x)?: return [path: .number(x)]
        case .integer(let n)?: return [path: .integer(n)]
        case .flag(let on)?: return [path: .flag(on)]
        case .alignment(let alignment)?: return [path: .name(alignment.rawValue)]
        case .font(let font)?:
            return [
                path + ".family": .text(font.family), path + ".size": .number(font.size),
                path + ".weight": .integer(font.weight.numericValue), path + ".italic": .flag(font.italic),
            ]
        case .border(let width, let color)?:
            return rgba(color, path + ".color").merging([path + ".width": .number(width)]) { $1 }
        case .shadow(let color, let radius, let x, let y)?:
            return rgba(color, path + ".color").merging([
                path + ".radius": .number(radius), path + ".x": .number(x), path + ".y": .number(y),
            ]) { $1 }
        }
    }

    /// Every line the main must print for `label`, from the theme as it resolves.
    static func expected(_ label: String) throws -> [String: Printed] {
        let theme = try theme(label)
        var lines: [String: Printed] = [:]
        func add(_ more: [String: Printed]) { lines.merge(more) { $1 } }
        for appearance in ExportAppearance.allCases {
            let setting = SceneSetting.standard.with(
                appearance: appearance.appearance,
                accessibility: AccessibilitySettings(increaseContrast: appearance.increasedContrast))
            let context = setting.context
            let prefix = "\(label)|\(appearance)|"
            let base = theme.style.adapted(to: context.accessibility)
            for field in ExportedStyleField.all {
                add(printed(field.read(base, appearance.appearance), prefix + "base." + field.propertyName))
            }
            for (index, kind) in theme.kinds.enumerated() {
                let content = try theme.content(kind: kind.id, context: context)
                let at = prefix + "\(index)"
                add([at + ".id": .text(kind.id), at + ".message.text": .text(content.message)])
                add([at + ".holdSeconds": content.duration.isForever ? .none : .number(content.holdSeconds)])
                for field in ExportedStyleField.all {
                    add(printed(field.read(content.style, appearance.appearance), at + ".style." + field.propertyName))
                }
            }
        }
        for (name, transition) in [("enter", theme.motion.enter), ("exit", theme.motion.exit)] {
            let at = "\(label)|motion|\(name)"
            add([at + ".duration": .number(transition.duration), at + ".fade": .flag(transition.fade)])
            if case .spring(let spring) = transition.curve {
                add([
                    at + ".curve.spring.response": .number(spring.response),
                    at + ".curve.spring.dampingFraction": .number(spring.dampingRatio),
                    at + ".curve.spring.duration": .number(spring.duration),
                    at + ".curve.spring.writtenAs": .name(spring.spelling.rawValue),
                ])
            }
        }
        return lines
    }

    static func check(_ run: Result<[String: String], any Error>, _ label: String) throws {
        let lines = try run.get()
        let expected = try expected(label)
        #expect(expected.count > 100, "\(label): only \(expected.count) values")
        var wrong: [String] = []
        for (key, value) in expected.sorted(by: { $0.key < $1.key }) where !value.matches(lines[key]) {
            wrong.append("\(key): expected \(value), printed \(lines[key] ?? "nothing")")
        }
        #expect(wrong.isEmpty, "\(label): \(wrong.count) wrong\n\(wrong.prefix(15).joined(separator: "\n"))")
    }

    @Test("Swift: compiled with swiftc, every value as the theme resolves it", arguments: labels)
    func swiftValues(_ label: String) throws {
        try Self.check(Self.swiftRun, label)
    }

    @Test(
        "Kotlin: compiled with kotlinc 1.3, every value as the theme resolves it",
        .enabled(
            if: kotlinInstalled || inCI,
            "kotlinc is not installed (apt-get install kotlin, or scripts/bootstrap): the Kotlin export is not compiled here; in CI (CI=true) this fails instead"
        ))
    func kotlinValues() throws {
        guard Self.kotlinInstalled else {
            Issue.record(
                "\(Self.kotlinc) is not installed, and CI must compile the Kotlin export: run scripts/bootstrap")
            return
        }
        for label in Self.labels { try Self.check(Self.kotlinRun, label) }
        // Android's colour integer: 0xAARRGGBB, each channel rounded from 0…1 to 0…255.
        let lines = try Self.kotlinRun.get()
        for label in Self.labels {
            let theme = try Self.theme(label)
            for appearance in ExportAppearance.allCases {
                let accessibility = AccessibilitySettings(increaseContrast: appearance.increasedContrast)
                let color = theme.style.adapted(to: accessibility).background.resolved(for: appearance.appearance)
                let channel = { (x: Double) in UInt32((min(max(x, 0), 1) * 255).rounded()) }
                let argb =
                    channel(color.alpha) << 24 | channel(color.red) << 16 | channel(color.green) << 8
                    | channel(color.blue)
                let key = "\(label)|\(appearance)|base.background.argb"
                #expect(lines[key] == String(Int32(bitPattern: argb)), "\(key): \(lines[key] ?? "nothing")")
            }
        }
    }

    /// The SwiftUI and UIKit declarations the Swift file's conveniences use, with the signatures
    /// Apple's frameworks give them: modules named SwiftUI and UIKit, so that
    /// `#if canImport(SwiftUI)` and `#if canImport(UIKit)` hold and the conveniences are
    /// type-checked here, where neither framework exists.
    static let frameworkStubs = [
        "SwiftUI": """
        public struct Color {
            public enum RGBColorSpace { case sRGB, sRGBLinear, displayP3 }
            public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {}
        }
        public struct Animation {
            public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0)
                -> Animation { Animation() }
        }
        public enum ColorScheme: Sendable { case light, dark }
        public enum ColorSchemeContrast: Sendable { case standard, increased }
        public enum TextAlignment: Sendable { case leading, center, trailing }
        """,
        "UIKit": """
        public typealias CGFloat = Double
        public enum UIUserInterfaceStyle: Int, Sendable { case unspecified, light, dark }
        public enum UIAccessibilityContrast: Int, Sendable { case unspecified, normal, high }
        open class UITraitCollection {
            open var userInterfaceStyle: UIUserInterfaceStyle { .light }
            open var accessibilityContrast: UIAccessibilityContrast { .normal }
        }
        open class UIColor {
            public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
            public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {}
        }
        """,
    ]

    @Test("Swift: the SwiftUI and UIKit conveniences type-check against the frameworks' signatures")
    func swiftConveniences() throws {
        try withScratch { dir in
            for (module, text) in Self.frameworkStubs {
                try write(text, to: "\(dir)/\(module).swift")
                let stub = try runProcess(
                    "/usr/bin/env",
                    [
                        "swiftc", "-parse-as-library", "-emit-module", "-module-name", module, "-emit-module-path",
                        "\(dir)/\(module).swiftmodule", "\(dir)/\(module).swift",
                    ], in: dir, environment: [:])
                #expect(stub.status == 0, "\(module): \(stub.err)")
            }
            let run = try tartine(["export", "swift", "themes/banner.lua", "-o", "\(dir)/Banner.swift"])
            #expect(run.status == 0, "\(run.err)")
            let source = try String(contentsOfFile: "\(dir)/Banner.swift", encoding: .utf8)
            #expect(source.contains("#if canImport(SwiftUI)") && source.contains("#if canImport(UIKit)"))
            let check = try runProcess(
                "/usr/bin/env", ["swiftc", "-typecheck", "-I", dir, "\(dir)/Banner.swift"], in: dir, environment: [:])
            #expect(check.status == 0, "\(check.err)")
        }
    }

    @Test("awkward kind names become valid, distinct identifiers, the same in both languages")
    func identifiers() {
        #expect(SourceIdentifiers.kinds(Self.oddNames.map(\.id)) == Self.oddNames.map(\.identifier))
        #expect(SourceIdentifiers.typeName(theme: Self.oddTheme.name) == "OddNameUFCTokens")
        #expect(SourceIdentifiers.typeName(theme: "2fa") == "Theme2faTokens")
        #expect(SourceIdentifiers.typeName(theme: "--") == "ThemeTokens")
    }

    @Test("--type-name and --package must be identifiers")
    func badOptions() throws {
        let swift = try tartine(["export", "swift", "themes/default.lua", "--type-name", "class"])
        #expect(swift.status == 64)
        #expect(swift.err.contains("--type-name must be an identifier"), "\(swift.err)")
        let kotlin = try tartine(["export", "kotlin", "themes/default.lua", "--package", "com.1x"])
        #expect(kotlin.status == 64)
        #expect(kotlin.err.contains("--package must be identifiers joined by '.'"), "\(kotlin.err)")
    }
}
