/// A partial style: the settings a kind, a rule or a per-toast function changes, applied over a
/// base `ToastStyle` in order. Each edit remembers the key that made it (`background`,
/// `font.size`) so tools can say which settings a rule touched.
public struct StylePatch: Sendable {
    private struct Edit: Sendable {
        let key: String
        let apply: @Sendable (inout ToastStyle) -> Void
    }

    private var edits: [Edit] = []

    /// Creates an empty patch: it changes nothing.
    public init() {}

    /// The keys this patch sets, in the order they were set.
    public var keys: [String] { edits.map(\.key) }

    /// Whether the patch sets nothing.
    public var isEmpty: Bool { edits.isEmpty }

    /// Records that `key` sets the style value at `path` to `value`.
    /// - Parameters:
    ///   - path: where in `ToastStyle` the value goes, such as `\.font.size`.
    ///   - value: the new value.
    ///   - key: the theme key that asked for it, for diagnostics.
    public mutating func set<Value: Sendable>(
        _ path: WritableKeyPath<ToastStyle, Value> & Sendable,
        to value: Value, key: String
    ) {
        edits.append(Edit(key: key) { $0[keyPath: path] = value })
    }

    /// Records that `key` changes the style through `body` (for edits that touch several
    /// values, such as a partial font).
    public mutating func modify(key: String, _ body: @escaping @Sendable (inout ToastStyle) -> Void) {
        edits.append(Edit(key: key, apply: body))
    }

    /// The patch with `path` set, for chaining in code.
    public func setting<Value: Sendable>(
        _ path: WritableKeyPath<ToastStyle, Value> & Sendable,
        to value: Value, key: String
    ) -> StylePatch {
        var copy = self
        copy.set(path, to: value, key: key)
        return copy
    }

    /// `base` with every edit of this patch applied in order.
    public func applied(to base: ToastStyle) -> ToastStyle {
        var style = base
        for edit in edits { edit.apply(&style) }
        return style
    }

    /// The edits of `lhs` followed by those of `rhs` (later edits win).
    public static func + (lhs: StylePatch, rhs: StylePatch) -> StylePatch {
        var combined = lhs
        combined.edits += rhs.edits
        return combined
    }
}
