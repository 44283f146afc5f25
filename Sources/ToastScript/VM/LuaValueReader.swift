import CLua
import CLuaSandbox

/// Converts values on the Lua stack to ``LuaValue`` using only Lua API that cannot raise:
/// `lua_type`, `lua_toboolean`, `lua_tointegerx`, `lua_tonumberx`, `lua_tolstring` (strings only),
/// `lua_rawgeti`, `lua_next`, `lua_topointer`, `lua_checkstack`. Functions are kept alive with the
/// protected `tartine_sandbox_ref`. Table access is raw: no metamethod runs.
///
/// The caller restores the stack top after a failure.
struct LuaValueReader {
    enum Failure: Error {
        case tooDeep(limit: Int, path: String)
        case tooManyEntries(limit: Int)
        case cycle(path: String)
        case stackExhausted
        case memory
    }

    private enum PathComponent {
        case field(String)
        case index(Int64)
    }

    private let sandbox: OpaquePointer
    private let state: OpaquePointer
    private let vm: UInt64
    private let maxDepth: Int
    private let maxEntries: Int
    private var entries = 0
    /// What the conversions so far read, in instructions of the sandbox's cost model: one per
    /// value and per table entry, `TARTINE_BYTE_COST` per byte of a string.
    private(set) var work = 0
    private var ancestors: [UnsafeRawPointer] = []
    private var path: [PathComponent] = []

    init(sandbox: OpaquePointer, vm: UInt64, budgets: LuaBudgets) {
        self.sandbox = sandbox
        self.state = tartine_sandbox_state(sandbox)
        self.vm = vm
        self.maxDepth = budgets.tableDepth
        self.maxEntries = budgets.tableEntries
    }

    /// Converts the value at stack `index`.
    mutating func read(at index: Int32) throws(Failure) -> LuaValue {
        let type = lua_type(state, index)
        work += 1
        switch type {
        case LUA_TNIL, LUA_TNONE:
            return .nil
        case LUA_TBOOLEAN:
            return .boolean(lua_toboolean(state, index) != 0)
        case LUA_TNUMBER:
            if lua_isinteger(state, index) != 0 { return .integer(lua_tointegerx(state, index, nil)) }
            return .number(lua_tonumberx(state, index, nil))
        case LUA_TSTRING:
            let bytes = bytes(at: index)
            work += bytes.count * Int(TARTINE_BYTE_COST)
            return .string(String(decoding: bytes, as: UTF8.self))
        case LUA_TTABLE:
            return .table(try table(at: lua_absindex(state, index)))
        case LUA_TFUNCTION:
            var slot: Int32 = 0
            guard tartine_sandbox_ref(sandbox, index, &slot) == LUA_OK else { throw .memory }
            return .function(LuaFunctionRef(slot: slot, vm: vm))
        default:
            return .other(String(cString: lua_typename(state, type)))
        }
    }

    /// The bytes of the string at `index` (which must be a string, so nothing is converted).
    private func bytes(at index: Int32) -> UnsafeRawBufferPointer {
        var length = 0
        guard let pointer = lua_tolstring(state, index, &length) else {
            return UnsafeRawBufferPointer(start: nil, count: 0)
        }
        return UnsafeRawBufferPointer(start: pointer, count: length)
    }

    private mutating func countEntry() throws(Failure) {
        entries += 1
        if entries > maxEntries { throw .tooManyEntries(limit: maxEntries) }
    }

    private mutating func table(at index: Int32) throws(Failure) -> LuaTable {
        guard ancestors.count < maxDepth else { throw .tooDeep(limit: maxDepth, path: pathText) }
        guard let identity = lua_topointer(state, index) else { throw .stackExhausted }
        if ancestors.contains(identity) { throw .cycle(path: pathText) }
        guard lua_checkstack(state, 4) != 0 else { throw .stackExhausted }
        ancestors.append(identity)
        defer { ancestors.removeLast() }

        var array: [LuaValue] = []
        var length: Int64 = 0
        while lua_rawgeti(state, index, length + 1) != LUA_TNIL {
            try countEntry()
            length += 1
            path.append(.index(length))
            array.append(try read(at: -1))
            path.removeLast()
            tartine_lua_pop(state, 1)
        }
        tartine_lua_pop(state, 1)

        var fields: [(key: String, bytes: [UInt8], value: LuaValue)] = []
        var otherKeys: [String] = []
        lua_pushnil(state)
        while lua_next(state, index) != 0 {
            defer { tartine_lua_pop(state, 1) }
            let keyType = lua_type(state, -2)
            if keyType == LUA_TNUMBER, lua_isinteger(state, -2) != 0 {
                let key = lua_tointegerx(state, -2, nil)
                if key >= 1 && key <= length { continue }
                try countEntry()
                otherKeys.append("[\(key)]")
            } else if keyType == LUA_TSTRING {
                try countEntry()
                let keyBytes = Array(bytes(at: -2))
                let key = String(decoding: keyBytes, as: UTF8.self)
                path.append(.field(key))
                fields.append((key, keyBytes, try read(at: -1)))
                path.removeLast()
            } else {
                try countEntry()
                otherKeys.append(describeKey(at: -2, type: keyType))
            }
        }
        fields.sort { $0.key != $1.key ? $0.key < $1.key : $0.bytes.lexicographicallyPrecedes($1.bytes) }
        return LuaTable(
            sortedFields: fields.map { (key: $0.key, value: $0.value) },
            array: array,
            otherKeys: otherKeys.sorted()
        )
    }

    private func describeKey(at index: Int32, type: Int32) -> String {
        switch type {
        case LUA_TNUMBER: "[\(lua_tonumberx(state, index, nil))]"
        case LUA_TBOOLEAN: lua_toboolean(state, index) != 0 ? "[true]" : "[false]"
        default: "[\(String(cString: lua_typename(state, type)))]"
        }
    }

    /// "kinds.saved.self", "items[3].name"; "(value)" at the top.
    private var pathText: String {
        var text = ""
        for component in path {
            switch component {
            case .field(let key): text += text.isEmpty ? key : ".\(key)"
            case .index(let index): text += "[\(index)]"
            }
        }
        return text.isEmpty ? "(value)" : text
    }
}
