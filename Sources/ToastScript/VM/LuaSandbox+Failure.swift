import CLua
import CLuaSandbox
import ToastCore

/// Turning what the C layer recorded into a ``LuaError``.
extension LuaSandbox {
    /// The error for a failed run or call: budget aborts first (recorded by the allocator, the hook
    /// or a library charge), then the Lua status code, then host-error identity. A message longer
    /// than ``TextLimits/failureMessage`` bytes with its position is cut, ending with "… (N more bytes)".
    func failure(status: Int32, chunk: String, instructions: Int) -> LuaError {
        let traceback = text(tartine_sandbox_traceback)
        let abortChunk = String(cString: tartine_sandbox_abort_chunk(handle))
        let abortLine = Int(tartine_sandbox_abort_line(handle))
        let limitChunk = abortChunk.isEmpty ? chunk : abortChunk
        let limitLine = abortLine > 0 ? abortLine : nil
        switch tartine_abort(rawValue: UInt32(bitPattern: tartine_sandbox_abort_reason(handle))) {
        case TARTINE_ABORT_INSTRUCTIONS:
            return LuaError(
                reason: .instructionLimit, chunk: limitChunk, line: limitLine,
                message: LuaErrorWording.instructionLimit(instructions), traceback: traceback)
        case TARTINE_ABORT_TIME:
            return LuaError(
                reason: .timeLimit, chunk: limitChunk, line: limitLine,
                message: LuaErrorWording.timeLimit(budgets.wallClock), traceback: traceback)
        case TARTINE_ABORT_MEMORY:
            return memoryError(chunk: limitChunk, line: limitLine, traceback: traceback)
        default:
            break
        }
        if status == LUA_ERRMEM {
            return memoryError(chunk: limitChunk, line: limitLine, traceback: traceback)
        }
        let position = LuaErrorWording.splitPosition(text(tartine_sandbox_message) ?? "")
        let reason: LuaError.Reason
        if status == LUA_ERRSYNTAX {
            reason = .syntax
        } else if tartine_sandbox_is_host_error(handle) != 0 {
            reason = .hostError
        } else {
            reason = .runtime
        }
        var error = LuaError(
            reason: reason, chunk: fullChunkName(position.chunk, run: chunk), line: position.line,
            message: "", traceback: traceback)
        // The whole "chunk:line: message" within the limit, so that no later cut cuts it again.
        let room = TextLimits.failureMessage - error.description.utf8.count
        error.message = TextLimits.cut(position.message, limit: max(room, 64))
        return error
    }

    /// The error for memory refused: by the state's own cap, or by the pool it shares with the
    /// other plugin states of its run.
    private func memoryError(chunk: String, line: Int?, traceback: String?) -> LuaError {
        if let pool, tartine_sandbox_pool_refused(handle) != 0 {
            return LuaError(
                reason: .sharedMemoryLimit(limit: pool.limit), chunk: chunk, line: line,
                message: LuaErrorWording.sharedMemoryLimit(pool.limit), traceback: traceback)
        }
        return LuaError(
            reason: .memoryLimit, chunk: chunk, line: line, message: LuaErrorWording.memoryLimit(budgets.memory),
            traceback: traceback)
    }

    /// The error for a result (or host-call argument) that cannot be converted.
    func conversionError(_ failure: LuaValueReader.Failure, chunk: String, line: Int? = nil) -> LuaError {
        switch failure {
        case .tooDeep(let limit, let path):
            LuaError(
                reason: .tooDeep(limit: limit), chunk: chunk, line: line,
                message: LuaErrorWording.tooDeep(limit, at: path))
        case .tooManyEntries(let limit):
            LuaError(
                reason: .tooManyEntries(limit: limit), chunk: chunk, line: line,
                message: LuaErrorWording.tooManyEntries(limit))
        case .cycle(let path):
            LuaError(reason: .cycle, chunk: chunk, line: line, message: LuaErrorWording.cycle(at: path))
        case .stackExhausted:
            LuaError(reason: .memoryLimit, chunk: chunk, line: line, message: LuaErrorWording.stackExhausted)
        case .memory:
            LuaError(
                reason: .memoryLimit, chunk: chunk, line: line,
                message: LuaErrorWording.memoryLimit(budgets.memory))
        }
    }

    /// Lua shortens chunk names to 59 bytes in messages; give back the full name when it matches.
    private func fullChunkName(_ prefix: String?, run chunk: String) -> String {
        guard let prefix else { return chunk }
        if prefix == chunk || (chunk.utf8.count > 59 && Array(chunk.utf8.prefix(59)) == Array(prefix.utf8)) {
            return chunk
        }
        return prefix
    }

    private func text(
        _ accessor: (OpaquePointer?, UnsafeMutablePointer<Int>?) -> UnsafePointer<CChar>?
    ) -> String? {
        var length = 0
        guard let pointer = accessor(handle, &length) else { return nil }
        return String(decoding: UnsafeRawBufferPointer(start: pointer, count: length), as: UTF8.self)
    }
}
