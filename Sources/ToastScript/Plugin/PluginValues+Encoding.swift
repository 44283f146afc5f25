import CLuaSandbox
import ToastCore

/// The handler arguments written straight to the VM's argument encoder, fields in key order (as
/// ``PluginValues/toast(_:)`` builds them), without building ``LuaValue``s per call.
extension PluginValues {
    /// Appends the event table, then the toast view table (or nil).
    static func encodeArguments(
        _ timed: TimedEvent, name: PluginEventName, toast: ToastView?,
        into encoder: inout LuaValueEncoder
    ) {
        encodeEvent(timed, name: name, into: &encoder)
        if let toast { encodeToast(toast, into: &encoder) } else { encoder.encodeNil() }
    }

    /// `{ action?, button?, count?, haptic?, id?, name, plugin?, politeness?, popup?, reason?, text?, time }`.
    static func encodeEvent(_ timed: TimedEvent, name: PluginEventName, into encoder: inout LuaValueEncoder) {
        var action: String?, button: Int64?, count: Int64?, haptic: String?, plugin: String?
        var politeness: String?, popup: Int64?, reason: String?, text: String?
        switch timed.event {
        case .willHide(_, let why), .didHide(_, let why): reason = why.rawValue
        case .dropped(_, let why): reason = why.rawValue
        case .haptic(_, let kind): haptic = kind.rawValue
        case .announce(_, let words, let level): (text, politeness) = (words, level.rawValue)
        case .coalesced(_, let n): count = Int64(n)
        case .action(_, let actionID): action = actionID
        case .vetoed(_, let by, let why): (plugin, reason) = (by, why)
        case .popupWillShow(let id), .popupDidShow(let id), .popupWillHide(let id), .popupDidHide(let id):
            popup = Int64(id.rawValue)
        case .popupButton(let id, let index, let actionID):
            (popup, button, action) = (Int64(id.rawValue), Int64(index + 1), actionID)
        default: break
        }
        let start = encoder.beginTable()
        var fields = 2
        if let action { encoder.field(TARTINE_KEY_ACTION, string: action); fields += 1 }
        if let button { encoder.field(TARTINE_KEY_BUTTON, integer: button); fields += 1 }
        if let count { encoder.field(TARTINE_KEY_COUNT, integer: count); fields += 1 }
        if let haptic { encoder.field(TARTINE_KEY_HAPTIC, string: haptic); fields += 1 }
        if let id = timed.event.toastID { encoder.field(TARTINE_KEY_ID, integer: Int64(id.rawValue)); fields += 1 }
        encoder.field(TARTINE_KEY_NAME, string: name.rawValue)
        if let plugin { encoder.field(TARTINE_KEY_PLUGIN, string: plugin); fields += 1 }
        if let politeness { encoder.field(TARTINE_KEY_POLITENESS, string: politeness); fields += 1 }
        if let popup { encoder.field(TARTINE_KEY_POPUP, integer: popup); fields += 1 }
        if let reason { encoder.field(TARTINE_KEY_REASON, string: reason); fields += 1 }
        if let text { encoder.field(TARTINE_KEY_TEXT, string: text); fields += 1 }
        encoder.field(TARTINE_KEY_TIME, number: timed.time)
        encoder.endTable(start, fields: fields)
    }

    /// `{ count, id, kind, message, position, priority, shown_at?, state, tag?, title? }`.
    static func encodeToast(_ view: ToastView, into encoder: inout LuaValueEncoder) {
        let start = encoder.beginTable()
        var fields = 7
        encoder.field(TARTINE_KEY_COUNT, integer: Int64(view.count))
        encoder.field(TARTINE_KEY_ID, integer: Int64(view.id.rawValue))
        encoder.field(TARTINE_KEY_KIND, string: view.kind)
        encoder.field(TARTINE_KEY_MESSAGE, string: view.message)
        encoder.field(TARTINE_KEY_POSITION, string: view.position.rawValue)
        encoder.field(TARTINE_KEY_PRIORITY, integer: Int64(view.priority))
        if let shownAt = view.shownAt { encoder.field(TARTINE_KEY_SHOWN_AT, number: shownAt); fields += 1 }
        encoder.field(TARTINE_KEY_STATE, string: view.state.rawValue)
        if let tag = view.tag { encoder.field(TARTINE_KEY_TAG, string: tag); fields += 1 }
        if let title = view.content.title { encoder.field(TARTINE_KEY_TITLE, string: title); fields += 1 }
        encoder.endTable(start, fields: fields)
    }
}
