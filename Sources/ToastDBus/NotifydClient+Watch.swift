import CGio
import CNotifyBus

extension NotifydClient {
    /// How a watch ended.
    public enum WatchEnding: Sendable, Equatable {
        /// The server left the bus (it stopped, or the bus went away).
        case serverGone
        /// SIGINT or SIGTERM came.
        case interrupted
    }

    /// Follows the server's events (`org.tartine.Notifyd1.Event`, one JSON object each) until the
    /// server goes away or SIGINT or SIGTERM comes; wraps `tnb_client_watch`, on a connection of
    /// its own, on the calling thread.
    /// - Parameters:
    ///   - address: The bus's address; `nil` for the session bus.
    ///   - event: Called with each event's JSON, in order, on the calling thread.
    /// - Returns: How it ended.
    /// - Throws: ``NotificationBusError``: `noServer` when nothing owns the name at the start,
    ///   `connection` when there is no bus.
    public static func watch(address: String?, event: (String) -> Void) throws -> WatchEnding {
        try withoutActuallyEscaping(event) { event in
            let box = EventBox(event)
            var signalled: Int32 = 0
            var message: UnsafeMutablePointer<CChar>?
            let status = withOptionalCString(address) { address in
                tnb_client_watch(
                    address,
                    { context, json in
                        guard let context, let json else { return }
                        Unmanaged<EventBox>.fromOpaque(context).takeUnretainedValue().event(String(cString: json))
                    }, Unmanaged.passUnretained(box).toOpaque(), &signalled, &message)
            }
            let text = message.map { String(cString: $0) } ?? "unknown failure"
            g_free(message)
            switch tnb_status(UInt32(bitPattern: status)) {
            case TNB_OK: return signalled != 0 ? .interrupted : .serverGone
            case TNB_CALL_FAILED: throw NotificationBusError.noServer
            default: throw NotificationBusError.connection(text)
            }
        }
    }

    /// The event callback, carried across the C callback's `void *`.
    private final class EventBox {
        let event: (String) -> Void
        init(_ event: @escaping (String) -> Void) { self.event = event }
    }
}
