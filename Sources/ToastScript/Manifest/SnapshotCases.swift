import ToastCore

/// A manifest's matrix of cases, made one at a time as it is walked, never held whole: themes ×
/// (kinds × positions | scenarios) × screens × appearances × locales × text sizes × reduced
/// motion × accessibility settings × times, in that stable order (the last varies fastest).
public struct SnapshotCases: Sequence, Sendable {
    /// One theme's kind at one position, or one scenario, with its times.
    struct Unit: Sendable {
        var theme: String
        var source: SnapshotCase.Source
        var times: [Double]
        var arguments: [FormatArgument]
        /// The locales it is recorded in: a scenario's own when it sets one, else the manifest's.
        var locales: [String]
    }

    let units: [Unit]
    let manifest: SnapshotManifest

    /// How many cases the matrix has.
    public var count: Int { units.reduce(0) { $0 + perLocaleAndTime * $1.locales.count * $1.times.count } }

    private var perLocaleAndTime: Int {
        manifest.screens.count * manifest.appearances.count * manifest.textSizes.count * manifest.reducedMotion.count
            * manifest.accessibility.count
    }

    /// Walks the matrix, making each case when it is reached.
    public struct Iterator: IteratorProtocol, Sendable {
        let cases: SnapshotCases
        /// The unit, then the screen, appearance, locale, text size, reduced motion, accessibility
        /// and time indices.
        var position = [Int](repeating: 0, count: 8)

        /// The next case, `nil` after the last.
        public mutating func next() -> SnapshotCase? {
            let m = cases.manifest
            while position[0] < cases.units.count {
                let unit = cases.units[position[0]]
                let sizes = [
                    m.screens.count, m.appearances.count, unit.locales.count, m.textSizes.count, m.reducedMotion.count,
                    m.accessibility.count, unit.times.count,
                ]
                guard !sizes.contains(0) else {
                    position = [position[0] + 1, 0, 0, 0, 0, 0, 0, 0]
                    continue
                }
                let p = position
                let made = SnapshotCase(
                    theme: unit.theme, source: unit.source, screen: m.screens[p[1]], appearance: m.appearances[p[2]],
                    locale: unit.locales[p[3]], textSize: m.textSizes[p[4]], reducedMotion: m.reducedMotion[p[5]],
                    accessibility: m.accessibility[p[6]], time: unit.times[p[7]], scale: m.scale,
                    arguments: unit.arguments)
                var digit = 7
                while digit > 0 {
                    position[digit] += 1
                    if position[digit] < sizes[digit - 1] { break }
                    position[digit] = 0
                    digit -= 1
                }
                if digit == 0 { position[0] += 1 }
                return made
            }
            return nil
        }
    }

    /// A walk from the first case.
    public func makeIterator() -> Iterator { Iterator(cases: self) }
}

extension SnapshotManifest {
    /// The matrix of cases, walked lazily: each theme's kinds × positions, then the scenarios,
    /// each expanded over screens, appearances, locales, text sizes, reduced motion,
    /// accessibility settings and times.
    /// A scenario that sets its own locale is expanded over that locale alone.
    /// - Parameters:
    ///   - kindsOf: the kinds of a theme file (the manifest names themes, not kinds).
    ///   - scenarios: each scenario's path, name, theme, capture times, and its own locale
    ///     (`nil` when its file sets none).
    public func matrix(
        kindsOf: (String) -> [String],
        scenarios: [(path: String, name: String, theme: String, captures: [Double], locale: String?)] = []
    ) -> SnapshotCases {
        var units: [SnapshotCases.Unit] = []
        for theme in themes {
            let kinds = self.kinds.isEmpty ? kindsOf(theme) : self.kinds.filter { kindsOf(theme).contains($0) }
            for kind in kinds {
                for position in positions {
                    units.append(
                        SnapshotCases.Unit(
                            theme: theme, source: .kind(kind, position: position), times: times,
                            arguments: arguments[kind] ?? [], locales: locales))
                }
            }
        }
        for s in scenarios {
            units.append(
                SnapshotCases.Unit(
                    theme: s.theme, source: .scenario(path: s.path, name: s.name), times: s.captures, arguments: [],
                    locales: s.locale.map { [$0] } ?? locales))
        }
        return SnapshotCases(units: units, manifest: self)
    }
}
