import ToastFiles
import ToastCore

/// A desktop notification as a scenario writes it (`{ at = 1, notify = { app = "Mail", summary =
/// "…", body = "<b>…</b>", urgency = "critical", actions = { { "default", "Open" } } } }`): one
/// schema, every string, count and number within ``NotificationLimits`` (a problem is an error at
/// its `file:line`). The scenario numbers its notifications (``number(_:at:_:)``).
enum NotifyOptions {
    /// A string of at most `limit` UTF-8 bytes.
    static func text(_ limit: Int) -> ValueDecoder<String> {
        ValueDecoder<String>(.string) { value, path, context in
            guard let text = value.stringValue else { return ValueDecoder.mismatch(.string, value, path, context) }
            guard text.utf8.count <= limit else {
                context.error(path, "at most \(limit) bytes, got \(text.utf8.count)")
                return nil
            }
            return text
        }
    }

    /// `{ { "default", "Open" }, { "reply", "Reply" } }`: keys and labels in order.
    static let actions = ValueDecoder<[NotificationAction]>(.list(.list(.string))) { value, path, context in
        guard let table = value.tableValue, table.fields.isEmpty else {
            context.error(path, "expected a list of { key, label } pairs, got \(value.described)")
            return nil
        }
        guard table.array.count <= NotificationLimits.actions else {
            context.error(path, "\(table.array.count) actions is more than the \(NotificationLimits.actions) kept")
            return nil
        }
        var actions: [NotificationAction] = []
        for (index, item) in table.array.enumerated() {
            let at = path.appending(index: index + 1)
            guard let pair = item.tableValue, pair.fields.isEmpty, pair.array.count == 2 else {
                context.error(at, "expected { key, label }, got \(item.described)")
                continue
            }
            let strings = [1, 2].compactMap {
                text(NotificationLimits.actionText).decode(pair.array[$0 - 1], at.appending(index: $0), context)
            }
            if strings.count == 2 { actions.append(NotificationAction(key: strings[0], label: strings[1])) }
        }
        return actions.count == table.array.count ? actions : nil
    }

    /// The scenario's key for each hint the server reads into a field
    /// (`NotificationHint.meaningful`): such a hint in `hints` is an error naming the key, since
    /// kept as a plain hint it would mean something else than it means to `tartine notifyd`.
    static let hintKeys: [String: String] = [
        "urgency": "urgency", "category": "category", "desktop-entry": "desktop_entry", "image-data": "image",
        "image_data": "image", "image-path": "image", "image_path": "image", "icon_data": "image",
        "value": "progress", "transient": "transient", "resident": "resident",
        "x-canonical-private-synchronous": "stack_tag", "x-dunst-stack-tag": "stack_tag",
    ]

    /// `{ ["x-kde-origin-name"] = "Work", ["sound-name"] = "bell" }`: plain values by name,
    /// sorted by name as the server gives them; a hint the server gives a meaning is refused
    /// (``hintKeys``).
    static let hints = ValueDecoder<[NotificationHint]>(
        .map(.union([.string, .number(min: -1e15, max: 1e15), .boolean]))
    ) { value, path, context in
        guard let table = value.tableValue, table.array.isEmpty else {
            context.error(path, "expected hints by name { [\"x-name\"] = value }, got \(value.described)")
            return nil
        }
        guard table.fields.count <= NotificationLimits.hints else {
            context.error(path, "\(table.fields.count) hints is more than the \(NotificationLimits.hints) kept")
            return nil
        }
        var hints: [NotificationHint] = []
        for (name, item) in table.fields {
            let at = path.appending(name)
            guard name.utf8.count <= NotificationLimits.hintText else {
                context.error(at, "a hint's name is at most \(NotificationLimits.hintText) bytes")
                continue
            }
            if NotificationHint.meaningful.contains(name) {
                let key = hintKeys[name] ?? name
                context.error(
                    at,
                    "the server reads the hint '\(name)' as the notification's \(key), not as a plain hint; "
                        + "write it as notify.\(key)")
                continue
            }
            switch item {
            case .boolean(let flag): hints.append(NotificationHint(name: name, value: .boolean(flag)))
            case .string:
                if let string = text(NotificationLimits.hintText).decode(item, at, context) {
                    hints.append(NotificationHint(name: name, value: .string(string)))
                }
            default:
                guard let number = ValueDecoder<Double>.number(min: -1e15, max: 1e15).decode(item, at, context)
                else { continue }
                let whole = number.rounded(.towardZero) == number
                hints.append(NotificationHint(name: name, value: whole ? .integer(Int64(number)) : .number(number)))
            }
        }
        return hints.count == table.fields.count ? hints.sorted { $0.name < $1.name } : nil
    }

