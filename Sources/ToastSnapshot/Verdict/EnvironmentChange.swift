import ToastPNG

/// One manifest entry that says what drew a picture (a library version or a pinned font's hash)
/// and that differs between the reference and the new snapshot.
public struct EnvironmentChange: Sendable, Hashable {
    /// The manifest key, such as `pango.version` or `font.Inter-Regular.otf`.
    public var key: String
    /// The reference's value, `nil` when it had none.
    public var expected: String?
    /// The new snapshot's value, `nil` when it has none.
    public var actual: String?

    /// Creates a change of one manifest entry.
    /// - Parameters:
    ///   - key: the manifest key.
    ///   - expected: the reference's value, if any.
    ///   - actual: the new snapshot's value, if any.
    public init(key: String, expected: String?, actual: String?) {
        self.key = key
        self.expected = expected
        self.actual = actual
    }

    /// The environment entries that differ between two manifests, sorted by key; empty when
    /// either manifest is missing (nothing can be said then).
    public static func between(expected: PictureManifest?, actual: PictureManifest?) -> [EnvironmentChange] {
        guard let expected = expected?.environment, let actual = actual?.environment else { return [] }
        let keys = Set(expected.keys).union(actual.keys)
        return keys.sorted()
            .filter { expected[$0] != actual[$0] }
            .map { EnvironmentChange(key: $0, expected: expected[$0], actual: actual[$0]) }
    }
}
