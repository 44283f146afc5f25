import ToastCore
import ToastFiles

/// A theme's `notifications = { kind = "notification", rules = { { app = "Spotify", kind =
/// "music" }, … } }`, decoded into ToastCore's `NotificationRules` (the patterns parsed here, at
/// load; no Lua runs when a notification is resolved).
enum NotificationSchema {
    /// The matchers a rule may have, by key: each a glob pattern.
    static let patternKeys:
        [(key: String, doc: String, set: @Sendable (inout NotificationMatch, GlobPattern) -> Void)] = [
            ("app", "The sending program's name (`app_name`).", { $0.app = $1 }),
            ("summary", "The summary.", { $0.summary = $1 }),
            ("body", "The body as sent (markup included).", { $0.body = $1 }),
            ("category", "The `category` hint (`email.arrived`, `device.*`).", { $0.category = $1 }),
            ("desktop_entry", "The `desktop-entry` hint.", { $0.desktopEntry = $1 }),
            (
                "stack_tag", "The stacking tag (`x-dunst-stack-tag`, `x-canonical-private-synchronous`).",
                { $0.stackTag = $1 }
            ),
        ]

    /// A glob pattern of at most `GlobPattern.maxLength` bytes.
    static let pattern = ValueDecoder<GlobPattern>(.string) { value, path, context in
        guard let text = value.stringValue else { return ValueDecoder.mismatch(.string, value, path, context) }
        guard let pattern = GlobPattern(text) else {
            context.error(
                path, "a pattern is at most \(GlobPattern.maxLength) bytes, got \(text.utf8.count)")
            return nil
        }
        return pattern
    }

    /// `"critical"` or `{ "low", "normal" }`.
    static let urgencies = ValueDecoder<Set<NotificationUrgency>>(
        .union([
            .choice(NotificationUrgency.allCases.map(\.rawValue)),
            .list(.choice(NotificationUrgency.allCases.map(\.rawValue))),
        ])
    ) { value, path, context in
        let one = ValueDecoder<NotificationUrgency>.choice()
        if value.stringValue != nil { return one.decode(value, path, context).map { [$0] } }
        guard let table = value.tableValue, table.fields.isEmpty, !table.array.isEmpty else {
            context.error(path, "expected an urgency (low, normal, critical) or a list of them, got \(value.described)")
            return nil
        }
        let decoded = table.array.enumerated().compactMap { index, item in
            one.decode(item, path.appending(index: index + 1), context)
        }
        return decoded.count == table.array.count ? Set(decoded) : nil
    }

    /// `"app"`, `"category"`, `"desktop_entry"` or `false`.
    static let group = ValueDecoder<NotificationGrouping>(
        .union([.choice(["app", "category", "desktop_entry"]), .boolean])
    ) { value, path, context in
        if value == .boolean(false) { return .ungrouped }
        guard value.stringValue != nil else {
            context.error(path, "expected \"app\", \"category\", \"desktop_entry\" or false, got \(value.described)")
            return nil
        }
        return ValueDecoder<NotificationGrouping>.choice(names: ["app", "category", "desktop_entry"]).decode(
            value, path, context)
    }

    /// `{ "notify-log", "--loud" }`: a program and its arguments, each a string of at most
    /// `NotificationHook.maxArgumentBytes` bytes, at most `NotificationHook.maxArguments` of them.
    static let hook = ValueDecoder<NotificationHook>(.list(.string)) { value, path, context in
        guard let table = value.tableValue, table.fields.isEmpty, !table.array.isEmpty else {
            context.error(
                path, "expected a program and its arguments { \"notify-log\", \"--loud\" }, got \(value.described)")
            return nil
        }
        guard table.array.count <= NotificationHook.maxArguments else {
            context.error(
                path, "\(table.array.count) arguments is more than the \(NotificationHook.maxArguments) a hook may have"
            )
            return nil
        }
        var arguments: [String] = []
        for (index, item) in table.array.enumerated() {
            let at = path.appending(index: index + 1)
            guard let text = item.stringValue else {
                context.error(at, "expected a string, got \(item.described)")
                return nil
            }
            guard text.utf8.count <= NotificationHook.maxArgumentBytes else {
                context.error(
                    at, "an argument is at most \(NotificationHook.maxArgumentBytes) bytes, got \(text.utf8.count)")
                return nil
            }
            guard index > 0 || !text.isEmpty else {
                context.error(at, "the program is empty")
                return nil
            }
            arguments.append(text)
        }
        return NotificationHook(arguments)
    }

