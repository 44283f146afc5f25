import ToastCore

extension Notification {
    /// The bytes the server keeps for this notification, as its byte budget counts them: every
    /// text's UTF-8 bytes (app, icon, summary, body, category, desktop entry, stack tag, each
    /// action's key and label, each hint's name and string value), 8 for each other hint value,
    /// and the image's (its pixels, or its path or name).
    var heldBytes: Int {
        var bytes = appName.utf8.count + appIcon.utf8.count + summary.utf8.count + body.utf8.count
        bytes += (category?.utf8.count ?? 0) + (desktopEntry?.utf8.count ?? 0) + (stackTag?.utf8.count ?? 0)
        for action in actions { bytes += action.key.utf8.count + action.label.utf8.count }
        for hint in hints {
            bytes += hint.name.utf8.count
            if case .string(let text) = hint.value { bytes += text.utf8.count } else { bytes += 8 }
        }
        switch image {
        case .pixels(_, _, let rgba)?: bytes += rgba.count
        case .path(let text)?, .name(let text)?: bytes += text.utf8.count
        case nil: break
        }
        return bytes
    }
}
