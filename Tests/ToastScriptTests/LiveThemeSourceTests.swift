import Foundation
import TartineTestSupport
import Testing
import ToastCore

@testable import ToastScript

/// The theme of these tests: its background from an imported palette, and one plugin.
private func liveTheme(name: String = "t", broken: Bool = false) -> String {
    """
    local palette = toast.import("palette")
    return toast.theme { name = "\(name)", plugins = { "p" }, style = { background = palette.bg },
      kinds = { saved = { message = "Saved" } }\(broken ? " ," : "")
    """ + (broken ? "\n" : " }\n")
}

private func plugin(says word: String) -> String {
    "return toast.plugin { name = \"p\", api = 1, on = { will_show = function(e, t) log(\"\(word)\") end } }\n"
}

/// A short description of an update, to compare in expectations.
private func summary(_ update: LiveThemeSource.Update, dir: String) -> String {
    switch update {
    case .swapped(let generation, let loaded): "swapped \(generation): \(loaded.theme.name)"
    case .failed(let generation, let message):
        "failed \(generation): " + message.replacingOccurrences(of: dir, with: "DIR")
    }
}

extension ReloadTests {
    @Suite("LiveThemeSource: a theme file bound to a running center")
    struct LiveThemeSourceTests {
        private func follow(_ directory: TemporaryDirectory) throws -> (
            LiveThemeSource, Recorder<String>
        ) {
            let updates = Recorder<String>()
            let dir = directory.path
            let source = try LiveThemeSource(
                directory.file("theme.lua"), setting: .standard, clock: VirtualClock(0, timeOfDay: nil), debounce: 0.05
            ) {
                updates.record(summary($0, dir: dir))
            }
            return (source, updates)
        }

        private func files() throws -> TemporaryDirectory {
            let directory = try TemporaryDirectory()
            try directory.directory("plugins")
            try directory.write("palette.lua", "return { bg = \"#0000ff\" }\n")
            try directory.write("plugins/p.lua", plugin(says: "one"))
            try directory.write("theme.lua", liveTheme())
            return directory
        }

        private func background(_ center: ToastCenter) throws -> Color {
            try center.theme.content(kind: "saved", context: SceneSetting.standard.context).style.background
        }

        @Test("the file is in force at once; a broken save keeps it and is an event with file:line; the fix swaps in")
        func brokenSaveThenFix() throws {
            let directory = try files()
            let (source, updates) = try follow(directory)
            let center = source.center
            defer { source.cancel() }
            #expect(center.theme.name == "t")
            // Made from the first load: no swap to report.
            #expect(center.drainEvents().isEmpty)

            try directory.save("theme.lua", liveTheme(broken: true))
            let failure = "DIR/theme.lua:4: unexpected symbol near <eof>"
            #expect(updates.wait { $0 == ["failed 0: \(failure)"] }, "\(updates.all)")
            #expect(center.theme.name == "t")
            let events = center.drainEvents().map(\.event)
            #expect(events == [.themeFailed(message: failure.replacingOccurrences(of: "DIR", with: directory.path))])
            try center.show("saved")

            try directory.save("theme.lua", liveTheme(name: "fixed"))
            #expect(updates.wait { $0.count == 2 }, "\(updates.all)")
            #expect(updates.all.last == "swapped 1: fixed")
            #expect(center.theme.name == "fixed")
            #expect(center.drainEvents().map(\.event).contains(.themeSwapped(theme: "fixed")))
        }

        @Test("saving an imported file swaps the theme it changes in")
        func importChange() throws {
            let directory = try files()
            let (source, updates) = try follow(directory)
            let center = source.center
            defer { source.cancel() }
            #expect(try background(center) == Color(parsing: "#0000ff"))

            try directory.save("palette.lua", "return { bg = \"#ff0000\" }\n")
            #expect(updates.wait { $0 == ["swapped 1: t"] }, "\(updates.all)")
            #expect(try background(center) == Color(parsing: "#ff0000"))
        }

        @Test("saving a plugin swaps in a fresh plugin; a broken plugin keeps the old one")
        func pluginChange() throws {
            let directory = try files()
            let (source, updates) = try follow(directory)
            let center = source.center
            defer { source.cancel() }
            func logs() throws -> [String] {
                try center.show("saved")
                center.dismissAll(by: .app)
                return center.drainEvents().compactMap {
                    if case .pluginLog(_, let text) = $0.event {
                        return text.replacingOccurrences(of: directory.path, with: "DIR")
                    }
                    return nil
                }
            }
            #expect(try logs() == ["DIR/plugins/p.lua:1: one"])

            try directory.save("plugins/p.lua", plugin(says: "two"))
            #expect(updates.wait { $0 == ["swapped 1: t"] }, "\(updates.all)")
            #expect(try logs() == ["DIR/plugins/p.lua:1: two"])

            try directory.save(
                "plugins/p.lua", "return toast.plugin { name = \"p\", api = 1, on = { will_show = 3 } }\n")
            #expect(updates.wait { $0.count == 2 }, "\(updates.all)")
            #expect(updates.all.last?.hasPrefix("failed 1: DIR/plugins/p.lua:1: ") == true, "\(updates.all)")
            #expect(try logs() == ["DIR/plugins/p.lua:1: two"])
        }
    }
}
