/// A notification's fields cut to ``NotificationLimits`` where plugins read them (views,
/// requests): a notification built by hand in Swift is held to the same sizes as one the
/// server or a scenario built. Cutting is free for text within its limit.
extension Notification {
    /// A name-like field (app name, category, desktop entry, stack tag) within
    /// ``NotificationLimits/name`` bytes.
    public static func bounded(_ name: String) -> String {
        TextLimits.cut(name, limit: NotificationLimits.name)
    }

    /// A summary within ``NotificationLimits/summary`` bytes.
    public static func boundedSummary(_ summary: String) -> String {
        TextLimits.cut(summary, limit: NotificationLimits.summary)
    }

    /// A body within ``NotificationLimits/body`` bytes.
    public static func boundedBody(_ body: String) -> String {
        TextLimits.cut(body, limit: NotificationLimits.body)
    }

    /// The first ``NotificationLimits/hints`` hints, names and string values within
    /// ``NotificationLimits/hintText`` bytes, in name order (the order views list them).
    public static func bounded(_ hints: [NotificationHint]) -> [NotificationHint] {
        let kept = hints.prefix(NotificationLimits.hints).map { hint in
            var hint = hint
            hint.name = TextLimits.cut(hint.name, limit: NotificationLimits.hintText)
            if case .string(let text) = hint.value {
                hint.value = .string(TextLimits.cut(text, limit: NotificationLimits.hintText))
            }
            return hint
        }
        return kept.sorted { Array($0.name.utf8).lexicographicallyPrecedes(Array($1.name.utf8)) }
    }
}
