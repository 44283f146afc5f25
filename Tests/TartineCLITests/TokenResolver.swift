import Foundation

/// The Design Tokens Resolver Module (2025.10) as its "Resolution logic" section orders it, for
/// the tests to read `tartine export tokens`' resolver back: input validation (every input a
/// modifier and one of its contexts, every modifier without a default given), ordering (each
/// `resolutionOrder` item in turn, a set's `sources` in order, a modifier's chosen context in
/// order, a later token replacing an earlier one of the same path, groups merged), and only
/// then aliases (`{group.token}`, deep chains followed, a cycle or a type mismatch refused).
/// Reference objects: `#/sets/…` and `#/modifiers/…` in the same document, and files relative
/// to the resolver (percent-decoded).
struct TokenResolver {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// What a resolution gives: the merged tokens document (its groups' `$extensions` too) and
    /// every token by its dotted path, aliases resolved.
    struct Resolution {
        let document: [String: Any]
        let tokens: [String: [String: Any]]
    }

    let document: [String: Any]
    let directory: String

    init(path: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        guard let document = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw Failure(description: "\(path): not a JSON object")
        }
        self.document = document
        directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
    }

    func resolve(_ input: [String: String]) throws -> Resolution {
        guard document["version"] as? String == "2025.10" else { throw Failure(description: "version is not 2025.10") }
        let modifiers = document["modifiers"] as? [String: Any] ?? [:]
        // 1. Input validation.
        for (name, context) in input {
            guard let modifier = modifiers[name] as? [String: Any] else {
                throw Failure(description: "unknown modifier \"\(name)\"")
            }
            guard (modifier["contexts"] as? [String: Any])?[context] != nil else {
                throw Failure(description: "invalid context \"\(context)\" for modifier \"\(name)\"")
            }
        }
        for (name, value) in modifiers {
            let modifier = value as? [String: Any] ?? [:]
            let contexts = modifier["contexts"] as? [String: Any] ?? [:]
            guard !contexts.isEmpty else { throw Failure(description: "modifier \"\(name)\" has no contexts") }
            if let fallback = modifier["default"] as? String {
                guard contexts[fallback] != nil else { throw Failure(description: "default \(fallback) not a context") }
            } else if input[name] == nil {
                throw Failure(description: "missing modifier \"\(name)\"")
            }
        }
        // 2. Ordering.
        var merged: [String: Any] = [:]
        guard let order = document["resolutionOrder"] as? [Any] else {
            throw Failure(description: "no resolutionOrder")
        }
        for item in order {
            guard let object = item as? [String: Any] else {
                throw Failure(description: "resolutionOrder item not an object")
            }
            let (type, name, body) = try entry(object)
            switch type {
            case "set":
                for source in body["sources"] as? [Any] ?? [] { try merge(&merged, try load(source)) }
            case "modifier":
                let contexts = body["contexts"] as? [String: Any] ?? [:]
                let chosen = input[name] ?? (body["default"] as? String) ?? ""
                guard let sources = contexts[chosen] as? [Any] else {
                    throw Failure(description: "modifier \(name) has no context \(chosen)")
                }
                for source in sources { try merge(&merged, try load(source)) }
            default:
                throw Failure(description: "resolutionOrder item of type \(type)")
            }
        }
        // 3. Aliases.
        var flat: [String: [String: Any]] = [:]
        collect(merged, path: [], into: &flat)
        var resolved: [String: [String: Any]] = [:]
        for (path, token) in flat {
            var resolvedToken = token
            resolvedToken["$value"] = try value(of: path, in: flat, seen: [])
            resolved[path] = resolvedToken
        }
        return Resolution(document: merged, tokens: resolved)
    }

    /// A `resolutionOrder` item: a reference to `#/sets/NAME` or `#/modifiers/NAME`, or an inline
    /// set or modifier with its `type` and `name`.
    private func entry(_ object: [String: Any]) throws -> (String, String, [String: Any]) {
        if let reference = object["$ref"] as? String {
            let parts = reference.split(separator: "/").map(String.init)
            guard parts.count == 3, parts[0] == "#", ["sets", "modifiers"].contains(parts[1]),
                let body = (document[parts[1]] as? [String: Any])?[parts[2]] as? [String: Any]
            else { throw Failure(description: "bad reference \(reference)") }
            return (parts[1] == "sets" ? "set" : "modifier", parts[2], body)
        }
        guard let type = object["type"] as? String, let name = object["name"] as? String else {
            throw Failure(description: "inline item without type and name")
        }
        return (type, name, object)
    }

    /// A source: inline tokens, a file relative to the resolver, or a set of this document
    /// (its sources merged in order).
    private func load(_ source: Any) throws -> [String: Any] {
        guard let object = source as? [String: Any] else { throw Failure(description: "source not an object") }
        guard let reference = object["$ref"] as? String else { return object }
        if reference.hasPrefix("#/sets/") {
            let name = String(reference.dropFirst("#/sets/".count))
            guard let set = (document["sets"] as? [String: Any])?[name] as? [String: Any] else {
                throw Failure(description: "no set \(name)")
            }
            var merged: [String: Any] = [:]
            for inner in set["sources"] as? [Any] ?? [] { try merge(&merged, try load(inner)) }
            return merged
        }
        guard !reference.hasPrefix("#"), let name = reference.removingPercentEncoding else {
            throw Failure(description: "reference \(reference) is neither a set nor a file")
        }
        let data = try Data(contentsOf: URL(fileURLWithPath: directory).appendingPathComponent(name))
        guard let tokens = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw Failure(description: "\(name): not a JSON object")
        }
        return tokens
    }

    /// Lays `overlay` over `base`: a token replaces whatever was at its path; groups merge.
    private func merge(_ base: inout [String: Any], _ overlay: [String: Any]) throws {
        for (key, value) in overlay {
            if let group = value as? [String: Any], group["$value"] == nil, var existing = base[key] as? [String: Any],
                existing["$value"] == nil
            {
                try merge(&existing, group)
                base[key] = existing
            } else {
                base[key] = value
            }
        }
    }

    private func collect(_ group: [String: Any], path: [String], into flat: inout [String: [String: Any]]) {
        for (key, value) in group where !key.hasPrefix("$") {
            guard let object = value as? [String: Any] else { continue }
            if object["$value"] != nil {
                flat[(path + [key]).joined(separator: ".")] = object
            } else {
                collect(object, path: path + [key], into: &flat)
            }
        }
    }

    /// A token's value with its alias followed to the end.
    private func value(of path: String, in flat: [String: [String: Any]], seen: Set<String>) throws -> Any {
        guard let token = flat[path] else { throw Failure(description: "alias to missing token \(path)") }
        guard let text = token["$value"] as? String, text.hasPrefix("{"), text.hasSuffix("}") else {
            return token["$value"] as Any
        }
        guard !seen.contains(path) else { throw Failure(description: "alias cycle at \(path)") }
        let target = String(text.dropFirst().dropLast())
        guard let targetToken = flat[target] else { throw Failure(description: "\(path): alias to missing \(target)") }
        if let type = token["$type"] as? String, let targetType = targetToken["$type"] as? String, type != targetType {
            throw Failure(description: "\(path): \(type) alias to \(targetType) token \(target)")
        }
        return try value(of: target, in: flat, seen: seen.union([path]))
    }
}
