import CLuaSandbox

/// Flattens ``LuaValue``s into `tartine_op`s that the C layer replays under protection
/// (`tartine_push_ops`): pushing strings and creating tables can raise, so Swift never does it.
struct LuaValueEncoder {
    enum Failure: Error {
        case foreignFunction
    }

    private let vm: UInt64
    private(set) var ops: [tartine_op] = []
    private(set) var bytes: [CChar] = []

    init(vm: UInt64) {
        self.vm = vm
        ops.reserveCapacity(32)
        bytes.reserveCapacity(256)
    }

    /// Appends the ops that push `value`. Userdata-like `.other` values become nil.
    mutating func encode(_ value: LuaValue) throws(Failure) {
        switch value {
        case .nil, .other:
            append(TARTINE_OP_NIL)
        case .boolean(let flag):
            append(TARTINE_OP_BOOLEAN, integer: flag ? 1 : 0)
        case .integer(let integer):
            append(TARTINE_OP_INTEGER, integer: integer)
        case .number(let number):
            append(TARTINE_OP_NUMBER, number: number)
        case .string(let string):
            append(TARTINE_OP_STRING, text: string)
        case .function(let function):
            guard function.vm == vm else { throw .foreignFunction }
            append(TARTINE_OP_REF, integer: Int64(function.slot))
        case .table(let table):
            append(TARTINE_OP_TABLE, integer: Int64(table.array.count), length: table.fields.count)
            for (offset, element) in table.array.enumerated() {
                try encode(element)
                append(TARTINE_OP_SET_INDEX, integer: Int64(offset + 1))
            }
            for field in table.fields {
                try encode(field.value)
                append(TARTINE_OP_SET_FIELD, text: field.key)
            }
        }
    }

    /// Forgets the ops so far, keeping the buffers (an encoder reused call after call).
    mutating func reset() {
        ops.removeAll(keepingCapacity: true)
        bytes.removeAll(keepingCapacity: true)
    }

    /// Appends an op that pushes the host call's argument at 0-based `index` unchanged.
    mutating func argument(_ index: Int) {
        append(TARTINE_OP_ARGUMENT, integer: Int64(index + 1))
    }

    private mutating func append(
        _ kind: tartine_op_kind, integer: Int64 = 0, number: Double = 0, length: Int = 0
    ) {
        ops.append(tartine_op(kind: Int32(kind.rawValue), integer: integer, number: number, offset: 0, length: length))
    }

    private mutating func append(_ kind: tartine_op_kind, text: String) {
        let offset = bytes.count
        var text = text
        text.withUTF8 { utf8 in
            utf8.withMemoryRebound(to: CChar.self) { bytes.append(contentsOf: $0) }  // one copy, no temporary
        }
        ops.append(
            tartine_op(kind: Int32(kind.rawValue), integer: 0, number: 0, offset: offset, length: bytes.count - offset))
    }
}
