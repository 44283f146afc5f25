import ToastCore

/// The arguments of `org.freedesktop.Notifications.Notify` (`susssasa{sv}i`: app_name,
/// replaces_id, app_icon, summary, body, actions, hints, expire_timeout) turned into a bounded
/// `Notification` (any local program sends them: every text, count and number is bounded by
/// `NotificationLimits`; a wrongly typed hint is ignored).
package enum NotifyArguments {
    /// The notification in `parameters` (already checked by GDBus to be `susssasa{sv}i`), `id` 0.
    package static func notification(from parameters: Variant) -> Notification {
        let appIcon = parameters.child(2).string(refusingOver: NotificationLimits.name) ?? ""
        var notification = Notification(
            appName: parameters.child(0).string(cutTo: NotificationLimits.name),
            replacesID: parameters.child(1).uint32 ?? 0,
            appIcon: appIcon,
            summary: parameters.child(3).string(cutTo: NotificationLimits.summary),
            body: parameters.child(4).string(cutTo: NotificationLimits.body),
            actions: actions(parameters.child(5)),
            expireTimeout: max(-1, parameters.child(7).int32 ?? -1))
        NotifyHints(parameters.child(6)).apply(to: &notification, appIcon: appIcon)
        return notification
    }

    /// The actions of an `as` of keys and labels, in order: a key longer than
    /// `NotificationLimits.actionText` drops its pair (a cut key would be another key), a label
    /// is cut, a repeated key is dropped, a last key without its label is dropped, and at most
    /// `NotificationLimits.actions` are kept.
    static func actions(_ list: Variant) -> [NotificationAction] {
        var actions: [NotificationAction] = []
        var keys: Set<String> = []
        for pair in 0..<(list.count / 2) {
            guard actions.count < NotificationLimits.actions else { break }
            guard let key = list.child(2 * pair).string(refusingOver: NotificationLimits.actionText),
                keys.insert(key).inserted
            else { continue }
            actions.append(
                NotificationAction(
                    key: key, label: list.child(2 * pair + 1).string(cutTo: NotificationLimits.actionText)))
        }
        return actions
    }
}
