import ToastCore

/// Part of a font: the keys a table sets, applied over a base font.
struct FontChange: Sendable {
    var family: String?
    var size: Double?
    var weight: FontWeight?
    var italic: Bool?

    func applied(to font: FontSpec) -> FontSpec {
        FontSpec(
            family: family ?? font.family, size: size ?? font.size, weight: weight ?? font.weight,
            italic: italic ?? font.italic)
    }

    static let schema = RecordSchema<FontChange>(
        "tartine.Font", doc: "A font: family, size in points, weight.",
        fields: [
            .value(
                "family", "Font family, resolved through the pinned fonts (Inter, Noto Sans CJK, DejaVu Sans).", .string
            ) { $0.family = $1 },
            .value("size", "Size in points.", .number(min: 1, max: 200)) { $0.size = $1 },
            .value("weight", "Weight name.", .choice(FontWeight.self)) { $0.weight = $1 },
            .value("italic", "Italic style.", .boolean) { $0.italic = $1 },
        ])

    /// A decoder for a font table over `base` (the default of its key), which notes the font it
    /// asks for in the context (`DecodeContext.fontRequests`).
    static func decoder(over base: FontSpec) -> ValueDecoder<FontChange> {
        ValueDecoder<FontChange>(.record("tartine.Font")) { value, path, context in
            var change = FontChange()
            schema.decode(value, at: path, into: &change, context)
            if change.family != nil || change.weight != nil {
                context.fontRequests.append(
                    FontRequest(
                        font: change.applied(to: base), path: path, namesFamily: change.family != nil,
                        line: context.sourceMap.line(for: path)))
            }
            return change
        }
    }
}

extension ValueDecoder where Value == Border? {
    /// `{ width = 1, color = "#FFFFFF33" }`, or `false` for none.
    static let border = ValueDecoder(.union([.record("tartine.Border"), .boolean])) { value, path, context in
        if case .boolean(false) = value { return .some(nil) }
        var border = Border(width: 1, color: .white)
        BorderSchema.schema.decode(value, at: path, into: &border, context)
        return .some(border)
    }
}

extension ValueDecoder where Value == Shadow? {
    /// `{ color = "#00000040", radius = 8, x = 0, y = 4 }`, or `false` for none.
    static let shadow = ValueDecoder(.union([.record("tartine.Shadow"), .boolean])) { value, path, context in
        if case .boolean(false) = value { return .some(nil) }
        var shadow = Shadow(
            color: Color(RGBA(red: 0, green: 0, blue: 0, alpha: 0.25)), radius: 8, offset: Point(x: 0, y: 4))
        ShadowSchema.schema.decode(value, at: path, into: &shadow, context)
        return .some(shadow)
    }
}

extension ValueDecoder where Value == Material? {
    /// `{ radius = 30, tint = "light-dark(#F2F2F7B3, #2C2C2EB3)", saturation = 1.8 }`, `true` for
    /// the default material (`Material()`, close to UIKit's regular material), or `false` for none.
    static let material = ValueDecoder(.union([.record("tartine.Material"), .boolean])) { value, path, context in
        if case .boolean(let on) = value { return .some(on ? Material() : nil) }
        var material = Material()
        MaterialSchema.schema.decode(value, at: path, into: &material, context)
        return .some(material)
    }
}

enum MaterialSchema {
    static let schema = RecordSchema<Material>(
        "tartine.Material",
        doc:
            "A blurred backdrop under the toast's fill, as iOS HUDs and banners have: the app behind is blurred, its colours saturated, and the tint laid over it (the fill is drawn on top, so make it clear or faint).",
        fields: [
            .value("radius", "Blur radius in points (default 30).", .number(min: 0, max: 100)) { $0.radius = $1 },
            .value("tint", "Colour over the blurred backdrop (default a light or dark grey at 70 %).", .color) {
                $0.tint = $1
            },
            .value(
                "saturation", "1 keeps the colours, 0 greys them, above 1 more vivid (default 1.8).",
                .number(min: 0, max: 4)
            ) { $0.saturation = $1 },
        ])
}

