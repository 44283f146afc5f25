import ToastCore

/// The markup of the title and message of a kind whose style has `markup` on, checked at load
/// with the text's line: its literal text, or each locale's string for a key. What the markup
/// subset cannot read (a tag never closed, closed out of order, a bad attribute, colour or
/// link, a limit passed) is an error, as at run time it would be drawn as written, tags and
/// all; what it shows as written on purpose (an unknown tag, a stray `<` or `&`) is a warning.
enum MarkupChecks {
    /// The problems of `texts` (a key path and the kind's text, a literal or a key of `strings`).
    static func problems(
        _ texts: [(KeyPath, String?)], strings: [String: [String: String]], isKey: (String) -> Bool, file: String,
        sourceMap: SourceMap
    ) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for case (let path, let value?) in texts {
            let sources: [(locale: String?, text: String)] =
                isKey(value)
                ? strings.keys.sorted().compactMap { locale in strings[locale]?[value].map { (locale, $0) } }
                : [(nil, value)]
            for source in sources {
                for problem in MarkupParser.parse(source.text).problems {
                    found.append(
                        Diagnostic(
                            problem.severity == .error ? .error : .warning, file: file,
                            line: sourceMap.line(for: path), path: path,
                            message: message(problem, locale: source.locale)))
                }
            }
        }
        return found
    }

    /// `markup at byte 3: <b> is never closed`, with the locale of a string: `(ko) markup at …`.
    static func message(_ problem: MarkupProblem, locale: String?) -> String {
        (locale.map { "(\($0)) " } ?? "") + problem.description
    }
}
