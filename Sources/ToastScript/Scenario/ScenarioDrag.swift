import ToastCore

/// A scenario's drag event: `{ at = 1.1, drag = { x = 60, y = 0 } }` moves the finger dragging
/// the toast to 60 points toward the trailing side of where it came down; `drag = "end"` lifts
/// it (decoded in `ScenarioEvents`).
struct ScenarioDrag: Sendable {
    /// The finger's offset, `x` toward trailing, `y` downward.
    var offset = Point.zero

    /// How far a scenario's finger may go, in points, on either axis.
    static let reach = 2000.0

    static let schema = RecordSchema<ScenarioDrag>(
        "tartine.DragEvent", doc: "Where the finger dragging the toast is, from where it came down.",
        fields: [
            .value("x", "Points toward the trailing side (negative: toward leading).", .number(min: -reach, max: reach))
            {
                $0.offset.x = $1
            },
            .value("y", "Points downward (negative: upward).", .number(min: -reach, max: reach)) { $0.offset.y = $1 },
        ])

    /// The drag `value` describes, or `nil` with the problems in `context`.
    static func decode(_ value: LuaValue, at path: KeyPath, _ context: DecodeContext) -> ScenarioDrag? {
        let errors = context.errorCount
        var drag = ScenarioDrag()
        schema.decode(value, at: path, into: &drag, context)
        return context.errorCount == errors ? drag : nil
    }
}
