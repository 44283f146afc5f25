/// A problem in a strings file (`Localizable.strings` or an `.xcstrings` catalog): where, and what.
///
/// The text is `file:line: message`, as in `ko.lproj/Localizable.strings:3: expected ';' after
/// value` or `Localizable.xcstrings:1: missing 'sourceLanguage'`.
public struct StringFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file, as named by the caller.
    public var file: String
    /// The 1-based line the problem is on.
    public var line: Int
    /// What is wrong, without the location.
    public var message: String

    /// Creates an error.
    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// The error as `file:line: message`.
    public var description: String { "\(file):\(line): \(message)" }
}
