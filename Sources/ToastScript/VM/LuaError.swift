/// Why running Lua failed, where, and the text to show.
///
/// The ``reason`` comes from what the C layer recorded (allocator refusal, hook abort, host error
/// identity) or from the Lua status code, never from parsing the message.
public struct LuaError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The kind of failure.
    public enum Reason: Sendable, Equatable {
        /// The chunk does not parse (LUA_ERRSYNTAX).
        case syntax
        /// The chunk raised an error (LUA_ERRRUN, LUA_ERRERR).
        case runtime
        /// The state outgrew ``LuaBudgets/memory``.
        case memoryLimit
        /// The states sharing a ``LuaMemoryPool`` (the plugins of a run) outgrew its limit.
        case sharedMemoryLimit(limit: Int)
        /// The run used more than its instruction budget.
        case instructionLimit
        /// The run took longer than ``LuaBudgets/wallClock``.
        case timeLimit
        /// The source is larger than ``LuaBudgets/sourceSize``; nothing was parsed.
        case sourceTooLarge(size: Int, limit: Int)
        /// The source is a precompiled (binary) chunk; only text is loaded.
        case binaryChunk
        /// A result table nests deeper than ``LuaBudgets/tableDepth``.
        case tooDeep(limit: Int)
        /// A result holds more than ``LuaBudgets/tableEntries`` entries.
        case tooManyEntries(limit: Int)
        /// A result table contains itself.
        case cycle
        /// A host function threw a ``HostError`` that the script did not catch.
        case hostError
    }

    /// The kind of failure.
    public var reason: Reason
    /// The chunk the error points at, e.g. "themes/diary.lua".
    public var chunk: String
    /// The line the error points at, when known.
    public var line: Int?
    /// The message without its "chunk:line: " prefix.
    public var message: String
    /// The Lua stack traceback at the error, when one was taken.
    public var traceback: String?

    /// Creates an error.
    public init(reason: Reason, chunk: String, line: Int? = nil, message: String, traceback: String? = nil) {
        self.reason = reason
        self.chunk = chunk
        self.line = line
        self.message = message
        self.traceback = traceback
    }

    /// "chunk:line: message", or "chunk: message" without a line.
    public var description: String {
        if let line { return "\(chunk):\(line): \(message)" }
        return "\(chunk): \(message)"
    }
}
