import ToastCore

/// The keys of `toast.theme { … }`.
enum ThemeSchema {
    /// `motion = { enter, exit, hold, curve, reduced_motion }`; `curve` is the default of
    /// the transitions that name none, whatever order the keys come in.
    static let motion = Field<ThemeDraft>(
        name: "motion", doc: "Enter and exit transitions, hold time, curves.",
        shape: .record("tartine.Motion"), isRequired: false
    ) { draft, value, path, context in
        guard let table = value.tableValue else {
            context.error(path, "expected a table, got \(value.described)")
            return
        }
        var curve = TimingCurve.easeOut
        if let given = table["curve"],
            let decoded = ValueDecoder<TimingCurve>.curve.decode(given, path.appending("curve"), context)
        {
            curve = decoded
        }
        motionSchema(curve: curve).decode(table, at: path, into: &draft, context)
    }

    /// The motion keys, with `curve` as the default curve of the transitions.
    static func motionSchema(curve: TimingCurve) -> RecordSchema<ThemeDraft> {
        let transition = ValueDecoder<Transition>.transition(defaultCurve: curve)
        return RecordSchema<ThemeDraft>(
            "tartine.Motion", doc: "Enter and exit transitions, hold time, curves.",
            fields: [
                .value(
                    "enter",
                    "How toasts appear: \"fade\", \"slide+fade\", or { \"slide\", from = \"top\", duration, curve }.",
                    transition
                ) { $0.motion.enter = $1 },
                .value("exit", "How toasts leave.", transition) { $0.motion.exit = $1 },
                .value("hold", "Seconds fully shown, a reading-time table, or \"forever\" (sticky).", .displayDuration)
                { $0.hold = $1 },
                .value("reduced_motion", "Replaces both transitions when reduced motion is on.", transition) {
                    $0.motion.reducedMotion = $1
                },
                // Decoded once, above, before the transitions that take it as their default:
                // decoding it again here would report each of its problems twice.
                .value("curve", "Default curve of the transitions.", ValueDecoder(.curve) { _, _, _ in curve }) {
                    _, _ in
                },
            ])
    }

    static let kinds = Field<ThemeDraft>(
        name: "kinds", doc: "The toast kinds, by name.", shape: .map(.record("tartine.Kind")),
        isRequired: false
    ) { draft, value, path, context in
        guard let table = value.tableValue, table.array.isEmpty else {
            context.error(path, "expected a table of named kinds, got \(value.described)")
            return
        }
        // Lua tables forget their order; the source remembers it.
        let ordered = table.fields.enumerated().sorted { a, b in
            // Kinds a plugin contributed were not written in this file: they come last.
            let la = context.sourceMap.exactLine(for: path.appending(a.element.key)) ?? Int.max
            let lb = context.sourceMap.exactLine(for: path.appending(b.element.key)) ?? Int.max
            return (la, a.offset) < (lb, b.offset)
        }.map(\.element)
        for (name, kindValue) in ordered {
            let at = path.appending(name)
            guard isValidName(name) else {
                context.error(at, "kind names are lowercase letters, digits, '_' and '-'")
                continue
            }
            var kind = KindDraft(id: name)
            KindSchema.schema.decode(kindValue, at: at, into: &kind, context)
            draft.kinds.append(kind)
        }
    }

    static let strings = ValueDecoder<[String: [String: String]]>(.map(.map(.string))) { value, path, context in
        guard let table = value.tableValue, table.array.isEmpty else {
            context.error(path, "expected { en = { [\"key\"] = \"text\" }, ko = { … } }, got \(value.described)")
            return nil
        }
        var result: [String: [String: String]] = [:]
        for (locale, entries) in table.fields {
            let at = path.appending(locale)
            guard let entryTable = entries.tableValue, entryTable.array.isEmpty else {
                context.error(at, "expected a table of strings by key, got \(entries.described)")
                continue
            }
            var strings: [String: String] = [:]
            for (key, text) in entryTable.fields {
                if let s = ValueDecoder<String>.string.decode(text, at.appending(key), context) { strings[key] = s }
            }
            result[locale] = strings
        }
        return result
    }

