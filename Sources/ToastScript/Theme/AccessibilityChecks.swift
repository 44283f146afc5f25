import ToastCore

/// The theme's `screen_reader_hold` and the check that goes with it: a toast with an action that
/// can vanish while a screen reader is on fails WCAG 2.2.1 (Timing Adjustable), so each kind with
/// an action is a warning at its action's line when the theme only lengthens the hold (a factor)
/// instead of keeping such toasts until they are dismissed, and its own hold is not sticky.
enum AccessibilityChecks {
    /// `"until_dismissed"` or a factor from 1 to 20.
    static let screenReaderHold = ValueDecoder<ScreenReaderHold>(
        .union([
            .choice(["until_dismissed"]),
            .number(min: ScreenReaderHold.factorRange.lowerBound, max: ScreenReaderHold.factorRange.upperBound),
        ])
    ) { value, path, context in
        if let word = value.stringValue {
            guard word == "until_dismissed" else {
                context.error(
                    path,
                    "expected \"until_dismissed\" or a factor from 1 to 20, got \(value.described)"
                        + Suggestion.hint(for: word, in: ["until_dismissed"]))
                return nil
            }
            return .untilDismissed
        }
        let range = ScreenReaderHold.factorRange
        return ValueDecoder<Double>.number(min: range.lowerBound, max: range.upperBound).decode(value, path, context)
            .map(ScreenReaderHold.factor)
    }

    /// Warns, for each kind with an action, when a screen reader only lengthens its hold.
    static func check(_ draft: ThemeDraft, _ context: DecodeContext) {
        guard case .factor(let factor) = draft.screenReaderHold else { return }
        for kind in draft.kinds where !kind.actions.isEmpty && !(kind.duration ?? draft.hold).isForever {
            let key = kind.actionList == nil ? "action" : "actions"
            context.warning(
                KeyPath().appending("kinds").appending(kind.id).appending(key),
                canVanish(kind: kind.id, factor: factor))
        }
    }

    /// `kind 'archived' has an action and can vanish under a screen reader: …`.
    static func canVanish(kind: String, factor: Double) -> String {
        "kind '\(kind)' has an action and can vanish under a screen reader (screen_reader_hold = \(NumberText.short(factor)) only holds it longer); WCAG 2.2.1 asks that it stay: screen_reader_hold = \"until_dismissed\", or a sticky duration"
    }
}
