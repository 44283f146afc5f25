/// Every size limit Tartine enforces on input, in one place; docs/limits.md lists each with
/// the error a user sees. (Lua source size and VM budgets are ``LuaBudgets`` in ToastScript;
/// PNG dimensions are enforced by the PNG decoder.)
package enum Limits {
    /// Bytes of a reference PNG read by `tartine snapshot` or `tartine diff`.
    package static let referenceFileSize = 32 << 20
    /// Bytes of an icon image file a theme names.
    package static let iconFileSize = 4 << 20
    /// Bytes of a `Localizable.strings` or `Localizable.xcstrings` file.
    package static let stringsFileSize = 4 << 20
    /// Bytes of a pinned font file (hashed for the render manifest).
    package static let fontFileSize = 64 << 20
    /// Capture times of one scenario (`capture = { … }`).
    package static let capturesPerScenario = 2_000
    /// Capture times drawn side by side on one filmstrip (`tartine play --strip`).
    package static let capturesPerStrip = 100
    /// Pictures in one snapshot manifest's matrix (all themes, kinds, screens … multiplied).
    package static let casesPerManifest = 100_000
    /// Kinds drawn on one contact sheet (`tartine sheet`, `tartine watch`).
    package static let kindsPerSheet = 200
    /// Bytes of one JSON report read by `tartine merge-reports`.
    package static let mergedReportFileSize = 64 << 20
    /// Bytes of all the JSON reports of one `tartine merge-reports`, together.
    package static let mergedReportsTotalSize = 512 << 20
    /// JSON reports one `tartine merge-reports` takes (files given, or found in directories).
    package static let mergedReports = 256
    /// Files one case of a snapshot manifest reads, probes or lists while its theme loads and
    /// it is drawn (`tartine snapshot --changed` hashes each).
    package static let inputFilesPerCase = 1_000
    /// Bytes of one such file hashed by `tartine snapshot --changed`.
    package static let inputFileSize = 64 << 20
}
