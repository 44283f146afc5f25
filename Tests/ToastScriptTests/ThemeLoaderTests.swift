import Foundation
import Testing
import ToastCore
@testable import ToastScript

@Suite("Theme loader: bundled themes, extends, imports, strings, style functions")
struct ThemeLoaderTests {
    @Test(
        "every bundled theme loads without errors or warnings",
        arguments: ["default", "diary", "snackbar", "banner", "hud"])
    func bundledThemes(name: String) throws {
        let loaded = try ThemeLoader().load("\(repositoryRoot)/themes/\(name).lua")
        #expect(loaded.theme.name == name)
        #expect(loaded.warnings.map(\.description) == [])
        #expect(!loaded.theme.kinds.isEmpty)
        #expect(loaded.peakMemory > 0 && loaded.instructions > 0)
    }

    @Test("diary is the seed: kinds in order, colours (darker, for contrast), strings, fade 0.25 s, hold 2 s")
    func diaryIsTheSeed() throws {
        let theme = try ThemeLoader().load("\(repositoryRoot)/themes/diary.lua").theme
        #expect(theme.kinds.map(\.id) == ["saved", "updated", "deleted", "loading", "failed", "away"])
        let saved = try theme.content(kind: "saved", context: SceneSetting.standard.context)
        #expect(saved.message == "Saved" && saved.icon == .emoji("💾") && saved.haptic == .success)
        // Darker than the seed's systemGreen, so that its white text passes the lint (4.5:1).
        #expect(saved.style.background.light == RGBA(r255: 0x1B, g255: 0x74, b255: 0x30, alpha: 0.9))
        #expect(saved.style.background.dark == RGBA(r255: 0x24, g255: 0x8A, b255: 0x3D, alpha: 0.9))
        #expect(saved.style.font == FontSpec(family: "Inter", size: 14, weight: .bold))
        #expect(
            try theme.content(kind: "deleted", context: SceneSetting.standard.with(locale: "ko").context).message
                == "삭제되었습니다")
        #expect(try theme.content(kind: "deleted", context: SceneSetting.standard.context).position == .center)
        #expect(theme.motion.enter == Transition(fade: true, duration: 0.25, curve: .easeOut))
        #expect(theme.motion.exit.duration == 0.25)
        #expect(theme.hold == .fixed(2))
        #expect(theme.queue.policy == .serial)
        #expect(
            try theme.content(kind: "saved", context: SceneSetting.standard.with(locale: "ko").context).style.font
                .family
                == "Noto Sans CJK KR")
    }

    @Test("banner's spring comes from toast.spring and lends the transition its duration")
    func bannerSpring() throws {
        let theme = try ThemeLoader().load("\(repositoryRoot)/themes/banner.lua").theme
        let spring = try Spring(dampingRatio: 0.8, initialVelocity: 0, duration: 0.4)
        #expect(theme.motion.enter.curve == .spring(spring))
        #expect(theme.motion.enter.duration == 0.4)
        #expect(theme.motion.enter.slide == Slide(edge: .top))
        #expect(theme.queue.policy == .stack(max: 3))
    }

    @Test("extends: the child's keys override the base's, deeply")
    func extends() throws {
        let dir = try temporaryDirectory([
            "base.lua": """
            return toast.theme { name = "base", style = { corner_radius = 4, font = { size = 13, weight = "bold" } },
              kinds = { saved = { message = "Saved" } } }
            """,
            "child.lua": """
            return toast.theme { name = "child", extends = "base", style = { font = { size = 20 } } }
            """,
        ])
        let theme = try ThemeLoader().load("\(dir)/child.lua").theme
        #expect(theme.name == "child")
        #expect(theme.style.cornerRadius == 4)
        #expect(theme.style.font.size == 20 && theme.style.font.weight == .bold)
        #expect(theme.kinds.map(\.id) == ["saved"])
    }

    @Test("extends cycles are reported")
    func extendsCycle() throws {
        let errors = try loadErrors(
            "return toast.theme { name = \"a\", extends = \"b\" }\n",
            extraFiles: [
                "b.lua": "return toast.theme { name = \"b\", extends = \"theme\" }\n"
            ])
        #expect(errors == ["DIR/b.lua:1: extends: 'theme' extends itself through a cycle"])
    }

    @Test("toast.import loads a file of the theme's directory, functions included")
    func imports() throws {
        let dir = try temporaryDirectory([
            "palette.lua": "return { green = \"systemGreen@0.9\", ease = function(t) return t * t end }\n",
            "theme.lua": """
            local palette = toast.import("palette")
            return toast.theme { name = "t", style = { background = palette.green },
              motion = { enter = { "fade", curve = palette.ease } }, kinds = { a = { message = "A" } } }
            """,
        ])
        let loaded = try ThemeLoader().load("\(dir)/theme.lua")
        #expect(loaded.theme.style.background == (try Color(parsing: "systemGreen@0.9")))
        guard case .sampled(let curve) = loaded.theme.motion.enter.curve else {
            Issue.record("expected a sampled curve, got \(loaded.theme.motion.enter.curve)")
            return
        }
        #expect(curve.values.count == 65)
        #expect(abs(curve.value(at: 0.5) - 0.25) < 1e-9)
        #expect(
            loaded.dependencies.map { ($0 as NSString).lastPathComponent }.sorted() == ["palette.lua", "theme.lua"])
    }

    @Test("import names stay inside the theme directory")
    func importOutside() throws {
        let errors = try loadErrors("local x = toast.import(\"../secret\")\nreturn toast.theme { name = \"x\" }\n")
        #expect(
            errors == ["DIR/theme.lua: toast.import(\"../secret\"): names are [a-z0-9_-]+ inside the theme's directory"]
        )
    }

    @Test("Localizable.strings and .xcstrings beside the theme fill in strings; the theme's own win")
    func stringFiles() throws {
        let dir = try temporaryDirectory([
            "theme.lua": """
            return toast.theme { name = "t", strings = { en = { ["toast.saved"] = "Saved" } },
              kinds = { saved = { message = "toast.saved" } } }
            """,
            "ko.lproj/Localizable.strings": "\"toast.saved\" = \"저장됨\";\n",
            "Localizable.xcstrings": """
            {"sourceLanguage":"en","version":"1.0","strings":{"toast.saved":{"localizations":{
              "en":{"stringUnit":{"state":"translated","value":"Saved!"}},
              "ja":{"stringUnit":{"state":"translated","value":"保存しました"}}}}}}
            """,
        ])
        let loaded = try ThemeLoader().load("\(dir)/theme.lua")
        let theme = loaded.theme
        #expect(try theme.content(kind: "saved", context: SceneSetting.standard.context).message == "Saved")
        #expect(
            try theme.content(kind: "saved", context: SceneSetting.standard.with(locale: "ko").context).message == "저장됨"
        )
        #expect(
            try theme.content(kind: "saved", context: SceneSetting.standard.with(locale: "ja").context).message
                == "保存しました")
        #expect(loaded.dependencies.count == 3)
    }

    @Test("a missing translation is a warning that names the fallback")
    func missingTranslationWarning() throws {
        let dir = try temporaryDirectory([
            "theme.lua": """
            return toast.theme {
              name = "t",
              kinds = {
                saved = { message = "toast.saved" },
              },
              strings = { en = { ["toast.saved"] = "Saved" }, ko = {} },
            }
            """
        ])
        let loaded = try ThemeLoader().load("\(dir)/theme.lua")
        #expect(
            loaded.warnings.map { $0.description.replacingOccurrences(of: dir, with: "DIR") } == [
                "DIR/theme.lua:4: warning: kinds.saved.message: no 'ko' string for 'toast.saved'; falls back to 'en'"
            ])
    }

    @Test("style_function: per-toast style, cached by input; a failing call adds nothing")
    func styleFunction() throws {
        let dir = try temporaryDirectory([
            "theme.lua": """
            calls = 0
            return toast.theme {
              name = "t",
              kinds = { saved = { message = "Saved" }, deleted = { message = "Deleted" }, slow = { message = "s" } },
              style_function = function(kind, message, context)
                if kind == "slow" then while true do end end
                if kind == "deleted" and context.appearance == "dark" then return { corner_radius = 4 } end
                if #message > 5 then return { max_lines = 1 } end
                return nil
              end,
            }
            """
        ])
        let theme = try ThemeLoader().load("\(dir)/theme.lua").theme
        #expect(
            try theme.content(kind: "deleted", context: SceneSetting.standard.with(appearance: .dark).context).style
                .cornerRadius == 4)
        #expect(try theme.content(kind: "deleted", context: SceneSetting.standard.context).style.cornerRadius == 12)
        #expect(try theme.content(kind: "deleted", context: SceneSetting.standard.context).style.maxLines == 1)
        #expect(try theme.content(kind: "saved", context: SceneSetting.standard.context).style.maxLines == 3)
        #expect(try theme.content(kind: "slow", context: SceneSetting.standard.context).style == ToastStyle())
        let provider = try #require(theme.dynamicStyle as? LuaStyleFunction)
        #expect(provider.problems.count == 1)
        _ = try theme.content(kind: "slow", context: SceneSetting.standard.context)
        #expect(provider.problems.count == 1)  // cached: not called again
    }

    @Test("a hostile theme fails in bounded time and the next load works")
    func hostileThenGood() throws {
        let errors = try loadErrors("while true do end\n")
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("DIR/theme.lua:1:") == true)
        #expect(try ThemeLoader().load("\(repositoryRoot)/themes/diary.lua").theme.name == "diary")
    }

    @Test("the LuaLS type file is generated from the schema")
    func typeFile() {
        let text = TypeFile.luaLS()
        #expect(text.hasPrefix("---@meta tartine"))
        #expect(text.contains("---@class (exact) tartine.Style\n"))
        #expect(text.contains("---@field corner_radius? number Corner radius in points. Range: 0 to 500.\n"))
        #expect(text.contains("---@field name string The theme's name.\n"))
        #expect(text.contains("---@field position? \"top\"|\"center\"|\"bottom\""))
        #expect(text.contains("---@field kinds? table<string, tartine.Kind>"))
        for record in TypeFile.records {
            #expect(text.contains("---@class (exact) \(record.className)\n"), "\(record.className)")
        }
    }
}

@Suite("Theme loader: image icons")
struct ImageIconTests {
    @Test("an image icon resolves against the theme's directory, and may not leave it")
    func imageIcon() throws {
        let dir = try temporaryDirectory([
            "theme.lua": """
            return toast.theme { name = "t", kinds = { saved = { icon = { image = "icons/save.png" }, message = "Saved" } } }
            """
        ])
        let theme = try ThemeLoader().load("\(dir)/theme.lua").theme
        #expect(theme.kinds.first?.icon == .image(path: "\(dir)/icons/save.png"))
        let errors = try loadErrors(
            """
            return toast.theme { name = "t", kinds = { saved = { icon = { image = "../x.png" }, message = "S" } } }
            """)
        #expect(
            errors == [
                "DIR/theme.lua:1: kinds.saved.icon.image: image paths stay inside the theme directory (no '/' prefix, no '..'), got \"../x.png\""
            ])
    }
}
