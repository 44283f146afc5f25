import Foundation
import Testing

/// Issue 37, item 4: `tartine check plugins/x.lua` said `ok` for a plugin that reads
/// `event.acton`, which a theme listing the plugin reported. A plugin checked alone now runs in
/// a stand-in theme, through the exercise a theme check runs.
@Suite("tartine check of a plugin file alone", .serialized)
struct PluginCheckCLITests {
    static let plugin = """
        return toast.plugin {
          name = "undo-typo",
          api = 1,
          kinds = { restored = { message = "Restored", font = { family = "Helvetica" } } },
          on = {
            action = function(event, _)
              if event.acton == "undo" then toast.show("restored") end
            end,
          },
        }

        """

    @Test("a misspelt event field is an error at the plugin's line, as through a theme: exit 2")
    func misspeltField() throws {
        try withScratch { dir in
            try FileManager.default.createDirectory(atPath: "\(dir)/plugins", withIntermediateDirectories: true)
            try write(Self.plugin, to: "\(dir)/plugins/undo-typo.lua")
            try write(
                """
                return toast.theme { name = "t", plugins = { "undo-typo" }, kinds = { info = { message = "Info" } } }
                """, to: "\(dir)/theme.lua")
            let error =
                "\(dir)/plugins/undo-typo.lua:7: on.action: no field 'acton' in the action event view. "
                + "Did you mean 'action'? (kind 'info')\n"
            let alone = try tartine(["check", "\(dir)/plugins/undo-typo.lua"])
            #expect(alone.status == 2)
            #expect(alone.out == "")
            #expect(
                alone.err
                    == "\(dir)/plugins/undo-typo.lua:4: warning: kinds.restored.font.family: \"Helvetica\" is not "
                    + "among the pinned fonts; Inter is drawn instead\n" + error)
            let theme = try tartine(["check", "\(dir)/theme.lua"])
            #expect(theme.status == 2)
            #expect(theme.err.hasSuffix(error))
        }
    }

    @Test("a plugin alone with warnings only is ok: exit 0, the warnings at its lines")
    func warningsOnly() throws {
        try withScratch { dir in
            try FileManager.default.createDirectory(atPath: "\(dir)/plugins", withIntermediateDirectories: true)
            try write(
                Self.plugin.replacingOccurrences(of: "event.acton", with: "event.action"),
                to: "\(dir)/plugins/undo-typo.lua")
            let run = try tartine(["check", "\(dir)/plugins/undo-typo.lua"])
            #expect(run.status == 0)
            #expect(run.out == "\(dir)/plugins/undo-typo.lua: ok\n")
            #expect(
                run.err
                    == "\(dir)/plugins/undo-typo.lua:4: warning: kinds.restored.font.family: \"Helvetica\" is not "
                    + "among the pinned fonts; Inter is drawn instead\n")
        }
    }
}
