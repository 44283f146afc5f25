import CGio
import CNotifyBus
import ToastCore

/// Answers each method call on the bus thread: parses and bounds the arguments, asks the
/// handler, and answers the invocation exactly once.
final class MethodDispatcher: Sendable {
    /// The server's handler.
    let handler: any NotificationBusHandler

    /// `GetCapabilities`: the spec's capabilities Tartine serves, in this order.
    static let capabilities = ["actions", "body", "body-hyperlinks", "body-markup", "icon-static", "persistence"]
    /// The error of a ``NotifydReply/failed(_:)`` and of a reply of the wrong type.
    static let failedError = "org.tartine.Notifyd1.Error.Failed"

    init(handler: any NotificationBusHandler) {
        self.handler = handler
    }

    /// Answers one call; `invocation` is answered before this returns.
    func dispatch(
        sender: String, interface: String, method: String, parameters: OpaquePointer?, invocation: OpaquePointer
    ) {
        let arguments = parameters.map { Variant(borrowing: $0) }
        switch interface {
        case "org.freedesktop.Notifications":
            notifications(sender: sender, method: method, arguments: arguments, invocation: invocation)
        case "org.tartine.Notifyd1":
            guard let request = Self.request(method: method, arguments: arguments) else {
                if method == "Action" {
                    return tnb_return_error(
                        invocation, "org.freedesktop.DBus.Error.InvalidArgs",
                        "an action key holds at most \(NotificationLimits.actionText) bytes")
                }
                return tnb_return_error(invocation, "org.freedesktop.DBus.Error.UnknownMethod", "no method \(method)")
            }
            Self.answer(invocation, method: method, reply: handler.control(request))
        default:
            tnb_return_error(invocation, "org.freedesktop.DBus.Error.UnknownInterface", "no interface \(interface)")
        }
    }

    private func notifications(sender: String, method: String, arguments: Variant?, invocation: OpaquePointer) {
        switch method {
        case "Notify":
            guard let arguments else { break }
            let id = handler.notify(NotifyArguments.notification(from: arguments), sender: sender)
            guard id != 0 else { return tnb_return_error(invocation, Self.failedError, "the server gave no id") }
            return tnb_return_u(invocation, id)
        case "CloseNotification":
            guard let id = arguments?.child(0).uint32 else { break }
            handler.closeNotification(id: id)
            return tnb_return_nothing(invocation)
        case "GetCapabilities":
            let strings = Self.capabilities.map { g_strdup($0) }
            defer { strings.forEach { g_free($0) } }
            return strings.map { UnsafePointer($0) }.withUnsafeBufferPointer {
                tnb_return_strv(invocation, $0.baseAddress, gsize($0.count))
            }
        case "GetServerInformation":
            return tnb_return_ssss(invocation, "tartine", "Tartine", TartineVersion.string, "1.2")
        default:
            break
        }
        tnb_return_error(invocation, "org.freedesktop.DBus.Error.UnknownMethod", "no method \(method)")
    }

    /// The request of a control method; `nil` for an `Action` whose key is over
    /// `NotificationLimits.actionText` (a cut key would be another key).
    static func request(method: String, arguments: Variant?) -> NotifydRequest? {
        switch method {
        case "Pause": return .pause
        case "Resume": return .resume
        case "IsPaused": return .isPaused
        case "History": return .history
        case "HistoryPop": return .historyPop
        case "Close": return .close(arguments?.child(0).uint32 ?? 0)
        case "CloseAll": return .closeAll
        case "Reload": return .reload
        case "Count": return .count
        case "List": return .list
        case "Action":
            guard let arguments, let key = arguments.child(1).string(refusingOver: NotificationLimits.actionText)
            else { return nil }
            return .action(id: arguments.child(0).uint32 ?? 0, key: key)
        default: return nil
        }
    }

    /// Answers a control method with `reply`, which must be of the method's type.
    static func answer(_ invocation: OpaquePointer, method: String, reply: NotifydReply) {
        switch (method, reply) {
        case (_, .failed(let message)): tnb_return_error(invocation, failedError, message)
        case ("Pause", .done), ("Resume", .done), ("Close", .done), ("CloseAll", .done), ("Action", .done):
            tnb_return_nothing(invocation)
        case ("IsPaused", .flag(let flag)): tnb_return_b(invocation, flag ? 1 : 0)
        case ("History", .text(let text)), ("Reload", .text(let text)), ("List", .text(let text)):
            tnb_return_s(invocation, text)
        case ("HistoryPop", .id(let id)): tnb_return_u(invocation, id)
        case ("Count", .counts(let shown, let waiting, let history)):
            tnb_return_uuu(invocation, shown, waiting, history)
        default: tnb_return_error(invocation, failedError, "the server answered \(method) with \(reply)")
        }
    }
}