enum BorderSchema {
    static let schema = RecordSchema<Border>(
        "tartine.Border", doc: "A stroke around the toast.",
        fields: [
            .value("width", "Stroke width in points.", .number(min: 0, max: 50)) { $0.width = $1 },
            .value("color", "Stroke colour.", .color) { $0.color = $1 },
        ])
}

enum ShadowSchema {
    static let schema = RecordSchema<Shadow>(
        "tartine.Shadow", doc: "A drop shadow with a Gaussian blur.",
        fields: [
            .value("color", "Shadow colour (with alpha).", .color) { $0.color = $1 },
            .value("radius", "Blur radius in points.", .number(min: 0, max: 100)) { $0.radius = $1 },
            .value("x", "Horizontal offset in points.", .number(min: -200, max: 200)) { $0.offset.x = $1 },
            .value("y", "Vertical offset in points.", .number(min: -200, max: 200)) { $0.offset.y = $1 },
        ])
}

/// Every style key a theme, a kind or a rule can set. One definition serves validation,
/// conversion, the LuaLS type file and the docs.
enum StyleSchema {
    static func font(_ name: String, _ doc: String, _ path: WritableKeyPath<ToastStyle, FontSpec> & Sendable) -> Field<
        StylePatch
    > {
        .value(name, doc, FontChange.decoder(over: ToastStyle()[keyPath: path])) { patch, change in
            patch.modify(key: name) { $0[keyPath: path] = change.applied(to: $0[keyPath: path]) }
        }
    }

    static func set<V: Sendable>(
        _ name: String, _ doc: String, _ decoder: ValueDecoder<V>,
        _ path: WritableKeyPath<ToastStyle, V> & Sendable
    ) -> Field<StylePatch> {
        .value(name, doc, decoder) { patch, value in patch.set(path, to: value, key: name) }
    }

    static let margins = RecordSchema<StylePatch>(
        "tartine.Margins", doc: "Distances from the screen edges.",
        fields: [
            set("top", "Below the top safe area, for top toasts.", .number(min: 0, max: 500), \.margins.top),
            set(
                "bottom", "Above the bottom safe area, for bottom toasts.", .number(min: 0, max: 500), \.margins.bottom),
            set(
                "horizontal", "Least distance from the left and right edges.", .number(min: 0, max: 200),
                \.margins.horizontal),
            set("keyboard", "Above the keyboard while it is up.", .number(min: 0, max: 500), \.margins.keyboard),
        ])

    static let action = RecordSchema<StylePatch>(
        "tartine.ActionStyle", doc: "The action button inside a toast.",
        fields: [
            set("foreground", "Title colour.", .color, \.action.foreground),
            set("background", "Button fill.", .color, \.action.background),
            font("font", "Title font.", \.action.font),
            set("corner_radius", "Corner radius in points.", .number(min: 0, max: 100), \.action.cornerRadius),
            set("padding", "Space around the title.", .insets, \.action.padding),
            set("spacing", "Space between the message and the button.", .number(min: 0, max: 100), \.action.spacing),
        ])

    /// A list of bars, or `{}` for none.
    static let keepClear = ValueDecoder<Set<ChromeBar>>(.list(.choice(ChromeBar.allCases.map(\.rawValue)))) {
        value, path, context in
        if case .table(let table) = value, table.array.isEmpty, table.fields.isEmpty { return [] }
        return ManifestSchema.list(.choice(ChromeBar.self)).decode(value, path, context).map(Set.init)
    }

    /// A list of edges a swipe may dismiss toward, or `{}` for none.
    static let swipeDirections = ValueDecoder<Set<Edge>?>(.list(.choice(Edge.allCases.map(\.rawValue)))) {
        value, path, context in
        if case .table(let table) = value, table.array.isEmpty, table.fields.isEmpty { return .some([]) }
        return ManifestSchema.list(.choice(Edge.self)).decode(value, path, context).map { .some(Set($0)) }
    }

