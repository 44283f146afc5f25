/// One of the four appearances an app draws a toast in: light or dark, each with or without
/// Increase Contrast (UIKit's `userInterfaceStyle` and `accessibilityContrast`). What the
/// exports give a value per.
public struct ExportAppearance: Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Light or dark.
    public let appearance: Appearance
    /// Whether Increase Contrast is on.
    public let increasedContrast: Bool

    /// Light, dark, then each with Increase Contrast: the order every export lists them in.
    public static let allCases = [
        ExportAppearance(appearance: .light, increasedContrast: false),
        ExportAppearance(appearance: .dark, increasedContrast: false),
        ExportAppearance(appearance: .light, increasedContrast: true),
        ExportAppearance(appearance: .dark, increasedContrast: true),
    ]

    /// The name of the resolver's context: `light`, `dark`, `light-increased-contrast`,
    /// `dark-increased-contrast`.
    public var description: String {
        appearance.rawValue + (increasedContrast ? "-increased-contrast" : "")
    }

    /// `setting` in this appearance (Increase Contrast on or off, the rest as it says).
    public func setting(_ setting: SceneSetting) -> SceneSetting {
        var accessibility = setting.accessibility
        accessibility.increaseContrast = increasedContrast
        return setting.with(appearance: appearance, accessibility: accessibility)
    }
}

/// What a theme resolves to for an app, in each ``ExportAppearance``: its default style
/// (`base`) and each kind's content, as `Theme.content(kind:context:)` resolves it (the
/// kind's style, every matching rule, text size and accessibility): the values the renderer
/// draws from, which every export writes.
public struct ThemeValues: Sendable {
    /// One kind's content in each appearance.
    public struct Kind: Sendable {
        /// The kind as the theme declares it (its icon, its strings' keys).
        public let kind: ToastKind
        /// Its content per appearance, in ``ExportAppearance/allCases`` order.
        public let contents: [ToastContent]
    }

    /// The theme.
    public let theme: Theme
    /// The setting the values are resolved in (locale, screen, text size); its appearance and
    /// Increase Contrast are each appearance's.
    public let setting: SceneSetting
    /// The theme's own style per appearance, before any kind or rule, with text size and
    /// Increase Contrast applied: what a kind's values are aliases of where equal.
    public let base: [ToastStyle]
    /// The kinds, in the theme's order.
    public let kinds: [Kind]
    /// The theme's directory, as given and as resolved: an icon's image path is written
    /// relative to it (the loader gives it absolute), so that no export holds this machine's paths.
    public let themeDirectories: [String]

    /// Resolves every kind of `theme` in `setting`, in each appearance.
    /// - Parameters:
    ///   - theme: the theme.
    ///   - setting: the locale, screen and text size; the appearance and Increase Contrast are
    ///     each appearance's.
    ///   - themeDirectories: the theme's directory (as given, and with its links resolved) that
    ///     icon images are written relative to.
    /// - Throws: `ThemeError` when a kind cannot be resolved.
    public init(_ theme: Theme, setting: SceneSetting, themeDirectories: [String] = []) throws(ThemeError) {
        self.theme = theme
        self.setting = setting
        self.themeDirectories = themeDirectories
        let contexts = ExportAppearance.allCases.map { $0.setting(setting).context }
        base = contexts.map { theme.style.scaledForTextSize($0.textSize).adapted(to: $0.accessibility) }
        var kinds: [Kind] = []
        for kind in theme.kinds {
            var contents: [ToastContent] = []
            for context in contexts { contents.append(try theme.content(kind: kind.id, context: context)) }
            kinds.append(Kind(kind: kind, contents: contents))
        }
        self.kinds = kinds
    }

    /// An icon's image path relative to the theme's directory (unchanged when it is in none).
    public func imagePath(_ path: String) -> String {
        for directory in themeDirectories where !directory.isEmpty {
            let prefix = directory.hasSuffix("/") ? directory : directory + "/"
            if path.hasPrefix(prefix) { return String(path.dropFirst(prefix.count)) }
        }
        return path
    }
}
