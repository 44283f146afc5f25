import ToastFiles
import Synchronization

/// One load of a theme, scenario or manifest file: a fresh sandboxed VM with the `toast`
/// module, the files it read and their source maps.
final class ScriptSession {
    enum Kind: String { case theme, scenario, manifest }

    /// Values of imported files by name, filled before the importing file runs.
    private final class Imports: Sendable {
        let values = Mutex<[String: LuaValue]>([:])
    }

    let vm: LuaVM
    let kind: Kind
    private let budgets: LuaBudgets
    private let imports = Imports()
    private var sourceMaps: [String: SourceMap] = [:]
    private var sourceBytes: [UInt8] = []
    private(set) var dependencies: [String] = []
    private(set) var instructionsUsed = 0

    init(budgets: LuaBudgets, kind: Kind) throws(LoadError) {
        self.budgets = budgets
        self.kind = kind
        do { vm = try LuaVM(budgets: budgets) } catch {
            throw LoadError([Diagnostic(.error, file: "<vm>", line: nil, path: .root, message: error.description)])
        }
        let imports = self.imports
        let constructor: HostFunction = { call throws(HostError) in
            guard case .table = call.arguments.first ?? .nil else {
                throw HostError("toast.\(kind.rawValue) expects a table: toast.\(kind.rawValue) { … }")
            }
            return .argument(0)
        }
        vm.register(
            module: "toast",
            functions: LayoutSchema.functions.merging([
                kind.rawValue: constructor,
                "spring": { call throws(HostError) in
                    guard case .table(let table) = call.arguments.first ?? .nil else {
                        throw HostError(
                            "toast.spring expects a table: toast.spring { damping = 0.8, velocity = 0, duration = 0.4 }"
                        )
                    }
                    let marked = LuaTable(
                        array: table.array, fields: table.fields + [(key: "__curve", value: .string("spring"))],
                        otherKeys: table.otherKeys)
                    return .values([.table(marked)])
                },
                "import": { call throws(HostError) in
                    guard case .string(let name) = call.arguments.first ?? .nil else {
                        throw HostError("toast.import expects a file name, as in toast.import(\"palette\")")
                    }
                    guard let value = imports.values.withLock({ $0[name] }) else {
                        throw HostError(
                            "toast.import: '\(name)' was not imported; name a file of the theme's directory with a literal string, as in toast.import(\"palette\")"
                        )
                    }
                    return .values([value])
                },
            ]) { _, own in own })
    }

    /// A hash of every source read.
    var sourceHash: String { ThemeSource.hash(sourceBytes) }

    func sourceMap(of file: String) -> SourceMap {
        sourceMaps[file] ?? SourceMap(source: "")
    }

    func addDependencies(_ files: [String]) {
        for file in files where !dependencies.contains(file) { dependencies.append(file) }
    }

    /// Runs `path` (after the files it imports) and returns its value.
    func run(_ path: String, visiting: [String] = []) throws(LoadError) -> LuaValue {
        let bytes = try ThemeSource.read(path, limit: budgets.sourceSize)
        addDependencies([path])
        sourceBytes += bytes
        let source = String(decoding: bytes, as: UTF8.self)
        sourceMaps[path] = SourceMap(source: source)
        for name in ThemeSource.importedNames(in: source) where imports.values.withLock({ $0[name] == nil }) {
            guard ThemeSchema.isValidName(name) else {
                throw LoadError([
                    Diagnostic(
                        .error, file: path, line: nil, path: .root,
                        message: "toast.import(\"\(name)\"): names are [a-z0-9_-]+ inside the theme's directory")
                ])
            }
            let importPath = ThemeSource.sibling(name, of: path)
            guard !visiting.contains(importPath) && importPath != path else {
                throw LoadError([
                    Diagnostic(
                        .error, file: path, line: nil, path: .root, message: "toast.import(\"\(name)\") imports itself")
                ])
            }
            let value = try run(importPath, visiting: visiting + [path])
            imports.values.withLock { $0[name] = value }
        }
        return try run(source: bytes, chunk: path)
    }

    /// Runs `bytes` as the chunk named `chunk` and returns its value: a file's text once its
    /// imports ran, or source the host wrote (a plugin's stand-in theme), which imports nothing.
    func run(source bytes: [UInt8], chunk: String) throws(LoadError) -> LuaValue {
        do {
            let value = try vm.run(bytes: bytes, chunk: chunk)
            instructionsUsed += vm.statistics.instructions
            return value
        } catch {
            throw LoadError([
                Diagnostic(
                    .error, file: error.chunk.isEmpty ? chunk : error.chunk, line: error.line,
                    path: .root, message: error.message)
            ])
        }
    }

    /// Runs a theme file and everything it `extends`, merged (the child's keys win).
    func runTheme(_ path: String, visiting: [String]) throws(LoadError) -> LuaValue {
        let value = try run(path, visiting: visiting)
        guard case .table(let table) = value else {
            throw LoadError([
                Diagnostic(
                    .error, file: path, line: nil, path: .root,
                    message: "the file must return toast.theme { … }, got \(value.described)")
            ])
        }
        guard let parent = table["extends"] else { return value }
        guard case .string(let name) = parent, ThemeSchema.isValidName(name) else {
            throw LoadError([
                Diagnostic(
                    .error, file: path, line: sourceMap(of: path).line(for: KeyPath().appending("extends")),
                    path: KeyPath().appending("extends"),
                    message: "expected the name of a theme in the same directory ([a-z0-9_-]+), got \(parent.described)"
                )
            ])
        }
        let parentPath = ThemeSource.sibling(name, of: path)
        guard !visiting.contains(parentPath) && parentPath != path else {
            throw LoadError([
                Diagnostic(
                    .error, file: path, line: sourceMap(of: path).line(for: KeyPath().appending("extends")),
                    path: KeyPath().appending("extends"), message: "'\(name)' extends itself through a cycle")
            ])
        }
        let base = try runTheme(parentPath, visiting: visiting + [path])
        return Self.merge(base, value.removing("extends"))
    }

    /// `overlay` over `base`: tables with named keys merge key by key; anything else replaces.
    static func merge(_ base: LuaValue, _ overlay: LuaValue) -> LuaValue {
        guard case .table(let b) = base, case .table(let o) = overlay, o.array.isEmpty, b.array.isEmpty else {
            return overlay
        }
        var fields = b.fields
        for (key, value) in o.fields {
            if let index = fields.firstIndex(where: { $0.key == key }) {
                fields[index].value = merge(fields[index].value, value)
            } else {
                fields.append((key: key, value: value))
            }
        }
        return .table(LuaTable(array: b.array, fields: fields.filter { $0.key != "extends" }, otherKeys: b.otherKeys))
    }
}

extension LuaValue {
    /// The table without `key`.
    func removing(_ key: String) -> LuaValue {
        guard case .table(let table) = self else { return self }
        return .table(
            LuaTable(array: table.array, fields: table.fields.filter { $0.key != key }, otherKeys: table.otherKeys))
    }
}
