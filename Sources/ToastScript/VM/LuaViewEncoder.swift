import CLuaSandbox

/// The fields of one read-only view (a handler's event or toast), as the C layer reads them when
/// the handler reads the view (`tartine_view_callback`): fields with keys ascending, and the
/// bytes their strings point into. One per sandbox, reused: the buffers only grow, and writing a
/// field is a store (no array bookkeeping).
final class LuaViewEncoder: ViewFieldWriter {
    @exclusivity(unchecked) private var fields: UnsafeMutablePointer<tartine_view_field>
    @exclusivity(unchecked) private var fieldCapacity = 32
    @exclusivity(unchecked) private var fieldCount = 0
    @exclusivity(unchecked) private var bytes: UnsafeMutablePointer<CChar>
    @exclusivity(unchecked) private var byteCapacity = 512
    @exclusivity(unchecked) private var byteCount = 0

    init() {
        fields = .allocate(capacity: fieldCapacity)
        bytes = .allocate(capacity: byteCapacity)
    }

    deinit {
        fields.deallocate()
        bytes.deallocate()
    }

    /// The one field key written from now on (others are skipped: a handler reading `t.kind`
    /// pays for `kind` only), or -1 for all.
    @exclusivity(unchecked) private var only: Int32 = -1

    /// Forgets the fields so far, keeping the buffers; writes only field `key` from now on, or
    /// all fields when `key` is -1.
    func reset(only key: Int32 = -1) {
        fieldCount = 0
        byteCount = 0
        only = key
    }

    /// Whether field `key` is written.
    private func wants(_ key: tartine_field_key) -> Bool { only < 0 || Int32(bitPattern: key.rawValue) == only }

    /// Adds field `key` (keys must come in ascending order) with an integer value.
    func integer(_ key: tartine_field_key, _ value: Int64) {
        guard wants(key) else { return }
        append(tartine_view_field(key: UInt16(key.rawValue), type: 0, length: 0, value: value))
    }

    /// Adds field `key` with a number value.
    func number(_ key: tartine_field_key, _ value: Double) {
        guard wants(key) else { return }
        append(
            tartine_view_field(
                key: UInt16(key.rawValue), type: UInt16(TARTINE_VIEW_NUMBER.rawValue), length: 0,
                value: Int64(bitPattern: value.bitPattern)))
    }

    /// Adds field `key` with a string value.
    func string(_ key: tartine_field_key, _ value: String) {
        guard wants(key) else { return }
        let utf8 = value.utf8
        let count = utf8.count
        if byteCount + count > byteCapacity { growBytes(to: byteCount + count) }
        let start = bytes + byteCount
        let copied = utf8.withContiguousStorageIfAvailable { source in
            source.withMemoryRebound(to: CChar.self) { start.update(from: $0.baseAddress!, count: $0.count) }
        }
        if copied == nil {
            for (offset, byte) in utf8.enumerated() { start[offset] = CChar(bitPattern: byte) }
        }
        append(
            tartine_view_field(
                key: UInt16(key.rawValue), type: UInt16(TARTINE_VIEW_STRING.rawValue),
                length: UInt32(clamping: count), value: Int64(byteCount)))
        byteCount += count
    }

    /// The fields and bytes so far, valid until the next write or reset.
    var view: (fields: UnsafePointer<tartine_view_field>, count: Int, bytes: UnsafePointer<CChar>, byteCount: Int) {
        (UnsafePointer(fields), fieldCount, UnsafePointer(bytes), byteCount)
    }

    private func append(_ field: tartine_view_field) {
        if fieldCount == fieldCapacity {
            let larger = UnsafeMutablePointer<tartine_view_field>.allocate(capacity: fieldCapacity * 2)
            larger.moveInitialize(from: fields, count: fieldCount)
            fields.deallocate()
            fields = larger
            fieldCapacity *= 2
        }
        (fields + fieldCount).initialize(to: field)
        fieldCount += 1
    }

    private func growBytes(to needed: Int) {
        let capacity = max(needed, byteCapacity * 2)
        let larger = UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
        larger.update(from: bytes, count: byteCount)
        bytes.deallocate()
        bytes = larger
        byteCapacity = capacity
    }
}

/// Writes a running handler's views: `write(context, toast, encoder)` writes the toast view's
/// fields (`toast`) or the event view's. A function that captures nothing and a pointer to what
/// it reads, valid while the handler runs (no closure context is made per call).
struct LuaViewWriter {
    let context: UnsafeRawPointer
    let write: (UnsafeRawPointer, _ toast: Bool, LuaViewEncoder) -> Void
}

/// Where the fields of a view go, keys ascending: the encoder of a handler's views, or a table
/// (the copies `toast.visible()` returns). One list of fields serves both.
protocol ViewFieldWriter: AnyObject {
    func integer(_ key: tartine_field_key, _ value: Int64)
    func number(_ key: tartine_field_key, _ value: Double)
    func string(_ key: tartine_field_key, _ value: String)
}

/// Collects a view's fields as the fields of a Lua table, named as views name them.
final class LuaTableFieldWriter: ViewFieldWriter {
    private(set) var fields: [(key: String, value: LuaValue)] = []

    func integer(_ key: tartine_field_key, _ value: Int64) { fields.append((name(key), .integer(value))) }
    func number(_ key: tartine_field_key, _ value: Double) { fields.append((name(key), .number(value))) }
    func string(_ key: tartine_field_key, _ value: String) { fields.append((name(key), .string(value))) }

    /// A table of the fields so far (keys come ascending, as the C names sort).
    var table: LuaValue { .table(LuaTable(sortedFields: fields, array: [], otherKeys: [])) }

    private func name(_ key: tartine_field_key) -> String {
        String(cString: tartine_field_name(Int32(bitPattern: key.rawValue)))
    }
}
