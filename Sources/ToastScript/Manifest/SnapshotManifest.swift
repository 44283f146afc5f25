import ToastCore

/// How a lint finding counts.
public enum LintSeverity: String, Sendable, Hashable, CaseIterable {
    /// Not checked, reported without failing, or failing the run.
    case off, warning, error
}

/// The lint checks a snapshot run can make, and how each counts.
public struct LintSettings: Sendable, Hashable {
    /// Text of a toast or popup against its background below WCAG's 4.5:1.
    public var contrast: LintSeverity = .warning
    /// An action's touch area (within its toast), or a popup button's (within the popup), under 44 pt.
    public var hitTarget: LintSeverity = .warning
    /// Text cut with an ellipsis in the pseudo-locale or at a large text size.
    public var truncation: LintSeverity = .warning
    /// A toast over the status bar, the home indicator or the keyboard.
    public var unsafeArea: LintSeverity = .error

    /// Creates the default settings: unsafe area is an error, every other check a warning.
    public init() {}
}

/// `snapshots.lua`: the matrix a theme author's CI renders and compares.
public struct SnapshotManifest: Sendable {
    /// Theme files, resolved.
    public var themes: [String]
    /// Kind names to include; empty means every kind of each theme.
    public var kinds: [String]
    /// Positions to render each kind at; `nil` keeps the kind's own (`"kind"` in the manifest).
    public var positions: [ToastPosition?]
    /// The screens to render on.
    public var screens: [Screen]
    /// Light and/or dark.
    public var appearances: [Appearance]
    /// The locales, `pseudo` included.
    public var locales: [String]
    /// The direction of every case whose scenario sets none, or `nil` to follow each case's
    /// locale (`LayoutDirection.resolved(_:locale:)`).
    public var direction: LayoutDirection? = nil
    /// Dynamic Type multipliers.
    public var textSizes: [Double]
    /// Whether to render without and/or with reduced motion.
    public var reducedMotion: [Bool]
    /// The accessibility settings to render under: every combination of the manifest's
    /// `screen_reader`, `increase_contrast` and `reduce_transparency` lists.
    public var accessibility: [AccessibilitySettings] = [.none]
    /// Seconds after the toast is shown.
    public var times: [Double]
    /// Plugin files, resolved, that join every theme and scenario after their own plugins.
    public var plugins: [String] = []
    /// Scenario files, resolved; each is captured at its own times.
    public var scenarios: [String]
    /// Pixels per point of the pictures.
    public var scale: Double
    /// How many pixels may differ before a case fails; `nil` for no allowance.
    public var maxDiffPixels: Int?
    /// What fraction of the pixels may differ before a case fails; `nil` for no allowance.
    public var maxDiffPixelRatio: Double?
    /// The colour threshold in one rendering environment (0: every RGBA change counts).
    public var threshold: Double
    /// pixelmatch's threshold when the rendering environment changed.
    public var driftThreshold: Double
    /// Whether differences fail under environment drift too.
    public var strict: Bool
    /// Where references live, relative to the manifest.
    public var references: String
    /// How each lint counts.
    public var lint: LintSettings
    /// Whether the manifest has a `lint` table: then every run lints, without `--lint`.
    public var lintsByDefault: Bool
    /// Kind → the values of its message's `%` directives and plural count (`deleted = { 3 }`).
    public var arguments: [String: [FormatArgument]] = [:]

    /// How a manifest gives `kind`'s arguments, for the warning about a message drawn without
    /// them (`LoadedTheme.argumentWarnings`): `the manifest's arguments.deleted = { … }`.
    public static func argumentsAdvice(for kind: String) -> String {
        "the manifest's \(KeyPath().appending("arguments").appending(kind)) = { … }"
    }
}

/// One picture of the matrix: a kind of a theme, or a capture of a scenario, in given circumstances.
public struct SnapshotCase: Sendable, Hashable {
    /// What the picture shows: a kind (at a position, or its own when `nil`), or a scenario by path and name.
    public enum Source: Sendable, Hashable {
        /// A kind of the theme, at a position (`nil` for the kind's own).
        case kind(String, position: ToastPosition?)
        /// A scenario file and its name.
        case scenario(path: String, name: String)
    }

    /// The theme file.
    public var theme: String
    /// The kind or scenario pictured.
    public var source: Source
    /// The screen it is rendered on.
    public var screen: Screen
    /// Light or dark.
    public var appearance: Appearance
    /// The locale of the strings.
    public var locale: String
    /// The Dynamic Type multiplier.
    public var textSize: Double
    /// Whether reduced motion is on.
    public var reducedMotion: Bool
    /// Screen reader, increased contrast, reduced transparency.
    public var accessibility: AccessibilitySettings = .none
    /// Seconds after the toast is shown (or the scenario's capture time).
    public var time: Double
    /// Pixels per point.
    public var scale: Double
    /// The values of the kind's `%` directives and plural count.
    public var arguments: [FormatArgument] = []
}

extension SnapshotManifest {
    /// Every case, in a stable order: themes × (kinds × positions | scenarios) × screens ×
    /// appearances × locales × text sizes × reduced motion × accessibility settings × times.
    /// - Parameter kindsOf: the kinds of a theme file (the manifest names themes, not kinds).
    public func cases(kindsOf: (String) -> [String]) -> [SnapshotCase] {
        Array(matrix(kindsOf: kindsOf))
    }

    /// How many cases ``matrix(kindsOf:scenarios:)`` makes, computed without making
    /// them (saturating, so a hostile matrix cannot overflow).
    public func caseCount(
        kindsOf: (String) -> [String], scenarioCaptures: [(captures: Int, fixesLocale: Bool)]
    ) -> Int {
        let perLocale = [screens.count, appearances.count, textSizes.count, reducedMotion.count, accessibility.count]
            .reduce(1) { $0.multipliedReportingOverflow(by: $1).overflow ? .max : $0 * $1 }
        func mul(_ a: Int, _ b: Int) -> Int { a.multipliedReportingOverflow(by: b).overflow ? .max : a * b }
        func plus(_ a: Int, _ b: Int) -> Int { a.addingReportingOverflow(b).overflow ? .max : a + b }
        let perSource = mul(perLocale, locales.count)
        var total = 0
        for theme in themes {
            let kinds =
                self.kinds.isEmpty ? kindsOf(theme).count : self.kinds.filter { kindsOf(theme).contains($0) }.count
            total = plus(total, mul(mul(mul(kinds, positions.count), perSource), times.count))
        }
        for scenario in scenarioCaptures {
            // A scenario that sets its locale is recorded in it alone.
            let own = scenario.fixesLocale ? perLocale : perSource
            total = plus(total, mul(own, scenario.captures))
        }
        return total
    }
}
