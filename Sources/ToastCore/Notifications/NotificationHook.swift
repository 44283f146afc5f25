/// A program a theme's notification rule runs when a matching notification shows (a rule's
/// `run = { "notify-log", "--loud" }`, dunst's `script`): an argument vector, never a shell. The
/// host runs it (`tartine notifyd`), with the notification's fields after these arguments and in
/// its environment; a plugin's Lua can neither name nor start one.
public struct NotificationHook: Sendable, Hashable {
    /// The most arguments a hook has, its program included.
    public static let maxArguments = 32
    /// The most bytes one argument holds.
    public static let maxArgumentBytes = 1_024

    /// The program (a path, or a name looked up in `PATH`) and its arguments.
    public var arguments: [String]

    /// A hook; `nil` when `arguments` is empty, has an empty program, more than
    /// ``maxArguments`` arguments, or one over ``maxArgumentBytes`` bytes.
    public init?(_ arguments: [String]) {
        guard let program = arguments.first, !program.isEmpty, arguments.count <= Self.maxArguments,
            arguments.allSatisfy({ $0.utf8.count <= Self.maxArgumentBytes })
        else { return nil }
        self.arguments = arguments
    }

    /// The program: the first argument.
    public var program: String { arguments[0] }
}
