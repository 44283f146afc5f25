import ToastCore

/// Layout trees in Lua: the host constructors (`toast.vstack { … }`, `toast.text "message"`, …)
/// and the decoder that turns their tables into a `LayoutNode`, with every key validated like
/// any other (file:line, did you mean). One description per constructor serves validation, the
/// LuaLS type file and the reference.
enum LayoutSchema {
    /// The key a constructor adds to its table, naming the node.
    static let marker = "__node"

    /// The constructors, in the order they are documented.
    static let names = [
        "vstack", "hstack", "text", "icon", "image", "badge", "button", "progress", "spacer",
        "spinner",
    ]

    /// `toast.vstack` and friends, for every VM that loads styles (themes and plugins).
    static var functions: [String: HostFunction] {
        Dictionary(uniqueKeysWithValues: names.map { ($0, constructor($0)) })
    }

    private static func constructor(_ name: String) -> HostFunction {
        { call throws(HostError) in
            let table: LuaTable
            switch call.arguments.first ?? .nil {
            case .table(let given): table = given
            case .string(let binding) where name == "text": table = LuaTable(array: [.string(binding)])
            case .nil where name != "text": table = LuaTable()
            default: throw HostError("toast.\(name) expects \(usage(name))")
            }
            return .values([
                .table(
                    LuaTable(
                        array: table.array, fields: table.fields + [(key: marker, value: .string(name))],
                        otherKeys: table.otherKeys))
            ])
        }
    }

    private static func usage(_ name: String) -> String {
        switch name {
        case "vstack", "hstack": "a table of nodes: toast.\(name) { spacing = 8, toast.text \"message\" }"
        case "text": "'title' or 'message': toast.text \"message\" or toast.text { \"message\", max_lines = 2 }"
        default: "a table or nothing: toast.\(name) {}"
        }
    }

    // MARK: Schemas

    static let margin = Field<LayoutNode>.value(
        "margin", "Space around the node inside its stack (left and right are leading and trailing).", .insets
    ) { $0.margin = $1 }

    static func stack(_ axis: LayoutNode.Axis) -> RecordSchema<LayoutNode> {
        let across = axis == .horizontal ? "vertically: top, centre or bottom" : "across: leading, centre or trailing"
        return RecordSchema(
            axis == .horizontal ? "tartine.HStack" : "tartine.VStack",
            doc: axis == .horizontal
                ? "`toast.hstack { … }`: nodes side by side (the list part). Text, and stacks holding text, share the width the others leave; a full-width toast stretches them, or gives the room to spacers without a width."
                : "`toast.vstack { … }`: nodes one above the other (the list part). Text and stacks holding text take the full width; the block is centred when the toast is taller.",
            fields: [
                .value("spacing", "Points between children.", .number(min: 0, max: 200)) { $0.spacing = $1 },
                .value("alignment", "Where children sit \(across).", .choice(LayoutNode.CrossAlignment.self)) {
                    $0.alignment = $1
                },
                .value("padding", "Space inside the stack, around its children.", .insets) { $0.padding = $1 },
                margin,
            ])
    }

    static let text = RecordSchema<LayoutNode>(
        "tartine.Text",
        doc:
            "`toast.text \"message\"` or `toast.text { \"title\", max_lines = 1 }`: the toast's title (in `title_font`) or message (in `font`).",
        fields: [
            .value(
                "max_lines", "Lines before an ellipsis (0: no limit; default: `max_lines`, 2 for a title).",
                .integer(min: 0, max: 50)
            ) {
                $0.maxLines = $1
            },
            .value("alignment", "Text alignment (default: `text_alignment`).", .choice(TextAlignment.self)) {
                $0.textAlignment = $1
            },
            margin,
        ])

    static let icon = RecordSchema<LayoutNode>(
        "tartine.Icon", doc: "`toast.icon { size = 44 }`: the toast's icon in a square (left out when it has none).",
        fields: [
            .value("size", "Side in points (default: `icon_size`).", .number(min: 0, max: 400)) { $0.width = $1 },
            margin,
        ])

    static let image = RecordSchema<LayoutNode>(
        "tartine.Image",
        doc: "`toast.image { size = 40 }`: the toast's icon as an avatar, filling a square clipped to round corners.",
        fields: [
            .value("size", "Side in points (default: `icon_size`).", .number(min: 0, max: 400)) { $0.width = $1 },
            .value("corner_radius", "Corner radius of the clip (default: a circle).", .number(min: 0, max: 200)) {
                $0.cornerRadius = $1
            },
            margin,
        ])

    static let badge = RecordSchema<LayoutNode>(
        "tartine.Badge", doc: "`toast.badge {}`: the duplicate count (\"×3\"), shown when duplicates were coalesced.",
        fields: [margin])

    static let button = RecordSchema<LayoutNode>(
        "tartine.Button",
        doc:
            "`toast.button {}` or `toast.button { action = \"view\" }`: one of the toast's action buttons (style `action`), with its own touch area; left out when the toast lacks its action (a warning at load names each kind drawn with the layout that lacks it).",
        fields: [
            .value("action", "Which action: its position (1, 2, …) or its id (default: the first).", actionBinding) {
                $0.action = $1
            },
            margin,
        ])

    /// A button's action: a position from 1, or an identifier.
    static let actionBinding = ValueDecoder<LayoutNode.ActionBinding>(bindingShape) { value, path, context in
        if let id = value.stringValue { return .id(id) }
        guard value.numberValue != nil else {
            return ValueDecoder<LayoutNode.ActionBinding>.mismatch(bindingShape, value, path, context)
        }
        return ValueDecoder<Int>.integer(min: 1, max: 100).decode(value, path, context).map { .index($0 - 1) }
    }

