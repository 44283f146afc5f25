/// Where a value sits inside a theme or scenario table: `kinds.saved.background`,
/// `rules[2].match.kind`.
public struct KeyPath: Sendable, Hashable, CustomStringConvertible {
    /// A table key or a sequence position.
    public enum Component: Sendable, Hashable {
        /// A key of a table.
        case key(String)
        /// A 1-based position in a Lua sequence.
        case index(Int)
    }

    /// The keys and positions from the root, outermost first.
    public var components: [Component]

    /// Creates a path from its components; the default is the root.
    public init(_ components: [Component] = []) {
        self.components = components
    }

    /// The empty path: the file's top-level table.
    public static let root = KeyPath()

    /// The path with `key` added at the end.
    public func appending(_ key: String) -> KeyPath { KeyPath(components + [.key(key)]) }
    /// The path with the 1-based sequence position `index` added at the end.
    public func appending(index: Int) -> KeyPath { KeyPath(components + [.index(index)]) }

    /// The path without its last component (the root stays the root).
    public var parent: KeyPath { KeyPath(Array(components.dropLast())) }

    /// Whether the path has no component.
    public var isRoot: Bool { components.isEmpty }

    /// The path as Lua would write it: `kinds.saved.background`, `rules[2]`, `strings["toast.saved"]`.
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
        guard let first = s.unicodeScalars.first, first == "_" || first.properties.isAlphabetic, first.isASCII else {
            return false
        }
        return s.unicodeScalars.allSatisfy {
            $0.isASCII && ($0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0))
        }
    }
}
