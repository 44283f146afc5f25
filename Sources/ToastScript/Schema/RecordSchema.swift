import ToastCore

/// One key of a record: its name, what it accepts, its documentation, and how its value is
/// stored into the record's target.
struct Field<Target>: Sendable {
    let name: String
    let doc: String
    let shape: ValueShape
    let isRequired: Bool
    let apply: @Sendable (inout Target, LuaValue, KeyPath, DecodeContext) -> Void

    /// A key read with `decoder` and stored by `store`.
    static func value<V: Sendable>(
        _ name: String, _ doc: String, _ decoder: ValueDecoder<V>, required: Bool = false,
        _ store: @escaping @Sendable (inout Target, V) -> Void
    ) -> Field {
        let decode = decoder.decode
        return Field(name: name, doc: doc, shape: decoder.shape, isRequired: required) { target, value, path, context in
            if let decoded = decode(value, path, context) { store(&target, decoded) }
        }
    }

    /// A key holding a nested table whose keys are stored into the same target (style
    /// `font = { size = 14 }` sets the style's font size).
    static func nested(_ name: String, _ doc: String, _ schema: RecordSchema<Target>) -> Field {
        Field(name: name, doc: doc, shape: .record(schema.className), isRequired: false) {
            target, value, path, context in
            schema.decode(value, at: path, into: &target, context)
        }
    }

    /// The same field for an outer target that holds this one at `path`.
    func lifted<Outer>(_ keyPath: WritableKeyPath<Outer, Target> & Sendable) -> Field<Outer> {
        let apply = self.apply
        return Field<Outer>(name: name, doc: doc, shape: shape, isRequired: isRequired) { outer, value, path, context in
            apply(&outer[keyPath: keyPath], value, path, context)
        }
    }
}

/// A table with named keys: validates every key against its fields (unknown keys are errors
/// with a suggestion), applies the known ones in order, and reports missing required keys.
struct RecordSchema<Target>: Sendable {
    /// The LuaLS class, e.g. `tartine.Style`.
    let className: String
    let doc: String
    let fields: [Field<Target>]

    init(_ className: String, doc: String, fields: [Field<Target>]) {
        self.className = className
        self.doc = doc
        self.fields = fields
    }

    var shape: ValueShape { .record(className) }

    func field(named name: String) -> Field<Target>? {
        fields.first { $0.name == name }
    }

    /// Decodes `value` (which must be a table) into `target`.
    func decode(_ value: LuaValue, at path: KeyPath, into target: inout Target, _ context: DecodeContext) {
        guard let table = value.tableValue else {
            context.error(path, "expected a table, got \(value.described)")
            return
        }
        decode(table, at: path, into: &target, context)
    }

    /// Applies the fields `table` holds at `path` and leaves its other keys to the caller, who
    /// checks them against its own list: a scenario's show event holds a show's options beside
    /// its `at` and its action.
    func decodeFields(of table: LuaTable, at path: KeyPath, into target: inout Target, _ context: DecodeContext) {
        for field in fields {
            if let value = table[field.name] { field.apply(&target, value, path.appending(field.name), context) }
        }
    }

    func decode(
        _ table: LuaTable, at path: KeyPath, into target: inout Target, _ context: DecodeContext,
        ignoring ignored: Set<String> = []
    ) {
        for (index, item) in table.array.enumerated() {
            context.error(path.appending(index: index + 1), "unexpected value \(item.described) without a key")
        }
        for key in table.otherKeys {
            context.error(path, "unexpected key \(key); keys are names")
        }
        for (key, value) in table.fields where !ignored.contains(key) {
            let at = path.appending(key)
            guard let field = field(named: key) else {
                let hint = Suggestion.hint(for: key, in: fields.map(\.name))
                context.error(at, "unknown key" + hint)
                continue
            }
            field.apply(&target, value, at, context)
        }
        for field in fields where field.isRequired && table[field.name] == nil {
            context.error(path, "missing required key '\(field.name)' (\(field.shape.expected))")
        }
    }
}