    private static let bindingShape = ValueShape.union([.integer(min: 1, max: 100), .string])

    static let progress = RecordSchema<LayoutNode>(
        "tartine.Progress",
        doc:
            "`toast.progress { height = 4 }`: the toast's progress (0 to 1, set by the app, a plugin or a scenario) as a bar that stretches across its stack like text; left out when the toast has no progress.",
        fields: [
            .value("height", "Height in points (default: 4).", .number(min: 0, max: 100)) {
                $0.height = $1
            },
            .value("width", "Width when nothing stretches it (default: none).", .number(min: 0, max: 1000)) {
                $0.width = $1
            },
            .value(
                "corner_radius", "Corner radius of the track and the fill (default: half the height).",
                .number(min: 0, max: 50)
            ) {
                $0.cornerRadius = $1
            },
            .value("track", "Colour of the track (default: `foreground` at 20 % opacity).", .color) {
                $0.trackColor = $1
            },
            .value("fill", "Colour of the filled part (default: `foreground`).", .color) { $0.fillColor = $1 },
            margin,
        ])

    static let spacer = RecordSchema<LayoutNode>(
        "tartine.Spacer",
        doc: "`toast.spacer {}`: empty space of a fixed size, or without one, the room a stack has left over.",
        fields: [
            .value("width", "Points across a horizontal stack.", .number(min: 0, max: 1000)) { $0.width = $1 },
            .value("height", "Points along a vertical stack.", .number(min: 0, max: 1000)) { $0.height = $1 },
            margin,
        ])

    static let spinner = RecordSchema<LayoutNode>(
        "tartine.Spinner",
        doc:
            "`toast.spinner { size = 20 }`: an activity indicator, eight spokes turning with the virtual clock (the same time draws the same picture); standing still, at one opacity, when motion is reduced.",
        fields: [
            .value("size", "Side in points (default: 20).", .number(min: 4, max: 200)) { $0.width = $1 },
            .value("period", "Seconds for one turn (default: 1).", .number(min: 0.25, max: 10)) { $0.period = $1 },
            .value("color", "Colour of the spokes (default: `foreground`).", .color) { $0.fillColor = $1 },
            margin,
        ])

    static func schema(_ name: String) -> RecordSchema<LayoutNode>? {
        switch name {
        case "vstack": stack(.vertical)
        case "hstack": stack(.horizontal)
        case "text": text
        case "icon": icon
        case "image": image
        case "badge": badge
        case "button": button
        case "progress": progress
        case "spacer": spacer
        case "spinner": spinner
        default: nil
        }
    }

    /// The records of the type file and the reference, the list parts included.
    static var descriptions: [RecordDescription] {
        names.compactMap { name -> RecordDescription? in
            guard let schema = schema(name) else { return nil }
            var fields = RecordDescription(schema).fields
            switch name {
            case "vstack", "hstack":
                fields.insert(("[integer]", "The children, in order.", .layoutNode, true), at: 0)
            case "text":
                fields.insert(
                    ("[1]", "Which text.", .choice(LayoutNode.TextBinding.allCases.map(\.rawValue)), true), at: 0)
            default: break
            }
            return RecordDescription(className: schema.className, doc: schema.doc, fields: fields)
        }
    }

    // MARK: Decoding

    /// A node made by a constructor, its keys and children checked.
    static let decoder = ValueDecoder<LayoutNode>(.layoutNode) { value, path, context in
        decode(value, path, context)
    }

    /// The style key `layout`: a node, or `false` for the seed's row.
    static let styleDecoder = ValueDecoder<LayoutNode?>(.union([.layoutNode, .boolean])) { value, path, context in
        if case .boolean(false) = value { return .some(nil) }
        return decode(value, path, context, orElse: " or false").map { .some($0) }
    }

    private static func decode(
        _ value: LuaValue, _ path: KeyPath, _ context: DecodeContext, orElse: String = ""
    ) -> LayoutNode? {
        guard case .table(let table) = value, let name = table[marker]?.stringValue, let schema = schema(name) else {
            context.error(path, "expected \(ValueShape.layoutNode.expected)\(orElse), got \(value.described)")
            return nil
        }
        let before = context.diagnostics.count
        var node = LayoutNode(.spacer)
        schema.decode(
            LuaTable(fields: table.fields, otherKeys: table.otherKeys), at: path, into: &node, context,
            ignoring: [marker])
        switch name {
        case "vstack", "hstack":
            let children = table.array.enumerated().compactMap { decode($1, path.appending(index: $0 + 1), context) }
            node.element = .stack(name == "vstack" ? .vertical : .horizontal, children)
        case "text":
            let options = LayoutNode.TextBinding.allCases.map(\.rawValue)
            guard table.array.count == 1, let binding = table.array[0].stringValue else {
                context.error(path, "toast.text needs one of 'title', 'message' first: toast.text \"message\"")
                return nil
            }
            guard let known = LayoutNode.TextBinding(rawValue: binding) else {
                context.error(
                    path.appending(index: 1),
                    "unknown text '\(binding)'" + Suggestion.hint(for: binding, in: options))
                return nil
            }
            node.element = .text(known)
        default:
            for (index, item) in table.array.enumerated() {
                context.error(path.appending(index: index + 1), "unexpected value \(item.described) without a key")
            }
            node.element = element(name)
        }
        return context.diagnostics.count == before ? node : nil
    }

    private static func element(_ name: String) -> LayoutNode.Element {
        switch name {
        case "icon": .icon
        case "image": .image
        case "badge": .badge
        case "button": .button
        case "progress": .progress
        case "spinner": .spinner
        default: .spacer
        }
    }
}
