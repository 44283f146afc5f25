/// A desktop notification resolved into a toast of the theme (``ToastCommand/notify(_:)``).
extension Theme {
    /// The longest hold a sender may ask for (`expire_timeout`), in milliseconds: a day.
    public static let longestNotificationExpiry: Int32 = 86_400_000

    /// The request that shows `notification` with this theme in `context`.
    ///
    /// - The kind: the one the theme's ``notifications`` rules give, else their default kind,
    ///   else a plain toast in the theme's style (kind `notification`, the theme's hold and
    ///   position).
    /// - Title: the summary, as written; message: the body in the markup subset (`markup` on;
    ///   bad markup is drawn as written).
    /// - Buttons: every action but `default`, labelled (its key when the label is empty); a tap on
    ///   the toast invokes `default` when there is one (``Presenter/tap(_:at:)``).
    /// - Hold: `expire_timeout` -1 (or any negative) gives the rules' `duration`, else `.forever`
    ///   for critical urgency, else the kind's hold; 0 `.forever`; N milliseconds that long (at
    ///   most ``longestNotificationExpiry``). A screen reader keeps one with buttons as the
    ///   theme's ``screenReaderHold`` says.
    /// - Priority: low 0, normal 1, critical 2, plus the rules' `priority`; tag: the stack tag.
    /// - Progress: the `value` hint (0–100) as 0…1.
    /// - Icon: pixels as sent, a path as the kind's image icon (a theme-relative path, as a
    ///   scenario gives; the server reads absolute ones into pixels), a name (or none) the kind's
    ///   own icon.
    /// - Group: the rules' `group` (the app, category or desktop entry; `false` none), else the
    ///   kind's.
    ///
    /// Never fails: a rule cannot name a kind the theme lacks (a load error).
    public func request(for notification: Notification, context: ResolutionContext) -> ToastRequest {
        let effect = notifications.effect(for: notification)
        let found = [effect.kind, notifications.defaultKind].compactMap { $0 }.lazy.compactMap(kind).first
        let kind = found ?? ToastKind(id: "notification", message: .literal(""))
        var content = content(of: kind, position: effect.position, context: context)

        var style = content.style
        style.markup = true
        content.style = style
        let summary = notification.summary
        content.title = summary.isEmpty ? nil : MarkupParser.escape(summary)
        content.message = notification.body
        content.actions = notification.actions.filter { $0.key != "default" }.map {
            ToastAction(id: $0.key, title: $0.label.isEmpty ? $0.key : $0.label)
        }
        let body = content.styledMessage.text
        content.accessibilityText = [summary, body].filter { !$0.isEmpty }.joined(separator: ", ")
        switch notification.image {
        case .pixels(let width, let height, let rgba): content.icon = .pixels(width: width, height: height, rgba: rgba)
        case .path(let path): content.icon = .image(path: path)
        case .name, nil: break
        }

        switch notification.expireTimeout {
        case 0: content.duration = .forever
        case 1...:
            let milliseconds = min(notification.expireTimeout, Self.longestNotificationExpiry)
            content.duration = .visibleFor(Double(milliseconds) / 1000)
        default:
            if let duration = effect.duration {
                content.duration = duration
            } else if notification.urgency == .critical {
                content.duration = .forever
            }
        }
        if context.accessibility.screenReader, !content.actions.isEmpty {
            content.duration = screenReaderHold.duration(of: content)
        }

        content.progress = notification.progress.map { Double(min(max($0, 0), 100)) / 100 }
        content.group = effect.group.map { $0.key(of: notification) } ?? kind.group
        content.notification = notification
        content.resolvedFromNotification = true
        let urgency =
            switch notification.urgency {
            case .low: 0
            case .normal: 1
            case .critical: 2
            }
        return ToastRequest(content, priority: urgency + effect.priority, tag: notification.stackTag)
    }
}
