import Testing

@testable import ToastScript

/// Sorted names of a table's string keys, read inside Lua.
private func names(of expression: String, register: ((LuaVM) -> Void)? = nil) throws -> [String] {
    let vm = try LuaVM()
    register?(vm)
    let source = """
        local names = {}
        for k in pairs(\(expression)) do names[#names + 1] = k end
        table.sort(names)
        return names
        """
    let result = try vm.run(source: source, chunk: "themes/names.lua")
    return result.luaTable?.array.compactMap(\.luaString) ?? []
}

@Test func environmentHoldsOnlyTheWhitelist() throws {
    #expect(
        try names(of: "_ENV") == [
            "assert", "error", "getmetatable", "ipairs", "log", "math", "next", "pairs", "pcall", "rawequal", "rawget",
            "rawlen", "rawset", "select", "setmetatable", "string", "table", "tonumber", "tostring", "type", "utf8",
            "xpcall",
        ])
}

@Test func stringLibraryIsTheSafeSubset() throws {
    #expect(
        try names(of: "string") == [
            "byte", "char", "find", "format", "gmatch", "gsub", "len", "lower", "match", "rep", "reverse", "sub",
            "upper",
        ])
}

@Test func mathHasNoRandomness() throws {
    let math = try names(of: "math")
    #expect(!math.contains("random") && !math.contains("randomseed"))
    #expect(math.contains("floor") && math.contains("huge") && math.contains("tointeger"))
}

@Test func tableAndUTF8LibrariesAreComplete() throws {
    #expect(try names(of: "table") == ["concat", "insert", "move", "pack", "remove", "sort", "unpack"])
    #expect(try names(of: "utf8") == ["char", "charpattern", "codepoint", "codes", "len", "offset"])
}

@Test func registeredModulesJoinTheEnvironment() throws {
    let globals = try names(of: "_ENV") { $0.register(module: "toast", functions: ["theme": { _ in .values([]) }]) }
    #expect(globals.contains("toast"))
    let toast = try names(of: "toast") { $0.register(module: "toast", functions: ["theme": { _ in .values([]) }]) }
    #expect(toast == ["log", "theme"])
}

@Test func stringMetatableIsLocked() throws {
    #expect(try luaValue("return getmetatable('')") == .string("string metatable is locked"))
    #expect(try luaValue("return ('abc'):upper()") == .string("ABC"))
}

@Test func tamperingWithTheStringGlobalDoesNotChangeStringMethods() throws {
    #expect(try luaValue("string.upper = nil\nreturn ('abc'):upper()") == .string("ABC"))
    #expect(try luaValue("string = nil\nreturn ('abc'):len()") == .integer(3))
}

@Test func tamperingDoesNotReachTheNextVM() throws {
    let first = try LuaVM()
    _ = try first.run(source: "string.upper = nil string.lower = function() return 'pwned' end", chunk: "themes/a.lua")
    #expect(try luaValue("return string.upper('abc') .. string.lower('DEF')") == .string("ABCdef"))
}

@Test func setmetatableStillWorksWithoutGC() throws {
    let source = """
        local t = setmetatable({}, { __index = function(_, key) return key .. '!' end })
        local locked = setmetatable({}, { __metatable = 'locked' })
        local ok, message = pcall(setmetatable, locked, {})
        return { t.hello, getmetatable(locked), message }
        """
    #expect(
        try luaValue(source).luaTable?.array == [
            .string("hello!"), .string("locked"), .string("cannot change a protected metatable"),
        ])
}

@Test func gcMetamethodRefusalIsCatchable() throws {
    let source = "local ok, message = pcall(setmetatable, {}, { __gc = tostring })\nreturn message"
    #expect(try luaValue(source) == .string("setmetatable: __gc metamethods are not allowed"))
}

@Test func xpcallHandlersRunForOrdinaryErrors() throws {
    let source = "return select(2, xpcall(function() error('x', 0) end, function(m) return 'handled ' .. m end))"
    #expect(try luaValue(source) == .string("handled x"))
    #expect(try luaValue("return select('#', xpcall(function(a, b) return a, b end, tostring, 1, 2))") == .integer(3))
}

@Test func pairsVisitsKeysInADeterministicOrder() throws {
    let source = """
        local t = { zebra = 1, apple = 2, [10] = 3, [2] = 4, [1.5] = 5, [true] = 6, [false] = 7, Mango = 8 }
        local seen = {}
        for k in pairs(t) do seen[#seen + 1] = tostring(k) end
        return table.concat(seen, ' ')
        """
    #expect(try luaValue(source) == .string("1.5 2 10 Mango apple zebra false true"))
}

@Test func pairsHonoursPairsMetamethodAndSkipsRemovedKeys() throws {
    let custom =
        "local t = setmetatable({}, { __pairs = function(t) return function(_, k) if not k then return 1, 'one' end end, t, nil end })\nlocal out = {} for k, v in pairs(t) do out[#out + 1] = v end return out[1]"
    #expect(try luaValue(custom) == .string("one"))
    let removal = "local t = { a = 1, b = 2, c = 3 }\nlocal n = 0 for k in pairs(t) do t.c = nil n = n + 1 end return n"
    #expect(try luaValue(removal) == .integer(2))
}

/// Ordinary pattern use keeps working under the guard.
@Test(arguments: [
    ("return ('key=value'):match('^(%w+)=(%w+)$')", LuaValue.string("key")),
    ("return ('  padded  '):match('^%s*(.-)%s*$')", .string("padded")),
    ("return (('a,b,,c'):gsub(',', ';'))", .string("a;b;;c")),
    ("return ('#FF8800CC'):find('^#%x%x%x%x%x%x')", .integer(1)),
    ("return ('a.b.c'):find('.', 1, true)", .integer(2)),
    ("local n = 0 for w in ('one two three'):gmatch('%a+') do n = n + 1 end return n", .integer(3)),
    ("return ('systemGreen@0.9'):match('^([%a]+)@([%d%.]+)$')", .string("systemGreen")),
    ("return ('f(a(b)c)'):match('%b()')", .string("(a(b)c)")),
    ("return ('THE (quick) fox'):find('%f[%a]%a+%f[%A]')", .integer(1)),
    ("return (string.rep('ab', 50000)):find('ba', 1, true)", .integer(2)),
    ("return (string.rep('a', 100000) .. 'needle'):find('needle')", .integer(100_001)),
])
func normalPatternsWork(source: String, expected: LuaValue) throws {
    #expect(try luaValue(source) == expected)
}

@Test func catastrophicPatternFailsFast() throws {
    var error: LuaError?
    let elapsed = try elapsedSeconds {
        error = try luaFailure("return string.rep('a', 5000):find('.-.-.-.-b')", chunk: "themes/pattern.lua")
    }
    #expect(error?.reason == .runtime)
    #expect(error?.description == "themes/pattern.lua:1: pattern too complex for a subject of 5000 bytes")
    #expect(elapsed < 0.5)
}

@Test func patternRefusalIsCatchable() throws {
    let source = "local ok, message = pcall(string.match, string.rep('a', 400), '^(.-)(.-)(.-)$')\nreturn message"
    #expect(try luaValue(source) == .string("pattern too complex for a subject of 400 bytes"))
}

@Test func longSubjectsNeedPlainSearch() throws {
    let error = try luaFailure("return string.rep('a', 70000):match('a+')")
    #expect(error?.message == "pattern subject of 70000 bytes exceeds the limit of 65536 bytes")
    #expect(try luaValue("return string.rep('a', 70000):find('a+', 1, true)") == .nil)
}
