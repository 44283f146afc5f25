import CLuaSandbox
import ToastCore

/// The fields of one read-only view (a handler's event or toast), as the C layer reads them when
/// the handler reads the view (`tartine_view_callback`): fields with keys ascending (a
/// `ViewField`'s key), and the
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

    /// The one field written, if the reader asked for one.
    var onlyField: ViewField? { only < 0 ? nil : ViewField(rawValue: UInt16(truncatingIfNeeded: only)) }

    /// Adds `field` with `value` (skipped unless it is the one field wanted); fields may come in
    /// any order, the view lists them by key.
    func write(_ field: ViewField, _ value: ViewValue) {
        guard only < 0 || Int32(field.key) == only else { return }
        switch value {
        case .integer(let n): append(tartine_view_field(key: field.key, type: 0, length: 0, value: n))
        case .number(let x):
            append(
                tartine_view_field(
                    key: field.key, type: UInt16(TARTINE_VIEW_NUMBER.rawValue), length: 0,
                    value: Int64(bitPattern: x.bitPattern)))
        case .string(let text): string(field, text)
        case .boolean(let flag):
            append(
                tartine_view_field(
                    key: field.key, type: UInt16(TARTINE_VIEW_BOOLEAN.rawValue), length: 0, value: flag ? 1 : 0))
        case .hints(let hints): table(field, hints)
        }
    }

    /// Adds `field` with a read-only table of `hints` by name, laid out as `TARTINE_VIEW_TABLE`
    /// says.
    private func table(_ field: ViewField, _ hints: [NotificationHint]) {
        let start = byteCount
        for hint in hints {
            switch hint.value {
            case .integer(let n):
                entry(0, hint.name)
                raw(n)
            case .number(let x):
                entry(1, hint.name)
                raw(Int64(bitPattern: x.bitPattern))
            case .string(let text):
                entry(2, hint.name)
                lengthAndBytes(text)
            case .boolean(let flag):
                entry(3, hint.name)
                raw(Int64(flag ? 1 : 0))
            }
        }
        append(
            tartine_view_field(
                key: field.key, type: UInt16(TARTINE_VIEW_TABLE.rawValue), length: UInt32(clamping: byteCount - start),
                value: Int64(start)))
    }

    /// Appends a table entry's type byte and name.
    private func entry(_ type: UInt8, _ name: String) {
        raw(type)
        lengthAndBytes(name)
    }

    /// Appends `text`'s length (a `UInt32`) and UTF-8 bytes.
    private func lengthAndBytes(_ text: String) {
        raw(UInt32(clamping: text.utf8.count))
        let count = text.utf8.count
        if byteCount + count > byteCapacity { growBytes(to: byteCount + count) }
        for (offset, byte) in text.utf8.enumerated() { bytes[byteCount + offset] = CChar(bitPattern: byte) }
        byteCount += count
    }

    /// Appends the bytes of `value` in native order.
    private func raw<T: FixedWidthInteger>(_ value: T) {
        let size = MemoryLayout<T>.size
        if byteCount + size > byteCapacity { growBytes(to: byteCount + size) }
        withUnsafeBytes(of: value) { source in
            for (offset, byte) in source.enumerated() { bytes[byteCount + offset] = CChar(bitPattern: byte) }
        }
        byteCount += size
    }

    /// Adds `field` with a string value.
    private func string(_ field: ViewField, _ value: String) {
        let utf8 = value.utf8
        let count = utf8.count
        if byteCount + count > byteCapacity { growBytes(to: byteCount + count) }
        let start = bytes + byteCount
        let copied: Void? = utf8.withContiguousStorageIfAvailable { source in
            source.withMemoryRebound(to: CChar.self) { start.update(from: $0.baseAddress!, count: $0.count) }
        }
        if copied == nil {
            for (offset, byte) in utf8.enumerated() { start[offset] = CChar(bitPattern: byte) }
        }
        append(
            tartine_view_field(
                key: field.key, type: UInt16(TARTINE_VIEW_STRING.rawValue),
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
        // Keys ascending: the few fields before it with a larger key move up one.
        var slot = fieldCount
        while slot > 0, fields[slot - 1].key > field.key {
            (fields + slot).initialize(to: fields[slot - 1])
            slot -= 1
        }
        (fields + slot).initialize(to: field)
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
    /// What the toast view (`toast`) or the event view can show: its name in messages (`toast`,
    /// `action event`) and every field it may have, present or not (asked only when a handler
    /// reads a field the view lacks).
    let shape: (UnsafeRawPointer, _ toast: Bool) -> (view: String, fields: [ViewField])
}

/// Where the fields of a view go: the encoder of a handler's views, or a table (the copies
/// `toast.visible()` returns). One list of fields serves both.
protocol ViewFieldWriter: AnyObject {
    /// The one field the reader asked for, if it asked for one (others may be skipped).
    var onlyField: ViewField? { get }
    /// Adds `field` with `value`, in any order.
    func write(_ field: ViewField, _ value: ViewValue)
}

/// Collects a view's fields as the fields of a Lua table, named as views name them.
final class LuaTableFieldWriter: ViewFieldWriter {
    private var fields: [(key: ViewField, value: LuaValue)] = []

    var onlyField: ViewField? { nil }

    func write(_ field: ViewField, _ value: ViewValue) {
        let lua: LuaValue =
            switch value {
            case .integer(let n): .integer(n)
            case .number(let x): .number(x)
            case .string(let text): .string(text)
            case .boolean(let flag): .boolean(flag)
            case .hints(let hints): PluginValues.hintsTable(hints)
            }
        fields.append((field, lua))
    }

    /// A table of the fields so far, keys ascending (a field's key is the rank of its name).
    var table: LuaValue {
        let sorted = fields.sorted { $0.key.key < $1.key.key }.map { (key: $0.key.name, value: $0.value) }
        return .table(LuaTable(sortedFields: sorted, array: [], otherKeys: []))
    }
}
