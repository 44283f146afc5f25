import ToastCore

extension ToastCenter {
    /// Puts a loaded theme in force with its plugins (and `extraPlugins`, an app's own, after
    /// them), their `toast.show` kinds resolved in the center's context: the rules of
    /// `ToastCenter.swap(theme:plugins:context:reducedMotion:)` apply.
    /// - Parameters:
    ///   - loaded: the theme and the plugins it names.
    ///   - extraPlugins: plugins of the app, called after the theme's.
    ///   - context: a new locale, appearance and text size; `nil` keeps the center's.
    ///   - reducedMotion: turns reduced motion on or off; `nil` keeps the center's setting.
    public func swap(
        to loaded: LoadedTheme, extraPlugins: [any ToastPlugin] = [], context: ResolutionContext? = nil,
        reducedMotion: Bool? = nil
    ) {
        let resolving = context ?? self.context
        for plugin in loaded.plugins { plugin.bind(theme: loaded.theme, context: resolving) }
        swap(
            theme: loaded.theme, plugins: loaded.plugins + extraPlugins, context: context,
            reducedMotion: reducedMotion)
    }
}
