import Testing
import ToastCore

@testable import ToastScript

@Suite("The queue's vocabulary in Lua: one list for scenarios and plugins")
struct QueueVocabularyTests {
    @Test("a scenario event's actions are the documented keys, in the documented order")
    func scenarioActions() {
        #expect(
            ScenarioEvents.actions == [
                "show", "tap", "swipe", "touch", "dismiss", "dismiss_all", "popup", "popup_button", "dismiss_popup",
                "drag",
                "expand", "collapse", "hover",
                "quiet", "promise", "resolve", "reject",
                "tap_link",
                "notify",
            ])
    }

    @Test("a plugin gets the command functions plugins may call, the queries and the clock")
    func pluginFunctions() {
        let names = PluginFunctions.make(PluginCallState(commandLimit: 1)).keys.sorted()
        #expect(
            names == [
                "collapse", "dismiss", "dismiss_all", "expand", "held", "history", "pending", "popup", "promise",
                "quiet", "reject", "resolve", "show", "time_of_day", "update", "visible",
            ])
    }
}
