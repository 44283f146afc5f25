import CLuaSandbox
import ToastCore

/// What a handler's read-only views show (see sandbox_views.c), written to the VM's view
/// encoder when the handler first reads one: fields in key order, no ``LuaValue`` built. Both
/// views are derived from ToastCore's tables: the event's row in the table of events
/// (`ToastEvent.describe(to:)`), the toast's fields (`ToastView.fields`).
extension PluginValues {
    /// Where a handler's event and the toast it is about are, which its two views show (the
    /// caller's own values, pointed at while the handler runs: nothing is copied per call).
    struct Arguments {
        let event: UnsafePointer<TimedEvent>
        let toast: UnsafePointer<ToastView?>

        /// A ``LuaViewWriter`` function: writes the toast view (`toast`) or the event view of the
        /// arguments at `context`.
        static func write(_ context: UnsafeRawPointer, _ toast: Bool, _ encoder: LuaViewEncoder) {
            let arguments = context.assumingMemoryBound(to: Arguments.self).pointee
            if toast, let view = arguments.toast.pointee {
                encodeToast(view, into: encoder)
            } else {
                encodeEvent(arguments.event.pointee, into: encoder)
            }
        }

        /// A ``LuaViewWriter`` shape: the fields the toast view (`ToastView.fields`, the optional
        /// ones too) or this event's view (`PluginEventName.viewFields`) may have.
        static func shape(_ context: UnsafeRawPointer, _ toast: Bool) -> (view: String, fields: [ViewField]) {
            if toast { return ("toast", ToastView.fields.map(\.field)) }
            let event = context.assumingMemoryBound(to: Arguments.self).pointee.event.pointee.event
            guard let name = event.pluginName else { return ("event", ViewField.allCases) }
            return ("\(name.name) event", name.viewFields)
        }
    }

    /// Calls `body` with the writer of the views of `event` and `toast`, valid inside `body` only.
    static func withViews<E: Error>(
        of event: TimedEvent, toast: ToastView?, _ body: (LuaViewWriter) throws(E) -> Void
    ) throws(E) {
        try withUnsafePointer(to: event) { event throws(E) in
            try withUnsafePointer(to: toast) { toast throws(E) in
                let arguments = Arguments(event: event, toast: toast)
                try withUnsafePointer(to: arguments) { arguments throws(E) in
                    try body(
                        LuaViewWriter(
                            context: UnsafeRawPointer(arguments), write: Arguments.write, shape: Arguments.shape))
                }
            }
        }
    }

    /// The event view: `name`, `time`, `id` (a toast's event) or `popup` (a popup's), and the
    /// event's details that are view fields (`reason`, `count`, …).
    static func encodeEvent(_ timed: TimedEvent, into writer: some ViewFieldWriter) {
        var fields = EventViewFields(writer: writer)
        timed.event.describe(to: &fields)
        writer.write(.time, .number(timed.time))
    }

    /// A handler's toast view, and the tables of ``PluginValues/toast(_:)``: the fields of `ToastView.fields`.
    static func encodeToast(_ view: ToastView, into writer: some ViewFieldWriter) {
        if let only = writer.onlyField {
            if let value = view.value(of: only) { writer.write(only, value) }
        } else {
            view.forEachField { writer.write($0, $1) }
        }
    }

    /// Writes an event's row as the fields of its view.
    private struct EventViewFields<Writer: ViewFieldWriter>: EventDescriber {
        let writer: Writer

        func event(_ name: EventName, about subject: EventSubject) {
            switch subject {
            case .toast(let id), .toastID(let id): writer.write(.id, .integer(Int64(id.rawValue)))
            case .popup(let id): writer.write(.popup, .integer(Int64(id.rawValue)))
            case .none: break
            }
            writer.write(.name, .string(name.text))
        }

        func detail(_ label: EventLabel, _ value: ViewValue, _ style: DetailStyle) {
            if case .field(let field) = label { writer.write(field, value) }
        }
    }
}
