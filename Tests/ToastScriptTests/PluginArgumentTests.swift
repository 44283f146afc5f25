import Testing
import ToastCore
@testable import ToastScript

@Suite("Plugin handler arguments: the event and toast tables, field by field")
struct PluginArgumentTests {
    /// A plugin that logs every field of its event and toast tables, sorted, as `key=value`.
    private static let dumper = """
        local function dump(t)
          if t == nil then return "nil" end
          local keys = {}
          for k in pairs(t) do keys[#keys + 1] = k end
          table.sort(keys)
          local out = {}
          for _, k in ipairs(keys) do out[#out + 1] = k .. "=" .. tostring(t[k]) end
          return table.concat(out, " ")
        end
        return toast.plugin { name = "dump", api = 1,
          on = {
            did_show = function(e, t) log(dump(e) .. " | " .. dump(t)) end,
            will_hide = function(e, t) log(dump(e) .. " | " .. dump(t)) end,
          } }
        """

    @Test("each field set from the interned key names has its name, type and value")
    func fields() throws {
        let (loaded, _) = try loadWithPlugins(["dump": Self.dumper])
        var pipeline = loaded.makeRun(
            setting: .standard, clock: VirtualClock(0, timeOfDay: nil), keepsHistory: false, plugins: loaded.plugins
        ).pipeline
        var request = ToastRequest(try loaded.theme.content(kind: "saved", context: SceneSetting.standard.context))
        request.tag = "t1"
        pipeline.show(request, at: 0)
        pipeline.advance(to: 3)
        let logs = pipeline.drainEvents().compactMap { event -> String? in
            if case .pluginLog(_, let text) = event.event {
                text.split(separator: ": ", maxSplits: 1).last.map(String.init)
            } else {
                nil
            }
        }
        #expect(
            logs == [
                "id=1 name=did_show time=0.25 | count=1 id=1 kind=saved message=Saved position=bottom priority=0 "
                    + "shown_at=0.0 state=showing tag=t1",
                "id=1 name=will_hide reason=timeout time=2.25 | count=1 id=1 kind=saved message=Saved "
                    + "position=bottom priority=0 shown_at=0.0 state=leaving tag=t1",
            ])
    }
}
