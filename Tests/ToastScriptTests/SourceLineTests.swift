import Testing
import ToastCore
@testable import ToastScript

/// Issue 38, item 7: every failure names its `file:line`. The source map reads every key as Lua
/// reads it (each escape, long strings, each kind of line break, in each table it maps), a
/// filter's reply that cannot be converted is reported at the filter, and a plugin's kind's
/// markup at the plugin's line.
@Suite("file:line for every failure: keys as Lua reads them, filter replies, plugin kinds' markup")
struct SourceLineTests {
    /// Every escape Lua 5.4 reads in a short string (`llex.c`), several forms of each number.
    static let escapes: [String] = [
        #"\a"#, #"\b"#, #"\f"#, #"\n"#, #"\r"#, #"\t"#, #"\v"#, #"\\"#, #"\""#, #"\'"#,
        "\\\n", "\\\r", "\\\r\n", "\\\n\r", "\\z  \n \r\n\t\u{0B}\u{0C} x", #"\z"#,
        #"\x00"#, #"\x41"#, #"\x7f"#, #"\xff"#, #"\xAb"#, #"\0"#, #"\65"#, #"\065"#, #"\255"#, #"\1234"#, #"\9x"#,
        #"\u{0}"#, #"\u{41}"#, #"\u{7FF}"#, #"\u{800}"#, #"\u{FFFF}"#, #"\u{10000}"#, #"\u{10FFFF}"#,
        #"\u{7FFFFFFF}"#, #"\u{00000041}"#,
    ]

    /// Keys written as long strings (the first line break after the bracket is dropped).
    static let longKeys: [String] = [
        "[[k]]", "[==[a]]b]=]c]==]", "[[\nk]]", "[[\r\nk\n\rk\rk]]", "[=[\n\nk]=]",
    ]

    /// The tables the source map maps.
    static let sites: [(open: String, close: String)] = [
        ("return {", "}"), ("return toast.theme {", "}"), ("return toast.theme({", "})"),
        ("return toast.scenario {", "}"), ("return toast.manifest {", "}"), ("return toast.plugin {", "}"),
    ]

    /// Line breaks, as Lua counts them (`\r\n` and `\n\r` are one).
    static let breaks = ["\n", "\r", "\r\n", "\n\r"]

    /// `key` (as written, inside `[ ]`) in a table at `site`, then a function `after` whose line Lua knows.
    static func source(_ key: String, _ site: (open: String, close: String), _ newline: String) -> String {
        [site.open, "  name = \"t\",", "  [\(key)] = 1,", "  after = function() end,", site.close].joined(
            separator: newline)
    }

    /// Every written key: each escape inside a string, each long string, and a backslash
    /// followed by every ASCII byte (those Lua refuses are left out by Lua itself).
    static var keys: [String] {
        let everyByte = (0..<128).map { "\"k\\" + String(UnicodeScalar(UInt8($0))) + "k\"" }
        return escapes.map { "\"k\($0)k\"" } + escapes.map { "'k\($0)k'" } + longKeys + everyByte
    }

    @Test("the source map reads every key as Lua does, on Lua's lines, in every table it maps")
    func keysAsLuaReadsThem() throws {
        var checked = 0
        for key in Self.keys {
            for newline in Self.breaks {
                let plain = Self.source(key, Self.sites[0], newline)
                let vm = try LuaVM()
                guard case .table(let table)? = try? vm.run(source: plain, chunk: "k.lua") else { continue }
                let written = try #require(table.fields.first { $0.key != "name" && $0.key != "after" }?.key)
                guard case .function(let after)? = table["after"] else {
                    Issue.record("no function after \(key)")
                    continue
                }
                let afterLine = vm.definitionLine(of: after)
                for site in Self.sites {
                    let map = SourceMap(source: Self.source(key, site, newline))
                    let shown = "\(key.debugDescription) in \(site.open) with \(newline.debugDescription)"
                    #expect(map.exactLine(for: KeyPath().appending(written)) == 3, "\(shown)")
                    #expect(map.exactLine(for: KeyPath().appending("after")) == afterLine, "\(shown)")
                }
                checked += 1
            }
        }
        // Every escape and long key with every line break, and the bytes Lua accepts after '\'.
        #expect(checked >= (Self.escapes.count * 2 + Self.longKeys.count) * Self.breaks.count)
    }