    static let schema = RecordSchema<Notification>(
        "tartine.ScenarioNotify",
        doc:
            "A desktop notification (a scenario's notify event), as a program would send it to tartine notifyd; the theme's notification rules give its kind. The scenario numbers its notifications 1, 2, … in order; one that replaces another takes its number.",
        fields: [
            .value("app", "The sending program's name (app_name).", text(NotificationLimits.name)) { $0.appName = $1 },
            .value("summary", "The summary: plain text.", text(NotificationLimits.summary), required: true) {
                $0.summary = $1
            },
            .value("body", "The body, in the markup subset (<b> <i> <u> <a href> …).", text(NotificationLimits.body)) {
                $0.body = $1
            },
            .value("urgency", "low, normal (the default) or critical.", .choice(NotificationUrgency.self)) {
                $0.urgency = $1
            },
            .value("category", "The category hint (email.arrived, device.added …).", text(NotificationLimits.name)) {
                $0.category = $1
            },
            .value("desktop_entry", "The desktop-entry hint.", text(NotificationLimits.name)) { $0.desktopEntry = $1 },
            .value(
                "actions", "Actions in order: { { \"default\", \"Open\" }, { \"reply\", \"Reply\" } } (key, label).",
                actions
            ) { $0.actions = $1 },
            .value("progress", "The value hint: progress in percent.", .integer(min: 0, max: 100)) { $0.progress = $1 },
            .value(
                "image", "An image file, relative to the theme's directory (images/mina.png).",
                text(NotificationLimits.name)
            ) { $0.image = .path($1) },
            .value("icon", "An icon name (app_icon): the kind's own icon is drawn.", text(NotificationLimits.name)) {
                $0.appIcon = $1
                if $0.image == nil { $0.image = .name($1) }
            },
            .value(
                "stack_tag", "The stacking tag: a newer notification with the same tag replaces it.",
                text(NotificationLimits.name)
            ) {
                $0.stackTag = $1
            },
            .value(
                "expire", "expire_timeout in milliseconds: -1 the server's default, 0 never, more that long.",
                .integer(min: -1, max: Int(Int32.max))
            ) { $0.expireTimeout = Int32($1) },
            .value(
                "replaces", "The number of an earlier notification of the scenario this one replaces in place.",
                .integer(min: 1, max: 100_000)
            ) { $0.replacesID = UInt32($1) },
            .value("transient", "The transient hint: not kept in the history.", .boolean) { $0.transient = $1 },
            .value("resident", "The resident hint: an action does not close it.", .boolean) { $0.resident = $1 },
            .value("hints", "Other hints with plain values, by name.", hints) { $0.hints = $1 },
        ])

    /// The notification `value` describes (without its number), or `nil` with the problems in
    /// `context`.
    static func decode(_ value: LuaValue, at path: KeyPath, _ context: DecodeContext) -> Notification? {
        let errors = context.errorCount
        var notification = Notification(summary: "")
        schema.decode(value, at: path, into: &notification, context)
        return context.errorCount == errors ? notification : nil
    }

    /// Why a notification's image cannot be used.
    struct ImageProblem: Error {
        let message: String
    }

    /// `image`, written relative to the theme's directory, as a path inside it (followed through
    /// links, as a kind's image icon is); a file not there yet is reported when drawn.
    static func themeImage(_ image: String, theme: String) -> Result<String, ImageProblem> {
        let parts = image.split(separator: "/")
        if image.hasPrefix("/") || parts.contains("..") || parts.isEmpty {
            return .failure(
                ImageProblem(
                    message: "image paths stay inside the theme directory (no '/' prefix, no '..'), got \"\(image)\""))
        }
        let directory = Paths.directory(of: theme)
        do throws(FileError) {
            return .success(try Paths.confined(image, inside: directory))
        } catch  where error.isNotFound {
            return .success(Paths.join(directory, image))
        } catch {
            if case .outside(_, let resolved) = error.problem {
                return .failure(
                    ImageProblem(message: "\"\(image)\" resolves to \(resolved), outside the theme directory"))
            }
            return .failure(ImageProblem(message: "\"\(image)\": \(error)"))
        }
    }

    /// Numbers the notifications of `events` (in the order written) 1, 2, …: one that replaces
    /// another takes its number. A `replaces` that names no earlier notification is an error at
    /// its key.
    static func number(_ events: inout [Scenario.Event], at path: KeyPath, _ context: DecodeContext) {
        var count: UInt32 = 0
        for index in events.indices {
            guard case .notify(var notification) = events[index].command else { continue }
            if notification.replacesID != 0 {
                guard notification.replacesID <= count else {
                    context.error(
                        path.appending(index: index + 1).appending("notify").appending("replaces"),
                        "the scenario has no notification \(notification.replacesID) before this one (\(count) so far)")
                    continue
                }
                notification.id = notification.replacesID
            } else {
                count += 1
                notification.id = count
            }
            events[index].command = .notify(notification)
        }
    }
}
