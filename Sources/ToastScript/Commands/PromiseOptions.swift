import ToastCore

/// A promise toast as a scenario (`{ at = 1, promise = { success = "saved", error = "failed" } }`)
/// and a plugin (`toast.promise { … }`) write it: one schema for both. `loading`, `success` and
/// `error` are kind names (the loading toast is shown sticky); `message` replaces the loading
/// kind's message.
struct PromiseOptions: Sendable {
    var loading = "loading"
    var success = ""
    var error = ""
    var message: String?
    var priority = 0
    var tag: String?

    static let schema = RecordSchema<PromiseOptions>(
        "tartine.Promise",
        doc:
            "A promise toast (a scenario's promise event, toast.promise): the loading kind, sticky until resolve or reject turns it into the success or error kind in place.",
        fields: [
            .value("loading", "The kind shown while the work runs (loading by default).", .name("loading")) {
                $0.loading = $1
            },
            .value("success", "The kind it becomes on resolve.", .name("success"), required: true) { $0.success = $1 },
            .value("error", "The kind it becomes on reject.", .name("error"), required: true) { $0.error = $1 },
            .value("message", "Replaces the loading kind's message: a strings key or literal text.", .drawnText) {
                $0.message = $1
            },
            .value(
                "priority", "Queue priority (higher first; 0 by default).",
                .integer(min: ShowOptions.priorityRange.lowerBound, max: ShowOptions.priorityRange.upperBound)
            ) { $0.priority = $1 },
            .value("tag", "A tag to resolve, reject, update or dismiss it by.", .name("tag")) { $0.tag = $1 },
        ])

    /// The request, with `tag` in place of the options' own when given.
    func request(tag: String?) -> PromiseRequest {
        PromiseRequest(
            loading: ToastOrigin(kind: loading, message: message), success: ToastOrigin(kind: success),
            failure: ToastOrigin(kind: error), priority: priority, tag: tag ?? self.tag)
    }

    /// The promise `value` describes, or `nil` with the problems in `context`.
    static func decode(_ value: LuaValue, at path: KeyPath, _ context: DecodeContext) -> PromiseOptions? {
        let errors = context.errorCount
        var options = PromiseOptions()
        schema.decode(value, at: path, into: &options, context)
        return context.errorCount == errors ? options : nil
    }
}

/// Quiet mode as a scenario (`{ at = 1, quiet = true }`, `{ quiet = { below = 10 } }`,
/// `{ quiet = false }`) and a plugin (`toast.quiet(true)`, `toast.quiet { below = 10 }`) write it.
enum QuietOptions {
    struct Draft: Sendable {
        var below = Int.max
    }

    static let schema = RecordSchema<Draft>(
        "tartine.Quiet", doc: "Quiet mode that holds only toasts below a priority.",
        fields: [
            .value(
                "below", "Toasts of a priority below this are held; the others show.",
                .integer(min: ShowOptions.priorityRange.lowerBound, max: ShowOptions.priorityRange.upperBound),
                required: true
            ) { $0.below = $1 }
        ])

    /// What `quiet` accepts, for the reference and the types.
    static let shape = ValueShape.union([.boolean, .record("tartine.Quiet")])

    /// The quiet mode `value` asks for: `true` holds everything, `false` ends quiet mode
    /// (`.some(nil)`), a table holds below its threshold; `nil` with the problem in `context`.
    static func decode(_ value: LuaValue, at path: KeyPath, _ context: DecodeContext) -> QuietMode?? {
        if case .boolean(let on) = value { return .some(on ? QuietMode.all : nil) }
        guard value.tableValue != nil else {
            context.error(path, "expected true, false or { below = priority }, got \(value.described)")
            return nil
        }
        let errors = context.errorCount
        var draft = Draft()
        schema.decode(value, at: path, into: &draft, context)
        return context.errorCount == errors ? .some(QuietMode(below: draft.below)) : nil
    }
}
