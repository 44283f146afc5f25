/// A Lua value converted to Swift with raw access only (no metamethod runs).
///
/// Produced by ``LuaVM/run(source:chunk:)``, ``LuaVM/call(_:_:instructions:)`` and host calls;
/// accepted back by `call` arguments and ``HostResult/values(_:)``.
public indirect enum LuaValue: Sendable, Hashable {
    /// nil (also what a chunk that returns nothing produces).
    case `nil`
    /// true or false.
    case boolean(Bool)
    /// A number with an integer subtype (`lua_isinteger`).
    case integer(Int64)
    /// A float, converted as is: NaN and infinities included (validation rejects them elsewhere).
    case number(Double)
    /// A Lua string; bytes that are not valid UTF-8 are decoded lossily (U+FFFD).
    case string(String)
    /// A table converted with raw access (see ``LuaTable``).
    case table(LuaTable)
    /// A function kept alive in its VM's registry, callable later with ``LuaVM/call(_:_:instructions:)``.
    case function(LuaFunctionRef)
    /// Userdata, thread or light userdata: only the type name survives.
    case other(String)
}

/// A Lua function kept alive in the registry of the ``LuaVM`` that produced it.
///
/// The same Lua function converted twice gives equal references. A reference is only valid with
/// the VM it came from; it stays valid for the VM's lifetime.
public struct LuaFunctionRef: Sendable, Hashable {
    /// The registry slot (luaL_ref) holding the function.
    let slot: Int32
    /// Identity of the owning VM (unique per process run).
    let vm: UInt64
}
