import ToastCore

/// The hints of a `Notify` (`a{sv}`), read once: the ones the spec names become the
/// notification's fields, every other one with a plain value one of its `NotificationHint`s.
/// The first of a repeated name counts; a hint of the wrong type is ignored.
struct NotifyHints {
    /// The names the spec (and the stacking peers) give a meaning; never among the plain hints.
    static let known = NotificationHint.meaningful

    private var values: [String: Variant] = [:]
    /// The plain hints kept so far: sorted by name, one per name, at most `NotificationLimits.hints`
    /// (a flood of hints costs a comparison each past that, no sort and no value read).
    private var plain: [NotificationHint] = []

    /// Reads the `a{sv}` dictionary `hints`. A name longer than
    /// `NotificationLimits.hintText` is ignored.
    init(_ hints: Variant) {
        for index in 0..<hints.count {
            let entry = hints.child(index)
            guard let name = entry.child(0).string(refusingOver: NotificationLimits.hintText) else { continue }
            if Self.known.contains(name) {
                if values[name] == nil { values[name] = entry.child(1).unboxed() }
            } else {
                keep(name, entry)
            }
        }
    }

    /// Adds the plain hint `name` of `entry` in its place among the kept ones, unless the name
    /// is kept already or comes after `NotificationLimits.hints` smaller names, or its value is
    /// not plain.
    private mutating func keep(_ name: String, _ entry: Variant) {
        var low = 0
        var high = plain.count
        while low < high {
            let middle = (low + high) / 2
            if plain[middle].name < name { low = middle + 1 } else { high = middle }
        }
        guard low < NotificationLimits.hints, low == plain.count || plain[low].name != name,
            let value = Self.plainValue(entry.child(1).unboxed())
        else { return }
        plain.insert(NotificationHint(name: name, value: value), at: low)
        if plain.count > NotificationLimits.hints { plain.removeLast() }
    }

    /// Sets the hinted fields of `notification`: urgency (any integer type; out of range is
    /// normal), category, desktop entry, stack tag (names over `NotificationLimits.name` are
    /// dropped), progress (any integer type, clamped to 0...100), transient and resident (a
    /// boolean or an integer), the image (`image-data`, `image_data`, `image-path`, `image_path`,
    /// `icon_data`, then `appIcon`: the first that gives one) and the plain hints (sorted by
    /// name, the first of a repeated name, at most `NotificationLimits.hints`).
    func apply(to notification: inout Notification, appIcon: String) {
        if let urgency = values["urgency"]?.integer {
            notification.urgency = Int(exactly: urgency).flatMap(NotificationUrgency.init(byte:)) ?? .normal
        }
        notification.category = name("category")
        notification.desktopEntry = name("desktop-entry")
        notification.stackTag = name("x-dunst-stack-tag") ?? name("x-canonical-private-synchronous")
        if let value = values["value"]?.integer { notification.progress = Int(min(max(value, 0), 100)) }
        notification.transient = flag("transient")
        notification.resident = flag("resident")
        notification.image = image(appIcon: appIcon)
        notification.hints = plain
    }

    private func name(_ hint: String) -> String? {
        guard let value = values[hint], value.isString else { return nil }
        return value.string(refusingOver: NotificationLimits.name)
    }

    private func flag(_ hint: String) -> Bool {
        guard let value = values[hint] else { return false }
        return value.boolean ?? value.integer.map { $0 != 0 } ?? false
    }

    private func image(appIcon: String) -> NotificationImage? {
        for hint in ["image-data", "image_data"] {
            if let value = values[hint], let image = ImageData.image(of: value) { return image }
        }
        for hint in ["image-path", "image_path"] {
            if let text = name(hint), let image = IconReference.image(text) { return image }
        }
        if let value = values["icon_data"], let image = ImageData.image(of: value) { return image }
        return IconReference.image(appIcon)
    }

    /// A plain value (`s o g` cut to `NotificationLimits.hintText`, `b`, any integer, a finite
    /// `d`); `nil` for anything else.
    static func plainValue(_ value: Variant) -> NotificationHint.Value? {
        if value.isString { return .string(value.string(cutTo: NotificationLimits.hintText)) }
        if let boolean = value.boolean { return .boolean(boolean) }
        if let integer = value.integer { return .integer(integer) }
        if let number = value.double, number.isFinite { return .number(number) }
        return nil
    }
}
