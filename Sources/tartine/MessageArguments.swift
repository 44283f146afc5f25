import ArgumentParser
import ToastCore

/// `--arg 3 --arg Ana`: the arguments of a message's `%` directives and plural counts, in order,
/// as a scenario's `arguments` gives them (`render` and `sheet`).
struct MessageArguments: ParsableArguments {
    @Option(
        name: [.customLong("arg"), .customLong("argument")],
        help: ArgumentHelp(
            "A value of the message's % directives and plural count; repeat in order (--arg 3 --arg Ana).",
            valueName: "value"))
    var values: [String] = []

    /// Each value as a whole number, else a number, else text (as a scenario's `arguments`).
    var formatArguments: [FormatArgument] {
        values.map(FormatArgument.init(typed:))
    }

    /// How these arguments are given, for the warning about a message drawn without them.
    static let advice = "--arg VALUE, once for each"
}
