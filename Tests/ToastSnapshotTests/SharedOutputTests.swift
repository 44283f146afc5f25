import Foundation
import Testing
import ToastFiles
import ToastScript

@testable import ToastSnapshotSuite

/// Two cases that would write one reference (a picture or a transcript) are an error before
/// anything is drawn, at the later one's line, naming the earlier one's: otherwise the suite
/// fails for ever, and `--record failed` mends one case by breaking the other.
@Suite("A matrix in which two cases would write one reference is refused")
struct SharedOutputTests {
    /// Theme `d` (`theme/d.lua`) runs a plugin, so each kind checks a transcript too; its kind
    /// `offline` is on line 5, `saved` on line 6.
    static let theme = """
        return toast.theme {
          name = "d",
          plugins = { "p" },
          kinds = {
            offline = { message = "Offline" },
            saved = { message = "Saved" },
          },
        }
        """

    /// A scenario of theme `d` that shows `offline` and captures at 0.5 s (the manifest's
    /// kinds at 1 s: their pictures differ), named `name` on line 3 (after its file without one).
    static func scenario(name: String?) -> String {
        """
        return toast.scenario {
          theme = "../theme/d.lua",
          \(name.map { "name = \"\($0)\"," } ?? "")
          events = { { at = 0, show = "offline" } },
          capture = { 0.5 },
        }
        """
    }

    /// `files` written into a fresh directory with the theme and its plugin, then the suite of
    /// its `snapshots.lua` loaded: the descriptions of the errors that refused it.
    static func refusal(_ files: [String: String]) throws -> (dir: TemporaryDirectory, errors: [String]) {
        let dir = TemporaryDirectory()
        let all = files.merging([
            "theme/d.lua": theme, "theme/plugins/p.lua": "return toast.plugin { name = \"p\", api = 1 }",
        ]) { mine, _ in mine }
        for (path, text) in all { try FileSystem.write(Array(text.utf8), to: dir.file(path)) }
        do {
            _ = try SnapshotSuite(manifestPath: dir.file("snapshots.lua"))
            return (dir, [])
        } catch {
            return (dir, error.diagnostics.map(\.description))
        }
    }

    @Test("a kind and a scenario of one name would share their transcript: an error at the scenario's name")
    func kindAndScenario() throws {
        let (dir, errors) = try Self.refusal([
            "scenarios/offline.lua": Self.scenario(name: "offline"),
            "snapshots.lua": "return toast.manifest { themes = { \"theme/d.lua\" }, scenarios = { \"offline\" } }",
        ])
        let d = Paths.display(dir.path)
        #expect(
            errors == [
                "\(d)/scenarios/offline.lua:3: name: scenario 'offline' would write "
                    + "d/offline/iphone-15-light-en-transcript.txt, as kind 'offline' of theme 'd' "
                    + "(\(d)/theme/d.lua:5) does; each reference is made by one case: rename one of them"
            ])
        #expect(!dir.exists("__Snapshots__") && !dir.exists(".tartine"))
    }

    @Test("two scenarios of one name, from two files, would share pictures and transcripts")
    func twoScenarios() throws {
        let (dir, errors) = try Self.refusal([
            "scenarios/offline.lua": Self.scenario(name: "offline"),
            "other/offline.lua": Self.scenario(name: nil),
            "snapshots.lua": """
            return toast.manifest { themes = { "theme/d.lua" }, kinds = { "saved" },
              scenarios = { "offline", "other/offline.lua" } }
            """,
        ])
        let d = Paths.display(dir.path)
        #expect(
            errors == [
                "\(d)/other/offline.lua:1: scenario 'offline' (named after its file) would write "
                    + "d/offline/iphone-15-light-en@1x-0.5.png and 1 more reference, as scenario 'offline' "
                    + "(\(d)/scenarios/offline.lua:3) does; each reference is made by one case: rename one of them"
            ])
    }

    @Test("a value listed twice makes alike cases of one kind: an error at the manifest's list")
    func valueListedTwice() throws {
        let (dir, errors) = try Self.refusal([
            "snapshots.lua": """
            return toast.manifest {
              themes = { "theme/d.lua" }, kinds = { "saved" },
              times = { 1, 1 },
            }
            """
        ])
        let d = Paths.display(dir.path)
        #expect(
            errors == [
                "\(d)/snapshots.lua:3: times: kind 'saved' of theme 'd' (\(d)/theme/d.lua:6) would write "
                    + "d/saved/iphone-15-light-en@1x-1.png and 1 more reference twice: a value is listed twice; "
                    + "each reference is made by one case"
            ])
    }

    @Test("two themes of one name clash kind by kind: twenty pairs are worded, the rest counted")
    func twinThemes() throws {
        let twin = """
            local kinds = {}
            for i = 1, 21 do kinds["k" .. i] = { message = "M" } end
            return toast.theme {
              name = "twin",
              kinds = kinds,
            }
            """
        let (dir, errors) = try Self.refusal([
            "a/twin.lua": twin, "b/twin.lua": twin,
            "snapshots.lua": "return toast.manifest { themes = { \"a/twin.lua\", \"b/twin.lua\" } }",
        ])
        let d = Paths.display(dir.path)
        #expect(errors.count == 21)
        #expect(
            errors.first
                == "\(d)/b/twin.lua:5: kinds.k1: kind 'k1' of theme 'twin' would write "
                + "twin/k1/iphone-15-light-en@1x-1.png, as kind 'k1' of theme 'twin' (\(d)/a/twin.lua:5) does; "
                + "each reference is made by one case: rename one of them")
        #expect(errors.last == "\(d)/snapshots.lua: and 1 more pair of cases that would write the same references")
    }

    @Test("cases whose references all differ load")
    func distinct() throws {
        let (_, errors) = try Self.refusal([
            "scenarios/offline.lua": Self.scenario(name: "gone-offline"),
            "snapshots.lua": """
            return toast.manifest { themes = { "theme/d.lua" }, scenarios = { "offline" }, times = { 0.5, 1 } }
            """,
        ])
        #expect(errors == [])
    }
}
