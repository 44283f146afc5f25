import ToastCore

/// Turns a decoded draft into a `Theme`: texts become keys when a string table has them and
/// literals otherwise, missing translations and misspelt keys (`MessageChecks`) become warnings,
/// the style function is wrapped.
struct ThemeAssembler {
    let draft: ThemeDraft
    let file: String
    let sourceMap: SourceMap
    let vm: LuaVM
    /// The plugins merged into the theme: a kind one of them contributes is reported at the
    /// plugin's file and lines.
    var plugins: [LuaPlugin] = []

    /// The file and lines where the kind `id` was written: the theme's, or (a kind the theme does
    /// not write) those of the last plugin that contributes it, as the merge lets it win.
    func source(ofKind id: String) -> (file: String, sourceMap: SourceMap) {
        let path = KeyPath().appending("kinds").appending(id)
        guard sourceMap.exactLine(for: path) == nil,
            let plugin = plugins.last(where: { $0.kinds?.tableValue?[id] != nil })
        else { return (file, sourceMap) }
        return (plugin.file, plugin.sourceMap)
    }

    func assemble() -> (theme: Theme, warnings: [Diagnostic], texts: [DrawnText]) {
        var warnings: [Diagnostic] = []
        var drawn: [DrawnText] = []
        let development = draft.developmentLanguage ?? "en"
        let strings = Localization(
            developmentLanguage: development, tables: draft.strings, entries: draft.stringEntries)
        // Looked up in each table: a theme has few texts, a catalog thousands of keys.
        func isKey(_ value: String) -> Bool { draft.strings.values.contains { $0[value] != nil } }
        func text(_ value: String) -> ToastText { isKey(value) ? .localized(key: value) : .literal(value) }
        let keys = MessageChecks.keys(of: draft.strings)
        let base = draft.style.applied(to: ToastStyle())

        for kind in draft.kinds {
            let (file, sourceMap) = source(ofKind: kind.id)
            let at = KeyPath().appending("kinds").appending(kind.id)
            let texts: [(KeyPath, String?)] =
                [
                    (at.appending("message"), kind.message), (at.appending("title"), kind.title),
                    (at.appending("accessibility_label"), kind.accessibilityLabel),
                ] + kind.actions.map { ($0.path.appending("title"), $0.title) }
            // What the toast draws: its message (the kind's name when it has none), title, buttons.
            let drawnTexts: [(KeyPath, String?)] =
                [
                    (kind.message == nil ? at : at.appending("message"), kind.message ?? kind.id),
                    (at.appending("title"), kind.title),
                ] + kind.actions.map { ($0.path.appending("title"), $0.title) }
            for case (let path, let value?) in drawnTexts {
                let line = sourceMap.line(for: path)
                if isKey(value) {
                    for locale in draft.strings.keys.sorted() {
                        if let text = draft.strings[locale]?[value] {
                            drawn.append(DrawnText(text: text, locale: locale, path: path, line: line))
                        }
                    }
                } else {
                    drawn.append(DrawnText(text: value, locale: nil, path: path, line: line))
                }
            }
            if kind.style.applied(to: base).markup {
                warnings += MarkupChecks.problems(
                    [(at.appending("message"), kind.message), (at.appending("title"), kind.title)],
                    strings: draft.strings, isKey: isKey, file: file, sourceMap: sourceMap)
            }
            for case (let path, let value?) in texts where !isKey(value) {
                guard let misspelling = MessageChecks.misspelling(value, in: keys) else { continue }
                warnings.append(
                    Diagnostic(
                        .warning, file: file, line: sourceMap.line(for: path), path: path,
                        message: MessageChecks.warning(value, near: misspelling.near)))
            }
            for (path, value) in texts {
                guard let value, isKey(value) else { continue }
                for locale in draft.strings.keys.sorted()
                where draft.strings[locale]?[value] == nil && locale != development {
                    warnings.append(
                        Diagnostic(
                            .warning, file: file, line: sourceMap.line(for: path), path: path,
                            message: "no '\(locale)' string for '\(value)'; falls back to '\(development)'",
                            group: "untranslated strings"))
                }
            }
        }

        let kinds = draft.kinds.map { kind in
            var built = ToastKind(
                id: kind.id, icon: kind.icon,  // image paths: resolved and confined by the schema
                title: kind.title.map(text), message: text(kind.message ?? kind.id),
                style: kind.style, haptic: kind.haptic, position: kind.position, duration: kind.duration,
                actions: kind.actions.map { ToastActionSpec(id: $0.id, title: text($0.title)) },
                accessibilityLabel: kind.accessibilityLabel.map(text), politeness: kind.politeness)
            built.group = kind.group
            return built
        }
        let provider = draft.styleFunction.map {
            LuaStyleFunction(
                vm: vm, function: $0, file: file, line: sourceMap.line(for: KeyPath().appending("style_function")))
        }
        let theme = Theme(
            name: draft.name, style: draft.style.applied(to: ToastStyle()), kinds: kinds, motion: draft.motion,
            hold: draft.hold, queue: draft.queue.configuration, defaultPosition: draft.position,
            defaultHaptic: draft.haptic, screenReaderHold: draft.screenReaderHold, popupStyle: draft.popup,
            strings: strings, rules: draft.rules,
            dynamicStyle: provider, notifications: draft.notifications ?? NotificationRules())
        return (theme, warnings, drawn)
    }
}