    /// `open_links`: a program and its arguments as `hook`, or `false` for none.
    static let linkOpener = ValueDecoder<NotificationHook?>(.union([.list(.string), .boolean])) {
        value, path, context in
        if value == .boolean(false) { return .some(nil) }
        guard value.tableValue != nil else {
            context.error(
                path, "expected a program and its arguments { \"xdg-open\" } or false, got \(value.described)")
            return nil
        }
        return hook.decode(value, path, context).map { .some($0) }
    }

    static let rule = RecordSchema<NotificationRule>(
        "tartine.NotificationRule",
        doc:
            "A notification rule: every pattern it has must match (glob: * ? [a-z] [!…] \\), and then it sets its keys; every matching rule applies in order, a later one winning key by key.",
        fields: patternKeys.map { entry in
            Field<NotificationRule>.value(entry.key, entry.doc + " A glob pattern.", pattern) { rule, glob in
                entry.set(&rule.match, glob)
            }
        } + [
            .value("urgency", "\"low\", \"normal\", \"critical\", or a list of them.", urgencies) {
                $0.match.urgencies = $1
            },
            .value("kind", "The theme's kind the notification becomes.", .name("kind")) { $0.effect.kind = $1 },
            .value(
                "group",
                "The deck group it gathers in: \"app\", \"category\", \"desktop_entry\" (that field's value), or false for none.",
                group
            ) { $0.effect.group = $1 },
            .value("position", "Where it appears, over the kind's position.", .choice(ToastPosition.self)) {
                $0.effect.position = $1
            },
            .value(
                "duration",
                "How long it holds when its sender leaves that to the server (expire_timeout -1): seconds, a reading-time table or \"forever\"; replaces the kind's hold and critical urgency's forever.",
                .displayDuration
            ) { $0.effect.duration = $1 },
            .value(
                "priority",
                "Added to the urgency's priority (low 0, normal 1, critical 2) and the other matching rules'.",
                .integer(
                    min: NotificationRules.priorityRange.lowerBound, max: NotificationRules.priorityRange.upperBound)
            ) { $0.effect.priority = $1 },
            .value(
                "run",
                "A program to run when the notification shows (dunst's script): { \"notify-log\", \"--loud\" }, an argument vector, never a shell; the notification's app, summary, body, icon and urgency follow as arguments, and its fields are in DUNST_* environment variables, as dunst passes them. tartine notifyd runs it, its output discarded, bounded in number and time (docs/limits.md); every matching rule's runs, in order.",
                hook
            ) { $0.effect.hooks = [$1] },
        ])

    static let rules = ValueDecoder<[NotificationRule]>(.list(.record("tartine.NotificationRule"))) {
        value, path, context in
        guard let table = value.tableValue, table.fields.isEmpty else {
            context.error(path, "expected a list of rules { app = …, kind = … }, got \(value.described)")
            return nil
        }
        guard table.array.count <= NotificationRules.maxRules else {
            context.error(
                path, "\(table.array.count) rules is more than the \(NotificationRules.maxRules) a theme may have")
            return nil
        }
        return table.array.enumerated().map { index, item in
            var decoded = NotificationRule(match: NotificationMatch(), effect: .init())
            rule.decode(item, at: path.appending(index: index + 1), into: &decoded, context)
            return decoded
        }
    }

    /// `icon_theme = "Papirus"`: a name an icon theme's directory can have.
    static let iconTheme = ValueDecoder<String>(.string) { value, path, context in
        guard let name = value.stringValue else { return ValueDecoder.mismatch(.string, value, path, context) }
        guard NotificationRules.isIconThemeName(name) else {
            context.error(
                path, "\"\(name)\" cannot name an icon theme (\(NotificationRules.iconThemeNameRule))")
            return nil
        }
        return name
    }

