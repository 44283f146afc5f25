/// The source line of every key written in a file's declarative tables, so that a problem
/// found after Lua has run (an unknown key, a wrong type) can be reported as `file:line`.
///
/// Lua tables do not remember where they were written; this reads the source itself. The
/// tables mapped are the constructors passed to `toast.theme`, `toast.scenario` and
/// `toast.manifest`, and a table returned directly (`return { … }`). Keys built at run time
/// (in loops, by functions) have no line of their own and fall back to the nearest enclosing
/// table that has one.
public struct SourceMap: Sendable {
    /// The deepest key path mapped: twice the deepest table a result may hold
    /// (``LuaBudgets/tableDepth``). A table nested deeper has its parent's line, so 20,000
    /// nested braces cost 20,000 steps, not 20,000 paths of up to 20,000 keys each.
    public static let maximumDepth = 64

    private var lines: [KeyPath: Int] = [:]

    /// Maps the keys of `source`, a Lua file's text.
    public init(source: String) {
        lines = Self.build(LuaTokenizer.tokens(of: source))
    }

    /// Every path written in the source, with its line.
    package var writtenLines: [KeyPath: Int] { lines }

    /// The line where `path` itself was written, if it was.
    public func exactLine(for path: KeyPath) -> Int? { lines[path] }

    /// The line where `path` was written, or else where its nearest written ancestor was.
    public func line(for path: KeyPath) -> Int? {
        // Nothing deeper than maximumDepth is mapped: start from there.
        var current =
            path.components.count > Self.maximumDepth
            ? KeyPath(Array(path.components.prefix(Self.maximumDepth))) : path
        while true {
            if let line = lines[current] { return line }
            if current.isRoot { return nil }
            current = current.parent
        }
    }

    private struct Frame {
        var path: KeyPath?
        var position = 0
        var pendingKey: String?
        var itemStarted = false
    }

    private static func build(_ tokens: [LuaToken]) -> [KeyPath: Int] {
        var result: [KeyPath: Int] = [:]
        var stack: [Frame] = []
        var i = 0
        func symbol(_ k: Int) -> String? {
            guard k < tokens.count, case .symbol(let s) = tokens[k].kind else { return nil }
            return s
        }
        /// The key that starts at token `k` (`name =` or `["name"] =`) and how many tokens it takes.
        func key(at k: Int) -> (String, Int)? {
            if case .name(let name) = tokens[k].kind, symbol(k + 1) == "=" { return (name, 2) }
            if symbol(k) == "[", k + 3 < tokens.count, case .string(let name) = tokens[k + 1].kind,
                symbol(k + 2) == "]", symbol(k + 3) == "="
            {
                return (name, 4)
            }
            return nil
        }
        while i < tokens.count {
            let token = tokens[i]
            // A key inside a mapped constructor: `name =` or `["name"] =`.
            if var top = stack.last, top.path != nil, !top.itemStarted, let (name, length) = key(at: i) {
                top.pendingKey = name
                top.itemStarted = true
                stack[stack.count - 1] = top
                if let base = top.path { result[base.appending(name)] = token.line }
                i += length
                continue
            }
            switch symbol(i) {
            case "{":
                var childPath: KeyPath?
                if let top = stack.last, let base = top.path, base.components.count + 1 < maximumDepth {
                    if let key = top.pendingKey {
                        childPath = base.appending(key)
                    } else if !top.itemStarted {
                        let position = top.position + 1
                        childPath = base.appending(index: position)
                        result[childPath!] = token.line
                    }
                } else if isMappedConstructor(tokens, at: i) {
                    childPath = .root
                    result[.root] = token.line
                }
                if var top = stack.last, top.path != nil, !top.itemStarted {
                    top.position += 1
                    top.itemStarted = true
                    stack[stack.count - 1] = top
                }
                stack.append(Frame(path: childPath))
            case "}":
                if !stack.isEmpty { stack.removeLast() }
            case ",", ";":
                if var top = stack.last {
                    top.pendingKey = nil
                    top.itemStarted = false
                    stack[stack.count - 1] = top
                }
            default:
                if var top = stack.last, top.path != nil, !top.itemStarted {
                    // A positional item that is not a table: count it.
                    top.position += 1
                    top.itemStarted = true
                    stack[stack.count - 1] = top
                    if let base = top.path { result[base.appending(index: top.position)] = token.line }
                }
            }
            i += 1
        }
        return result
    }

    /// Whether the `{` at `i` opens a table we map: `toast.theme {`, `toast.theme({`,
    /// `toast.scenario …`, `toast.manifest …`, `toast.plugin …`, or `return {`.
    private static func isMappedConstructor(_ tokens: [LuaToken], at i: Int) -> Bool {
        var k = i - 1
        if k >= 0, tokens[k].kind == .symbol("(") { k -= 1 }
        guard k >= 0 else { return false }
        if tokens[k].kind == .name("return") { return true }
        if k >= 2, case .name(let fn) = tokens[k].kind, ["theme", "scenario", "manifest", "plugin"].contains(fn),
            tokens[k - 1].kind == .symbol("."), tokens[k - 2].kind == .name("toast")
        {
            return true
        }
        return false
    }
}
