import ToastCore

extension LoadedTheme {
    /// The problems the theme's `style_function` met in the calls made so far (render, sheet
    /// and snapshot print them on stderr: no silent Lua).
    public var styleFunctionProblems: [Diagnostic] {
        (theme.dynamicStyle as? LuaStyleFunction)?.problems ?? []
    }

    /// Runs the theme's `style_function` for every kind in light and dark (no silent Lua: a
    /// function that errors, loops or returns unknown keys is reported, not dropped).
    /// - Returns: each problem once, as `file:line: style_function: message (kind 'x')`.
    public func exerciseStyleFunction() -> [Diagnostic] {
        guard let provider = theme.dynamicStyle as? LuaStyleFunction else { return [] }
        for kind in theme.kinds {
            for appearance in [Appearance.light, .dark] {
                var setting = SceneSetting.standard
                setting.appearance = appearance
                // Called for the style function's problems, which the provider collects; the only
                // error, `ThemeError.unknownKind`, cannot happen for one of the theme's own kinds.
                _ = try? theme.content(kind: kind.id, context: setting.context)
            }
        }
        return provider.problems
    }
}
