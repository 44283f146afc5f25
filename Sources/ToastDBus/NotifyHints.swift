import ToastCore

/// The hints of a `Notify` (`a{sv}`), read once: the ones the spec names become the
/// notification's fields, every other one with a plain value one of its `NotificationHint`s.
/// The first of a repeated name counts; a hint of the wrong type is ignored.
struct NotifyHints {
    /// The names the spec (and the stacking peers) give a meaning; never among the plain hints.
    static let known: Set<String> = [
        "urgency", "category", "desktop-entry", "image-data", "image_data", "image-path", "image_path", "icon_data",
        "value", "transient", "resident", "x-canonical-private-synchronous", "x-dunst-stack-tag",
    ]

    private var values: [String: Variant] = [:]
    private var plain: [NotificationHint] = []

    /// Reads the `a{sv}` dictionary `hints`. A name longer than
    /// `NotificationLimits.hintText` is ignored.
    init(_ hints: Variant) {
        for index in 0..<hints.count {
            let entry = hints.child(index)
            guard let name = entry.child(0).string(refusingOver: NotificationLimits.hintText) else { continue }
            let value = entry.child(1).unboxed()
            if Self.known.contains(name) {
                if values[name] == nil { values[name] = value }
            } else if let plainValue = Self.plainValue(value) {
                plain.append(NotificationHint(name: name, value: plainValue))
            }
        }
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
        var seen: Set<String> = []
        notification.hints = Array(
            plain.enumerated().sorted { ($0.element.name, $0.offset) < ($1.element.name, $1.offset) }
                .map(\.element).filter { seen.insert($0.name).inserted }.prefix(NotificationLimits.hints))
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
