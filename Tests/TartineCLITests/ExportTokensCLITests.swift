import Foundation
import Testing
import ToastCore
import ToastScript

/// `tartine export tokens`: the tokens and the resolver written beside them, read back with the
/// Resolver Module's resolution (`TokenResolver`) for each appearance (light, dark, and each with
/// Increase Contrast), give every value the renderer draws from: `Theme.content(kind:context:)`
/// for each bundled theme, kind and appearance, field by field of `ExportedStyleField.all`, and
/// the theme's own style for the `base` group the kinds' aliases point to.
@Suite("tartine export tokens")
struct ExportTokensCLITests {
    static let themes = ["default", "banner", "desktop", "diary", "hud", "snackbar"]

    /// The types of the format's tokens this export writes.
    static let tokenTypes: Set<String> = [
        "color", "dimension", "fontFamily", "fontWeight", "duration", "number", "border", "shadow", "transition",
        "cubicBezier",
    ]

    static let extensionKey = "org.tartine"

    static func color(_ value: Any?) -> RGBA? {
        guard let value = value as? [String: Any], value["colorSpace"] as? String == "srgb",
            let c = value["components"] as? [Double], let alpha = value["alpha"] as? Double, c.count == 3
        else { return nil }
        return RGBA(red: c[0], green: c[1], blue: c[2], alpha: alpha)
    }

    /// Whether `a` is `b` as far as a JSON reader's doubles go (Foundation's parser may differ
    /// from the printed shortest form in the last bit).
    static func same(_ a: Double?, _ b: Double) -> Bool {
        guard let a else { return false }
        return abs(a - b) <= 1e-12 * max(1, abs(b))
    }

    static func same(_ a: RGBA?, _ b: RGBA) -> Bool {
        guard let a else { return false }
        return zip([a.red, a.green, a.blue, a.alpha], [b.red, b.green, b.blue, b.alpha]).allSatisfy { same($0, $1) }
    }

    static func points(_ value: Any?) -> Double? {
        guard let value = value as? [String: Any], value["unit"] as? String == "px" else { return nil }
        return value["value"] as? Double
    }

    static func milliseconds(_ value: Any?) -> Double? {
        guard let value = value as? [String: Any], value["unit"] as? String == "ms" else { return nil }
        return value["value"] as? Double
    }

    /// The extension `key` of the group at `path` in the merged document.
    static func extensionValue(_ document: [String: Any], _ path: [String], _ key: String) -> Any? {
        var node: Any? = document
        for name in path { node = (node as? [String: Any])?[name] }
        return (((node as? [String: Any])?["$extensions"] as? [String: Any])?[extensionKey] as? [String: Any])?[key]
    }

    /// What is wrong with the resolved value at `path` for the value the theme resolves to
    /// (`nil` for a field the style lacks), or nil when it is right.
    static func mismatch(_ expected: ExportedValue?, at path: [String], _ resolution: TokenResolver.Resolution)
        -> String?
    {
        let dotted = path.joined(separator: ".")
        let token = resolution.tokens[dotted]
        let value = token?["$value"]
        let group = Array(path.dropLast())
        let name = path[path.count - 1]
        let ok: Bool
        switch expected {
        case nil:
            ok = token == nil && extensionValue(resolution.document, group, name) == nil
        case .color(let rgba)?:
            ok = token?["$type"] as? String == "color" && same(color(value), rgba)
        case .dimension(let number)?:
            ok = token?["$type"] as? String == "dimension" && same(points(value), number)
        case .number(let number)?:
            ok = token?["$type"] as? String == "number" && same(value as? Double, number)
        case .integer(let number)?:
            ok = token?["$type"] as? String == "number" && value as? Int == number
        case .flag(let on)?:
            ok = extensionValue(resolution.document, group, name) as? Bool == on
        case .alignment(let alignment)?:
            ok = extensionValue(resolution.document, group, name) as? String == alignment.rawValue
        case .font(let font)?:
            ok =
                resolution.tokens[dotted + ".family"]?["$value"] as? String == font.family
                && same(points(resolution.tokens[dotted + ".size"]?["$value"]), font.size)
                && resolution.tokens[dotted + ".weight"]?["$value"] as? Int == font.weight.numericValue
                && extensionValue(resolution.document, path, "italic") as? Bool == font.italic
        case .border(let width, let rgba)?:
            let border = value as? [String: Any]
            ok = same(points(border?["width"]), width) && same(color(border?["color"]), rgba)
        case .shadow(let rgba, let radius, let x, let y)?:
            let shadow = value as? [String: Any]
            ok =
                same(color(shadow?["color"]), rgba) && same(points(shadow?["blur"]), radius)
                && same(points(shadow?["offsetX"]), x) && same(points(shadow?["offsetY"]), y)
        }
        return ok ? nil : "\(dotted): expected \(expected.map { "\($0)" } ?? "none"), got \(token ?? [:])"
    }

