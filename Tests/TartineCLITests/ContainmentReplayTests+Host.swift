extension ContainmentReplayTests {
    /// A theme listing `count` plugins `p1` … (each `plugin(i)`), with the kind "saved".
    static func many(_ count: Int, _ plugin: (Int) -> String) -> [String: String] {
        var files = [
            "themes/t.lua": """
            local names = {}
            for i = 1, \(count) do names[i] = "p" .. i end
            return toast.theme {
              name = "t",
              plugins = names,
              kinds = { saved = { message = "Saved" } },
            }
            """
        ]
        for i in 1...count { files["plugins/p\(i).lua"] = plugin(i) }
        return files
    }

    static let render = ["render", "themes/t.lua", "--kind", "saved", "--scale", "1", "-o", "out/r.png"]

    /// Issue 38's hostile inputs for the plugin host's budgets, commands and file:line (items 2, 3 and 7).
    static let hostCases: [Case] = [
        // 2: one run budget for all plugins together.
        Case(
            name: "300 plugins, each inside every budget",
            files: many(300) { i in
                """
                local keep = string.rep("m", 1000000)
                return toast.plugin { name = "p\(i)", api = 1,
                  on = { did_show = function() local x = 0 for i = 1, 20000 do x = x + i end toast.show("saved") end } }
                """
            }, arguments: render, blame: "themes/t.lua"),
        Case(
            name: "64 plugins holding 1.5 MB of state each at load",
            files: many(64) { i in
                "keep = string.rep(\"m\", 1500000)\nreturn toast.plugin { name = \"p\(i)\", api = 1 }"
            }, arguments: render, blame: #"plugins/p[0-9]+\.lua"#),
        Case(
            name: "64 plugins, each inside its own budgets, together past the budget of all",
            files: many(64) { i in
                """
                return toast.plugin { name = "p\(i)", api = 1,
                  on = { did_show = function() local x = 0 for i = 1, 20000 do x = x + i end toast.show("saved") end } }
                """
            }.merging(["scenarios/s.lua": scenario()]) { own, _ in own },
            arguments: ["play", "scenarios/s.lua", "--scale", "1", "-o", "out/s.png", "--transcript", "out/s.txt"],
            blame: nil),
        // 3: commands counted and refused as they are made.
        played(
            "a filter asking for 100,000 toasts per request",
            plugin: plugin(extra: "filter = function(r) for i = 1, 100000 do toast.show(\"saved\") end end,"),
            shows: 100, blame: "plugins/p.lua"),
        played(
            "a filter asking for 10,000 toasts per request",
            plugin: plugin(extra: "filter = function(r) for i = 1, 10000 do toast.show(\"saved\") end end,"),
            shows: 100),
        played(
            "a handler making 900 of every command per call",
            plugin: plugin(
                """
                did_show = function(e, t)
                  for i = 1, 900 do
                    toast.show("saved")
                    toast.popup { title = "t", buttons = { { id = "a", title = "A" } } }
                    toast.promise { loading = "saved", success = "saved", error = "deleted" }
                    toast.dismiss("none")
                    toast.quiet(false)
                  end
                end,
                """), shows: 20),
        // 7: file:line for every failure.
        rendered(
            "escaped keys with a wrong value",
            theme: """
                return toast.theme {
                  name = "t",
                  style = {
                    ["pad\\x64\\z
                       i\\110\\u{67}"] = "wide",
                  },
                  \(bare)
                }
                """, blame: "themes/t.lua"),
        rendered(
            "a filter's reply that contains itself", theme: theme,
            plugin: plugin(extra: "filter = function(r) local t = {} t.self = t return t end,"),
            blame: "plugins/p.lua"),
        rendered(
            "rich text a plugin's kind cannot draw", theme: theme,
            plugin: plugin(extra: "kinds = { rich = { markup = true, message = \"<b><i>never closed</b>\" } },"),
            kind: "rich", blame: "plugins/p.lua"),
        // Silent fallbacks.
        Case(
            name: "a plugin listed 999 times",
            files: [
                "themes/t.lua": """
                local names = {}
                for i = 1, 999 do names[i] = "p" end
                return toast.theme { name = "t", plugins = names, kinds = { saved = { message = "Saved" } } }
                """,
                "plugins/p.lua": plugin(),
            ], arguments: render, blame: "themes/t.lua"),
        Case(
            name: "a scenario's image-path hint",
            files: [
                "themes/t.lua": theme, "plugins/p.lua": plugin(),
                "scenarios/s.lua": """
                return toast.scenario {
                  theme = "t",
                  events = { { at = 0, notify = { summary = "s", hints = { ["image-path"] = "/etc/passwd" } } } },
                  capture = { 1 },
                }
                """,
            ], arguments: ["play", "scenarios/s.lua", "--scale", "1", "-o", "out/s.png"], blame: "scenarios/s.lua"),
    ]
}
