/// Where a value sits inside a theme or scenario table: `kinds.saved.background`,
/// `rules[2].match.kind`.
public struct KeyPath: Sendable, Hashable, CustomStringConvertible {
    public enum Component: Sendable, Hashable {
        case key(String)
        /// A 1-based position in a Lua sequence.
        case index(Int)
    }

    public var components: [Component]

    public init(_ components: [Component] = []) {
        self.components = components
    }

    public static let root = KeyPath()

    public func appending(_ key: String) -> KeyPath { KeyPath(components + [.key(key)]) }
    public func appending(index: Int) -> KeyPath { KeyPath(components + [.index(index)]) }

    /// The path without its last component (the root stays the root).
    public var parent: KeyPath { KeyPath(Array(components.dropLast())) }

    public var isRoot: Bool { components.isEmpty }

    public var description: String {
        var out = ""
        for component in components {
            switch component {
            case .key(let key):
                if !out.isEmpty { out += "." }
                out += Self.isIdentifier(key) ? key : "[\"\(key)\"]"
            case .index(let i):
                out += "[\(i)]"
            }
        }
        return out
    }

    private static func isIdentifier(_ s: String) -> Bool {
        guard let first = s.unicodeScalars.first, first == "_" || first.properties.isAlphabetic, first.isASCII else { return false }
        return s.unicodeScalars.allSatisfy { $0.isASCII && ($0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0)) }
    }
}
