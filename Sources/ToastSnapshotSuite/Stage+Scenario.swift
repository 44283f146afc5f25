import ToastCore
import ToastRender
import ToastScript
import ToastSnapshot

extension Stage {
    /// The stage a scenario asks for: its screen, appearance, locale, text size, motion,
    /// accessibility settings and backdrop (the mock app, with its page sheet, or the plain system background).
    /// - Parameter scale: pixels per point; `nil` for the screen's own.
    package init(scenario: Scenario, scale: Double?) {
        self.init(
            setting: scenario.setting, scale: scale,
            background: .scenario(mockApp: scenario.mockApp, modalSheet: scenario.modalSheet))
    }
}
