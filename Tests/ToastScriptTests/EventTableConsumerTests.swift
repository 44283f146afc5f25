import Testing
import ToastCore
@testable import ToastScript

/// Walks ToastCore's one table of events and view fields through every consumer that is not in
/// ToastCore: the plugin host's dispatch (the event set), the encoder and the C views (fields by
/// name, `pairs`, `tostring`), and `check`'s exercise. A consumer that drifts from the table (a
/// list of its own that lost a field or an event) fails here.
@Suite("The table of events reaches every consumer: dispatch, the encoder and C views, check")
struct EventTableConsumerTests {
    /// A plugin handling every event in the table: each handler logs its event view walked with
    /// `pairs`, as `tostring` prints it, every view field read by name (and the names the view
    /// refuses, as it can never have them), and the same for the toast.
    private static var everyEventPlugin: String {
        let names = ViewField.names.map { "\"\($0)\"" }.joined(separator: ", ")
        let handlers = PluginEventName.names.map { "\($0) = report" }.joined(separator: ", ")
        return """
            local names = { \(names) }
            local function walk(v)
              local parts = {}
              for k, x in pairs(v) do parts[#parts + 1] = k .. "=" .. (type(x) == "table" and "table" or tostring(x)) end
              return table.concat(parts, " ")
            end
            local function byName(v)
              local parts, refused = {}, {}
              for _, k in ipairs(names) do
                local ok, x = pcall(function() return v[k] end)
                if not ok then
                  refused[#refused + 1] = k
                elseif x ~= nil then
                  parts[#parts + 1] = k .. "=" .. (type(x) == "table" and "table" or tostring(x))
                end
              end
              log(table.concat(parts, " "))
              log("refused: " .. table.concat(refused, " "))
            end
            local function report(e, t)
              log(walk(e))
              byName(e)
              log(tostring(e))
              if t then
                log(walk(t))
                byName(t)
              end
            end
            return toast.plugin { name = "p", api = 1, on = { \(handlers) } }
            """
    }

    /// The fields of a view as `k=v` pairs, keys ascending, and as `tostring` prints them.
    private static func texts(_ fields: [(ViewField, ViewValue)], view: String) -> (pairs: String, printed: String) {
        let sorted = fields.sorted { $0.0.key < $1.0.key }
        func lua(_ value: ViewValue) -> String {
            switch value {
            case .integer(let n): "\(n)"
            case .number(let x): "\(x)"
            case .string(let s): s
            case .boolean(let b): b ? "true" : "false"
            case .hints: "table"
            }
        }
        let pairs = sorted.map { "\($0.0.name)=\(lua($0.1))" }.joined(separator: " ")
        let printed = sorted.map { field, value in
            if case .string(let s) = value { return "\(field.name) = \"\(s)\"" }
            return "\(field.name) = \(lua(value))"
        }
        return (pairs, "\(view){" + printed.joined(separator: ", ") + "}")
    }

    /// The event view the table promises: name, time, the subject's field and the details that are view fields.
    private struct Expected: EventDescriber {
        var fields: [(ViewField, ViewValue)] = []

        mutating func event(_ name: EventName, about subject: EventSubject) {
            switch subject {
            case .toast(let id), .toastID(let id): fields.append((.id, .integer(Int64(id.rawValue))))
            case .popup(let id): fields.append((.popup, .integer(Int64(id.rawValue))))
            case .none: break
            }
            fields.append((.name, .string(name.text)))
        }

        mutating func detail(_ label: EventLabel, _ value: ViewValue, _ style: DetailStyle) {
            if case .field(let field) = label { fields.append((field, value)) }
        }
    }

    @Test("every event is dispatched to its handler, whose views show exactly the table's fields, by name and walked")
    func everyEventThroughTheViews() throws {
        let (loaded, dir) = try loadWithPlugins(["p": Self.everyEventPlugin])
        let plugin = try #require(loaded.plugins.first)
        #expect(PluginEventName.allCases.allSatisfy(plugin.events.contains))
        var pipeline = loaded.makeRun(
            setting: .standard, clock: VirtualClock(0, timeOfDay: nil), keepsHistory: false, plugins: []
        ).pipeline
        var content = try loaded.theme.content(kind: "deleted", context: SceneSetting.standard.context)
        content.progress = 0.5
        content.title = "Done"
        // A notification's toast: its view has every field (hints a table, written "table" here).
        content.notification = Notification(
            id: 4, appName: "App", summary: "Done", body: "Deleted", category: "im", desktopEntry: "app",
            transient: true, stackTag: "s", hints: [NotificationHint(name: "x", value: .integer(1))])
        let id = pipeline.show(ToastRequest(content, tag: "t1"), at: 0)
        let queue = pipeline.queueView
        for name in PluginEventName.allCases {
            let event = TimedEvent(0.5, name.sample(id: id, content: content))
            let toast = event.event.toastID.flatMap { queue.toast($0) }
            let reply = plugin.handle(event, toast: toast, queue: queue)
            #expect(reply.failure == nil, "\(name.name): \(reply.failure ?? "")")
            var expected = Expected()
            event.event.describe(to: &expected)
            expected.fields.append((.time, .number(0.5)))
            #expect(expected.fields.map(\.0).sorted { $0.key < $1.key } == name.viewFields)
            let eventView = Self.texts(expected.fields, view: "event")
            /// The names a view refuses: every view field it can never have, in key order.
            func refused(_ fields: [ViewField]) -> String {
                (["refused:"] + ViewField.allCases.filter { !fields.contains($0) }.map(\.name)).joined(separator: " ")
            }
            var lines = [eventView.pairs, eventView.pairs, refused(name.viewFields), eventView.printed]
            if let toast {
                var fields: [(ViewField, ViewValue)] = []
                toast.forEachField { fields.append(($0, $1)) }
                // Every field: progress, title, tag, shown_at and the notification's included.
                #expect(fields.count == ToastView.fields.count)
                let toastView = Self.texts(fields, view: "toast")
                lines += [toastView.pairs, toastView.pairs, refused(ToastView.fields.map(\.field))]
            }
            let prefix = "\(dir)/plugins/p.lua:"
            let logged = reply.logs.map { line in
                line.hasPrefix(prefix) ? String(line.drop { $0 != " " }.dropFirst()) : line
            }
            #expect(logged == lines, "\(name.name)")
        }
    }

    @Test("check calls the handler of every event in the table with that event")
    func checkExercisesEveryEvent() throws {
        let handlers = PluginEventName.names.map { "\($0) = function(e, t) error('seen ' .. e.name, 0) end" }
        let (loaded, _) = try loadWithPlugins([
            "p": "return toast.plugin { name = \"p\", api = 1, on = { \(handlers.joined(separator: ", ")) } }"
        ])
        let diagnostics = PluginExercise.run(loaded)
        #expect(diagnostics.map(\.path.description) == PluginEventName.names.map { "on.\($0)" })
        #expect(diagnostics.map(\.message) == PluginEventName.names.map { "seen \($0) (kind 'saved')" })
    }
}
