import CLua
import CLuaSandbox
import ToastCore
import ToastFiles

/// The one owner of a `tartine_sandbox` (a lua_State with budgets). Not thread-safe: ``LuaVM``
/// keeps it behind a Mutex. Every call into CLuaSandbox for running code goes through here.
final class LuaSandbox {
    let budgets: LuaBudgets
    let identity: UInt64
    let journal: LuaJournal
    let handle: OpaquePointer
    var hostFunctions: [HostFunction] = []
    /// The chunk name of each called function reference (asked of Lua once per reference).
    private var chunkNames: [Int32: String] = [:]
    /// The arguments of the current call (buffers kept between calls).
    private var argumentEncoder: LuaValueEncoder
    /// Writes the running handler's views (during ``handle(_:hasToast:instructions:views:)`` only).
    private var viewWriter: LuaViewWriter?
    /// The view (true: the toast) and field (-1: all) written to `viewEncoder` in this handler
    /// call, if any.
    private var encodedView: (toast: Bool, key: Int32)?
    private let viewEncoder = LuaViewEncoder()

    /// Creates the state and its sandboxed environment (`tartine_sandbox_new`), its views
    /// named by ToastCore's table of view fields.
    init(budgets: LuaBudgets, identity: UInt64, journal: LuaJournal) throws(LuaError) {
        let made = Self.withViewFieldNames { names in
            tartine_sandbox_new(max(0, budgets.memory), names.baseAddress, names.count)
        }
        guard let handle = made else {
            throw LuaError(reason: .memoryLimit, chunk: "(sandbox)", message: LuaErrorWording.setupFailed)
        }
        self.budgets = budgets
        self.identity = identity
        self.journal = journal
        self.handle = handle
        self.argumentEncoder = LuaValueEncoder(vm: identity)
        tartine_sandbox_set_callbacks(
            handle, sandboxHostCallback, sandboxLogCallback,
            Unmanaged.passUnretained(self).toOpaque())
        tartine_sandbox_set_view_callback(handle, sandboxViewCallback, sandboxViewMissCallback)
    }

    deinit {
        tartine_sandbox_free(handle)
    }

    /// The memory this state shares with others, held until the state is freed.
    private(set) var pool: LuaMemoryPool?

    /// Makes the state share `pool` (`tartine_sandbox_share`), its bytes so far counted in it.
    /// - Throws: ``LuaError`` (`.sharedMemoryLimit`) when they do not fit.
    func share(_ pool: LuaMemoryPool) throws(LuaError) {
        guard tartine_sandbox_share(handle, pool.handle) != 0 else {
            throw LuaError(
                reason: .sharedMemoryLimit(limit: pool.limit), chunk: "(sandbox)",
                message: LuaErrorWording.sharedMemoryLimit(pool.limit))
        }
        self.pool = pool
    }

    /// Calls `body` with the names of the view fields (`ViewField.names`) as C strings, by key,
    /// valid inside `body` only (the sandbox copies them).
    private static func withViewFieldNames<R>(_ body: (UnsafeBufferPointer<UnsafePointer<CChar>?>) -> R) -> R {
        var bytes: [CChar] = []
        var starts: [Int] = []
        for name in ViewField.names {
            starts.append(bytes.count)
            bytes += name.utf8CString
        }
        return bytes.withUnsafeBufferPointer { buffer in
            let names = starts.map { UnsafePointer<CChar>?(buffer.baseAddress! + $0) }
            return names.withUnsafeBufferPointer(body)
        }
    }

    /// Installs queued host functions (`tartine_sandbox_register`, protected).
    func register(_ registrations: [LuaJournal.Registration]) throws(LuaError) {
        for registration in registrations {
            for name in registration.functions.keys.sorted() {
                guard let function = registration.functions[name] else { continue }
                hostFunctions.append(function)
                try install(module: registration.module, name: name, id: Int32(hostFunctions.count - 1))
            }
            if registration.functions["log"] == nil, !registration.module.isEmpty {
                try install(module: registration.module, name: "log", id: -1)
            }
        }
    }

    private func install(module: String, name: String, id: Int32) throws(LuaError) {
        let status = tartine_sandbox_register(handle, module, name, id)
        guard status == LUA_OK else {
            throw LuaError(
                reason: status == LUA_ERRMEM ? .memoryLimit : .runtime, chunk: "(sandbox)",
                message: LuaErrorWording.registrationFailed(module, name))
        }
    }

