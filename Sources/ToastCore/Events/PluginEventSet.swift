/// A set of event names, checked for every event before a plugin is called.
public struct PluginEventSet: Sendable, Hashable {
    var bits: UInt32

    /// The set of `names`.
    public init(_ names: some Sequence<PluginEventName>) {
        bits = names.reduce(0) { $0 | $1.bit }
    }

    /// No events.
    public static let none = PluginEventSet([])

    /// Whether `name` is in the set.
    public func contains(_ name: PluginEventName) -> Bool { bits & name.bit != 0 }

    /// Whether the set has no event.
    public var isEmpty: Bool { bits == 0 }
}