    static let fields: [Field<StylePatch>] = [
        set("background", "Fill colour of the toast.", .color, \.background),
        set("foreground", "Text colour.", .color, \.foreground),
        font("font", "Font of the message.", \.font),
        font("title_font", "Font of the optional title line.", \.titleFont),
        set("max_lines", "Lines of message before an ellipsis (0: no limit).", .integer(min: 0, max: 50), \.maxLines),
        set(
            "padding", "Space inside the toast: 12, { vertical, horizontal } or { top, right, bottom, left }.", .insets,
            \.padding),
        .nested("margins", "Distances from the screen edges.", margins),
        set(
            "max_width", "Widest the toast may be: a fraction of the screen (0.85), points (320) or \"85%\".",
            .maxWidth, \.maxWidth),
        set("fill_width", "Take the full maximum width instead of hugging the text.", .boolean, \.fillsWidth),
        set("min_height", "Least height in points.", .number(min: 0, max: 1000), \.minHeight),
        set("corner_radius", "Corner radius in points.", .number(min: 0, max: 500), \.cornerRadius),
        set("border", "A stroke { width, color }, or false.", .border, \.border),
        set("shadow", "A drop shadow { color, radius, x, y }, or false.", .shadow, \.shadow),
        set(
            "material",
            "A blurred backdrop { radius, tint, saturation }, true for the default material (a 30 pt blur, saturation 1.8, a light or dark grey tint at 70 %), or false for none.",
            .material, \.material),
        set("icon_size", "Side of the icon box in points.", .number(min: 0, max: 200), \.iconSize),
        set("icon_spacing", "Space between icon and text.", .number(min: 0, max: 100), \.iconSpacing),
        set(
            "text_alignment",
            "Text alignment: natural (the default) is the leading edge of the reading direction, left in left-to-right text and right in right-to-left; center centres every line.",
            .choice(TextAlignment.self), \.textAlignment),
        .nested("action", "The action button's look.", action),
        set("stack_spacing", "Space between stacked toasts.", .number(min: 0, max: 200), \.stackSpacing),
        set("tap_to_dismiss", "Whether a tap dismisses a toast without an action.", .boolean, \.tapToDismiss),
        set("swipe_to_dismiss", "Whether a swipe toward its edge dismisses the toast.", .boolean, \.swipeToDismiss),
        set(
            "swipe_directions",
            "Edges a swipe or a drag may dismiss toward: \"top\", \"bottom\", \"leading\", \"trailing\" (mirrored right to left; {} for none). Default: the position's: up for top, down for bottom, a corner's vertical edge and side, any way for center.",
            swipeDirections, \.swipeDirections),
        set("pause_on_touch", "What a touch does to the countdown.", .choice(PauseBehavior.self), \.pauseOnTouch),
        set(
            "keep_clear",
            "What toasts keep clear of besides the safe area: \"keyboard\" and \"tab_bar\" (the default: a bottom toast sits above the tab bar, Android's navigation bar), \"navigation_bar\" (Android's top app bar). A list: { \"keyboard\" } lets a bottom toast sit over the tab bar, {} under the keyboard too.",
            keepClear, \.keepClear),
        set(
            "layout",
            "The content as a tree of nodes (toast.vstack { toast.icon {}, toast.text \"message\" }), or false for the seed's row: icon, title over message, count badge, the first two actions.",
            LayoutSchema.styleDecoder, \.layout),
        set(
            "markup",
            "Whether the title and message are rich text: <b> <i> <u> <s> <code> <span color=\"…\"> <a href=\"…\"> and the entities &amp; &lt; &gt; &quot; &apos; &#N; (anything else is shown as written; arguments are escaped). Off: text is drawn as written.",
            .boolean, \.markup),
        set("link_color", "Colour of links in rich text (underlined).", .color, \.linkColor),
    ]

    static let schema = RecordSchema<StylePatch>("tartine.Style", doc: "How toasts look and behave.", fields: fields)

    static let decoder = ValueDecoder<StylePatch>(.record("tartine.Style")) { value, path, context in
        var patch = StylePatch()
        schema.decode(value, at: path, into: &patch, context)
        return patch
    }
}
