import Testing
@testable import ToastScript

@Suite("Source map: the line of every key")
struct SourceMapTests {
    let source = """
        local palette = { green = "#00FF00" }  -- not mapped
        return toast.theme {
          name = "x",
          style = {
            font = { size = 14 },
          },
          kinds = {
            saved = { message = "m",
                      background = palette.green },
            ["with space"] = { message = [[long
        string]] },
          },
          rules = {
            { match = { kind = "saved" } },
            { match = { locale = "ko" }, style = {} },
          },
          motion = { enter = { "fade", duration = 0.25 } },
        }
        """

    @Test(
        "keys, nested keys and list items map to their lines",
        arguments: [
            ("name", 3), ("style", 4), ("style.font", 5), ("style.font.size", 5), ("kinds.saved", 8),
            ("kinds.saved.message", 8), ("kinds.saved.background", 9), ("kinds[\"with space\"]", 10),
            ("rules[1]", 14), ("rules[2].match.locale", 15), ("motion.enter[1]", 17),
            ("motion.enter.duration", 17),
        ])
    func lines(path: String, line: Int) {
        let map = SourceMap(source: source)
        #expect(map.line(for: Self.parse(path)) == line)
    }

    @Test("a key made at run time falls back to its nearest written ancestor")
    func fallback() {
        let map = SourceMap(source: source)
        #expect(map.line(for: Self.parse("kinds.saved.computed")) == 8)
        #expect(map.line(for: .root) == 2)
    }

    @Test("comments and strings do not confuse it")
    func commentsAndStrings() {
        let map = SourceMap(
            source: """
                --[[ name = "commented" ]]
                return toast.theme { -- { tricky = 1 }
                  description = "a { b = c }",
                  name = "n",
                }
                """)
        #expect(map.line(for: Self.parse("name")) == 4)
        #expect(map.line(for: Self.parse("description")) == 3)
        #expect(map.line(for: Self.parse("tricky")) == 2)  // not a key: falls back to the root
    }

    static func parse(_ text: String) -> KeyPath {
        var path = KeyPath()
        var rest = Substring(text)
        while !rest.isEmpty {
            if rest.hasPrefix("[\"") {
                let end = rest.range(of: "\"]")!
                path = path.appending(String(rest[rest.index(rest.startIndex, offsetBy: 2)..<end.lowerBound]))
                rest = rest[end.upperBound...]
            } else if rest.hasPrefix("[") {
                let end = rest.firstIndex(of: "]")!
                path = path.appending(index: Int(rest[rest.index(after: rest.startIndex)..<end])!)
                rest = rest[rest.index(after: end)...]
            } else {
                if rest.hasPrefix(".") { rest = rest.dropFirst() }
                let end = rest.firstIndex { $0 == "." || $0 == "[" } ?? rest.endIndex
                path = path.appending(String(rest[..<end]))
                rest = rest[end...]
            }
        }
        return path
    }
}
