import CLua
import CLuaSandbox
import ToastCore

/// `tartine_host_callback`: called by the C trampoline for every host function call.
func sandboxHostCallback(
    context: UnsafeMutableRawPointer?, state: OpaquePointer?, id: Int32, count: Int32,
    chunk: UnsafePointer<CChar>?, line: Int32
) -> Int32 {
    guard let context, let state else { return TARTINE_HOST_FAILED }
    let sandbox = Unmanaged<LuaSandbox>.fromOpaque(context).takeUnretainedValue()
    let chunkName = chunk.map { String(cString: $0) } ?? ""
    return sandbox.hostCall(state: state, id: Int(id), count: Int(count), chunk: chunkName, line: Int(line))
}

/// `tartine_log_callback`: one line from the built-in `log`.
func sandboxLogCallback(context: UnsafeMutableRawPointer?, text: UnsafePointer<CChar>?, length: Int) {
    guard let context, let text else { return }
    let sandbox = Unmanaged<LuaSandbox>.fromOpaque(context).takeUnretainedValue()
    let limit = max(0, sandbox.budgets.logLineLength)
    let line = TextLimits.cut(utf8: UnsafeRawBufferPointer(start: text, count: length), limit: limit)
    sandbox.journal.appendLog(line, limit: sandbox.budgets.logLines)
    // The bytes read to cut and keep the line, charged by the C side (`TARTINE_BYTE_COST` each).
    tartine_sandbox_charge_host(sandbox.handle, Int64(min(length, limit)) * Int64(TARTINE_BYTE_COST))
}

/// `tartine_view_callback`: field `key` (or all fields) of the running handler's event or toast view.
func sandboxViewCallback(
    context: UnsafeMutableRawPointer?, isToast: Int32, key: Int32,
    fields: UnsafeMutablePointer<UnsafePointer<tartine_view_field>?>?,
    count: UnsafeMutablePointer<Int>?, bytes: UnsafeMutablePointer<UnsafePointer<CChar>?>?,
    byteCount: UnsafeMutablePointer<Int>?
) -> Int32 {
    guard let context, let fields, let count, let bytes, let byteCount else { return 0 }
    let sandbox = Unmanaged<LuaSandbox>.fromOpaque(context).takeUnretainedValue()
    guard let view = sandbox.view(toast: isToast != 0, key: key) else { return 0 }
    fields.pointee = view.fields
    count.pointee = view.count
    bytes.pointee = view.bytes
    byteCount.pointee = view.byteCount
    return 1
}

/// `tartine_view_miss_callback`: the words for reading `name` from the running handler's event
/// or toast view, which has no such field now; 0 (nil) when the view may lack the field.
func sandboxViewMissCallback(
    context: UnsafeMutableRawPointer?, isToast: Int32, name: UnsafePointer<CChar>?, length: Int,
    message: UnsafeMutablePointer<CChar>?, capacity: Int
) -> Int32 {
    guard let context, let name, let message, capacity > 0 else { return 0 }
    let sandbox = Unmanaged<LuaSandbox>.fromOpaque(context).takeUnretainedValue()
    let read = String(decoding: UnsafeRawBufferPointer(start: name, count: length), as: UTF8.self)
    guard let text = sandbox.missingField(read, toast: isToast != 0) else { return 0 }
    let bytes = Array(TextLimits.cut(text, limit: capacity - 1).utf8.prefix(capacity - 1))
    for (offset, byte) in bytes.enumerated() { message[offset] = CChar(bitPattern: byte) }
    message[bytes.count] = 0
    return 1
}

extension LuaSandbox {
    /// Converts the arguments, runs the host function and stores its reply in the sandbox.
    /// Never raises: failures return TARTINE_HOST_FAILED with a message for the trampoline.
    func hostCall(state: OpaquePointer, id: Int, count: Int, chunk: String, line: Int) -> Int32 {
        let top = lua_gettop(state)
        defer { lua_settop(state, top) }
        guard hostFunctions.indices.contains(id) else { return fail("unknown host function #\(id)") }

        var reader = LuaValueReader(sandbox: handle, vm: identity, budgets: budgets)
        // The arguments' entries and bytes, charged by the trampoline when this returns.
        defer { tartine_sandbox_charge_host(handle, Int64(reader.work)) }
        var arguments: [LuaValue] = []
        for index in 0..<count {
            do {
                arguments.append(try reader.read(at: Int32(index + 1)))
            } catch {
                let problem = conversionError(error, chunk: chunk).message
                return fail(LuaErrorWording.argument(index, problem))
            }
        }

        let result: HostResult
        do {
            result = try hostFunctions[id](HostCall(arguments: arguments, chunk: chunk, line: line))
        } catch {
            return fail(error.message)
        }
        return reply(result, argumentCount: count)
    }

    private func reply(_ result: HostResult, argumentCount: Int) -> Int32 {
        var encoder = LuaValueEncoder(vm: identity)
        switch result {
        case .values(let values):
            for value in values {
                do { try encoder.encode(value) } catch { return fail(LuaErrorWording.foreignFunction) }
            }
            return store(encoder) ? Int32(clamping: values.count) : fail("out of memory for host results")
        case .argument(let index):
            guard (0..<argumentCount).contains(index) else {
                return fail(LuaErrorWording.noArgument(index, count: argumentCount))
            }
            encoder.argument(index)
            return store(encoder) ? 1 : fail("out of memory for host results")
        case .load(let source, let chunk):
            let text: ArraySlice<UInt8>
            do { text = try LuaSourceCheck.text(of: source, limit: budgets.sourceSize) } catch {
                return fail("\(chunk): " + error.message)
            }
            let stored = text.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { bytes in
                    tartine_sandbox_reply_load(handle, bytes.baseAddress, bytes.count, "=" + chunk)
                }
            }
            return stored != 0 ? 0 : fail("out of memory for \(chunk)")
        }
    }

    private func store(_ encoder: LuaValueEncoder) -> Bool {
        encoder.ops.withUnsafeBufferPointer { ops in
            encoder.bytes.withUnsafeBufferPointer { bytes in
                tartine_sandbox_reply_values(handle, ops.baseAddress, ops.count, bytes.baseAddress, bytes.count) != 0
            }
        }
    }

    private func fail(_ message: String) -> Int32 {
        var message = message
        message.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { text in
                _ = tartine_sandbox_reply_error(handle, text.baseAddress, text.count)
            }
        }
        return TARTINE_HOST_FAILED
    }
}
