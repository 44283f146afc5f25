import CGio
import CNotifyBus
import Synchronization
import ToastCore

/// Tartine's notification server on D-Bus: owns `org.freedesktop.Notifications`, exports
/// `/org/freedesktop/Notifications` (interface `org.freedesktop.Notifications`, the Desktop
/// Notifications Specification 1.2) and `/org/tartine/Notifyd` (interface
/// `org.tartine.Notifyd1`), and serves both on a thread of its own (a GLib main loop), handing
/// each parsed, bounded call to its ``NotificationBusHandler``.
public final class NotificationBus: Sendable {
    /// The C server while it runs; `nil` once stopped.
    private let server: Mutex<Server?>
    /// Holds the handler for the C callbacks (which get it unretained: this object outlives
    /// the bus thread).
    private let dispatcher: MethodDispatcher

    /// The C server's pointer, sendable to the thread that stops it.
    private struct Server: @unchecked Sendable {
        let pointer: OpaquePointer
    }

    private init(server: OpaquePointer, dispatcher: MethodDispatcher) {
        self.server = Mutex(Server(pointer: server))
        self.dispatcher = dispatcher
    }

    /// Connects, owns the name, exports both objects and starts the bus thread.
    /// - Parameters:
    ///   - address: The bus's address (`unix:path=…`); `nil` for the session bus
    ///     (`DBUS_SESSION_BUS_ADDRESS`).
    ///   - replace: Take the name from the server that owns it, when that server allows
    ///     replacement (Tartine's does).
    ///   - handler: What the server does with each call.
    /// - Returns: The running server.
    /// - Throws: ``NotificationBusError``: `nameTaken` with the owner (its unique name, process and
    ///   program) when another
    ///   server keeps the name (the request is never queued), or what failed on the way.
    public static func start(address: String?, replace: Bool, handler: any NotificationBusHandler) throws
        -> NotificationBus
    {
        let dispatcher = MethodDispatcher(handler: handler)
        var status: Int32 = 0
        var message: UnsafeMutablePointer<CChar>?
        var ownerPID: UInt32 = 0
        var ownerProgram: UnsafeMutablePointer<CChar>?
        let context = Unmanaged.passUnretained(dispatcher).toOpaque()
        let server = withOptionalCString(address) { address in
            tnb_server_start(
                address, replace ? 1 : 0,
                { context, sender, interface, method, parameters, invocation in
                    guard let context, let invocation else { return }
                    Unmanaged<MethodDispatcher>.fromOpaque(context).takeUnretainedValue().dispatch(
                        sender: sender.map { String(cString: $0) } ?? "",
                        interface: interface.map { String(cString: $0) } ?? "",
                        method: method.map { String(cString: $0) } ?? "", parameters: parameters,
                        invocation: invocation)
                },
                { context in
                    guard let context else { return }
                    Unmanaged<MethodDispatcher>.fromOpaque(context).takeUnretainedValue().handler.nameLost()
                }, context, &status, &message, &ownerPID, &ownerProgram)
        }
        guard let server else {
            let text = message.map { String(cString: $0) } ?? "unknown failure"
            let program = ownerProgram.map {
                String(decoding: UnsafeRawBufferPointer(start: $0, count: strlen($0)), as: UTF8.self)
            }
            g_free(message)
            g_free(ownerProgram)
            throw error(
                status: status, message: text, owner: BusPeer(uniqueName: text, pid: ownerPID, program: program),
                replace: replace)
        }
        return NotificationBus(server: server, dispatcher: dispatcher)
    }

    private static func error(status: Int32, message: String, owner: BusPeer, replace: Bool) -> NotificationBusError {
        switch tnb_status(UInt32(bitPattern: status)) {
        case TNB_EXPORT_FAILED: .export(message)
        case TNB_REQUEST_FAILED: .requestName(message)
        case TNB_NAME_TAKEN: .nameTaken(owner: owner, replace: replace)
        case TNB_THREAD_FAILED: .thread(message)
        default: .connection(message)
        }
    }

    deinit {
        stop()
    }

    /// The server's unique name on the bus (`:1.4`); empty once stopped.
    public var uniqueName: String {
        server.withLock { server in server.map { String(cString: tnb_server_unique_name($0.pointer)) } ?? "" }
    }

    /// Emits `NotificationClosed(id, reason)`; callable from any thread; nothing once stopped.
    /// - Parameters:
    ///   - id: The notification's id.
    ///   - reason: Why it closed.
    public func notificationClosed(id: UInt32, reason: NotificationCloseReason) {
        server.withLock { server in
            if let server { tnb_emit_uu(server.pointer, "NotificationClosed", id, reason.rawValue) }
        }
    }

    /// Emits `ActionInvoked(id, key)`; callable from any thread; nothing once stopped.
    /// - Parameters:
    ///   - id: The notification's id.
    ///   - key: The action's key (`default` for a click on the notification).
    public func actionInvoked(id: UInt32, key: String) {
        server.withLock { server in
            if let server { tnb_emit_us(server.pointer, "ActionInvoked", id, key) }
        }
    }

    /// Emits `ActivationToken(id, token)` (sent before the `ActionInvoked` it goes with);
    /// callable from any thread; nothing once stopped.
    /// - Parameters:
    ///   - id: The notification's id.
    ///   - token: The activation token (`XDG_ACTIVATION_TOKEN`, or X11's startup id).
    public func activationToken(id: UInt32, token: String) {
        server.withLock { server in
            if let server { tnb_emit_us(server.pointer, "ActivationToken", id, token) }
        }
    }

    /// Emits `org.tartine.Notifyd1.Event(json)` (what `tartine notifyctl watch` prints);
    /// callable from any thread; nothing once stopped.
    /// - Parameter json: One event as a JSON object on one line.
    public func event(json: String) {
        server.withLock { server in
            if let server { tnb_emit_event(server.pointer, json) }
        }
    }

    /// Unexports both objects, releases the name, ends the bus thread and closes the connection;
    /// does nothing the second time. From the bus thread (a handler), the thread ends once the
    /// handler returns.
    public func stop() {
        guard let stopped = server.withLock({ server in server.take() }) else { return }
        tnb_server_stop(stopped.pointer)
    }
}

/// Calls `body` with `text` as a C string, or with `nil`.
func withOptionalCString<Result>(_ text: String?, _ body: (UnsafePointer<CChar>?) -> Result) -> Result {
    guard let text else { return body(nil) }
    return text.withCString(body)
}
