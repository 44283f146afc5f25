import ToastCore

/// The keys of `popup = { … }`: how popups look and move.
enum PopupSchema {
    static func font(_ name: String, _ doc: String, _ path: WritableKeyPath<PopupStyle, FontSpec> & Sendable) -> Field<
        PopupStyle
    > {
        .value(name, doc, FontChange.decoder(over: PopupStyle()[keyPath: path])) { style, change in
            style[keyPath: path] = change.applied(to: style[keyPath: path])
        }
    }

    static func set<V: Sendable>(
        _ name: String, _ doc: String, _ decoder: ValueDecoder<V>,
        _ path: WritableKeyPath<PopupStyle, V> & Sendable
    ) -> Field<PopupStyle> {
        .value(name, doc, decoder) { style, value in style[keyPath: path] = value }
    }

    static let schema = RecordSchema<PopupStyle>(
        "tartine.Popup", doc: "How popups look and move.",
        fields: [
            set("background", "Card fill.", .color, \.background),
            set("title_color", "Title colour.", .color, \.titleColor),
            set("description_color", "Description colour.", .color, \.descriptionColor),
            font("title_font", "Title font.", \.titleFont),
            font("description_font", "Description font.", \.descriptionFont),
            set("corner_radius", "Card corner radius.", .number(min: 0, max: 200), \.cornerRadius),
            set(
                "horizontal_margin", "Least distance from the screen sides.", .number(min: 0, max: 400),
                \.horizontalMargin),
            set("max_width", "Widest the card may be, in points.", .number(min: 100, max: 2000), \.maxWidth),
            set("padding", "Space inside the card.", .insets, \.padding),
            set("button_height", "Button height.", .number(min: 20, max: 200), \.buttonHeight),
            set("button_spacing", "Space between buttons.", .number(min: 0, max: 100), \.buttonSpacing),
            set("button_corner_radius", "Button corner radius.", .number(min: 0, max: 100), \.buttonCornerRadius),
            font("button_font", "Button title font.", \.buttonFont),
            set("primary_background", "Primary button fill.", .color, \.primaryBackground),
            set("primary_foreground", "Primary button title.", .color, \.primaryForeground),
            set("secondary_background", "Secondary button fill.", .color, \.secondaryBackground),
            set("secondary_foreground", "Secondary button title.", .color, \.secondaryForeground),
            set("backdrop", "The dimmed layer behind the card.", .color, \.backdrop),
            set("shadow", "Card shadow { color, radius, x, y }, or false.", .shadow, \.shadow),
            set("enter", "How the popup appears.", .transition(), \.enter),
            set("exit", "How the popup leaves.", .transition(), \.exit),
        ])
}

/// The keys of `rules = { { match = { … }, style = { … } } }`.
enum RuleSchema {
    static let match = RecordSchema<RuleMatch>(
        "tartine.Match", doc: "What a rule applies to; every key set must match.",
        fields: [
            .value("kind", "A kind name.", .string) { $0.kind = $1 },
            .value("locale", "A locale; `ko` matches `ko-KR`.", .string) { $0.locale = $1 },
            .value("position", "A position.", .choice(ToastPosition.self)) { $0.position = $1 },
            .value("appearance", "light or dark.", .choice(Appearance.self)) { $0.appearance = $1 },
            .value("screen_reader", "A screen reader on (`true`) or off (`false`).", .boolean) {
                $0.screenReader = $1
            },
            .value(
                "increase_contrast",
                "Increased contrast on or off: a theme's own high-contrast colours go in a rule that matches `true`.",
                .boolean
            ) { $0.increaseContrast = $1 },
            .value("reduce_transparency", "Reduced transparency on or off.", .boolean) {
                $0.reduceTransparency = $1
            },
        ])

    static let schema = RecordSchema<StyleRule>(
        "tartine.Rule", doc: "Style applied to the toasts a match selects, in order.",
        fields: [
            .value(
                "match", "What the rule applies to.",
                ValueDecoder<RuleMatch>(.record("tartine.Match")) { value, path, context in
                    var m = RuleMatch()
                    match.decode(value, at: path, into: &m, context)
                    return m
                }, required: true
            ) { $0.match = $1 },
            .value("style", "Style keys to apply.", StyleSchema.decoder, required: true) { $0.style = $1 },
        ])

    static let decoder = ValueDecoder<[StyleRule]>(.list(.record("tartine.Rule"))) { value, path, context in
        guard let table = value.tableValue, table.fields.isEmpty else {
            context.error(path, "expected a list of { match = …, style = … }, got \(value.described)")
            return nil
        }
        return table.array.enumerated().map { index, item in
            let at = path.appending(index: index + 1)
            var rule = StyleRule(match: RuleMatch(), style: StylePatch())
            schema.decode(item, at: at, into: &rule, context)
            rule.source = context.sourceMap.line(for: at).map { "\(context.file):\($0)" }
            return rule
        }
    }
}