    /// A list of plugin names: `{ "undo", "stats" }`.
    static let pluginNames = ValueDecoder<[String]>(.list(.string)) { value, path, context in
        guard case .table(let table) = value, table.fields.isEmpty else {
            return ValueDecoder.mismatch(.list(.string), value, path, context)
        }
        var names: [String] = []
        for (index, entry) in table.array.enumerated() {
            guard case .string(let name) = entry, isValidName(name) else {
                context.error(
                    path.appending(index: index + 1), "expected a plugin name ([a-z0-9_-]+), got \(entry.described)")
                continue
            }
            names.append(name)
        }
        return names
    }

    static let schema = RecordSchema<ThemeDraft>(
        "tartine.Theme", doc: "A Tartine theme.",
        fields: [
            .value("name", "The theme's name.", .fileName, required: true) { $0.name = $1 },
            .value("description", "What the theme is for.", .string) { $0.summary = $1 },
            .value("extends", "A theme in the same directory whose keys this one overrides.", .string) {
                $0.extends = $1
            },
            .value("style", "Default style of every toast.", StyleSchema.decoder) { $0.style = $1 },
            kinds,
            motion,
            .value(
                "queue", "How toasts wait for one another.",
                ValueDecoder<QueueDraft>(.record("tartine.Queue")) { value, path, context in
                    var queue = QueueDraft()
                    QueueDraft.schema.decode(value, at: path, into: &queue, context)
                    return queue
                }
            ) { $0.queue = $1 },
            .value("position", "Default position.", .choice(ToastPosition.self)) { $0.position = $1 },
            .value("haptic", "Default haptic.", .choice(Haptic.self)) { $0.haptic = $1 },
            .value(
                "screen_reader_hold",
                "While a screen reader (VoiceOver) is on, what a toast with an action does: \"until_dismissed\" (the default: it stays until it is dismissed, as WCAG 2.2.1 asks) or a factor from 1 to 20 its hold is multiplied by (`tartine check` then warns about each kind with an action that is not sticky).",
                AccessibilityChecks.screenReaderHold
            ) { $0.screenReaderHold = $1 },
            .value(
                "popup", "How popups look.",
                ValueDecoder<PopupStyle>(.record("tartine.Popup")) { value, path, context in
                    var popup = PopupStyle()
                    PopupSchema.schema.decode(value, at: path, into: &popup, context)
                    return popup
                }
            ) { $0.popup = $1 },
            .value("development_language", "The locale strings fall back to.", .string) { $0.developmentLanguage = $1 },
            .value("strings", "Localized strings: { en = { [\"toast.saved\"] = \"Saved\" }, ko = { … } }.", strings) {
                $0.strings = $1
            },
            .value("rules", "Style rules applied in order: { { match = { … }, style = { … } } }.", RuleSchema.decoder) {
                $0.rules = $1
            },
            .value(
                "plugins",
                "Plugins by name: { \"undo\", \"stats\" } is plugins/undo.lua and plugins/stats.lua beside the theme, else one level up (see Where plugins are found).",
                pluginNames
            ) { _, _ in },
            .value(
                "style_function", "function(kind, message, context) returning style keys; pure, budgeted, cached.",
                ValueDecoder<LuaFunctionRef>(.function) { value, path, context in
                    if case .function(let f) = value { return f }
                    return ValueDecoder.mismatch(.function, value, path, context)
                }
            ) { $0.styleFunction = $1 },
            .value(
                "notifications",
                "How desktop notifications become toasts: { kind = \"notification\", rules = { { urgency = \"critical\", kind = \"critical\" }, { app = \"Spotify\", kind = \"music\" } } }.",
                NotificationSchema.decoder
            ) { $0.notifications = $1 },
        ])

    /// Names of themes, kinds and imports: `[a-z0-9_-]+`.
    static func isValidName(_ name: String) -> Bool {
        !name.isEmpty
            && name.utf8.allSatisfy {
                ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x5F || $0 == 0x2D
            }
    }
}
