import CLuaSandbox
import ToastCore

/// What a handler's read-only views show (see sandbox_views.c), written to the VM's view
/// encoder when the handler first reads one: fields in key order, no ``LuaValue`` built.
extension PluginValues {
    /// Where a handler's event and the toast it is about are, which its two views show (the
    /// caller's own values, pointed at while the handler runs: nothing is copied per call).
    struct Arguments {
        let event: UnsafePointer<TimedEvent>
        let name: PluginEventName
        let toast: UnsafePointer<ToastView?>

        /// A ``LuaViewWriter`` function: writes the toast view (`toast`) or the event view of the
        /// arguments at `context`.
        static func write(_ context: UnsafeRawPointer, _ toast: Bool, _ encoder: LuaViewEncoder) {
            let arguments = context.assumingMemoryBound(to: Arguments.self).pointee
            if toast, let view = arguments.toast.pointee {
                encodeToast(view, into: encoder)
            } else {
                encodeEvent(arguments.event.pointee, name: arguments.name, into: encoder)
            }
        }
    }

    /// Calls `body` with the writer of the views of `event` (named `name`) and `toast`, valid
    /// inside `body` only.
    static func withViews<E: Error>(
        of event: TimedEvent, name: PluginEventName, toast: ToastView?, _ body: (LuaViewWriter) throws(E) -> Void
    ) throws(E) {
        try withUnsafePointer(to: event) { event throws(E) in
            try withUnsafePointer(to: toast) { toast throws(E) in
                let arguments = Arguments(event: event, name: name, toast: toast)
                try withUnsafePointer(to: arguments) { arguments throws(E) in
                    try body(LuaViewWriter(context: UnsafeRawPointer(arguments), write: Arguments.write))
                }
            }
        }
    }

    /// `{ action?, button?, count?, haptic?, id?, name, plugin?, politeness?, popup?, reason?, text?, time }`.
    static func encodeEvent(_ timed: TimedEvent, name: PluginEventName, into encoder: some ViewFieldWriter) {
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
        if let action { encoder.string(TARTINE_KEY_ACTION, action) }
        if let button { encoder.integer(TARTINE_KEY_BUTTON, button) }
        if let count { encoder.integer(TARTINE_KEY_COUNT, count) }
        if let haptic { encoder.string(TARTINE_KEY_HAPTIC, haptic) }
        if let id = timed.event.toastID { encoder.integer(TARTINE_KEY_ID, Int64(id.rawValue)) }
        encoder.string(TARTINE_KEY_NAME, name.rawValue)
        if let plugin { encoder.string(TARTINE_KEY_PLUGIN, plugin) }
        if let politeness { encoder.string(TARTINE_KEY_POLITENESS, politeness) }
        if let popup { encoder.integer(TARTINE_KEY_POPUP, popup) }
        if let reason { encoder.string(TARTINE_KEY_REASON, reason) }
        if let text { encoder.string(TARTINE_KEY_TEXT, text) }
        encoder.number(TARTINE_KEY_TIME, timed.time)
    }

    /// `{ count, id, kind, message, position, priority, progress?, shown_at?, state, tag?, title? }`:
    /// a handler's toast view, and the tables of ``PluginValues/toast(_:)``.
    static func encodeToast(_ view: ToastView, into encoder: some ViewFieldWriter) {
        encoder.integer(TARTINE_KEY_COUNT, Int64(view.count))
        encoder.integer(TARTINE_KEY_ID, Int64(view.id.rawValue))
        encoder.string(TARTINE_KEY_KIND, view.kind)
        encoder.string(TARTINE_KEY_MESSAGE, view.message)
        encoder.string(TARTINE_KEY_POSITION, view.position.rawValue)
        encoder.integer(TARTINE_KEY_PRIORITY, Int64(view.priority))
        if let progress = view.content.progress { encoder.number(TARTINE_KEY_PROGRESS, progress) }
        if let shownAt = view.shownAt { encoder.number(TARTINE_KEY_SHOWN_AT, shownAt) }
        encoder.string(TARTINE_KEY_STATE, view.state.rawValue)
        if let tag = view.tag { encoder.string(TARTINE_KEY_TAG, tag) }
        if let title = view.content.title { encoder.string(TARTINE_KEY_TITLE, title) }
    }
}
