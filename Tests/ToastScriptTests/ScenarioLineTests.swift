import Testing
@testable import ToastScript

@Suite("Scenarios: errors name their line")
struct ScenarioLineTests {
    @Test("an unknown kind names the line of its event")
    func unknownKindLine() throws {
        let dir = try temporaryDirectory([
            "s.lua": """
            return toast.scenario {
              theme = "\(repositoryRoot)/themes/diary.lua",
              events = {
                { at = 0, show = "saved" },
                { at = 1, show = "delted" },
              },
              capture = { 1 },
            }
            """
        ])
        do {
            _ = try ScenarioLoader().load("\(dir)/s.lua")
            Issue.record("loaded")
        } catch {
            #expect(
                error.diagnostics.map { $0.description.replacingOccurrences(of: dir, with: "DIR") } == [
                    "DIR/s.lua:5: events[2].show: theme 'diary' has no kind 'delted'. Did you mean 'deleted'?"
                ])
        }
    }

    @Test("a theme's plugin files are dependencies, so watch reloads them with the theme")
    func pluginsAreDependencies() throws {
        let (loaded, dir) = try loadWithPlugins(["stats": "return toast.plugin { name = \"stats\", api = 1 }"])
        #expect(loaded.dependencies.contains("\(dir)/plugins/stats.lua"))
    }
}

@Suite("No silent Lua: check exercises plugin handlers")
struct PluginExerciseTests {
    @Test("check calls each handler and filter for every kind and reports failures with file:line")
    func handlersExercised() throws {
        let (_, dir) = try loadWithPlugins([
            "bad": """
            return toast.plugin { name = "bad", api = 1,
              on = { did_show = function(e, t)
                if t.kind == "info" then error("no info") end
              end },
              filter = function(r) return { colour = "red" } end,
            }
            """
        ])
        let report = ScriptFiles.check("\(dir)/theme.lua", budgets: LuaBudgets())
        #expect(report.failed)
        #expect(
            report.diagnostics.map { $0.description.replacingOccurrences(of: dir, with: "DIR") } == [
                "DIR/plugins/bad.lua:5: filter: filter().colour: unknown key (kind 'saved')",
                "DIR/plugins/bad.lua:3: on.did_show: no info (kind 'info')",
            ])
    }
}

@Suite("check accepts manifests")
struct ManifestCheckTests {
    @Test("a manifest is checked with its themes; an unknown kind names its line and a suggestion")
    func manifestKinds() throws {
        let dir = try temporaryDirectory([
            "themes/t.lua": #"return toast.theme { name = "t", kinds = { saved = { message = "Saved" } } }"#,
            "snapshots.lua": """
            return toast.manifest {
              themes = { "t" },
              kinds = {
                "saved",
                "savd",
              },
            }
            """,
        ])
        let report = ScriptFiles.check("\(dir)/snapshots.lua", budgets: LuaBudgets())
        #expect(
            report.diagnostics.map { $0.description.replacingOccurrences(of: dir, with: "DIR") } == [
                "DIR/snapshots.lua:5: kinds[2]: no theme of the manifest has a kind 'savd'. Did you mean 'saved'?"
            ])
    }
}
