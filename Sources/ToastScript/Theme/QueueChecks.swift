import ToastCore

/// Load-time checks of what the queue needs from the kinds, once every key has decoded:
///
/// - a **sticky** kind (its `duration`, or the theme's `motion.hold`, is `"forever"`) needs a way
///   to close it: tap to dismiss, swipe to dismiss, or an action (whose button, or a tap on a
///   toast with one action, dismisses it). Without one, a toast of that kind stays until the app
///   or a plugin dismisses it: a warning at the line that makes it sticky, naming the kind.
/// - `queue.quiet_summary` names one of the theme's kinds (its own or a plugin's): an error with
///   the nearest kind's name.
enum QueueChecks {
    static func check(_ draft: ThemeDraft, _ context: DecodeContext) {
        checkSticky(draft, context)
        if let summary = draft.queue.quietSummary, !draft.kinds.contains(where: { $0.id == summary }) {
            context.error(
                KeyPath().appending("queue").appending("quiet_summary"),
                unknownSummary(summary) + Suggestion.hint(for: summary, in: draft.kinds.map(\.id)))
        }
    }

    /// `the theme has no kind 'awy' to summarize held toasts with`.
    static func unknownSummary(_ kind: String) -> String {
        "the theme has no kind '\(kind)' to summarize held toasts with"
    }

    /// `kind 'pinned' is sticky but cannot be closed: …`.
    static func noCloseAffordance(kind: String) -> String {
        "kind '\(kind)' is sticky but cannot be closed: it has no action, and tap_to_dismiss and swipe_to_dismiss are off; give it an action or turn one of them on"
    }

    private static func checkSticky(_ draft: ThemeDraft, _ context: DecodeContext) {
        let themeStyle = draft.style.applied(to: ToastStyle())
        for kind in draft.kinds {
            let own = kind.duration != nil
            guard (kind.duration ?? draft.hold).isForever else { continue }
            let style = kind.style.applied(to: themeStyle)
            guard kind.actions.isEmpty, !style.tapToDismiss, !style.swipeToDismiss else { continue }
            let path =
                own
                ? KeyPath().appending("kinds").appending(kind.id).appending("duration")
                : KeyPath().appending("motion").appending("hold")
            context.warning(path, noCloseAffordance(kind: kind.id))
        }
    }
}