    /// `icon_directories = { "icons" }`: directories inside the theme's directory, also after
    /// following links (one that does not exist yet is kept: it is searched once it does).
    static let iconDirectories = ValueDecoder<[String]>(.list(.string)) { value, path, context in
        guard let table = value.tableValue, table.fields.isEmpty else {
            return ValueDecoder.mismatch(.list(.string), value, path, context)
        }
        guard table.array.count <= NotificationRules.maxIconDirectories else {
            context.error(
                path,
                "\(table.array.count) directories is more than the \(NotificationRules.maxIconDirectories) a theme may name"
            )
            return nil
        }
        let directory = Paths.directory(of: context.file)
        return table.array.enumerated().compactMap { index, item in
            let at = path.appending(index: index + 1)
            guard let relative = item.stringValue else {
                context.error(at, "expected a directory inside the theme's directory, got \(item.described)")
                return nil
            }
            let parts = relative.split(separator: "/")
            if relative.hasPrefix("/") || parts.contains("..") || parts.isEmpty {
                context.error(
                    at, "icon directories stay inside the theme directory (no '/' prefix, no '..'), got \"\(relative)\""
                )
                return nil
            }
            do throws(FileError) {
                return try Paths.confined(relative, inside: directory)
            } catch  where error.isNotFound {
                return Paths.join(directory, relative)
            } catch {
                if case .outside(_, let resolved) = error.problem {
                    context.error(at, "\"\(relative)\" resolves to \(resolved), outside the theme directory")
                } else {
                    context.error(at, "\"\(relative)\": \(error)")
                }
                return nil
            }
        }
    }

    static let schema = RecordSchema<NotificationRules>(
        "tartine.Notifications",
        doc: "How desktop notifications (tartine notifyd, a scenario's notify) become toasts of the theme's kinds.",
        fields: [
            .value(
                "kind",
                "The kind of notifications no rule gives a kind (without it: a plain toast in the theme's style).",
                .name("kind")
            ) { $0.defaultKind = $1 },
            .value("rules", "Rules in order: { { urgency = \"critical\", kind = \"critical\" }, … }.", rules) {
                $0.rules = $1
            },
            .value(
                "fonts",
                "The fonts tartine notifyd draws with: \"pinned\" (the default: the fonts every picture is drawn with) or \"installed\" (any family fontconfig finds on the machine, such as the desktop's own; `check` warns at the line of a family that is not installed). Pictures (render, snapshot, the preview) keep the pinned fonts.",
                .choice(FontSource.self)
            ) { $0.fonts = $1 },
            .value(
                "icon_theme",
                "The icon theme senders' icon names (notify-send -i dialog-information) are looked up in, before hicolor, when tartine notifyd is not given --icon-theme (without it: gtk-icon-theme-name of ~/.config/gtk-3.0/settings.ini).",
                iconTheme
            ) { $0.iconTheme = $1 },
            .value(
                "icon_directories",
                "Directories inside the theme's directory searched for icon names before the user's: each may hold icons (name.png, name.svg) or icon themes (hicolor/48x48/apps/name.png), as ~/.local/share/icons does. At most 16.",
                iconDirectories
            ) { $0.iconDirectories = $1 },
            .value(
                "open_links",
                "The program a click on a link in a body opens it with, the link after its arguments: { \"xdg-open\" } (the default), an argument vector, never a shell; false opens none. Only http, https and mailto links open; others are said on stderr.",
                linkOpener
            ) { $0.linkOpener = $1 },
        ])

    static let decoder = ValueDecoder<NotificationRules>(.record("tartine.Notifications")) { value, path, context in
        var decoded = NotificationRules()
        schema.decode(value, at: path, into: &decoded, context)
        return decoded
    }

    /// Every kind the notifications name is one of the theme's (its own or a plugin's): an error
    /// at the key, with the nearest kind's name.
    static func check(_ draft: ThemeDraft, _ context: DecodeContext) {
        guard let rules = draft.notifications else { return }
        let kinds = draft.kinds.map(\.id)
        let at = KeyPath().appending("notifications")
        if let kind = rules.defaultKind, !kinds.contains(kind) {
            context.error(at.appending("kind"), unknownKind(kind) + Suggestion.hint(for: kind, in: kinds))
        }
        for (index, rule) in rules.rules.enumerated() {
            guard let kind = rule.effect.kind, !kinds.contains(kind) else { continue }
            context.error(
                at.appending("rules").appending(index: index + 1).appending("kind"),
                unknownKind(kind) + Suggestion.hint(for: kind, in: kinds))
        }
    }

    /// The kinds the theme's notifications name (the default kind and the rules'): their
    /// buttons come from each notification's actions, not from the kind's.
    static func kinds(of draft: ThemeDraft) -> Set<String> {
        guard let rules = draft.notifications else { return [] }
        return Set([rules.defaultKind].compactMap { $0 } + rules.rules.compactMap(\.effect.kind))
    }

    /// `the theme has no kind 'critcal' for notifications`.
    static func unknownKind(_ kind: String) -> String {
        "the theme has no kind '\(kind)' for notifications"
    }
}
