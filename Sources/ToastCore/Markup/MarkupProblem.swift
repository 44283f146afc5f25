/// Something in a text's markup that is not what the subset means: a warning where the text
/// is still drawn as rich text with the odd part shown as written (an unknown tag, a stray `<`
/// or `&`), an error where it is not rich text at all (a tag never closed or closed out of
/// order, a bad attribute, a limit passed), which `tartine check` reports at the text's line
/// and which at run time draws the whole text literally.
public struct MarkupProblem: Sendable, Hashable, CustomStringConvertible {
    /// How serious the problem is.
    public enum Severity: String, Sendable, Hashable {
        /// The text is drawn with this part shown as written.
        case warning
        /// The text is not rich text: drawn literally at run time, an error for `tartine check`.
        case error
    }

    /// How serious it is.
    public var severity: Severity
    /// Where it is: the UTF-8 offset in the markup source.
    public var offset: Int
    /// What is wrong, as `<b> is never closed`.
    public var message: String

    /// Creates a problem.
    public init(_ severity: Severity, at offset: Int, _ message: String) {
        self.severity = severity
        self.offset = offset
        self.message = message
    }

    /// The message with its place: `markup at byte 12: <b> is never closed`.
    public var description: String { "markup at byte \(offset): \(message)" }
}

/// What ``MarkupParser/parse(_:)`` made of a text: the styled text (`nil` when an error left
/// none) and every problem, in source order.
public struct MarkupParse: Sendable, Hashable {
    /// The rich text, or `nil` when the markup has an error.
    public var styled: StyledText?
    /// The problems found, warnings and errors, in source order.
    public var problems: [MarkupProblem]

    /// The rich text, or, when the markup has an error, `source` drawn as written (cut to
    /// ``TextLimits/drawnText`` bytes): what run time draws.
    public func styledOrLiteral(_ source: String) -> StyledText {
        styled ?? StyledText(plain: TextLimits.drawn(source))
    }
}
