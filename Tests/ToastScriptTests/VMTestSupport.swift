import Synchronization
import Testing

@testable import ToastScript

/// Runs `source` in a fresh VM and returns what it produced or threw.
func luaResult(
    _ source: String, chunk: String = "themes/test.lua", budgets: LuaBudgets = LuaBudgets()
) throws -> Result<LuaValue, LuaError> {
    let vm = try LuaVM(budgets: budgets)
    return Result { () throws(LuaError) in try vm.run(source: source, chunk: chunk) }
}

/// Runs `source` in a fresh VM and returns its first result.
func luaValue(_ source: String, chunk: String = "themes/test.lua", budgets: LuaBudgets = LuaBudgets()) throws
    -> LuaValue
{
    try luaResult(source, chunk: chunk, budgets: budgets).get()
}

/// The error a run of `source` must end with (records an issue when it succeeds).
func luaFailure(
    _ source: String, chunk: String = "themes/test.lua", budgets: LuaBudgets = LuaBudgets(),
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> LuaError? {
    switch try luaResult(source, chunk: chunk, budgets: budgets) {
    case .success(let value):
        Issue.record("expected an error, got \(value)", sourceLocation: sourceLocation)
        return nil
    case .failure(let error):
        return error
    }
}

/// Seconds `body` takes.
func elapsedSeconds(_ body: () throws -> Void) rethrows -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    try body()
    let elapsed = clock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
}

/// A thread-safe cell for values captured by host functions.
final class CapturedValue<Value: Sendable>: Sendable {
    private let cell: Mutex<Value>
    init(_ value: Value) { cell = Mutex(value) }
    var value: Value {
        get { cell.withLock { $0 } }
        set { cell.withLock { $0 = newValue } }
    }
}

extension LuaValue {
    /// The table, if this is one (test shorthand).
    var luaTable: LuaTable? {
        if case .table(let table) = self { return table }
        return nil
    }

    /// The string, if this is one (test shorthand).
    var luaString: String? {
        if case .string(let string) = self { return string }
        return nil
    }

    /// The function reference, if this is one (test shorthand).
    var luaFunction: LuaFunctionRef? {
        if case .function(let function) = self { return function }
        return nil
    }
}
