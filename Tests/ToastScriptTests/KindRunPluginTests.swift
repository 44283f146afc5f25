import Testing
import ToastCore
@testable import ToastScript

/// A filter that rewrites `saved` to "Saved!" and vetoes `info`; a `did_show` handler that logs
/// and shows `info` (vetoed) then `deleted` once.
private let gate = """
    local shown = 0
    return toast.plugin { name = "gate", api = 1,
      filter = function(r)
        if r.kind == "info" then return { veto = "no info" } end
        if r.kind == "saved" then return { message = "Saved!" } end
      end,
      on = { did_show = function(e, t)
        shown = shown + 1
        log(t.kind .. " " .. shown)
        if shown == 1 then toast.show("info"); toast.show("deleted") end
      end } }
    """

@Suite("One toast of a kind, run with the theme's plugins")
struct KindRunPluginTests {
    @Test("filters rewrite and veto, handlers log and show, as in a scenario")
    func pluginsRun() throws {
        let (loaded, dir) = try loadWithPlugins(["gate": gate])
        let content = try loaded.theme.content(kind: "saved", context: SceneSetting.standard.context)
        let run = try loaded.run(
            applying: .showKind(ToastOrigin(kind: "saved")), until: 1, in: .standard, timeOfDay: nil)
        #expect(run.timeline.toasts.map(\.content.message) == ["Saved!", "Deleted"])
        #expect(
            run.transcript.replacingOccurrences(of: dir, with: "DIR") == """
                0.000 will_show saved#1
                0.000 announce saved#1 polite "Saved!"
                0.250 did_show saved#1
                0.250 log plugin=gate "DIR/plugins/gate.lua:9: saved 1"
                0.250 vetoed info#2 plugin=gate reason="no info"
                0.250 will_show deleted#3
                0.250 announce deleted#3 polite "Deleted"
                0.500 did_show deleted#3
                0.500 log plugin=gate "DIR/plugins/gate.lua:9: deleted 2"

                """)
    }

    @Test("each run has fresh plugin state: the same run twice gives the same events")
    func freshState() throws {
        let (loaded, _) = try loadWithPlugins(["gate": gate])
        let content = try loaded.theme.content(kind: "saved", context: SceneSetting.standard.context)
        let runs = try (0..<2).map { _ in
            try loaded.run(applying: .showKind(ToastOrigin(kind: "saved")), until: 5, in: .standard, timeOfDay: nil)
        }
        #expect(runs[0].transcript == runs[1].transcript)
        #expect(runs[0].timeline.toasts.count == 2)
    }

    @Test("without plugins the run is the theme's own single-toast run")
    func withoutPlugins() throws {
        let loaded = try ThemeLoader().load("\(repositoryRoot)/themes/diary.lua")
        let content = try loaded.theme.content(kind: "saved", context: SceneSetting.standard.context)
        let run = try loaded.run(
            applying: .showKind(ToastOrigin(kind: "saved")), until: 1, in: .standard, timeOfDay: nil)
        let measurer = MonospaceMeasurer()
        let ours = Timeline(run.timeline, screen: .iPhone15, measurer: measurer).frame(at: 1)
        let theirs = loaded.theme.frame(showing: content, at: 1, on: .iPhone15, measurer: measurer)
        #expect(ours.toasts.map(\.frame) == theirs.toasts.map(\.frame))
        #expect(ours.toasts.map(\.transform) == theirs.toasts.map(\.transform))
        #expect(run.transcript.hasPrefix("0.000 will_show saved#1\n"))
    }
}
