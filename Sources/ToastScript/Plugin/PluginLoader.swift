import ToastFiles
import ToastCore

/// Loads plugin files: `return toast.plugin { name = "stats", api = 1, on = { … }, filter = … }`
/// in a VM of its own, checked key by key with `file:line` diagnostics.
public struct PluginLoader: Sendable {
    /// Budgets of each plugin's VM: its memory cap holds the plugin's state between calls;
    /// `callInstructions` bounds every handler and filter call.
    public var budgets: LuaBudgets
    /// Commands one handler or filter call may issue; more are refused and counted.
    public var commandsPerCall: Int
    /// Bytes the Lua states of all plugins of one run may hold together (each also within
    /// `budgets.memory`): the states a ``sharingMemory()`` loader makes share one pool.
    public var sharedMemory: Int = 64 << 20
    /// The pool the plugins this loader loads share, when it is one of a run's.
    private var pool: LuaMemoryPool?

    /// A loader with the VM budgets and per-call command bound of every plugin it loads.
    public init(budgets: LuaBudgets = PluginLoader.defaultBudgets, commandsPerCall: Int = 1_000) {
        self.budgets = budgets
        self.commandsPerCall = commandsPerCall
    }

    /// A loader whose plugins share one pool of ``sharedMemory`` bytes: the loader of one run's
    /// plugins (a theme's with its scenario's and manifest's, or their fresh instances).
    public func sharingMemory() -> PluginLoader {
        var loader = self
        loader.pool = LuaMemoryPool(limit: sharedMemory)
        return loader
    }

    /// A plugin's default budgets: 4 MiB of state, 100,000 instructions per call. The wall clock
    /// (5 s a call) is a last-resort guard, far above what a call within its instructions takes:
    /// a call that trips it fails the whole run (`.runAborted`), so that no output depends on
    /// the machine's speed.
    public static var defaultBudgets: LuaBudgets {
        var budgets = LuaBudgets()
        budgets.memory = 4 << 20
        budgets.callInstructions = 100_000
        budgets.wallClock = 5
        return budgets
    }

    /// The directories searched for the plugins named by a theme, scenario or manifest at
    /// `file`, in order: `plugins/` in the file's own directory, then `plugins/` in the directory
    /// above it (so that `themes/`, `scenarios/` and `plugins/` can sit side by side). The one
    /// rule every lookup and every "did you mean" uses; docs/themes.md states it ("Where plugins
    /// are found").
    /// - Parameter file: The path of the theme, scenario or manifest naming the plugins.
    /// - Returns: The two directories, as paths written from `file`'s (`themes/plugins`, `plugins`).
    public static func searchDirectories(besides file: String) -> [String] {
        let directory = Paths.directory(of: file)
        let climbs = directory == "." || directory == ".." || directory.hasSuffix("/..")
        let above = climbs ? Paths.join(directory, "..") : Paths.directory(of: directory)
        return [Paths.join(directory, "plugins"), Paths.join(above, "plugins")]
    }

    /// The paths tried for the plugin `name`, in the order of ``searchDirectories(besides:)``.
    static func searchPaths(of name: String, besides file: String) -> [String] {
        searchDirectories(besides: file).map { Paths.join($0, "\(name).lua") }
    }

    /// Where the plugin `name` lives for a theme, scenario or manifest at `file`: `NAME.lua` in
    /// the first of ``searchDirectories(besides:)`` that has it.
    /// - Returns: the first path that exists (the last one searched when none does).
    public static func path(of name: String, besides file: String) -> String {
        let candidates = searchPaths(of: name, besides: file)
        return candidates.first(where: mayExist) ?? candidates[candidates.count - 1]
    }

    /// Whether the plugin file at `path` is there (a path the system cannot tell about counts as
    /// there, so that loading it reports the reason).
    static func exists(_ path: String) -> Bool { mayExist(path) }

    /// Whether `path` is there; a path the system cannot tell about counts as there, so that
    /// loading it reports the reason.
    private static func mayExist(_ path: String) -> Bool {
        do { return try Files.exists(path) } catch { return true }
    }

    /// `toast.plugin { … }`: hands its table back.
    private static let constructor: HostFunction = { call throws(HostError) in
        guard case .table = call.arguments.first ?? .nil else {
            throw HostError("toast.plugin expects a table: toast.plugin { name = \"…\", api = 1, … }")
        }
        return .argument(0)
    }

    /// Loads and checks the plugin file at `path`.
    /// - Throws: `LoadError` with every problem, as `file:line: key: message`.
    public func load(_ path: String) throws(LoadError) -> LuaPlugin {
        let bytes = try ThemeSource.read(path, limit: budgets.sourceSize)
        let sourceMap = SourceMap(source: String(decoding: bytes, as: UTF8.self))
        let vm: LuaVM
        do { vm = try LuaVM(budgets: budgets, sharing: pool) } catch {
            throw LoadError([Diagnostic(.error, file: path, line: nil, path: .root, message: error.description)])
        }
        let state = PluginCallState(commandLimit: commandsPerCall)
        var functions = PluginFunctions.make(state)
        functions["plugin"] = Self.constructor
        functions.merge(LayoutSchema.functions) { own, _ in own }
        vm.register(module: "toast", functions: functions)
        let value: LuaValue
        do { value = try vm.run(bytes: bytes, chunk: path) } catch {
            throw LoadError([
                Diagnostic(
                    .error, file: error.chunk.isEmpty ? path : error.chunk, line: error.line,
                    path: .root, message: error.message)
            ])
        }
        var checker = PluginSchema(file: path, sourceMap: sourceMap, vm: vm)
        guard let parts = checker.check(value) else { throw LoadError(checker.diagnostics) }
        return LuaPlugin(
            name: parts.name, file: path, vm: vm, state: state, handlers: parts.handlers,
            filter: parts.filter,
            filterLine: parts.filter.flatMap(vm.definitionLine) ?? sourceMap.line(for: KeyPath().appending("filter")),
            kinds: parts.kinds, strings: parts.strings, sourceMap: sourceMap)
    }
}
