/// A call from Lua into a Swift host function.
public struct HostCall: Sendable {
    /// The arguments, converted with raw access under the VM's depth and entry budgets.
    public var arguments: [LuaValue]
    /// The calling chunk (the first Lua frame above the host function).
    public var chunk: String
    /// The calling line (lua_getinfo "Sl" at level 1, or further up past C frames); 0 if unknown.
    public var line: Int

    /// Creates a call description (for tests of host functions).
    public init(arguments: [LuaValue], chunk: String, line: Int) {
        self.arguments = arguments
        self.chunk = chunk
        self.line = line
    }
}

/// What a host function hands back to Lua.
public enum HostResult: Sendable {
    /// Values pushed back to Lua: tables are rebuilt, functions re-pushed from their references.
    case values([LuaValue])
    /// The original Lua argument at this 0-based index, unchanged (same table, metatable and
    /// functions).
    case argument(Int)
    /// Another text chunk, loaded into the same state (same environment) and called in place of
    /// the host function; its results go to the Lua caller. Size and binary checks as `run`; a
    /// syntax error becomes a Lua error at the caller. Shares the current run's budgets. This is
    /// how an `import` host function runs another file: host functions must not call their own
    /// VM directly.
    case load(source: [UInt8], chunk: String)
}

/// The error a host function throws; Lua sees it as `error("chunk:line: message")` raised at the
/// calling line, catchable with `pcall`.
public struct HostError: Error, Sendable, Equatable {
    /// The message, without position.
    public var message: String

    /// Creates an error with `message`.
    public init(_ message: String) {
        self.message = message
    }
}

/// A Swift function callable from Lua. It runs on the thread running the VM, with the VM locked:
/// it must not call the same ``LuaVM`` (use ``HostResult/load(source:chunk:)`` instead).
public typealias HostFunction = @Sendable (HostCall) throws(HostError) -> HostResult
