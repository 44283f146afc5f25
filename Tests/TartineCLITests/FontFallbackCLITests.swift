import Foundation
import Testing

/// Class 7 of issue 22: a font family or weight the pinned fonts do not have, or a character no
/// pinned font can draw, fell back without a word. Now each is a warning at the theme's line.
@Suite("tartine warns where the pinned fonts draw otherwise than the theme asks", .serialized)
struct FontFallbackCLITests {
    static let theme = """
        return toast.theme {
          name = "f",
          style = {
            font = { family = "Helvetica" },
            title_font = { family = "DejaVu Sans", weight = "light" },
          },
          strings = { en = { ["toast.saved"] = "Saved" }, ko = { ["toast.saved"] = "저장 \\u{0F00}" } },
          kinds = {
            saved = { message = "toast.saved" },
            done = { message = "Done \\u{10000}", font = { family = "sans-serif", weight = "thin" } },
          },
        }

        """

    static func warnings(_ file: String) -> String {
        """
        \(file):4: warning: style.font.family: "Helvetica" is not among the pinned fonts; Inter is drawn instead
        \(file):5: warning: style.title_font.weight: "DejaVu Sans" has no light (300) face among the pinned fonts, only 400, 700; the nearest is drawn
        \(file):9: warning: kinds.saved.message: the 'ko' text has a character no pinned font can draw (U+0F00); it is drawn as a box
        \(file):10: warning: kinds.done.message: the text has a character no pinned font can draw (U+10000); it is drawn as a box

        """
    }

    @Test("check and render print each fallback with file:line, and exit 0")
    func warned() throws {
        try withScratch { dir in
            try write(Self.theme, to: "\(dir)/theme.lua")
            let check = try tartine(["check", "\(dir)/theme.lua"])
            #expect(check.status == 0)
            #expect(check.err == Self.warnings("\(dir)/theme.lua"))
            #expect(check.out == "\(dir)/theme.lua: ok\n")
            let render = try tartine(["render", "\(dir)/theme.lua", "--kind", "done", "-o", "\(dir)/out.png"])
            #expect(render.status == 0)
            #expect(render.err == Self.warnings("\(dir)/theme.lua"))
        }
    }

    @Test("snapshot prints them once, before its run")
    func snapshot() throws {
        try withScratch { dir in
            try write(Self.theme, to: "\(dir)/f.lua")
            try write(
                "return toast.manifest { themes = { \"f\" }, kinds = { \"done\" }, appearances = { \"light\" }, times = { 1 }, scale = 1 }\n",
                to: "\(dir)/snapshots.lua")
            let run = try tartine(["snapshot", "\(dir)/snapshots.lua", "--record", "all", "--jobs", "1"])
            #expect(run.status == 1, "\(run.err)")  // recording fails the run
            #expect(run.err == Self.warnings("\(dir)/f.lua"))
        }
    }

    @Test("a theme whose fonts and characters are all pinned gets no warning (names in any case, generic names)")
    func quiet() throws {
        try withScratch { dir in
            try write(
                """
                return toast.theme {
                  name = "q",
                  style = { font = { family = "noto sans cjk kr", weight = "bold" }, title_font = { family = "system-ui" } },
                  kinds = { saved = { message = "저장 💾 👨\u{200D}👩\u{200D}👧 ❤\u{FE0F}\\nSaved" } },
                }

                """, to: "\(dir)/theme.lua")
            let check = try tartine(["check", "\(dir)/theme.lua"])
            #expect(check.status == 0)
            #expect(check.err == "")
        }
    }

    /// Issue 40, item 2: with `notifications.fonts = "installed"`, check asks the machine's
    /// fonts (what notifyd draws with): an installed family passes, one installed nowhere is a
    /// warning at its line naming the installed fonts; `render` keeps the pinned fonts.
    @Test("check warns about a family that is not installed, for a theme notifyd draws with installed fonts")
    func installed() throws {
        try withScratch { dir in
            func theme(_ family: String, fonts: String) -> String {
                """
                return toast.theme {
                  name = "i",
                  kinds = { note = { message = "Note", font = { family = "\(family)" } } },
                  notifications = { kind = "note", fonts = "\(fonts)" },
                }

                """
            }
            try write(theme("DejaVu Serif", fonts: "installed"), to: "\(dir)/theme.lua")
            let installed = try tartine(["check", "\(dir)/theme.lua"])
            #expect(installed.status == 0)
            #expect(installed.err == "")
            // Pictures keep the pinned fonts, which lack it.
            let render = try tartine(["render", "\(dir)/theme.lua", "--kind", "note", "-o", "\(dir)/out.png"])
            #expect(
                render.err
                    == "\(dir)/theme.lua:3: warning: kinds.note.font.family: \"DejaVu Serif\" is not among the pinned fonts; Inter is drawn instead\n"
            )
            try write(theme("No Such Sans", fonts: "installed"), to: "\(dir)/theme.lua")
            let missing = try tartine(["check", "--strict", "\(dir)/theme.lua"])
            #expect(missing.status == 1)
            #expect(
                missing.err.hasPrefix(
                    "\(dir)/theme.lua:3: warning: kinds.note.font.family: \"No Such Sans\" is not among the installed fonts; Inter is drawn instead\n"
                ), "\(missing.err)")
            try write(theme("DejaVu Serif", fonts: "system"), to: "\(dir)/theme.lua")
            let misspelt = try tartine(["check", "\(dir)/theme.lua"])
            #expect(misspelt.status != 0)
            #expect(
                misspelt.err.contains(
                    "\(dir)/theme.lua:4: notifications.fonts: expected one of 'pinned', 'installed', got string \"system\""
                ), "\(misspelt.err)")
        }
    }
}
