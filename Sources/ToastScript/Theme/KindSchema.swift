import ToastCore
import ToastFiles

/// A kind as written, before its texts are known to be keys or literals.
struct KindDraft: Sendable {
    var id: String
    var icon: ToastIcon?
    var title: String?
    var message: String?
    var haptic: Haptic = .none
    var position: ToastPosition?
    var duration: DisplayDuration?
    /// The `action` key: one button.
    var action: ActionDraft?
    /// The `actions` key: a list of buttons.
    var actionList: [ActionDraft]?
    var accessibilityLabel: String?
    var politeness: Politeness?
    var style = StylePatch()
    /// The deck group its toasts gather in.
    var group: String?

    /// The kind's buttons in order: `actions`, or else `action` alone.
    var actions: [ActionDraft] { actionList ?? action.map { [$0] } ?? [] }
}

/// An action button as written: its identifier, its title (a key or literal) and where it was
/// written, for diagnostics.
struct ActionDraft: Sendable {
    var id = ""
    var title = ""
    var path = KeyPath()
}

extension ValueDecoder where Value == DisplayDuration {
    /// Seconds, a reading-time table `{ base, per_character, action_bonus, min, max }`, or
    /// `"forever"`: a sticky toast, shown until it is dismissed.
    static let displayDuration = ValueDecoder(
        .union([.number(min: 0, max: 3600), .record("tartine.ReadingTime"), .choice(["forever"])])
    ) {
        value, path, context in
        if value.numberValue != nil {
            return ValueDecoder<Double>.number(min: 0, max: 3600).decode(value, path, context).map(
                DisplayDuration.fixed)
        }
        if let word = value.stringValue {
            guard word == "forever" else {
                context.error(
                    path,
                    "expected seconds, a reading-time table or \"forever\", got \(value.described)"
                        + Suggestion.hint(for: word, in: ["forever"]))
                return nil
            }
            return .forever
        }
        var rule = ReadingTime()
        let schema = KindSchema.readingTime
        guard value.tableValue != nil else {
            context.error(
                path,
                "expected seconds, a reading-time table { base, per_character, action_bonus, min, max } or \"forever\", got \(value.described)"
            )
            return nil
        }
        schema.decode(value, at: path, into: &rule, context)
        if rule.minimum > rule.maximum {
            context.error(
                path, "min (\(NumberText.short(rule.minimum))) is greater than max (\(NumberText.short(rule.maximum)))")
            return nil
        }
        return .readingTime(rule)
    }
}

extension ValueDecoder where Value == ToastIcon {
    /// An emoji string, or `{ image = "icons/save.png" }` inside the theme's directory.
    static let icon = ValueDecoder(.union([.string, .record("tartine.ImageIcon")])) { value, path, context in
        if let text = value.stringValue { return .emoji(text) }
        guard let table = value.tableValue, let image = table["image"]?.stringValue, table.fields.count == 1 else {
            context.error(path, "expected an emoji string or { image = \"icons/name.png\" }, got \(value.described)")
            return nil
        }
        let parts = image.split(separator: "/")
        if image.hasPrefix("/") || parts.contains("..") || parts.isEmpty {
            context.error(
                path.appending("image"),
                "image paths stay inside the theme directory (no '/' prefix, no '..'), got \"\(image)\"")
            return nil
        }
        // Followed through symbolic links, the file must still be inside the theme's directory.
        let directory = Paths.directory(of: context.file)
        do throws(FileError) {
            return .image(path: try Paths.confined(image, inside: directory))
        } catch  where error.isNotFound {
            return .image(path: Paths.join(directory, image))  // reported when drawn: the file may come later
        } catch {
            if case .outside(_, let resolved) = error.problem {
                context.error(
                    path.appending("image"), "\"\(image)\" resolves to \(resolved), outside the theme directory")
            } else {
                context.error(path.appending("image"), "\"\(image)\": \(error)")
            }
            return nil
        }
    }
}

