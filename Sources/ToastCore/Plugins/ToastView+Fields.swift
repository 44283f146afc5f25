/// The fields of a handler's toast view, as Lua reads them.
extension ToastView {
    /// One field of the toast view: which it is, whether a toast may lack it, and its value.
    public struct Field: Sendable {
        /// The view field.
        public let field: ViewField
        /// Whether a toast may lack it (`title?` in the type file).
        public let isOptional: Bool
        /// The field's value for a toast, `nil` when the toast lacks it.
        public let value: @Sendable (ToastView) -> ViewValue?

        init(_ field: ViewField, optional: Bool = false, _ value: @escaping @Sendable (ToastView) -> ViewValue?) {
            self.field = field
            self.isOptional = optional
            self.value = value
        }
    }

    /// The toast view's fields, in the order the type file documents them: the one list a
    /// handler's toast view, the copies `toast.visible()` returns and `tartine.ToastView` are made of.
    public static let fields: [Field] = [
        Field(.id) { .integer(Int64($0.id.rawValue)) },
        Field(.kind) { .string($0.kind) },
        Field(.message) { .string($0.message) },
        Field(.title, optional: true) { $0.content.title.map(ViewValue.string) },
        Field(.tag, optional: true) { $0.tag.map(ViewValue.string) },
        Field(.position) { .string($0.position.rawValue) },
        Field(.priority) { .integer(Int64($0.priority)) },
        Field(.progress, optional: true) { $0.content.progress.map(ViewValue.number) },
        Field(.state) { .string($0.state.rawValue) },
        Field(.count) { .integer(Int64($0.count)) },
        Field(.shownAt, optional: true) { $0.shownAt.map(ViewValue.number) },
        // The notification's fields, for a toast that shows one (nil for the others).
        Field(.appName, optional: true) { $0.notification.map { .string(Notification.bounded($0.appName)) } },
        Field(.summary, optional: true) { $0.notification.map { .string(Notification.boundedSummary($0.summary)) } },
        Field(.body, optional: true) { $0.notification.map { .string(Notification.boundedBody($0.body)) } },
        Field(.urgency, optional: true) { $0.notification.map { .string($0.urgency.rawValue) } },
        Field(.category, optional: true) { $0.notification?.category.map { .string(Notification.bounded($0)) } },
        Field(.desktopEntry, optional: true) {
            $0.notification?.desktopEntry.map { .string(Notification.bounded($0)) }
        },
        Field(.notificationId, optional: true) { $0.notification.map { .integer(Int64($0.id)) } },
        Field(.transient, optional: true) { $0.notification.map { .boolean($0.transient) } },
        Field(.resident, optional: true) { $0.notification.map { .boolean($0.resident) } },
        Field(.stackTag, optional: true) { $0.notification?.stackTag.map { .string(Notification.bounded($0)) } },
        Field(.hints, optional: true) { $0.notification.map { .hints(Notification.bounded($0.hints)) } },
    ]

    /// The desktop notification the toast shows, if it shows one (`content.notification`).
    public var notification: Notification? { content.notification }

    /// ``fields`` in key order, the order a view lists them.
    private static let fieldsByKey = fields.sorted { $0.field.key < $1.field.key }

    /// The row of ``fields`` of each view field, by key (`nil`: not a field of the toast view).
    private static let fieldOfKey: [Field?] = ViewField.allCases.map { key in fields.first { $0.field == key } }

    /// The value of `field` for this toast; `nil` when the toast lacks it or the toast view has no such field.
    public func value(of field: ViewField) -> ViewValue? {
        Self.fieldOfKey[Int(field.key)]?.value(self)
    }

    /// Calls `body` with each field this toast has and its value, keys ascending.
    public func forEachField(_ body: (ViewField, ViewValue) -> Void) {
        for row in Self.fieldsByKey {
            if let value = row.value(self) { body(row.field, value) }
        }
    }
}
