import ToastCore

/// The options of a `show`, as a scenario's event (`{ at = 1, show = "saved", message = "Saved" }`)
/// and a plugin's `toast.show("saved", { message = "Saved" })` or `toast.update(tag, { … })` write
/// them: one list of keys and one set of rules, decoded once from Lua values. Each caller reports
/// the problems its own way: a scenario as `file:line` diagnostics when it loads, a plugin as a
/// Lua error at the calling line (``PluginFunctions``).
struct ShowOptions: Sendable {
    /// A strings key or literal text that replaces the kind's message (cut to
    /// `TextLimits.drawnText` bytes).
    var message: String?
    /// The values of the message's `%` directives.
    var arguments: [FormatArgument] = []
    /// A position that replaces the kind's.
    var position: ToastPosition?
    /// The queue priority (`nil`: 0 for a show, the toast's own for an update).
    var priority: Int?
    /// A tag to update or dismiss the toast by (at most `TextLimits.name` bytes).
    var tag: String?
    /// The toast's progress, 0 to 1, for a `toast.progress` node.
    var progress: Double?
    /// `toast.update` only: the kind the tagged toast becomes.
    var kind: String?
    /// The deck group, replacing the kind's (at most `TextLimits.name` bytes).
    var group: String?
    /// Whether the toast stays until dismissed, whatever its kind's hold.
    var sticky = false

    /// The range of `priority`: a scenario's and a plugin's alike.
    static let priorityRange = -1_000_000...1_000_000

    private static let fields: [Field<ShowOptions>] = [
        .value("message", "The message: a strings key or literal text.", .drawnText) { $0.message = $1 },
        .value("arguments", "The message's format arguments.", .arguments) { $0.arguments = $1 },
        .value("position", "Where the toast goes (the kind's position by default).", .choice()) { $0.position = $1 },
        .value(
            "priority", "Queue priority (higher first; 0 by default).",
            .integer(min: priorityRange.lowerBound, max: priorityRange.upperBound)
        ) { $0.priority = $1 },
        .value("tag", "A tag to update or dismiss the toast by.", .name("tag")) { $0.tag = $1 },
        .value(
            "progress", "The toast's progress, 0 to 1, for a `toast.progress` node.", .number(min: 0, max: 1)
        ) { $0.progress = $1 },
        .value("group", "The deck group the toast gathers in (the kind's by default).", .name("group")) {
            $0.group = $1
        },
        .value(
            "sticky", "Shown until dismissed, whatever the kind's hold (false by default).", .boolean
        ) { $0.sticky = $1 },
    ]

    /// The options of a show: a scenario's show event and `toast.show`.
    static let schema = RecordSchema<ShowOptions>(
        "tartine.ShowOptions", doc: "The options of a show (a scenario's show event, toast.show).", fields: fields)

    /// The options of `toast.update`: a show's, and the kind the toast becomes.
    static let updateSchema = RecordSchema<ShowOptions>(
        "tartine.UpdateOptions", doc: "The options of toast.update: a show's, and the kind the toast becomes.",
        fields: fields + [.value("kind", "The kind the toast becomes.", .string) { $0.kind = $1 }])

    /// The options of `toast.resolve` and `toast.reject` (and a scenario's resolve and reject
    /// events): a message in place of the result kind's.
    static let settleSchema = RecordSchema<ShowOptions>(
        "tartine.SettleOptions", doc: "The options of toast.resolve and toast.reject.",
        fields: [
            .value("message", "Replaces the result kind's message: a strings key or literal text.", .drawnText) {
                $0.message = $1
            }
        ])

    /// The keys of ``schema``, in reference order.
    static var keys: [String] { schema.fields.map(\.name) }

    /// What the show asks for, before a theme resolves it.
    func origin(kind: String) -> ToastOrigin {
        ToastOrigin(
            kind: kind, message: message, arguments: arguments, position: position, group: group, sticky: sticky)
    }
}

/// A popup as a scenario (`{ at = 1, popup = { … } }`) and a plugin (`toast.popup { … }`) open it:
/// one schema for both.
enum PopupCommand {
    struct Draft: Sendable {
        var title = ""
        var description: String?
        var buttons: [PopupButton] = []
        var axis = ButtonAxis.horizontal
    }

    static let button = RecordSchema<PopupButton>(
        "tartine.PopupButton", doc: "A popup button.",
        fields: [
            .value("id", "Reported when tapped.", .name("id"), required: true) { $0.id = $1 },
            .value("title", "Button title.", .drawnText, required: true) { $0.title = $1 },
            .value("role", "primary (filled) or secondary (plain).", .choice(PopupButton.Role.self)) { $0.role = $1 },
        ])

    static let schema = RecordSchema<Draft>(
        "tartine.PopupEvent", doc: "A popup to open (a scenario's popup event, toast.popup).",
        fields: [
            .value("title", "Title.", .drawnText, required: true) { $0.title = $1 },
            .value("description", "Optional description.", .drawnText) { $0.description = $1 },
            .value("axis", "How two buttons are arranged.", .choice(ButtonAxis.self)) { $0.axis = $1 },
            .value(
                "buttons", "One or two buttons.",
                ValueDecoder<[PopupButton]>(.list(button.shape)) { value, path, context in
                    guard let table = value.tableValue, table.fields.isEmpty, (1...2).contains(table.array.count) else {
                        context.error(path, "expected one or two buttons, got \(value.described)")
                        return nil
                    }
                    return table.array.enumerated().map { i, item in
                        var b = PopupButton(id: "", title: "")
                        button.decode(item, at: path.appending(index: i + 1), into: &b, context)
                        return b
                    }
                }, required: true
            ) { $0.buttons = $1 },
        ])

    /// The popup `value` describes, or `nil` with the problems in `context`.
    static func decode(_ value: LuaValue, at path: KeyPath, _ context: DecodeContext) -> Popup? {
        let errors = context.errorCount
        var draft = Draft()
        schema.decode(value, at: path, into: &draft, context)
        guard context.errorCount == errors, (1...2).contains(draft.buttons.count) else { return nil }
        return Popup(title: draft.title, description: draft.description, buttons: draft.buttons, axis: draft.axis)
    }
}
