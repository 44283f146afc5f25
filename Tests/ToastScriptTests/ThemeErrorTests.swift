import Testing
import ToastCore
@testable import ToastScript

/// Exact error texts, with file, line and key path.
@Suite("Theme errors: file:line, key path, one pass")
struct ThemeErrorTests {
    static let cases: [(String, String)] = [
        (
            """
            return toast.theme {
              name = "x",
              kinds = { saved = { message = "m", backgrond = "#fff" } },
            }
            """, "DIR/theme.lua:3: kinds.saved.backgrond: unknown key. Did you mean 'background'?"
        ),
        (
            """
            return toast.theme {
              name = "x",
              style = {
                corner_radius = "12px",
              },
            }
            """, "DIR/theme.lua:4: style.corner_radius: expected a number from 0 to 500, got string \"12px\""
        ),
        (
            """
            return toast.theme {
              name = "x",
              queue = { policy = "seriel" },
            }
            """, "DIR/theme.lua:3: queue.policy: unknown value 'seriel'. Did you mean 'serial'?"
        ),
        (
            """
            return toast.theme {
              style = { max_lines = 2 },
            }
            """, "DIR/theme.lua:1: missing required key 'name' (a string)"
        ),
        (
            """
            return toast.theme {
              name = "x",
              kinds = { saved = { icon = "💾" } },
            }
            """, "DIR/theme.lua:3: kinds.saved: missing required key 'message' (a string)"
        ),
        (
            """
            return toast.theme {
              name = "x",
              motion = { enter = { "fade", "slidee" } },
            }
            """, "DIR/theme.lua:3: motion.enter[2]: unknown effect 'slidee'. Did you mean 'slide'?"
        ),
        (
            """
            return toast.theme {
              name = "x",
              style = { font = { weight = "boldd" } },
            }
            """, "DIR/theme.lua:3: style.font.weight: unknown value 'boldd'. Did you mean 'bold'?"
        ),
        (
            """
            return toast.theme {
              name = "x",
              style = { padding = { 1, 2, 3 } },
            }
            """,
            "DIR/theme.lua:3: style.padding: expected 2 values { vertical, horizontal } or 4 { top, right, bottom, left }, got 3"
        ),
        (
            """
            return toast.theme {
              name = "x",
              style = { max_lines = 0 / 0 },
            }
            """, "DIR/theme.lua:3: style.max_lines: expected a whole number from 0 to 50, got number nan"
        ),
        (
            """
            return toast.theme {
              name = "x",
              kinds = { Saved = { message = "m" } },
            }
            """, "DIR/theme.lua:3: kinds.Saved: kind names are lowercase letters, digits, '_' and '-'"
        ),
        ("return 42\n", "DIR/theme.lua: the file must return toast.theme { … }, got number 42"),
        (
            """
            return toast.theme {
              name = "x",
              extends = "../etc/passwd",
            }
            """,
            "DIR/theme.lua:3: extends: expected the name of a theme in the same directory ([a-z0-9_-]+), got string \"../etc/passwd\""
        ),
    ]

    @Test("each mistake gives one exact message", arguments: cases)
    func exactMessage(source: String, expected: String) throws {
        #expect(try loadErrors(source) == [expected])
    }

    @Test("every problem of a file is reported in one pass, in line order")
    func onePass() throws {
        let errors = try loadErrors(
            """
            return toast.theme {
              name = "x",
              style = { corner_radius = -1 },
              kinds = {
                saved = { message = "m", colour = "#fff" },
                deleted = { message = "d", position = "middle" },
              },
            }
            """)
        #expect(
            errors == [
                "DIR/theme.lua:3: style.corner_radius: expected a number from 0 to 500, got number -1",
                "DIR/theme.lua:5: kinds.saved.colour: unknown key",
                "DIR/theme.lua:6: kinds.deleted.position: expected one of 'top', 'center', 'bottom', 'top_leading', 'top_trailing', 'bottom_leading', 'bottom_trailing', got string \"middle\"",
            ])
    }

    @Test("a colour error carries the colour parser's own words")
    func colourError() throws {
        let errors = try loadErrors(
            """
            return toast.theme {
              name = "x",
              style = { background = "#12345" },
            }
            """)
        let parser = #expect(throws: ColorParseError.self) { try Color(parsing: "#12345") }
        #expect(errors == ["DIR/theme.lua:3: style.background: \(parser.map { "\($0)" } ?? "")"])
    }
}
