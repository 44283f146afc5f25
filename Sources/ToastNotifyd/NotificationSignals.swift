import ToastDBus

/// Where the server's signals go: the bus (`NotificationBus`) in `tartine notifyd`, a recorder
/// in a test that drives the server without one. Called from any thread, after the server's
/// lock is released.
package protocol NotificationSignals: Sendable {
    /// `NotificationClosed(id, reason)`.
    func notificationClosed(id: UInt32, reason: NotificationCloseReason)
    /// `ActivationToken(id, token)`, sent before the `ActionInvoked` it goes with.
    func activationToken(id: UInt32, token: String)
    /// `ActionInvoked(id, key)`.
    func actionInvoked(id: UInt32, key: String)
    /// `org.tartine.Notifyd1.Event(json)`: one event (shown, closed, action) as a JSON object,
    /// what `tartine notifyctl watch` prints.
    func event(json: String)
}

extension NotificationBus: NotificationSignals {}
