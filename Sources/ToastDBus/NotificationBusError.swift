/// Why a ``NotificationBus`` did not start or a ``NotifydClient`` call failed. The wording is
/// in ``description``.
public enum NotificationBusError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No bus to connect to, or the connection failed (GLib's message).
    case connection(String)
    /// An object could not be exported (GLib's message).
    case export(String)
    /// The bus failed `RequestName` (GLib's message).
    case requestName(String)
    /// Another connection, `owner` (a unique name), owns `org.freedesktop.Notifications` and
    /// keeps it (`replace` was asked: the owner does not allow replacement).
    case nameTaken(owner: String, replace: Bool)
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
