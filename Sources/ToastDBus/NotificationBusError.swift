/// Why a ``NotificationBus`` did not start or a ``NotifydClient`` call failed. The wording is
/// in ``description``.
public enum NotificationBusError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No bus to connect to, or the connection failed (GLib's message).
    case connection(String)
    /// An object could not be exported (GLib's message).
    case export(String)
    /// The bus failed `RequestName` (GLib's message).
    case requestName(String)
    /// Another connection, `owner`, owns `org.freedesktop.Notifications` and keeps it
    /// (`replace` was asked: the owner does not allow replacement).
    case nameTaken(owner: BusPeer, replace: Bool)
    /// The bus thread could not be started (GLib's message).
    case thread(String)
    /// Nothing owns `org.freedesktop.Notifications` on the bus.
    case noServer
    /// The owner of `org.freedesktop.Notifications` has no `org.tartine.Notifyd1` (another
    /// notification server); the bus's message.
    case notTartine(String)
    /// No answer within `milliseconds`.
    case timeout(method: String, milliseconds: Int32)
    /// Another failure of the call: the D-Bus error's name (empty when local) and message.
    case call(method: String, error: String, message: String)
    /// The server answered the control method with a reply of another type.
    case unexpectedReply(method: String, reply: String)

    /// The bus name every message names.
    static let name = "org.freedesktop.Notifications"

    /// The error in a sentence that names the bus name.
    public var description: String {
        switch self {
        case .connection(let message): "\(Self.name): \(message)"
        case .export(let message): "\(Self.name): \(message)"
        case .requestName(let message): "\(Self.name): the bus refused RequestName: \(message)"
        case .nameTaken(let owner, false):
            "\(Self.name) is owned by \(owner), another notification server; stop it, or replace it"
        case .nameTaken(let owner, true):
            "\(Self.name) is owned by \(owner), another notification server, which does not allow replacement"
        case .thread(let message): "\(Self.name): cannot start the bus thread: \(message)"
        case .noServer: "no Tartine notification server runs on this bus: nothing owns \(Self.name)"
        case .notTartine(let message):
            "\(Self.name) is owned by a notification server that is not Tartine's (no org.tartine.Notifyd1): \(message)"
        case .timeout(let method, let milliseconds):
            "\(Self.name) did not answer org.tartine.Notifyd1.\(method) within \(milliseconds) ms"
        case .call(let method, "", let message): "\(Self.name): org.tartine.Notifyd1.\(method) failed: \(message)"
        case .call(let method, let error, let message):
            "\(Self.name): org.tartine.Notifyd1.\(method) failed: \(error): \(message)"
        case .unexpectedReply(let method, let reply):
            "\(Self.name): org.tartine.Notifyd1.\(method) answered \(reply)"
        }
    }
}

/// A connection on the bus as a person would name it: the program behind it (what `ps` shows), its
/// process and its unique name, e.g. `dunst (pid 4242, :1.110)`.
public struct BusPeer: Sendable, Hashable, CustomStringConvertible {
    /// The connection's unique name (`:1.110`).
    public var uniqueName: String
    /// Its process, 0 when the bus does not say.
    public var pid: UInt32
    /// Its program's name as the kernel keeps it (`/proc/PID/comm`), `nil` when unknown.
    public var program: String?

    public init(uniqueName: String, pid: UInt32, program: String?) {
        self.uniqueName = uniqueName
        self.pid = pid
        self.program = program
    }

    /// `dunst (pid 4242, :1.110)`, or the unique name alone when the program is unknown.
    public var description: String {
        guard let program, !program.isEmpty else { return uniqueName }
        return "\(program) (pid \(pid), \(uniqueName))"
    }
}
