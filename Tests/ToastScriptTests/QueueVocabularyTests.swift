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
                "tap_link",
            ])
    }

    @Test("a plugin gets the command functions plugins may call, and the two queries")
    func pluginFunctions() {
        let names = PluginFunctions.make(PluginCallState(commandLimit: 1)).keys.sorted()
        #expect(names == ["dismiss", "dismiss_all", "pending", "popup", "show", "update", "visible"])
    }
}
