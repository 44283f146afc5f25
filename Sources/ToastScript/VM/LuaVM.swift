import Synchronization
import ToastFiles

/// One sandboxed Lua 5.4 state with budgets (see ``LuaBudgets``). Thread-safe: calls are
/// serialised by a Mutex. Lua never runs outside `run` and `call`.
public final class LuaVM: Sendable {
    /// The budgets this VM enforces.
    public let budgets: LuaBudgets
    private let sandbox: Mutex<LuaSandbox>
    private let journal: LuaJournal
    /// The thread currently inside `run`/`call` (0 when none), to refuse re-entry from host code.
    private let owner = Atomic<UInt>(0)
    private static let identities = Atomic<UInt64>(0)

    /// Creates a fresh lua_State with the sandboxed environment.
    /// - Parameters:
    ///   - budgets: the state's own budgets.
    ///   - pool: memory the state shares with others (the plugin states of one run), if any:
    ///     every allocation must fit the state's cap and the pool.
    /// - Throws: ``LuaError`` when the state cannot be created, or does not fit in `pool`.
    public init(budgets: LuaBudgets = LuaBudgets(), sharing pool: LuaMemoryPool? = nil) throws(LuaError) {
        let identity = Self.identities.add(1, ordering: .relaxed).newValue
        let journal = LuaJournal()
        let sandbox = try LuaSandbox(budgets: budgets, identity: identity, journal: journal)
        if let pool { try sandbox.share(pool) }
        self.budgets = budgets
        self.journal = journal
        self.sandbox = Mutex(sandbox)
    }

    /// Adds `module.name` functions to the sandbox (e.g. module "toast": theme, scenario, import).
    /// An empty module makes them globals. Each module also gets the built-in `log` as
    /// `module.log` unless `functions` has its own. Installed before the next `run` or `call`
    /// (a registration that fails is reported by that run).
    public func register(module: String, functions: [String: HostFunction]) {
        journal.queue(LuaJournal.Registration(module: module, functions: functions))
    }

    /// Loads `source` as text only under the budgets, runs it and converts its first result.
    /// Each run gets a fresh instruction budget; the memory cap covers the whole state.
    /// - Throws: ``LuaError`` for oversized, binary or invalid source, errors, budgets, results.
    public func run(source: String, chunk: String) throws(LuaError) -> LuaValue {
        if let refusal = LuaSourceCheck.size(source.utf8.count, limit: budgets.sourceSize) {
            throw LuaError(reason: refusal.reason, chunk: chunk, message: refusal.message)
        }
        return try run(bytes: Array(source.utf8), chunk: chunk)
    }

    /// Same as ``run(source:chunk:)`` for source bytes read by the host (size checked first;
    /// a leading UTF-8 byte order mark is skipped; binary chunks are refused).
    public func run(bytes: [UInt8], chunk: String) throws(LuaError) -> LuaValue {
        try locked(chunk: chunk) { sandbox throws(LuaError) in try sandbox.run(bytes: bytes, chunk: chunk) }
    }

    /// Calls a function value from an earlier run with a fresh instruction budget
    /// (``LuaBudgets/callInstructions`` unless `instructions` is given).
    /// - Throws: ``LuaError`` as `run`; `.runtime` for a function of another VM.
    public func call(_ function: LuaFunctionRef, _ arguments: [LuaValue], instructions: Int? = nil) throws(LuaError)
        -> LuaValue
    {
        let budget = instructions ?? budgets.callInstructions
        return try locked(chunk: "(call)") { sandbox throws(LuaError) in
            try sandbox.call(function, arguments, instructions: budget)
        }
    }

    /// Calls a handler with its two read-only views, its event and its toast (nil unless
    /// `hasToast`), whose fields `views` writes the first time the handler reads each, under a
    /// fresh instruction budget (``LuaBudgets/callInstructions`` unless `instructions` is given);
    /// its results are dropped.
    /// - Returns: the instructions the call used (what ``statistics`` then says, without its lock).
    /// - Throws: ``LuaError`` as `call`.
    @discardableResult
    func handle(
        _ function: LuaFunctionRef, hasToast: Bool, instructions: Int? = nil, views: LuaViewWriter
    ) throws(LuaError) -> Int {
        let budget = instructions ?? budgets.callInstructions
        return try locked(chunk: "(call)") { sandbox throws(LuaError) in
            try sandbox.handle(function, hasToast: hasToast, instructions: budget, views: views)
        }
    }

    /// The line of its file where `function` is defined (`function(r)` of `filter = function(r)`),
    /// or nil for a function of another VM or one Lua cannot place.
    func definitionLine(of function: LuaFunctionRef) -> Int? {
        do {
            return try locked(chunk: "(call)") { sandbox throws(LuaError) in sandbox.definitionLine(function) }
        } catch {
            return nil
        }
    }

    /// Every function a script can reach, by name (`string.upper`, `toast.show`, `string
    /// metatable.__add`), and whether it is a host function (`tartine_sandbox_each_function`):
    /// what the cost model must cover. Host functions registered since the last run are installed
    /// first.
    func reachableFunctions() throws(LuaError) -> [ReachableFunction] {
        try locked(chunk: "(sandbox)") { sandbox throws(LuaError) in sandbox.reachableFunctions() }
    }

    /// Peak memory (bytes, whole state) and instructions used by the last run or call.
    /// Instructions are counted by the hook in periods of 1000 with the last, unfinished period
    /// counted whole (an upper bound), plus the cost model's charges (sandbox_cost.c: the bytes and
    /// elements library functions, allocations and host functions handle).
    public var statistics: (peakMemory: Int, instructions: Int) { journal.statistics }

    /// Lines passed to the built-in `log`, as "chunk:line: text".
    public var log: [String] { journal.log }

    /// Removes and returns the lines logged so far, for hosts that report them as they come.
    public func takeLog() -> [String] { journal.takeLog() }

    private func locked<Result: Sendable>(
        chunk: String, _ body: (LuaSandbox) throws(LuaError) -> Result
    ) throws(LuaError) -> Result {
        let thread = currentThread()
        guard owner.load(ordering: .acquiring) != thread else {
            throw LuaError(reason: .runtime, chunk: chunk, message: LuaErrorWording.reentered)
        }
        return try sandbox.withLock { (sandbox: inout LuaSandbox) throws(LuaError) -> Result in
            owner.store(thread, ordering: .releasing)
            defer { owner.store(0, ordering: .releasing) }
            try sandbox.register(journal.takeRegistrations())
            return try body(sandbox)
        }
    }
}

/// An identifier of the calling thread (the file layer's `pthread_self` wrapper).
private func currentThread() -> UInt {
    CurrentProcess.threadIdentity
}
