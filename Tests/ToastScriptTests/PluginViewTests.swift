import CLuaSandbox
import Testing
import ToastCore
@testable import ToastScript

@Suite("Plugin handler views: read-only, valid while the handler runs")
struct PluginViewTests {
    /// Runs one `saved` toast (tag `t1`, progress 0.5, title "Done") through a pipeline with the
    /// plugin `source` as `p`; returns its logs and failures as "log: …" / "failed: …" lines.
    private func run(_ source: String, tagged: Bool = true) throws -> [String] {
        let (loaded, dir) = try loadWithPlugins(["p": source])
        var pipeline = loaded.makeRun(
            setting: .standard, clock: VirtualClock(0, timeOfDay: nil), keepsHistory: false, plugins: loaded.plugins
        ).pipeline
        var content = try loaded.theme.content(kind: "saved", context: SceneSetting.standard.context)
        if tagged {
            content.progress = 0.5
            content.title = "Done"
        }
        var request = ToastRequest(content)
        if tagged { request.tag = "t1" }
        pipeline.show(request, at: 0)
        pipeline.advance(to: 3)
        return pipeline.drainEvents().compactMap { timed -> String? in
            switch timed.event {
            case .pluginLog(_, let text): "log: " + text.replacingOccurrences(of: dir, with: "DIR")
            case .pluginFailed(_, let message): "failed: " + message.replacingOccurrences(of: dir, with: "DIR")
            default: nil
            }
        }
    }

    @Test("fields read by key; tostring lists them in key order, the same text every run; progress is there")
    func reading() throws {
        let lines = try run(
            """
            return toast.plugin { name = "p", api = 1, on = { did_show = function(e, t)
              log(type(e), type(t), e.name, t.kind, t.progress, t.title, e[1], getmetatable(t))
              log(tostring(e))
              log(tostring(t))
            end } }
            """)
        #expect(
            lines == [
                "log: DIR/plugins/p.lua:2: userdata\tuserdata\tdid_show\tsaved\t0.5\tDone\tnil\ta read-only view",
                "log: DIR/plugins/p.lua:3: event{id = 1, name = \"did_show\", time = 0.25}",
                "log: DIR/plugins/p.lua:4: toast{count = 1, id = 1, kind = \"saved\", message = \"Saved\", "
                    + "position = \"bottom\", priority = 0, progress = 0.5, shown_at = 0.0, state = \"showing\", "
                    + "tag = \"t1\", title = \"Done\"}",
            ])
    }

    @Test(
        "reading a name the view can never have is an error at the reading line, with the nearest field",
        arguments: [
            ("e.nmae", "no field 'nmae' in the did_show event view. Did you mean 'name'?"),
            ("t.kidn", "no field 'kidn' in the toast view. Did you mean 'kind'?"),
            ("e.acton", "no field 'acton' in the did_show event view"),
            (
                "e.kind",
                "no field 'kind' in the did_show event view (the toast view has it: the handler's second argument, toast.kind)"
            ),
        ])
    func misspeltField(read: String, message: String) throws {
        let lines = try run(
            """
            return toast.plugin { name = "p", api = 1, on = { did_show = function(e, t)
              local x = \(read)
              log("not reached")
            end, will_hide = function(e, t) log("still running: " .. e.name) end } }
            """)
        #expect(
            lines == ["failed: DIR/plugins/p.lua:2: \(message)", "log: DIR/plugins/p.lua:4: still running: will_hide"])
    }

    @Test("a field the view may lack reads as nil: an untagged toast's tag, title and progress, an event's own fields")
    func absentFieldsAreNil() throws {
        let lines = try run(
            """
            return toast.plugin { name = "p", api = 1, on = {
              did_show = function(e, t) log(t.tag, t.title, t.progress, e.id) end,
              will_hide = function(e, t) log(e.reason) end,
            } }
            """, tagged: false)
        #expect(lines == ["log: DIR/plugins/p.lua:2: nil\tnil\tnil\t1", "log: DIR/plugins/p.lua:3: timeout"])
    }

    @Test("writing a field is an error naming the field, with the plugin's file and line")
    func writing() throws {
        let lines = try run(
            """
            return toast.plugin { name = "p", api = 1, on = { did_show = function(e, t)
              t.kind = "deleted"
            end } }
            """)
        #expect(lines == ["failed: DIR/plugins/p.lua:2: attempt to set 'kind' of a read-only toast view"])
    }

    @Test("a view kept past its call is an error that says so when read later; its fields copied are fine")
    func keptPastTheCall() throws {
        let lines = try run(
            """
            local kept, kind
            return toast.plugin { name = "p", api = 1, on = {
              did_show = function(e, t) kept, kind = t, t.kind end,
              will_hide = function(e, t)
                log(kind, kept == t)
                log(kept.kind)
              end,
            } }
            """)
        #expect(
            lines == [
                "log: DIR/plugins/p.lua:5: saved\tfalse",
                "failed: DIR/plugins/p.lua:6: this toast view belongs to a handler call that has returned "
                    + "(views are read while the handler runs: keep the fields you need, as in local kind = t.kind)",
            ])
    }

    @Test("pairs walks the fields in key order; its iterator refuses anything but a view")
    func walking() throws {
        let lines = try run(
            """
            return toast.plugin { name = "p", api = 1, on = { did_show = function(e, t)
              local keys = {}
              for k, v in pairs(e) do keys[#keys + 1] = k .. "=" .. tostring(v) end
              log(table.concat(keys, " "))
              local next_field = pairs(t)
              log(next_field(t, "title"), select("#", next_field(t, "title")))
              next_field({}, nil)
            end } }
            """)
        #expect(
            lines == [
                "log: DIR/plugins/p.lua:4: id=1 name=did_show time=0.25",
                "log: DIR/plugins/p.lua:6: nil\t1",
                "failed: DIR/plugins/p.lua:7: bad argument #1 to 'next_field' (view expected, got table)",
            ])
    }

    @Test("reading one field writes that field only; walking writes them all")
    func oneFieldAtATime() throws {
        let (loaded, _) = try loadWithPlugins([:])
        var pipeline = loaded.makeRun(
            setting: .standard, clock: VirtualClock(0, timeOfDay: nil), keepsHistory: false, plugins: []
        ).pipeline
        var request = ToastRequest(try loaded.theme.content(kind: "saved", context: SceneSetting.standard.context))
        request.tag = "t1"
        let id = pipeline.show(request, at: 0)
        let view = try #require(pipeline.queueView.toast(id))
        let encoder = LuaViewEncoder()
        encoder.reset(only: Int32(ViewField.message.key))
        PluginValues.encodeToast(view, into: encoder)
        let one = encoder.view
        #expect(one.count == 1)
        #expect(one.fields.pointee.key == ViewField.message.key)
        #expect(
            String(decoding: UnsafeRawBufferPointer(start: one.bytes, count: one.byteCount), as: UTF8.self) == "Saved")
        encoder.reset()
        PluginValues.encodeToast(view, into: encoder)
        #expect(encoder.view.count == 9)  // no progress, no title
    }
}