    @Test("a key written with escapes and a wrong value: the error is at the key's line")
    func escapedKeyWithAWrongValue() throws {
        let dir = try temporaryDirectory([
            "theme.lua": """
            return toast.theme {
              name = "t",
              style = {
                ["pad\\x64\\z
                   ing"] = "wide",
              },
              kinds = { saved = { message = "Saved" } },
            }
            """
        ])
        do throws(LoadError) {
            _ = try ThemeLoader().load("\(dir)/theme.lua")
            Issue.record("loaded")
        } catch {
            #expect(error.diagnostics.first?.line == 4, "\(error.diagnostics)")
            #expect(error.diagnostics.first.map { "\($0.path)" } == "style.padding")
        }
    }

    @Test(
        "a filter's reply that cannot be converted is reported at the filter's line",
        arguments: [
            ("local t = {} t.self = t return t", "cyclic table"),
            ("local t = {} for i = 1, 40 do t = { t } end return t", "nesting deeper"),
        ])
    func filterReplyLine(_ body: String, _ words: String) throws {
        let (loaded, dir) = try loadWithPlugins([
            "p": """
            return toast.plugin { name = "p", api = 1,
              filter = function(request)
                \(body)
              end,
            }
            """
        ])
        let run = try loaded.run(
            applying: .showKind(ToastOrigin(kind: "saved")), until: 1, in: .standard, timeOfDay: nil)
        let failures = run.events.compactMap { event -> String? in
            guard case .pluginFailed(_, let message) = event.event else { return nil }
            return message.replacingOccurrences(of: dir, with: "DIR")
        }
        #expect(failures.count == 1)
        #expect(failures.first?.hasPrefix("DIR/plugins/p.lua:2: ") == true, "\(failures)")
        #expect(failures.first?.contains(words) == true, "\(failures)")
    }

    @Test("rich text a plugin's kind cannot draw is an error at the plugin's line")
    func pluginKindMarkup() throws {
        do {
            _ = try loadWithPlugins([
                "p": """
                return toast.plugin { name = "p", api = 1,
                  kinds = {
                    rich = {
                      markup = true,
                      message = "<b>never closed",
                    },
                  },
                }
                """
            ])
            Issue.record("loaded")
        } catch let error as LoadError {
            let errors = error.diagnostics.filter { $0.severity == .error }
            #expect(errors.count == 1)
            #expect(errors.first?.file.hasSuffix("/plugins/p.lua") == true, "\(errors)")
            #expect(errors.first?.line == 5, "\(errors)")
            #expect(errors.first.map { "\($0.path)" } == "kinds.rich.message")
        }
    }

    @Test(
        "a hint the server reads as a field is refused in a scenario's hints, at its line",
        arguments: NotificationHint.meaningful.sorted())
    func meaningfulHint(_ name: String) throws {
        let dir = try temporaryDirectory([
            "theme.lua": "return toast.theme { name = \"t\", kinds = { saved = { message = \"Saved\" } } }",
            "scenario.lua": """
            return toast.scenario {
              theme = "theme.lua",
              events = { { at = 0, notify = { summary = "s",
                hints = {
                  ["\(name)"] = "/tmp/x.png",
                } } } },
              capture = { 1 },
            }
            """,
        ])
        let key = try #require(NotifyOptions.hintKeys[name], "no scenario key for \(name)")
        do throws(LoadError) {
            _ = try ScenarioLoader().load("\(dir)/scenario.lua")
            Issue.record("the scenario kept \(name) as a plain hint")
        } catch {
            let found = error.diagnostics.first { $0.severity == .error }
            #expect(found?.line == 5, "\(error.diagnostics)")
            #expect(
                found?.message
                    == "the server reads the hint '\(name)' as the notification's \(key), not as a plain hint; "
                    + "write it as notify.\(key)")
        }
    }

    @Test("every hint the server reads as a field has a scenario key")
    func everyMeaningfulHintHasAKey() {
        #expect(Set(NotifyOptions.hintKeys.keys) == NotificationHint.meaningful)
    }
}
