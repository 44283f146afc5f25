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
            if option == "message" && (name == "resolve" || name == "reject") { continue }
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
        case "tap", "dismiss", "expand", "collapse":
            let toast: ToastTarget
            if argument.stringValue == "current" || argument == .boolean(true) {
                toast = .current
            } else if let index = ValueDecoder<Int>.integer(min: 1, max: 100_000).decode(argument, at, context) {
                toast = .shown(index)
            } else {
                return nil
            }
            if name == "expand" { return .expand(toast) }
            if name == "collapse" { return .collapse(toast) }
            guard name == "tap" else { return .dismiss(toast, by: .app) }
            guard let button = table["button"] else { return .tap(toast) }
            return ValueDecoder<String>.string.decode(button, path.appending("button"), context).map {
                .tapAction(toast, action: $0)
            }
        case "swipe":
            guard let direction = argument.stringValue, let edge = swipeDirections[direction] else {
                context.error(
                    at,
                    "expected one of \(swipeNames.map { "'\($0)'" }.joined(separator: ", ")), got \(argument.described)"
                )
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
        case "drag":
            guard let toast = target(table, path, context) else { return nil }
            if argument.stringValue == "end" { return .endDrag(toast) }
            guard argument.tableValue != nil else {
                context.error(at, "expected { x = …, y = … } or 'end', got \(argument.described)")
                return nil
            }
            return ScenarioDrag.decode(argument, at: at, context).map { .drag(toast, by: $0.offset) }
        case "hover":
            guard let phase = argument.stringValue, phase == "begin" || phase == "end" else {
                context.error(at, "expected 'begin' or 'end', got \(argument.described)")
                return nil
            }
            guard let toast = target(table, path, context) else { return nil }
            return phase == "begin" ? .hoverBegan(toast) : .hoverEnded(toast)
        case "dismiss_all": return .dismissAll(by: .app)
        case "dismiss_popup": return .dismissPopup
        case "popup_button":
            return ValueDecoder<Int>.integer(min: 1, max: 2).decode(argument, at, context).map { .popupButton($0 - 1) }
        case "popup":
            return PopupCommand.decode(argument, at: at, context).map(ToastCommand.popup)
        case "quiet":
            return QuietOptions.decode(argument, at: at, context).map(ToastCommand.quiet)
        case "promise":
            return PromiseOptions.decode(argument, at: at, context).map { .promise($0.request(tag: nil)) }
        case "resolve", "reject":
            let toast: ToastTarget
            if argument.stringValue == "current" {
                toast = .current
            } else if let index = ValueDecoder<Int>.integer(min: 1, max: 100_000).decode(argument, at, context) {
                toast = .shown(index)
            } else {
                return nil
            }
            let message = table["message"].flatMap {
                ValueDecoder<String>.drawnText.decode($0, path.appending("message"), context)
            }
            return .settle(.target(toast), name == "resolve" ? .success : .failure, message: message)
        case "tap_link":
            guard
                let link = ValueDecoder<Int>.integer(min: 1, max: MarkupLimits.links * 2).decode(argument, at, context),
                let toast = target(table, path, context)
            else { return nil }
            return .tapLink(toast, link: link - 1)
        case "notify":
            return NotifyOptions.decode(argument, at: at, context).map(ToastCommand.notify)
        default:
            return nil
        }
    }

    /// The names a swipe event takes, in the order errors list them: the physical ones (`left`
    /// is leading, `right` trailing) and the edges by their own names.
    static let swipeNames = ["up", "down", "left", "right", "top", "bottom", "leading", "trailing"]
    private static let swipeDirections: [String: Edge] = [
        "up": .top, "down": .bottom, "left": .leading, "right": .trailing,
        "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing,
    ]

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
            "swipe": (
                .choice(swipeNames),
                "Swipes the toast (see `toast`) toward an edge (left is leading, right trailing: mirrored right to left)."
            ),
            "drag": (
                .union([ScenarioDrag.schema.shape, .choice(["end"])]),
                "Drags the toast (see `toast`) to { x, y } points from where the finger came down (x toward trailing), or \"end\" to lift the finger: it is swiped away or springs back."
            ),
            "touch": (.choice(["begin", "end"]), "Starts or ends a touch on the toast (see `toast`)."),
            "dismiss": (
                .union([.choice(["current"]), .integer(min: 1, max: 100_000)]),
                "Dismisses the current toast or the n-th shown."
            ),
            "dismiss_all": (.boolean, "Dismisses every toast on screen and every one waiting; held toasts stay held."),
            "popup": (PopupCommand.schema.shape, "Opens a popup."),
            "popup_button": (.integer(min: 1, max: 2), "Taps the popup's first or second button."),
            "dismiss_popup": (.boolean, "Dismisses the popup."),
            "expand": (
                .union([.choice(["current"]), .integer(min: 1, max: 100_000)]),
                "Expands the deck (the deck policy) of the current toast or the n-th shown."
            ),
            "collapse": (
                .union([.choice(["current"]), .integer(min: 1, max: 100_000)]),
                "Collapses the deck of the current toast or the n-th shown."
            ),
            "hover": (
                .choice(["begin", "end"]),
                "The pointer enters (the deck expands) or leaves (it collapses) the toast's deck (see `toast`)."
            ),
            "quiet": (
                QuietOptions.shape,
                "Starts quiet mode (true: every toast is held; { below = p }: those below priority p) or ends it (false)."
            ),
            "promise": (PromiseOptions.schema.shape, "Shows a promise toast: its loading kind, sticky."),
            "resolve": (
                .union([.choice(["current"]), .integer(min: 1, max: 100_000)]),
                "Turns the promise toast (the current one or the n-th shown) into its success kind (`message` replaces its message)."
            ),
            "reject": (
                .union([.choice(["current"]), .integer(min: 1, max: 100_000)]),
                "Turns the promise toast (the current one or the n-th shown) into its error kind (`message` replaces its message)."
            ),
            "tap_link": (
                .integer(min: 1, max: MarkupLimits.links * 2),
                "Taps the n-th link of the toast's rich text (see `toast`; the title's links first): a `link` event, the toast stays."
            ),
            "notify": (
                NotifyOptions.schema.shape,
                "Sends a desktop notification: the theme's notification rules give its kind (numbered 1, 2, … in the scenario)."
            ),
            "toast": (
                .union([.choice(["current"]), .integer(min: 1, max: 100_000)]),
                "swipe, touch, drag, hover, tap_link: which toast (the current one by default)."
            ),
            "button": (.string, "tap: the id of the action whose button is tapped (default: the toast itself)."),
        ]
        let keys = ["at"] + actions + showOptions + ["toast", "button"]
        return RecordDescription(
            className: "tartine.ScenarioEvent", doc: "One event: `at` and exactly one action.",
            fields: keys.map { key in
                if let option = ShowOptions.schema.field(named: key) {
                    let only = key == "message" ? " (show, resolve and reject only)" : " (show only)"
                    return (key, option.doc + only, option.shape, false)
                }
                let (shape, doc) = shapes[key] ?? (.string, "")
                return (key, doc, shape, key == "at")
            })
    }
}
