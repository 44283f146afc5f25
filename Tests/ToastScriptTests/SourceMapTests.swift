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

    @Test("tables nested past the mapped depth take the line of their deepest mapped ancestor")
    func deepNesting() {
        // 20,000 nested tables, a key in the innermost: mapping every level made 20,000 paths of
        // up to 20,000 keys (seconds of hashing for a 60 KB file).
        let depth = 20_000
        let source =
            "return toast.theme {\n  x = " + String(repeating: "{ a = ", count: depth) + "\n1"
            + String(repeating: " }", count: depth) + ",\n}\n"
        let map = SourceMap(source: source)
        #expect(map.writtenLines.keys.map(\.components.count).max() == SourceMap.maximumDepth)
        let innermost = KeyPath([.key("x")] + Array(repeating: .key("a"), count: depth))
        #expect(map.line(for: innermost) == 2)
        #expect(map.line(for: KeyPath(Array(repeating: .key("x"), count: 1))) == 2)
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