    /// Loads and runs a text chunk (`tartine_sandbox_run`) and converts its first result.
    func run(bytes: [UInt8], chunk given: String) throws(LuaError) -> LuaValue {
        // The chunk's name is how Lua names the file in every `file:line` it reports.
        let chunk = Paths.display(given)
        let text: ArraySlice<UInt8>
        do { text = try LuaSourceCheck.text(of: bytes, limit: budgets.sourceSize) } catch {
            throw LuaError(reason: error.reason, chunk: chunk, message: error.message)
        }
        let status = text.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { source in
                tartine_sandbox_run(
                    handle, source.baseAddress, source.count, "=" + chunk,
                    Int64(clamping: budgets.instructions), budgets.wallClock)
            }
        }
        return try finish(status: status, chunk: chunk, instructions: budgets.instructions)
    }

    /// Calls a function from an earlier run (`tartine_sandbox_call`) and converts its first result.
    func call(_ function: LuaFunctionRef, _ arguments: [LuaValue], instructions: Int) throws(LuaError) -> LuaValue {
        try checkOwned(function)
        let chunk = chunkName(function)
        argumentEncoder.reset()
        for (index, argument) in arguments.enumerated() {
            do {
                try argumentEncoder.encode(argument)
            } catch {
                throw LuaError(
                    reason: .runtime, chunk: chunk,
                    message: LuaErrorWording.argument(index, LuaErrorWording.foreignFunction))
            }
        }
        let status = argumentEncoder.ops.withUnsafeBufferPointer { ops in
            argumentEncoder.bytes.withUnsafeBufferPointer { bytes in
                tartine_sandbox_call(
                    handle, function.slot, ops.baseAddress, ops.count, bytes.baseAddress, bytes.count,
                    Int64(clamping: instructions), budgets.wallClock)
            }
        }
        // A result that cannot be converted is the function's: reported at the line defining it.
        return try finish(status: status, chunk: chunk, instructions: instructions, line: definitionLine(function))
    }

    /// Calls a handler from an earlier run with its two views, event and toast (or nil unless
    /// `hasToast`), whose fields `views` writes when the handler first reads each
    /// (`tartine_sandbox_handle`); its results are dropped.
    /// - Returns: the instructions the call used (as ``LuaVM/statistics`` gives them).
    @discardableResult
    func handle(
        _ function: LuaFunctionRef, hasToast: Bool, instructions: Int, views: LuaViewWriter
    ) throws(LuaError) -> Int {
        try checkOwned(function)
        encodedView = nil
        viewWriter = views
        let status = tartine_sandbox_handle(
            handle, function.slot, hasToast ? 1 : 0, Int64(clamping: instructions), budgets.wallClock)
        viewWriter = nil
        let used = Int(tartine_sandbox_instructions(handle))
        journal.setStatistics(peakMemory: tartine_sandbox_peak_memory(handle), instructions: used)
        guard status == LUA_OK else {
            throw failure(status: status, chunk: chunkName(function), instructions: instructions)
        }
        return used
    }

    /// The running handler's event or toast view (`tartine_view_callback`): its field `key`, or
    /// all its fields when `key` is -1. Written once per call, view and key (a handler reading
    /// one field again and again asks again and again).
    func view(toast: Bool, key: Int32) -> (
        fields: UnsafePointer<tartine_view_field>, count: Int, bytes: UnsafePointer<CChar>, byteCount: Int
    )? {
        if encodedView?.toast != toast || encodedView?.key != key {
            encodedView = nil
            guard let viewWriter else { return nil }
            viewEncoder.reset(only: key)
            viewWriter.write(viewWriter.context, toast, viewEncoder)
            encodedView = (toast, key)
        }
        return viewEncoder.view
    }

    /// The error for reading `name` from the running handler's event or toast view, which lacks
    /// it now: nil when the view may lack the field (an optional field), else the words naming
    /// the view and the nearest of its fields.
    func missingField(_ name: String, toast: Bool) -> String? {
        guard let viewWriter else { return nil }
        let shape = viewWriter.shape(viewWriter.context, toast)
        guard !shape.fields.contains(where: { $0.name == name }) else { return nil }
        let other = toast ? [] : viewWriter.shape(viewWriter.context, true).fields
        return LuaErrorWording.noViewField(
            name, view: shape.view, fields: shape.fields.map(\.name),
            inToastView: other.contains { $0.name == name })
    }

    /// Refuses a function reference of another VM.
    private func checkOwned(_ function: LuaFunctionRef) throws(LuaError) {
        guard function.vm == identity else {
            throw LuaError(reason: .runtime, chunk: "(call)", message: LuaErrorWording.foreignFunction)
        }
    }

    /// The chunk name of a function reference (asked of Lua once per reference).
    private func chunkName(_ function: LuaFunctionRef) -> String {
        if let known = chunkNames[function.slot] { return known }
        var buffer = [CChar](repeating: 0, count: 256)
        tartine_sandbox_function_chunk(handle, function.slot, &buffer, buffer.count)
        let chunk = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        chunkNames[function.slot] = chunk
        return chunk
    }

    /// The line where `function` is defined (`tartine_sandbox_function_line`), if it is a Lua function.
    func definitionLine(_ function: LuaFunctionRef) -> Int? {
        guard function.vm == identity else { return nil }
        let line = Int(tartine_sandbox_function_line(handle, function.slot))
        return line > 0 ? line : nil
    }

    /// Records statistics, then either maps the failure or converts the result at stack index 1
    /// (a result that cannot be converted is reported at `line`, the called function's).
    private func finish(status: Int32, chunk: String, instructions: Int, line: Int? = nil) throws(LuaError)
        -> LuaValue
    {
        journal.setStatistics(
            peakMemory: tartine_sandbox_peak_memory(handle),
            instructions: Int(tartine_sandbox_instructions(handle)))
        guard status == LUA_OK else {
            throw failure(status: status, chunk: chunk, instructions: instructions)
        }
        defer { tartine_sandbox_clear(handle) }
        var reader = LuaValueReader(sandbox: handle, vm: identity, budgets: budgets)
        do {
            return try reader.read(at: 1)
        } catch {
            throw conversionError(error, chunk: chunk, line: line)
        }
    }

    /// Every function a script can reach (`tartine_sandbox_each_function`).
    func reachableFunctions() -> [ReachableFunction] {
        var found: [ReachableFunction] = []
        withUnsafeMutablePointer(to: &found) { list in
            tartine_sandbox_each_function(
                handle,
                { context, name, isHost in
                    guard let context, let name else { return }
                    context.assumingMemoryBound(to: [ReachableFunction].self).pointee.append(
                        ReachableFunction(name: String(cString: name), isHost: isHost != 0))
                },
                list)
        }
        return found.sorted { $0.name < $1.name }
    }
}

/// A function a script can reach, by the name it is reached by.
struct ReachableFunction: Sendable, Hashable {
    let name: String
    let isHost: Bool
}