enum KindSchema {
    static let ownFields: [Field<KindDraft>] = [
        .value("icon", "An emoji, or { image = \"icons/x.png\" }.", .icon) { $0.icon = $1 },
        .value("title", "Optional bold line: a string key or literal text.", .string) { $0.title = $1 },
        .value(
            "message",
            "The message: a string key (looked up in strings) or literal text. When the theme has strings, a text that no table has but that has no spaces and looks like a key (letters, digits, _ and - around a dot: notes.saved) or is near a key is a warning, with the near key (it would be drawn as written); other text is drawn as written without a word.",
            .string, required: true
        ) { $0.message = $1 },
        .value("haptic", "Haptic played on show.", .choice(Haptic.self)) { $0.haptic = $1 },
        .value("position", "Default position of this kind.", .choice(ToastPosition.self)) { $0.position = $1 },
        .value(
            "duration",
            "Hold time: seconds, a reading-time table, or \"forever\" (sticky: shown until dismissed; a sticky kind needs a way to close it: tap or swipe to dismiss, or an action).",
            .displayDuration
        ) { $0.duration = $1 },
        .value("action", "A button { id, title } (one; `actions` for several).", actionDecoder) { $0.action = $1 },
        .value(
            "actions",
            "Buttons in order: { { id = \"undo\", title = \"Undo\" }, { id = \"view\", title = \"View\" } }; `toast.button { action = 2 }` or `{ action = \"view\" }` shows one (the default row shows the first two).",
            actionsDecoder
        ) { $0.actionList = $1 },
        .value("accessibility_label", "What VoiceOver says (a string key or literal).", .string) {
            $0.accessibilityLabel = $1
        },
        .value(
            "politeness",
            "How urgently VoiceOver speaks the toast: `polite` (when the user pauses) or `assertive` (at once, interrupting). Default: assertive for an `error` or `warning` haptic, else polite.",
            .choice(Politeness.self)
        ) { $0.politeness = $1 },
        .value("group", "Under the deck policy, the group its toasts gather in (one deck per group).", .name("group")) {
            $0.group = $1
        },
    ]

    static let readingTime = RecordSchema<ReadingTime>(
        "tartine.ReadingTime", doc: "Hold long enough to read the text.",
        fields: [
            .value("base", "Seconds before any text.", .number(min: 0, max: 60)) { $0.base = $1 },
            .value("per_character", "Seconds per character.", .number(min: 0, max: 5)) { $0.perCharacter = $1 },
            .value("action_bonus", "Extra seconds when there is an action.", .number(min: 0, max: 60)) {
                $0.actionBonus = $1
            },
            .value("min", "Floor in seconds.", .number(min: 0, max: 3600)) { $0.minimum = $1 },
            .value("max", "Ceiling in seconds.", .number(min: 0, max: 3600)) { $0.maximum = $1 },
        ])

    static let action = RecordSchema<ActionDraft>(
        "tartine.Action", doc: "A button inside a toast.",
        fields: [
            .value("id", "Reported in the action event.", .string, required: true) { $0.id = $1 },
            .value("title", "Button title: a string key or literal.", .string, required: true) { $0.title = $1 },
        ])

    static let actionDecoder = ValueDecoder<ActionDraft>(.record("tartine.Action")) { value, path, context in
        var result = ActionDraft(path: path)
        action.decode(value, at: path, into: &result, context)
        return result
    }

    /// A list of `{ id, title }`, each identifier once.
    static let actionsDecoder = ValueDecoder<[ActionDraft]>(.list(.record("tartine.Action"))) { value, path, context in
        guard let table = value.tableValue, table.fields.isEmpty else {
            context.error(path, "expected a list of buttons { { id = …, title = … }, … }, got \(value.described)")
            return nil
        }
        var result: [ActionDraft] = []
        for (index, item) in table.array.enumerated() {
            guard let decoded = actionDecoder.decode(item, path.appending(index: index + 1), context) else { continue }
            if let first = result.firstIndex(where: { $0.id == decoded.id }) {
                context.error(
                    decoded.path.appending("id"), "action '\(decoded.id)' is already button \(first + 1) of this kind")
                continue
            }
            result.append(decoded)
        }
        return result
    }

    /// A kind's keys: its own plus every style key (written flat: `background = …`). A style key
    /// with the name of a kind key (`action`: the button, not the button's look) is the kind's:
    /// it is listed once, with one meaning.
    static let schema = RecordSchema<KindDraft>(
        "tartine.Kind", doc: "A type of toast: icon, message, colour, haptic.",
        fields: ownFields
            + StyleSchema.fields
            .filter { style in !ownFields.contains { $0.name == style.name } }
            .map { $0.lifted(\KindDraft.style) })
}
