/// The bounds of a review: a report comes from elsewhere (a CI job's artifact), requests from a
/// browser.
package enum ReviewLimits {
    /// The largest JSON report read (a 100,000-case run's report is about 60 MiB).
    package static let reportBytes = 128 << 20
    /// The most failures one review shows.
    package static let failures = 20_000
    /// The largest request body (an accept, a reject: a case's id or a theme's name).
    package static let requestBytes = 4_096
    /// The longest request target (path and query).
    package static let targetBytes = 2_048
    /// The longest transcript diff sent to the page (the whole diff is in the `-diff.txt` artifact).
    package static let transcriptDiffBytes = 256 << 10
}
