import Testing
@testable import ToastCore

@Suite("The one table of events and view fields: names, rows, samples")
struct EventTableTests {
    @Test("view fields: the names Lua reads, declared in name order (a field's key is its rank)")
    func viewFieldNames() {
        #expect(
            ViewField.names == [
                "action", "app_name", "body", "button", "category", "count", "desktop_entry", "haptic", "hints", "href",
                "id", "kind", "message", "name", "notification_id", "plugin", "politeness", "popup", "position",
                "priority", "progress", "reason", "resident", "shown_at", "stack_tag", "state", "summary", "tag",
                "text", "time", "title", "transient", "urgency",
            ])
        #expect(ViewField.names == ViewField.names.sorted(by: { Array($0.utf8).lexicographicallyPrecedes($1.utf8) }))
        #expect(ViewField.allCases.map(\.key) == ViewField.allCases.indices.map { UInt16($0) })
        for field in ViewField.allCases { #expect(ViewField(name: field.name) == field) }
        #expect(ViewField(name: "shownAt") == nil)
    }

    @Test("plugin events: the names plugins use, each round-trips through its name, its sample and the set")
    func pluginEventNames() {
        #expect(
            PluginEventName.names == [
                "will_show", "did_show", "will_hide", "did_hide", "haptic", "announce", "dropped", "coalesced",
                "updated", "action", "paused", "resumed", "vetoed", "popup_will_show", "popup_did_show",
                "popup_button", "popup_will_hide", "popup_did_hide",
                "swipe", "drag_began", "drag_ended",
                "expanded", "collapsed", "held", "released", "summarized",
                "link",
            ])
        let content = ToastContent(message: "m")
        for name in PluginEventName.allCases {
            #expect(PluginEventName(name: name.name) == name)
            #expect(name.ordinal == PluginEventName.allCases.firstIndex(of: name))
            let sample = name.sample(id: ToastID(3), content: content)
            #expect(sample.pluginName == name, "the sample of \(name.name) is \(sample)")
            #expect(PluginEventSet([name]).contains(name))
            #expect(PluginEventSet(PluginEventName.allCases.filter { $0 != name }).contains(name) == false)
            #expect(EventTranscript.line(TimedEvent(0, sample)).hasPrefix("0.000 \(name.name) "))
        }
        #expect(PluginEventName(name: "didShow") == nil)
    }

    @Test("each plugin event's view: name and time, what it is about, its details that are view fields")
    func eventViews() {
        let views = Dictionary(
            uniqueKeysWithValues: PluginEventName.allCases.map { ($0.name, $0.viewFields.map(\.name)) })
        #expect(
            views == [
                "will_show": ["id", "name", "time"], "did_show": ["id", "name", "time"],
                "will_hide": ["id", "name", "reason", "time"], "did_hide": ["id", "name", "reason", "time"],
                "haptic": ["haptic", "id", "name", "time"],
                "announce": ["id", "name", "politeness", "text", "time"],
                "dropped": ["id", "name", "reason", "time"], "coalesced": ["count", "id", "name", "time"],
                "updated": ["id", "name", "time"], "action": ["action", "id", "name", "time"],
                "paused": ["id", "name", "time"], "resumed": ["id", "name", "time"],
                "vetoed": ["id", "name", "plugin", "reason", "time"],
                "popup_will_show": ["name", "popup", "time"], "popup_did_show": ["name", "popup", "time"],
                "popup_button": ["action", "button", "name", "popup", "time"],
                "popup_will_hide": ["name", "popup", "time"], "popup_did_hide": ["name", "popup", "time"],
                "swipe": ["id", "name", "time"],
                "drag_began": ["id", "name", "time"], "drag_ended": ["id", "name", "time"],
                "expanded": ["count", "id", "name", "time"], "collapsed": ["count", "id", "name", "time"],
                "held": ["id", "name", "time"], "released": ["id", "name", "time"],
                "summarized": ["id", "name", "time"],
                "link": ["href", "id", "name", "time"],
            ])
    }

    @Test("every event's transcript line, byte for byte, and its toast")
    func transcriptOfEveryEvent() {
        let id = ToastID(2)
        let popup = PopupID(4)
        let usage = PluginUsage(instructions: 30, commands: 4, steps: 5)
        let rows: [(ToastEvent, String, ToastID?)] = [
            (.willShow(id), "will_show saved#2", id), (.didShow(id), "did_show saved#2", id),
            (.willHide(id, .swipe), "will_hide saved#2 swipe", id), (.didHide(id, .tap), "did_hide saved#2 tap", id),
            (.haptic(id, .success), "haptic saved#2 success", id),
            (.announce(id, text: "Sa\"ved", politeness: .assertive), "announce saved#2 assertive \"Sa\\\"ved\"", id),
            (.dropped(id, .busy), "dropped saved#2 busy", id),
            (.coalesced(id, count: 3), "coalesced saved#2 count=3", id),
            (.updated(id), "updated saved#2", id), (.action(id, actionID: "undo"), "action saved#2 \"undo\"", id),
            (.paused(id), "paused saved#2", id), (.resumed(id), "resumed saved#2", id),
            (.popupWillShow(popup), "popup_will_show popup#4", nil),
            (.popupDidShow(popup), "popup_did_show popup#4", nil),
            (.popupButton(popup, index: 1, actionID: "ok"), "popup_button popup#4 2 \"ok\"", nil),
            (.popupWillHide(popup), "popup_will_hide popup#4", nil),
            (.popupDidHide(popup), "popup_did_hide popup#4", nil),
            (.vetoed(id, plugin: "gate", reason: "no\\"), "vetoed saved#2 plugin=gate reason=\"no\\\\\"", id),
            (.pluginFailed(plugin: "p", message: "x.lua:1: boom"), "plugin_failed plugin=p \"x.lua:1: boom\"", nil),
            (.pluginDisabled(plugin: "p"), "plugin_disabled plugin=p", nil),
            (.pluginLog(plugin: "p", text: "a\tb"), "log plugin=p \"a\\tb\"", nil),
            (.commandsRefused(plugin: "p", count: 7), "commands_refused plugin=p count=7", nil),
            (
                .budgetExhausted(plugin: "p", resource: .steps, limit: 5, usage: usage),
                "budget_exhausted plugin=p budget=steps limit=5 instructions=30 commands=4 steps=5", nil
            ),
            (.runAborted(plugin: "p", message: "slow"), "run_aborted plugin=p \"slow\"", nil),
            (.themeSwapped(theme: "diary"), "theme_swapped \"diary\"", nil),
            (.kindMissing(id, kind: "gone"), "kind_missing #2 \"gone\"", id),
            (.themeFailed(message: "t.lua:3: bad"), "theme_failed \"t.lua:3: bad\"", nil),
            (.swipe(id, toward: .trailing), "swipe saved#2 toward=trailing", id),
            (.dragBegan(id), "drag_began saved#2", id), (.dragEnded(id), "drag_ended saved#2", id),
            (.expanded(id, count: 3), "expanded saved#2 count=3", id),
            (.collapsed(id, count: 3), "collapsed saved#2 count=3", id),
            (.held(id), "held saved#2", id), (.released(id), "released saved#2", id),
            (.summarized(id, into: ToastID(9)), "summarized saved#2 into=#9", id),
            (.quiet(QuietMode(below: 10)), "quiet below=10", nil), (.quiet(.all), "quiet all", nil),
            (.quiet(nil), "quiet off", nil),
            (.link(id, index: 1, href: "https://x/\"q\""), "link saved#2 link=2 \"https://x/\\\"q\\\"\"", id),
        ]
        for (event, line, toast) in rows {
            #expect(EventTranscript.line(TimedEvent(1.5, event), kinds: [id: "saved"]) == "1.500 " + line)
            #expect(event.toastID == toast, "\(event)")
        }
        #expect(rows.filter { $0.0.pluginName != nil }.count == PluginEventName.allCases.count)
    }
}
