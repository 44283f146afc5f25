import CGio
import ToastCore

/// A GVariant that Swift holds a reference to (taken at `init`, dropped at `deinit`). Each
/// member wraps one GLib function, named in its comment; none of them takes varargs.
package final class Variant {
    /// The GVariant.
    let raw: OpaquePointer

    /// Takes a new reference to a GVariant that someone else owns (`g_variant_ref`).
    init(borrowing raw: OpaquePointer) {
        self.raw = g_variant_ref(raw)
    }

    /// Adopts a reference the caller owns (a child, a reply).
    init(owning raw: OpaquePointer) {
        self.raw = raw
    }

    deinit {
        g_variant_unref(raw)
    }

    /// `g_variant_get_type_string`: the type, as `s`, `(iiibiiay)`, `a{sv}`.
    var type: String { String(cString: g_variant_get_type_string(raw)) }

    /// `g_variant_n_children`: the items of a container.
    var count: Int { Int(g_variant_n_children(raw)) }

    /// `g_variant_get_child_value`: the item at `index` of a container (a tuple, an array, a
    /// dictionary entry).
    func child(_ index: Int) -> Variant {
        Variant(owning: g_variant_get_child_value(raw, gsize(index)))
    }

    /// `g_variant_get_variant`: the value inside a `v`.
    func unboxed() -> Variant {
        Variant(owning: g_variant_get_variant(raw))
    }

    /// `g_variant_get_string` of an `s`, `o` or `g`: its UTF-8 bytes (valid UTF-8: GDBus checks
    /// every string it receives), without a copy, for the length of `body`.
    func withUTF8<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        var length: gsize = 0
        let start = g_variant_get_string(raw, &length)
        return body(UnsafeRawBufferPointer(start: start, count: Int(length)))
    }

    /// `g_variant_get_fixed_array` of an `ay`: its bytes, without a copy, for the length of `body`.
    func withBytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        var length: gsize = 0
        let start = g_variant_get_fixed_array(raw, &length, 1)
        return body(UnsafeRawBufferPointer(start: start, count: start == nil ? 0 : Int(length)))
    }

    /// The string of an `s`, `o` or `g`, cut to `limit` UTF-8 bytes as `TextLimits` cuts
    /// (reading no further than the limit).
    func string(cutTo limit: Int) -> String {
        withUTF8 { TextLimits.cut(utf8: $0, limit: limit) }
    }

    /// The string of an `s`, `o` or `g` when it holds at most `limit` UTF-8 bytes; `nil` for a
    /// longer one (a name, a key or a path: a cut one would name something else).
    func string(refusingOver limit: Int) -> String? {
        withUTF8 { $0.count <= limit ? String(decoding: $0, as: UTF8.self) : nil }
    }

    /// Whether this is a string (`s`, `o`, `g`).
    var isString: Bool { ["s", "o", "g"].contains(type) }

    /// The value of any D-Bus integer type (`y n q i u x t`; a `t` past `Int64.max` is
    /// `Int64.max`), read with its `g_variant_get_…`; `nil` for any other type.
    var integer: Int64? {
        switch type {
        case "y": Int64(g_variant_get_byte(raw))
        case "n": Int64(g_variant_get_int16(raw))
        case "q": Int64(g_variant_get_uint16(raw))
        case "i": Int64(g_variant_get_int32(raw))
        case "u": Int64(g_variant_get_uint32(raw))
        case "x": Int64(g_variant_get_int64(raw))
        case "t": Int64(clamping: g_variant_get_uint64(raw))
        default: nil
        }
    }

    /// `g_variant_get_boolean` of a `b`; `nil` for any other type.
    var boolean: Bool? {
        type == "b" ? g_variant_get_boolean(raw) != 0 : nil
    }

    /// `g_variant_get_int32` of an `i`; `nil` for any other type.
    var int32: Int32? {
        type == "i" ? g_variant_get_int32(raw) : nil
    }

    /// `g_variant_get_uint32` of a `u`; `nil` for any other type.
    var uint32: UInt32? {
        type == "u" ? g_variant_get_uint32(raw) : nil
    }

    /// `g_variant_get_double` of a `d`; `nil` for any other type.
    var double: Double? {
        type == "d" ? g_variant_get_double(raw) : nil
    }
}
