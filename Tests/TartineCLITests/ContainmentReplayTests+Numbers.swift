extension ContainmentReplayTests {
    /// Issue 38's hostile inputs for numbers inside curves (item 4): each is refused at its
    /// line by the command that meets it first, with nothing drawn and nothing exported.
    static let numberCases: [Case] = [
        rendered(
            "cubic-bezier with y1 = 1e308",
            theme: """
                return toast.theme {
                  name = "t",
                  motion = { enter = { "slide", curve = "cubic-bezier(0.5, 1e308, 0.5, 1)" } },
                  \(bare)
                }
                """, blame: "themes/t.lua"),
        Case(
            name: "export tokens of a curve with y2 = -1e999",
            files: [
                "themes/t.lua": """
                return toast.theme {
                  name = "t",
                  motion = { curve = "cubic-bezier(0.2, 0, 0.2, -1e999)" },
                  \(bare)
                }
                """
            ], arguments: ["export", "tokens", "themes/t.lua", "-o", "out/tokens.json"], blame: "themes/t.lua"),
        rendered(
            "a spring in range whose swing is 14 times the distance",
            theme: """
                return toast.theme {
                  name = "t",
                  motion = { enter = { "slide", curve = toast.spring { damping = 1, velocity = 1000, duration = 10 } } },
                  \(bare)
                }
                """, blame: "themes/t.lua"),
        rendered(
            "a motion function whose offset grows to 1e300",
            theme: """
                return toast.theme {
                  name = "t",
                  motion = { enter = { function(p, size) return { opacity = p, y = 1e300 * (1 - p) } end, duration = 0.3 } },
                  \(bare)
                }
                """, blame: "themes/t.lua"),
        Case(
            name: "check of a sample list with a NaN",
            files: [
                "themes/t.lua": """
                return toast.theme {
                  name = "t",
                  motion = { exit = { "fade", curve = { 0, 0/0, 1 } } },
                  \(bare)
                }
                """
            ], arguments: ["check", "themes/t.lua"], blame: "themes/t.lua"),
    ]
}
