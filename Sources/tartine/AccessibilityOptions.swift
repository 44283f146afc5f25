import ArgumentParser
import ToastCore

/// `--screen-reader`, `--increase-contrast`, `--reduce-transparency`: the user's accessibility
/// settings a scene is drawn under (`render`, `sheet`, `preview`, `play`, `watch`).
struct AccessibilityOptions: ParsableArguments {
    @Flag(help: "A screen reader (VoiceOver) is on: a toast with an action holds as the theme says for it.")
    var screenReader = false

    @Flag(help: "Increase Contrast is on: system colours draw their high-contrast variants.")
    var increaseContrast = false

    @Flag(help: "Reduce Transparency is on: materials and translucent backgrounds are drawn solid.")
    var reduceTransparency = false

    /// The settings the flags turn on.
    var settings: AccessibilitySettings {
        AccessibilitySettings(
            screenReader: screenReader, increaseContrast: increaseContrast, reduceTransparency: reduceTransparency)
    }
}
