import CGio
import CNotifyBus

/// The client side of `tartine notifyctl`: one call on `org.tartine.Notifyd1` of the server
/// that owns `org.freedesktop.Notifications`, on a connection of its own, synchronous.
public enum NotifydClient {
    /// Calls the method of `request` and waits for its reply.
    /// - Parameters:
    ///   - request: The call.
    ///   - address: The bus's address; `nil` for the session bus (`DBUS_SESSION_BUS_ADDRESS`).
    ///   - timeoutMilliseconds: How long to wait for the reply.
    /// - Returns: The reply; ``NotifydReply/failed(_:)`` when the server answered with
    ///   `org.tartine.Notifyd1.Error.Failed`.
    /// - Throws: ``NotificationBusError``: `noServer` when nothing owns the name, `notTartine`
    ///   when another notification server does, `timeout`, or what failed on the way.
    public static func send(_ request: NotifydRequest, address: String?, timeoutMilliseconds: Int32 = 5_000) throws
        -> NotifydReply
    {
        let call = Call(request)
        var status: Int32 = 0
        var errorName: UnsafeMutablePointer<CChar>?
        var message: UnsafeMutablePointer<CChar>?
        let reply = withOptionalCString(address) { address in
            tnb_client_call(
                address, call.method, call.parameters(), call.replyType, timeoutMilliseconds, &status, &errorName,
                &message)
        }
        guard let reply else {
            let name = errorName.map { String(cString: $0) } ?? ""
            let text = message.map { String(cString: $0) } ?? "unknown failure"
            g_free(errorName)
            g_free(message)
            if let failure = failure(
                call: call, status: status, name: name, message: text, timeout: timeoutMilliseconds)
            {
                throw failure
            }
            return .failed(text)
        }
        return call.reply(Variant(owning: reply))
    }

    /// The error for a failed call; `nil` for the server's `org.tartine.Notifyd1.Error.Failed`
    /// (a ``NotifydReply/failed(_:)``).
    private static func failure(call: Call, status: Int32, name: String, message: String, timeout: Int32)
        -> NotificationBusError?
    {
        switch tnb_status(UInt32(bitPattern: status)) {
        case TNB_CALL_FAILED: break
        case TNB_TIMED_OUT: return .timeout(method: call.method, milliseconds: timeout)
        default: return .connection(message)
        }
        switch name {
        case MethodDispatcher.failedError: return nil
        case "org.freedesktop.DBus.Error.ServiceUnknown", "org.freedesktop.DBus.Error.NameHasNoOwner": return .noServer
        case "org.freedesktop.DBus.Error.UnknownMethod", "org.freedesktop.DBus.Error.UnknownObject",
            "org.freedesktop.DBus.Error.UnknownInterface":
            return .notTartine(message)
        case "org.freedesktop.DBus.Error.NoReply", "org.freedesktop.DBus.Error.Timeout":
            return .timeout(method: call.method, milliseconds: timeout)
        default:
            return .call(method: call.method, error: name, message: message)
        }
    }

    /// A request as a method, its arguments and its reply's type.
    private struct Call {
        let request: NotifydRequest

        init(_ request: NotifydRequest) { self.request = request }

        var method: String {
            switch request {
            case .pause: "Pause"
            case .resume: "Resume"
            case .isPaused: "IsPaused"
            case .history: "History"
            case .historyPop: "HistoryPop"
            case .close: "Close"
            case .closeAll: "CloseAll"
            case .reload: "Reload"
            case .count: "Count"
            case .action: "Action"
            case .list: "List"
            }
        }

        var replyType: String {
            switch request {
            case .isPaused: "(b)"
            case .history, .reload, .list: "(s)"
            case .historyPop: "(u)"
            case .count: "((uuu))"
            case .pause, .resume, .close, .closeAll, .action: "()"
            }
        }

        /// The arguments as a floating GVariant (`tnb_client_call` consumes it), `nil` for none.
        func parameters() -> OpaquePointer? {
            switch request {
            case .close(let id): tnb_params_u(id)
            case .action(let id, let key): tnb_params_us(id, key)
            default: nil
            }
        }

        /// The reply of `replyType`'s shape (GDBus checked the type).
        func reply(_ value: Variant) -> NotifydReply {
            switch request {
            case .isPaused: return .flag(value.child(0).boolean ?? false)
            case .history, .reload, .list: return .text(value.child(0).withUTF8 { String(decoding: $0, as: UTF8.self) })
            case .historyPop: return .id(value.child(0).uint32 ?? 0)
            case .count:
                let counts = value.child(0)
                return .counts(
                    shown: counts.child(0).uint32 ?? 0, waiting: counts.child(1).uint32 ?? 0,
                    history: counts.child(2).uint32 ?? 0)
            case .pause, .resume, .close, .closeAll, .action: return .done
            }
        }
    }
}
