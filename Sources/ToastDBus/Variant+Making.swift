import CGio

/// GVariants made in Swift, as a sender's message holds them: for the fuzzing harness of
/// `Notify` and for tests. Each constructor wraps one `g_variant_new_…` function, named in its
/// comment, and sinks the new value's floating reference (`g_variant_ref_sink`), which the
/// `Variant` then owns.
extension Variant {
    /// GLib answers `NULL` only to a call it refuses (items not of the array's type): a
    /// caller's mistake, stopped here.
    private convenience init(sinking raw: OpaquePointer?) {
        guard let raw else { preconditionFailure("GLib refused to make a GVariant of these items") }
        self.init(owning: g_variant_ref_sink(raw))
    }

    /// `g_variant_new_string`: an `s` (`text` up to its first NUL, as a C string ends).
    package convenience init(string text: String) {
        self.init(sinking: g_variant_new_string(text))
    }

    /// `g_variant_new_boolean`: a `b`.
    package convenience init(boolean: Bool) {
        self.init(sinking: g_variant_new_boolean(boolean ? 1 : 0))
    }

    /// `g_variant_new_byte`: a `y`.
    package convenience init(byte: UInt8) {
        self.init(sinking: g_variant_new_byte(byte))
    }

    /// `g_variant_new_int16`: an `n`.
    package convenience init(int16: Int16) {
        self.init(sinking: g_variant_new_int16(int16))
    }

    /// `g_variant_new_uint16`: a `q`.
    package convenience init(uint16: UInt16) {
        self.init(sinking: g_variant_new_uint16(uint16))
    }

    /// `g_variant_new_int32`: an `i`.
    package convenience init(int32: Int32) {
        self.init(sinking: g_variant_new_int32(int32))
    }

    /// `g_variant_new_uint32`: a `u`.
    package convenience init(uint32: UInt32) {
        self.init(sinking: g_variant_new_uint32(uint32))
    }

    /// `g_variant_new_int64`: an `x`.
    package convenience init(int64: Int64) {
        self.init(sinking: g_variant_new_int64(gint64(int64)))
    }

    /// `g_variant_new_uint64`: a `t`.
    package convenience init(uint64: UInt64) {
        self.init(sinking: g_variant_new_uint64(guint64(uint64)))
    }

    /// `g_variant_new_double`: a `d`.
    package convenience init(double: Double) {
        self.init(sinking: g_variant_new_double(double))
    }

    /// `g_variant_new_fixed_array` of bytes: an `ay`.
    package convenience init(bytes: [UInt8]) {
        let raw = bytes.withUnsafeBytes { buffer in
            g_variant_new_fixed_array(g_variant_type_checked_("y"), buffer.baseAddress, gsize(buffer.count), 1)
        }
        self.init(sinking: raw)
    }

    /// `g_variant_new_variant`: a `v` holding `value`.
    package convenience init(boxing value: Variant) {
        self.init(sinking: g_variant_new_variant(value.raw))
    }

    /// `g_variant_new_dict_entry`: a `{kv}` of `key` (a basic type) and `value`.
    package convenience init(key: Variant, value: Variant) {
        self.init(sinking: g_variant_new_dict_entry(key.raw, value.raw))
    }

    /// `g_variant_new_tuple`: a tuple of `items`, in order.
    package convenience init(tuple items: [Variant]) {
        let raws: [OpaquePointer?] = items.map(\.raw)
        self.init(sinking: raws.withUnsafeBufferPointer { g_variant_new_tuple($0.baseAddress, gsize($0.count)) })
    }

    /// `g_variant_new_array`: an array of elements of type `element` (`s`, `{sv}`); each of
    /// `items` must be of that type.
    package convenience init(array items: [Variant], of element: String) {
        let raws: [OpaquePointer?] = items.map(\.raw)
        let raw = element.withCString { type in
            raws.withUnsafeBufferPointer {
                g_variant_new_array(g_variant_type_checked_(type), $0.baseAddress, gsize($0.count))
            }
        }
        self.init(sinking: raw)
    }
}
