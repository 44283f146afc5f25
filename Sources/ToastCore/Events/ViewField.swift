/// A field of the read-only views a plugin's handler receives (its event and its toast), named
/// as Lua reads it: `shownAt` is `shown_at`. The one list of view fields: the encoder writes
/// fields by ``key``, the Lua host hands ``names`` to the C views when a sandbox starts (C has no
/// list of its own), the type file documents each with its ``luaType``.
///
/// Cases are declared in the order of their Lua names (`ViewFieldTableTests` proves it): a
/// field's key is its position, and views list their fields, and `pairs` walks them, in key order.
public enum ViewField: UInt16, CaseIterable, Sendable {
    /// The fields, in the order of their Lua names.
    case action, appName, body, button, category, count, desktopEntry, haptic, hints, href, id, kind, message, name
    /// The fields, in the order of their Lua names (continued).
    case notificationId, plugin, politeness, popup, position, priority, progress, reason, resident, shownAt, stackTag
    /// The fields, in the order of their Lua names (continued).
    case state, summary, tag, text, time, title, transient, urgency

    /// The field's key in a view (its position in `allCases`).
    @inline(__always) public var key: UInt16 { rawValue }

    /// The name Lua reads the field by (`shown_at`).
    public var name: String { Self.names[Int(rawValue)] }

    /// The Lua name of every field, by key.
    public static let names: [String] = allCases.map { EventNaming.snakeCase(String(describing: $0)) }

    /// The field whose Lua name is `name`, if any.
    public init?(name: String) {
        guard let index = Self.names.firstIndex(of: name) else { return nil }
        self = Self.allCases[index]
    }

    /// The field's type in the LuaLS type file (`themes/types/tartine.d.lua`).
    public var luaType: String {
        switch self {
        case .action, .haptic, .href, .kind, .message, .name, .plugin, .politeness, .reason, .tag, .text, .title:
            "string"
        case .appName, .body, .category, .desktopEntry, .stackTag, .summary: "string"
        case .button, .count, .id, .popup, .priority, .notificationId: "integer"
        case .transient, .resident: "boolean"
        case .urgency: NotificationUrgency.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: "|")
        case .hints: "table<string, string|integer|number|boolean>"
        case .progress, .shownAt, .time: "number"
        case .position: ToastPosition.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: "|")
        case .state: ToastView.State.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: "|")
        }
    }
}

/// A view field's value: what the encoder writes and a transcript prints.
public enum ViewValue: Sendable, Hashable {
    /// A Lua integer (an id, a count, a button's number).
    case integer(Int64)
    /// A Lua number (a time, a progress).
    case number(Double)
    /// A Lua string.
    case string(String)
    /// A Lua boolean (a notification's `transient`, `resident`).
    case boolean(Bool)
    /// A read-only table of a notification's plain hints, by name (`hints`), in name order.
    case hints([NotificationHint])
}

/// How Swift names become Lua names.
enum EventNaming {
    /// `shownAt` as `shown_at`, `popupWillShow` as `popup_will_show`.
    static func snakeCase(_ name: String) -> String {
        var out = ""
        for scalar in name.unicodeScalars {
            if scalar.value >= 0x41 && scalar.value <= 0x5A {
                out += "_"
                out.unicodeScalars.append(Unicode.Scalar(scalar.value + 0x20) ?? scalar)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
