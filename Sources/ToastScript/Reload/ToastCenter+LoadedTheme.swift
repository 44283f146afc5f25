import ToastCore

extension ToastCenter {
    /// Puts a loaded theme in force with its plugins (and `extraPlugins`, an app's own, after
    /// them): the rules of `ToastCenter.swap(theme:plugins:setting:)` apply, and the run's
    /// pipeline resolves every kind they show in the center's setting (or `setting`, when given).
    /// - Parameters:
    ///   - loaded: the theme and the plugins it names.
    ///   - extraPlugins: plugins of the app, called after the theme's.
    ///   - setting: a new setting to resolve in; `nil` keeps the center's.
    public func swap(to loaded: LoadedTheme, extraPlugins: [any ToastPlugin] = [], setting: SceneSetting? = nil) {
        swap(theme: loaded.theme, plugins: loaded.plugins + extraPlugins, setting: setting)
    }
}
