import ToastCore

/// How a lint finding counts.
public enum LintSeverity: String, Sendable, Hashable, CaseIterable {
    case off, warning, error
}

/// The lint checks a snapshot run can make, and how each counts.
public struct LintSettings: Sendable, Hashable {
    /// Text against its background below WCAG's 4.5:1.
    public var contrast: LintSeverity = .warning
    /// An action's touch area (within its toast) under 44 pt.
    public var hitTarget: LintSeverity = .warning
    /// Text cut with an ellipsis in the pseudo-locale or at a large text size.
    public var truncation: LintSeverity = .warning
    /// A toast over the status bar, the home indicator or the keyboard.
    public var unsafeArea: LintSeverity = .error

    public init() {}
}

/// `snapshots.lua`: the matrix a theme author's CI renders and compares.
public struct SnapshotManifest: Sendable {
    /// Theme files, resolved.
    public var themes: [String]
    /// Kind names to include; empty means every kind of each theme.
    public var kinds: [String]
    public var positions: [ToastPosition?]
    public var screens: [Screen]
    public var appearances: [Appearance]
    public var locales: [String]
    public var textSizes: [Double]
    public var reducedMotion: [Bool]
    /// Seconds after the toast is shown.
    public var times: [Double]
    /// Scenario files, resolved; each is captured at its own times.
    public var scenarios: [String]
    public var scale: Double
    public var maxDiffPixels: Int?
    public var maxDiffPixelRatio: Double?
    public var threshold: Double
    /// Where references live, relative to the manifest.
    public var references: String
    public var lint: LintSettings
    /// Kind → the values of its message's `%` directives and plural count (`deleted = { 3 }`).
    public var arguments: [String: [FormatArgument]] = [:]
}

/// One picture of the matrix: a kind of a theme, or a capture of a scenario, in given circumstances.
public struct SnapshotCase: Sendable, Hashable {
    public enum Source: Sendable, Hashable {
        case kind(String, position: ToastPosition?)
        case scenario(path: String, name: String)
    }

    public var theme: String
    public var source: Source
    public var screen: Screen
    public var appearance: Appearance
    public var locale: String
    public var textSize: Double
    public var reducedMotion: Bool
    public var time: Double
    public var scale: Double
    /// The values of the kind's `%` directives and plural count.
    public var arguments: [FormatArgument] = []
}

extension SnapshotManifest {
    /// Every case, in a stable order: themes × (kinds × positions | scenarios) × screens ×
    /// appearances × locales × text sizes × reduced motion × times.
    /// - Parameter kindsOf: the kinds of a theme file (the manifest names themes, not kinds).
    public func cases(kindsOf: (String) -> [String]) -> [SnapshotCase] {
        var out: [SnapshotCase] = []
        for theme in themes {
            let kinds = self.kinds.isEmpty ? kindsOf(theme) : self.kinds.filter { kindsOf(theme).contains($0) }
            let sources = kinds.flatMap { kind in positions.map { SnapshotCase.Source.kind(kind, position: $0) } }
            out += expand(theme: theme, sources: sources, times: times)
        }
        return out
    }

    /// The scenario cases, given each scenario's theme and capture times.
    public func scenarioCases(_ scenarios: [(path: String, name: String, theme: String, captures: [Double])]) -> [SnapshotCase] {
        scenarios.flatMap { s in expand(theme: s.theme, sources: [.scenario(path: s.path, name: s.name)], times: s.captures) }
    }

    private func arguments(of source: SnapshotCase.Source) -> [FormatArgument] {
        guard case .kind(let kind, _) = source else { return [] }
        return arguments[kind] ?? []
    }

    private func expand(theme: String, sources: [SnapshotCase.Source], times: [Double]) -> [SnapshotCase] {
        var out: [SnapshotCase] = []
        for source in sources {
            for screen in screens {
                for appearance in appearances {
                    for locale in locales {
                        for textSize in textSizes {
                            for reduced in reducedMotion {
                                for time in times {
                                    out.append(SnapshotCase(theme: theme, source: source, screen: screen, appearance: appearance,
                                                            locale: locale, textSize: textSize, reducedMotion: reduced,
                                                            time: time, scale: scale, arguments: arguments(of: source)))
                                }
                            }
                        }
                    }
                }
            }
        }
        return out
    }
}
