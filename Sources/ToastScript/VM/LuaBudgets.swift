import ToastCore

/// Limits one ``LuaVM`` enforces on untrusted Lua code.
public struct LuaBudgets: Sendable, Hashable {
    /// Bytes the whole Lua state may hold, enforced by the sandbox's `lua_Alloc`.
    public var memory: Int = 8 << 20
    /// VM instructions per `run` (count hook every 1000 instructions, plus the cost model's
    /// charges: bytes allocated, and the bytes and elements each library and host function handles).
    public var instructions: Int = 1_000_000
    /// VM instructions per ``LuaVM/call(_:_:instructions:)`` (per-toast style functions).
    public var callInstructions: Int = 100_000
    /// Seconds per run or call, of the calling thread's CPU time (`CLOCK_THREAD_CPUTIME_ID`), checked
    /// in the same hook: a guard for C code that runs long, which a loaded machine does not trip.
    public var wallClock: Double = 2.0
    /// Bytes of source text, checked before anything else.
    public var sourceSize: Int = 256 << 10
    /// Nesting depth of tables when converting results (a top-level table is depth 1).
    public var tableDepth: Int = 32
    /// Entries converted in total per result or host call.
    public var tableEntries: Int = 100_000
    /// Lines kept by the built-in `log`; later lines are dropped (one notice line says so).
    public var logLines: Int = 1_000
    /// Bytes kept of each `log` line; a longer line is cut and ends with "… (N more bytes)".
    public var logLineLength: Int = TextLimits.logLine

    /// The default budgets.
    public init() {}
}
