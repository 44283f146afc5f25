import ToastCore

/// One event of a scenario: `{ at = 0.5, show = "saved" }`, `{ at = 1.2, tap = "current" }`,
/// `{ at = 2, swipe = "down" }`, `{ at = 1, popup = { title = …, buttons = { … } } }` …
enum ScenarioEvents {
    /// The actions an event may have: the queue's vocabulary as scenarios may use it.
    static let actions = QueueVocabulary.names(for: .scenario)
    /// The options a show event may carry beside `at` and `show`.
    static let showOptions = ShowOptions.keys

    static func decode(_ value: LuaValue, at path: KeyPath, _ context: DecodeContext) -> Scenario.Event? {
        guard let table = value.tableValue, table.array.isEmpty else {
            context.error(path, "expected an event such as { at = 0.5, show = \"saved\" }, got \(value.described)")
            return nil
        }
        let known = ["at"] + actions + showOptions + ["toast", "button"]
        for (key, _) in table.fields where !known.contains(key) {
            let hint = Suggestion.hint(for: key, in: known)
            context.error(path.appending(key), "unknown key" + hint)
        }
        guard let atValue = table["at"] else {
            context.error(path, "missing required key 'at' (a number ≥ 0)")
            return nil
        }
        guard let time = ValueDecoder<Double>.number(min: 0, max: 3600).decode(atValue, path.appending("at"), context)
        else { return nil }
        let present = actions.filter { table[$0] != nil }
        guard present.count == 1, let name = present.first, let argument = table[name] else {
            context.error(
                path,
                present.isEmpty
                    ? "an event needs one of " + actions.joined(separator: ", ")
                    : "an event has one action, got " + present.joined(separator: " and "))
            return nil
        }
        for option in showOptions where name != "show" && table[option] != nil {
            context.error(path.appending(option), "only a show event takes '\(option)'")
        }
        if name != "tap" && table["button"] != nil {
            context.error(path.appending("button"), "only a tap event takes 'button'")
        }
        let at = path.appending(name)
        guard let command = command(name, argument, table, at, path, context) else { return nil }
        return Scenario.Event(time: time, command: command)
    }

    /// `"current"` or nothing → the current toast; a number n → the n-th toast shown.
    private static func target(_ table: LuaTable, _ path: KeyPath, _ context: DecodeContext) -> ToastTarget? {
        guard let value = table["toast"] else { return .current }
        if value.stringValue == "current" { return .current }
        return ValueDecoder<Int>.integer(min: 1, max: 100_000).decode(value, path.appending("toast"), context).map {
            .shown($0)
        }
    }

    private static func command(
        _ name: String, _ argument: LuaValue, _ table: LuaTable, _ at: KeyPath, _ path: KeyPath,
        _ context: DecodeContext
    ) -> ToastCommand? {
        switch name {
        case "show":
            guard let kind = ValueDecoder<String>.string.decode(argument, at, context) else { return nil }
            var options = ShowOptions()
            ShowOptions.schema.decodeFields(of: table, at: path, into: &options, context)
            return .showKind(
                options.origin(kind: kind), priority: options.priority ?? 0, tag: options.tag,
                progress: options.progress)
        case "tap", "dismiss":
            let toast: ToastTarget
            if argument.stringValue == "current" || argument == .boolean(true) {
                toast = .current
            } else if let index = ValueDecoder<Int>.integer(min: 1, max: 100_000).decode(argument, at, context) {
                toast = .shown(index)
            } else {
                return nil
            }
            guard name == "tap" else { return .dismiss(toast) }
            guard let button = table["button"] else { return .tap(toast) }
            return ValueDecoder<String>.string.decode(button, path.appending("button"), context).map {
                .tapAction(toast, action: $0)
            }
        case "swipe":
            let directions: [String: Edge] = ["up": .top, "down": .bottom, "left": .leading, "right": .trailing]
            guard let direction = argument.stringValue, let edge = directions[direction] else {
                context.error(at, "expected one of 'up', 'down', 'left', 'right', got \(argument.described)")
                return nil
            }
            guard let toast = target(table, path, context) else { return nil }
            return .swipe(toast, toward: edge)
        case "touch":
            guard let phase = argument.stringValue, phase == "begin" || phase == "end" else {
                context.error(at, "expected 'begin' or 'end', got \(argument.described)")
                return nil
            }
            guard let toast = target(table, path, context) else { return nil }
            return phase == "begin" ? .touchBegan(toast) : .touchEnded(toast)
        case "dismiss_all": return .dismissAll
        case "dismiss_popup": return .dismissPopup
        case "popup_button":
            return ValueDecoder<Int>.integer(min: 1, max: 2).decode(argument, at, context).map { .popupButton($0 - 1) }
        case "popup":
            return PopupCommand.decode(argument, at: at, context).map(ToastCommand.popup)
        case "tap_link":
            guard
                let link = ValueDecoder<Int>.integer(min: 1, max: MarkupLimits.links * 2).decode(argument, at, context),
                let toast = target(table, path, context)
            else { return nil }
            return .tapLink(toast, link: link - 1)
        default:
            return nil
        }
    }

    /// The keys of one event as the type file and the reference show them: the same key lists
    /// the decoder checks (`actions`, `showOptions`), each with what it accepts.
    static var description: RecordDescription {
        let shapes: [String: (ValueShape, String)] = [
            "at": (.number(min: 0, max: 3600), "Seconds from the start."),
            "show": (.string, "Shows a toast of this kind."),
            "tap": (
                .union([.choice(["current"]), .integer(min: 1, max: 100_000)]),
                "Taps the current toast or the n-th shown."
            ),
            "swipe": (.choice(["up", "down", "left", "right"]), "Swipes the toast (see `toast`) in a direction."),
            "touch": (.choice(["begin", "end"]), "Starts or ends a touch on the toast (see `toast`)."),
            "dismiss": (
                .union([.choice(["current"]), .integer(min: 1, max: 100_000)]),
                "Dismisses the current toast or the n-th shown."
            ),
            "dismiss_all": (.boolean, "Dismisses every toast."),
            "popup": (PopupCommand.schema.shape, "Opens a popup."),
            "popup_button": (.integer(min: 1, max: 2), "Taps the popup's first or second button."),
            "dismiss_popup": (.boolean, "Dismisses the popup."),
            "tap_link": (
                .integer(min: 1, max: MarkupLimits.links * 2),
                "Taps the n-th link of the toast's rich text (see `toast`; the title's links first): a `link` event, the toast stays."
            ),
            "toast": (
                .union([.choice(["current"]), .integer(min: 1, max: 100_000)]),
                "swipe, touch, tap_link: which toast (the current one by default)."
            ),
            "button": (.string, "tap: the id of the action whose button is tapped (default: the toast itself)."),
        ]
        let keys = ["at"] + actions + showOptions + ["toast", "button"]
        return RecordDescription(
            className: "tartine.ScenarioEvent", doc: "One event: `at` and exactly one action.",
            fields: keys.map { key in
                if let option = ShowOptions.schema.field(named: key) {
                    return (key, option.doc + " (show only)", option.shape, false)
                }
                let (shape, doc) = shapes[key] ?? (.string, "")
                return (key, doc, shape, key == "at")
            })
    }
}
