import ToastCore

/// A filter's changes to the notification a request shows (`summary`, `body`, `urgency`,
/// `app_name`, `category`), within ``NotificationLimits``, and what depends on them: the
/// toast's title or message that showed the old summary or body shows the new one (as written,
/// or escaped where the theme showed it escaped for markup; its accessibility text follows), and `critical` urgency holds the toast until dismissed unless
/// the notification's `expire_timeout` is its own (the specification's rule).
enum NotificationRewrite {
    /// The fields of a notification a filter may rewrite.
    static let fields: [RequestField] = [.summary, .body, .urgency, .appName, .category]

    /// Applies the changes `changed` gives (a field's new value, `nil` for none) to `content`'s
    /// notification; returns the problem (`summary: expected a string, got …`) or `nil`.
    static func apply(_ changed: (RequestField) -> LuaValue?, to content: inout ToastContent) -> String? {
        let changes = fields.compactMap { field in changed(field).map { (field, $0) } }
        guard !changes.isEmpty else { return nil }
        guard var notification = content.notification else {
            return "\(changes[0].0.rawValue): the request shows no notification"
        }
        var texts = (title: content.title, message: content.message)
        for (field, value) in changes {
            guard case .string(let text) = value else {
                return "\(field.rawValue): expected a string, got \(value.described)"
            }
            switch field {
            case .summary:
                let summary = Notification.boundedSummary(text)
                texts = replacing(Notification.boundedSummary(notification.summary), with: summary, in: texts)
                notification.summary = summary
            case .body:
                let body = Notification.boundedBody(text)
                texts = replacing(Notification.boundedBody(notification.body), with: body, in: texts)
                notification.body = body
            case .urgency:
                guard let urgency = NotificationUrgency(rawValue: text) else {
                    let names = NotificationUrgency.allCases.map(\.rawValue).joined(separator: ", ")
                    return "urgency: expected one of \(names), got \(value.described)"
                }
                notification.urgency = urgency
                if urgency == .critical, notification.expireTimeout <= 0 { content.duration = .forever }
            case .appName: notification.appName = Notification.bounded(text)
            case .category: notification.category = Notification.bounded(text)
            default: break
            }
        }
        if texts.title != content.title || texts.message != content.message {
            content.title = texts.title
            content.message = texts.message
            content.accessibilityText = [texts.title, texts.message].compactMap { $0 }.joined(separator: ", ")
        }
        content.notification = notification
        return nil
    }

    /// `texts` with `new` in place of a title or message that was `old`, as written or escaped
    /// for markup (a summary is plain text: a toast with markup on shows it escaped).
    private static func replacing(
        _ old: String, with new: String, in texts: (title: String?, message: String)
    ) -> (title: String?, message: String) {
        func replaced(_ text: String) -> String {
            if text == old { return new }
            if text == MarkupParser.escape(old) { return MarkupParser.escape(new) }
            return text
        }
        return (texts.title.map(replaced), replaced(texts.message))
    }
}