    /// Every token of a resolution has a type the format knows and a name it allows.
    static func checkNames(_ tokens: [String: [String: Any]], _ at: String) {
        for (path, token) in tokens {
            #expect(
                tokenTypes.contains(token["$type"] as? String ?? ""), "\(at) \(path): \(token["$type"] ?? "no $type")")
            for name in path.split(separator: ".") {
                #expect(!name.contains("{") && !name.contains("}") && !name.hasPrefix("$"), "\(at) \(path)")
            }
        }
    }

    @Test(
        "every bundled theme: the resolver gives each appearance's values, as the theme resolves them",
        arguments: themes)
    func bundledTheme(_ name: String) throws {
        try withScratch { dir in
            let run = try tartine(["export", "tokens", "themes/\(name).lua", "-o", "\(dir)/\(name).tokens.json"])
            #expect(run.status == 0, "\(run.err)")
            #expect(run.out.contains("\(dir)/\(name).resolver.json"), "\(run.out)")
            let resolver = try TokenResolver(path: "\(dir)/\(name).resolver.json")
            let theme = try ThemeLoader().load("\(root)/themes/\(name).lua").theme
            var failures: [String] = []
            for appearance in ExportAppearance.allCases {
                let resolution = try resolver.resolve(["appearance": appearance.description])
                let at = "\(name) \(appearance)"
                Self.checkNames(resolution.tokens, at)
                let setting = SceneSetting.standard.with(
                    appearance: appearance.appearance,
                    accessibility: AccessibilitySettings(increaseContrast: appearance.increasedContrast))
                let context = setting.context
                let base = theme.style.adapted(to: context.accessibility)
                for field in ExportedStyleField.all {
                    let expected = field.read(base, appearance.appearance)
                    if let wrong = Self.mismatch(expected, at: ["base"] + field.path, resolution) {
                        failures.append("\(at) \(wrong)")
                    }
                }
                for kind in theme.kinds {
                    let content = try theme.content(kind: kind.id, context: context)
                    let group = ["kinds", kind.id]
                    for field in ExportedStyleField.all {
                        let expected = field.read(content.style, appearance.appearance)
                        if let wrong = Self.mismatch(expected, at: group + field.path, resolution) {
                            failures.append("\(at) \(wrong)")
                        }
                    }
                    let hold = Self.milliseconds(resolution.tokens["kinds.\(kind.id).hold"]?["$value"])
                    if content.duration.isForever {
                        #expect(hold == nil, "\(at) \(kind.id)")
                    } else {
                        #expect(hold == (content.holdSeconds * 1_000_000).rounded() / 1000, "\(at) \(kind.id)")
                    }
                    let ext = { Self.extensionValue(resolution.document, group, $0) }
                    #expect(ext("position") as? String == content.position.rawValue, "\(at) \(kind.id)")
                    #expect(ext("haptic") as? String == content.haptic.rawValue, "\(at) \(kind.id)")
                    let strings = ext("strings") as? [String: Any]
                    let message = strings?["message"] as? [String: Any]
                    #expect(message?["text"] as? String == content.message, "\(at) \(kind.id)")
                    if case .localized(let key) = kind.message { #expect(message?["key"] as? String == key) }
                    let icon = ext("icon") as? [String: String]
                    switch kind.icon {
                    case .emoji(let emoji): #expect(icon == ["emoji": emoji], "\(at) \(kind.id)")
                    case .image(let path):
                        // Relative to the theme's directory: no path of this machine in the file.
                        let written = icon?["image"] ?? "/"
                        #expect(!written.hasPrefix("/") && path.hasSuffix("/themes/" + written), "\(at) \(kind.id)")
                    default: #expect(icon == nil, "\(at) \(kind.id)")
                    }
                }
                for (key, transition) in [("enter", theme.motion.enter), ("exit", theme.motion.exit)] {
                    let ms = Self.milliseconds(resolution.tokens["motion.\(key).duration"]?["$value"])
                    #expect(ms == (transition.duration * 1_000_000).rounded() / 1000, "\(at) \(key)")
                }
            }
            #expect(failures.isEmpty, "\(failures.prefix(20).joined(separator: "\n"))")
            // The default context is light's.
            let light = try resolver.resolve([:])
            let explicit = try resolver.resolve(["appearance": "light"])
            #expect(light.tokens.keys.sorted() == explicit.tokens.keys.sorted())
        }
    }

    @Test(
        "the kinds' values are aliases of the base's where equal, and the tokens file holds only what all appearances share"
    )
    func aliasesAndSharedTokens() throws {
        try withScratch { dir in
            let run = try tartine(["export", "tokens", "themes/default.lua", "-o", "\(dir)/d.tokens.json"])
            #expect(run.status == 0, "\(run.err)")
            let text = try String(contentsOfFile: "\(dir)/d.tokens.json", encoding: .utf8)
            let aliases = text.components(separatedBy: "\"$value\": \"{base.").count - 1
            #expect(aliases > 50, "\(aliases) aliases")
            let resolverText = try String(contentsOfFile: "\(dir)/d.resolver.json", encoding: .utf8)
            #expect(resolverText.contains("\"$ref\": \"d.tokens.json\""))
            // The theme's background differs between light and dark: it is not in the tokens file.
            let data = try Data(contentsOf: URL(fileURLWithPath: "\(dir)/d.tokens.json"))
            let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            #expect((document["base"] as? [String: Any])?["background"] == nil)
            #expect((document["base"] as? [String: Any])?["corner-radius"] != nil)
        }
    }

    @Test("a spring keeps the form the theme wrote it in, first, with the other forms converted")
    func springForms() throws {
        try withScratch { dir in
            try write(
                """
                return toast.theme {
                  name = "springs",
                  kinds = { saved = { message = "Saved" } },
                  motion = {
                    enter = { "slide", curve = toast.spring { response = 0.5, damping_fraction = 0.7 } },
                    exit = { "fade", curve = toast.spring { damping = 0.8, duration = 0.4 } },
                  },
                }
                """, to: "\(dir)/springs.lua")
            let run = try tartine(["export", "tokens", "\(dir)/springs.lua", "-o", "\(dir)/s.tokens.json"])
            #expect(run.status == 0, "\(run.err)")
            let resolution = try TokenResolver(path: "\(dir)/s.resolver.json").resolve([:])
            let theme = try ThemeLoader().load("\(dir)/springs.lua").theme
            let token = { (path: String) in resolution.tokens["motion.\(path)"]?["$value"] }
            // SwiftUI's form as written, UIKit's converted: the same ω0 and ζ.
            #expect(Self.milliseconds(token("enter.spring.swiftui.response")) == 500)
            #expect(token("enter.spring.swiftui.damping-fraction") as? Double == 0.7)
            guard case .spring(let enter) = theme.motion.enter.curve, case .spring(let exit) = theme.motion.exit.curve
            else {
                Issue.record("not springs")
                return
            }
            #expect(Self.milliseconds(token("enter.spring.uikit.duration")) == (enter.duration * 1e6).rounded() / 1000)
            #expect(token("enter.spring.uikit.damping-ratio") as? Double == 0.7)
            #expect(
                Self.extensionValue(resolution.document, ["motion", "enter"], "springWrittenAs") as? String == "swiftUI"
            )
            // UIKit's form as written; SwiftUI's response is 2π / ω0.
            #expect(Self.milliseconds(token("exit.spring.uikit.duration")) == 400)
            let response = 2 * Double.pi / exit.naturalFrequency
            #expect(Self.milliseconds(token("exit.spring.swiftui.response")) == (response * 1e6).rounded() / 1000)
            #expect(
                Self.extensionValue(resolution.document, ["motion", "exit"], "springWrittenAs") as? String == "uiKit")
            // The written form comes first in the file.
            let text = try String(contentsOfFile: "\(dir)/s.tokens.json", encoding: .utf8)
            let enterText = try #require(text.range(of: "\"enter\""))
            let swiftUI = try #require(text.range(of: "\"swiftui\"", range: enterText.upperBound..<text.endIndex))
            let uiKit = try #require(text.range(of: "\"uikit\"", range: enterText.upperBound..<text.endIndex))
            #expect(swiftUI.lowerBound < uiKit.lowerBound)
        }
    }

    @Test("the resolver beside the tokens is an output like -o: a FIFO there is refused first, a link replaced")
    func resolverOutput() throws {
        try withScratch { dir in
            #expect(mkfifo("\(dir)/t.resolver.json", 0o600) == 0)
            let refused = try tartine(["export", "tokens", "themes/default.lua", "-o", "\(dir)/t.tokens.json"])
            #expect(refused.status == 2, "\(refused.err)")
            #expect(refused.err.contains("t.resolver.json"), "\(refused.err)")
            #expect(!FileManager.default.fileExists(atPath: "\(dir)/t.tokens.json"))
            try FileManager.default.removeItem(atPath: "\(dir)/t.resolver.json")
            try write("kept", to: "\(dir)/outside.json")
            try FileManager.default.createSymbolicLink(
                atPath: "\(dir)/t.resolver.json", withDestinationPath: "outside.json")
            let run = try tartine(["export", "tokens", "themes/default.lua", "-o", "\(dir)/t.tokens.json"])
            #expect(run.status == 0, "\(run.err)")
            #expect(try String(contentsOfFile: "\(dir)/outside.json", encoding: .utf8) == "kept")
            let attributes = try FileManager.default.attributesOfItem(atPath: "\(dir)/t.resolver.json")
            #expect(attributes[.type] as? FileAttributeType == .typeRegular)
        }
    }

    @Test("-o - writes the shared tokens to standard output and says where each appearance's values are")
    func standardOutput() throws {
        try withScratch { dir in
            let run = try tartine(["export", "tokens", "\(root)/themes/default.lua", "-o", "-"], in: dir)
            #expect(run.status == 0, "\(run.err)")
            #expect(run.out.hasPrefix("{\n  \"$schema\": \"https://www.designtokens.org/schemas/2025.10/format.json\""))
            #expect(
                run.err
                    == "export tokens: standard output has the values every appearance shares; each appearance's own (dark, Increase Contrast) are in the resolver, written beside a file: -o NAME.tokens.json\n"
            )
            #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
        }
    }

    @Test("a theme that fails to load writes nothing and exits 2")
    func badTheme() throws {
        try withScratch { dir in
            try write("return toast.theme { name = \"x\", kinds = { k = { mesage = \"m\" } } }", to: "\(dir)/bad.lua")
            let run = try tartine(["export", "tokens", "\(dir)/bad.lua", "-o", "\(dir)/bad.tokens.json"])
            #expect(run.status == 2)
            #expect(run.err.contains("bad.lua:1: kinds.k.mesage: unknown key. Did you mean 'message'?"), "\(run.err)")
            #expect(!FileManager.default.fileExists(atPath: "\(dir)/bad.tokens.json"))
            #expect(!FileManager.default.fileExists(atPath: "\(dir)/bad.resolver.json"))
        }
    }
}
