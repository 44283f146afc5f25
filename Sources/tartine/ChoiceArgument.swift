import ArgumentParser
import ToastCore
import ToastSnapshot

/// An option value from a fixed list. `--help` lists the values (from `allValueStrings`), and
/// a value that is not one of them is a usage error (exit 64) that suggests the nearest.
protocol ChoiceArgument: ExpressibleByArgument, Sendable {
    /// The placeholder in usage lines (`<appearance>`).
    static var valueName: String { get }
}

extension ChoiceArgument {
    /// Parses an option's text: the transform of `@Option(help:transform:)`.
    /// - Throws: ``InvalidChoice`` naming the values, with a suggestion when one is close.
    @Sendable static func choice(_ text: String) throws -> Self {
        if let value = Self(argument: text) { return value }
        throw InvalidChoice(value: text, choices: allValueStrings)
    }

    /// The option's help: `text` followed by the values it takes and the default, if any.
    static func help(_ text: String, default value: String? = nil) -> ArgumentHelp {
        let values = "values: " + allValueStrings.joined(separator: ", ") + (value.map { "; default: \($0)" } ?? "")
        return ArgumentHelp("\(text) (\(values))", valueName: valueName)
    }

    /// By default the type's name in lower case.
    static var valueName: String {
        String(describing: Self.self).lowercased()
    }
}

/// A value that is not one of an option's choices. ArgumentParser shows it after
/// "The value 'drak' is invalid for '--appearance <appearance>': ".
struct InvalidChoice: Error, CustomStringConvertible {
    let value: String
    let choices: [String]

    var description: String {
        "expected one of \(choices.joined(separator: ", "))" + Suggestion.hint(for: value, in: choices)
    }
}

extension Appearance: ChoiceArgument {}
extension LayoutDirection: ChoiceArgument {
    static var valueName: String { "direction" }
}
extension ToastPosition: ChoiceArgument {
    static var valueName: String { "position" }
}
extension RecordMode: ChoiceArgument {
    public init?(argument: String) { self.init(rawValue: argument.lowercased()) }
    static var valueName: String { "mode" }
}

/// What is drawn under the toasts: `app`, a mock app, or `plain`, the system background.
enum Backdrop: String, CaseIterable, ChoiceArgument {
    case app, plain

    static var valueName: String { "background" }
}

/// A screen preset by its identifier (`iphone-15`).
struct ScreenPreset: ChoiceArgument {
    let screen: Screen

    init(_ screen: Screen) { self.screen = screen }

    init?(argument: String) {
        guard let screen = Screen.preset(named: argument) ?? Screen.desktop(named: argument) else { return nil }
        self.screen = screen
    }

    static var allValueStrings: [String] { Screen.presets.map(\.id) }
    static var valueName: String { "screen" }
    var defaultValueDescription: String { screen.id }
}
