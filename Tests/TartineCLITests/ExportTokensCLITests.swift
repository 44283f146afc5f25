import Foundation
import Testing
import ToastCore
import ToastScript

/// `tartine export tokens`: the file read back is valid Design Tokens (every token has a known
/// `$type` and a `$value`, no name the format forbids), and every value is the one the renderer
/// draws from: `Theme.content(kind:context:)` for each bundled theme, kind and appearance.
@Suite("tartine export tokens")
struct ExportTokensCLITests {
    static let themes = ["default", "banner", "diary", "hud", "snackbar"]

    /// The types of the format's tokens this export writes.
    static let tokenTypes: Set<String> = [
        "color", "dimension", "fontFamily", "fontWeight", "duration", "number",
        "border", "shadow", "transition",
    ]

    /// Walks every group and token below `node`, checking names and tokens; returns the tokens.
    static func tokens(_ node: [String: Any], path: String = "") -> [(String, [String: Any])] {
        if node["$value"] != nil {
            #expect(tokenTypes.contains(node["$type"] as? String ?? ""), "\(path): \(node["$type"] ?? "no $type")")
            return [(path, node)]
        }
        var found: [(String, [String: Any])] = []
        for (name, child) in node where !name.hasPrefix("$") {
            #expect(!name.contains(".") && !name.contains("{") && !name.contains("}"), "\(path).\(name)")
            let group = try? #require(child as? [String: Any], "\(path).\(name) is neither a group nor a token")
            if let group { found += tokens(group, path: path.isEmpty ? name : "\(path).\(name)") }
        }
        return found
    }

    static func color(_ token: Any?) -> RGBA? {
        guard let value = (token as? [String: Any])?["$value"] as? [String: Any],
            value["colorSpace"] as? String == "srgb", let c = value["components"] as? [Double],
            let alpha = value["alpha"] as? Double, c.count == 3
        else { return nil }
        return RGBA(red: c[0], green: c[1], blue: c[2], alpha: alpha)
    }

    /// Whether `a` is `b` as far as a JSON reader's doubles go (Foundation's parser may differ
    /// from the printed shortest form in the last bit).
    static func same(_ a: RGBA?, _ b: RGBA) -> Bool {
        guard let a else { return false }
        return zip([a.red, a.green, a.blue, a.alpha], [b.red, b.green, b.blue, b.alpha]).allSatisfy {
            abs($0 - $1) < 1e-12
        }
    }

    static func points(_ token: Any?) -> Double? {
        guard let value = (token as? [String: Any])?["$value"] as? [String: Any], value["unit"] as? String == "px"
        else { return nil }
        return value["value"] as? Double
    }

    static func milliseconds(_ value: Any?) -> Double? {
        guard let value = value as? [String: Any], value["unit"] as? String == "ms" else { return nil }
        return value["value"] as? Double
    }

    @Test("every bundled theme: valid tokens, each the value the renderer draws from", arguments: themes)
    func bundledTheme(_ name: String) throws {
        try withScratch { dir in
            let run = try tartine(["export", "tokens", "themes/\(name).lua", "-o", "\(dir)/\(name).tokens.json"])
            #expect(run.status == 0, "\(run.err)")
            let data = try Data(contentsOf: URL(fileURLWithPath: "\(dir)/\(name).tokens.json"))
            let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            #expect(Self.tokens(document).count > 40)

            let theme = try ThemeLoader().load("\(root)/themes/\(name).lua").theme
            for appearance in Appearance.allCases {
                let group = try #require(document[appearance.rawValue] as? [String: Any])
                #expect(Set(group.keys) == Set(theme.kinds.map(\.id)))
                for kind in theme.kinds {
                    let content = try theme.content(
                        kind: kind.id, context: SceneSetting.standard.with(appearance: appearance).context)
                    let style = content.style
                    let tokens = try #require(group[kind.id] as? [String: Any])
                    let at = "\(name) \(appearance) \(kind.id)"
                    #expect(
                        Self.same(Self.color(tokens["background"]), style.background.resolved(for: appearance)), "\(at)"
                    )
                    #expect(
                        Self.same(Self.color(tokens["foreground"]), style.foreground.resolved(for: appearance)), "\(at)"
                    )
                    let font = tokens["font"] as? [String: Any]
                    #expect(Self.points(font?["size"]) == style.font.size, "\(at)")
                    #expect((font?["family"] as? [String: Any])?["$value"] as? String == style.font.family, "\(at)")
                    #expect(
                        (font?["weight"] as? [String: Any])?["$value"] as? Int == style.font.weight.numericValue,
                        "\(at)")
                    #expect(Self.points(tokens["corner-radius"]) == style.cornerRadius, "\(at)")
                    let padding = tokens["padding"] as? [String: Any]
                    #expect(Self.points(padding?["left"]) == style.padding.left, "\(at)")
                    #expect(Self.points(padding?["top"]) == style.padding.top, "\(at)")
                    #expect(Self.points(tokens["min-height"]) == style.minHeight, "\(at)")
                    let action = tokens["action"] as? [String: Any]
                    #expect(
                        Self.same(Self.color(action?["background"]), style.action.background.resolved(for: appearance)))
                    let hold = Self.milliseconds((tokens["hold"] as? [String: Any])?["$value"])
                    #expect(hold == (content.holdSeconds * 1_000_000).rounded() / 1000, "\(at)")
                    let border = (tokens["border"] as? [String: Any])?["$value"] as? [String: Any]
                    #expect((border?["width"] as? [String: Any])?["value"] as? Double == style.border?.width, "\(at)")
                    let shadow = (tokens["shadow"] as? [String: Any])?["$value"] as? [String: Any]
                    #expect((shadow?["blur"] as? [String: Any])?["value"] as? Double == style.shadow?.radius, "\(at)")
                    let extensions = (tokens["$extensions"] as? [String: Any])?["org.tartine"] as? [String: Any]
                    #expect(extensions?["haptic"] as? String == content.haptic.rawValue, "\(at)")
                    #expect(extensions?["position"] as? String == content.position.rawValue, "\(at)")
                }
            }
            let motion = try #require(document["motion"] as? [String: Any])
            for (key, transition) in [("enter", theme.motion.enter), ("exit", theme.motion.exit)] {
                let token = try #require(motion[key] as? [String: Any])
                let value = token["$value"] as? [String: Any]
                let ms = Self.milliseconds(token["$type"] as? String == "transition" ? value?["duration"] : value)
                #expect(ms == (transition.duration * 1_000_000).rounded() / 1000, "\(name) \(key)")
            }
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
        }
    }
}
