import Testing

@testable import ToastScript

/// A hostile theme file and how it must end.
struct HostileFile: Sendable, CustomTestStringConvertible {
    var name: String
    var source: String
    var reason: LuaError.Reason
    /// The exact description (chunk "themes/hostile.lua"), when it is stable.
    var description: String?
    var testDescription: String { name }
}

private let chunk = "themes/hostile.lua"

let hostileFiles: [HostileFile] = [
    HostileFile(
        name: "endless loop", source: "while true do end", reason: .instructionLimit,
        description: "themes/hostile.lua:1: instruction limit of 1000000 exceeded"),
    HostileFile(
        name: "endless loop inside pcall",
        source: "local ok = pcall(function() while true do end end)\nreturn ok", reason: .instructionLimit,
        description: "themes/hostile.lua:1: instruction limit of 1000000 exceeded"),
    HostileFile(
        name: "pcall in a loop", source: "for i = 1, 10 do pcall(function() while true do end end) end",
        reason: .instructionLimit, description: "themes/hostile.lua:1: instruction limit of 1000000 exceeded"),
    HostileFile(
        name: "pcall as the last call", source: "return pcall(function() while true do end end)",
        reason: .instructionLimit, description: "themes/hostile.lua:1: instruction limit of 1000000 exceeded"),
    HostileFile(
        name: "endless loop inside xpcall with a looping handler",
        source: "xpcall(function() while true do end end, function() while true do end end)",
        reason: .instructionLimit, description: "themes/hostile.lua:1: instruction limit of 1000000 exceeded"),
    HostileFile(
        name: "error handler that loops",
        source: "xpcall(function() error('x') end,\n  function() while true do end end)",
        reason: .instructionLimit, description: "themes/hostile.lua:2: instruction limit of 1000000 exceeded"),
    HostileFile(
        name: "to-be-closed variable that loops",
        source: "local x <close> = setmetatable({}, { __close = function() while true do end end })\nwhile true do end",
        reason: .instructionLimit, description: "themes/hostile.lua:2: instruction limit of 1000000 exceeded"),
    HostileFile(
        name: "huge string.rep", source: "local s = string.rep(\"x\", 1e9)", reason: .memoryLimit,
        description: "themes/hostile.lua:1: memory limit of 8 MiB exceeded"),
    HostileFile(
        name: "table growth bomb", source: "local t = {}\nfor i = 1, 1e9 do t[i] = i end", reason: .memoryLimit,
        description: "themes/hostile.lua:2: memory limit of 8 MiB exceeded"),
    HostileFile(
        name: "table growth bomb inside pcall",
        source: "local ok = pcall(function() local t = {} for i = 1, 1e9 do t[i] = i end end)\nreturn 'survived'",
        reason: .memoryLimit, description: "themes/hostile.lua:1: memory limit of 8 MiB exceeded"),
    HostileFile(
        name: "string doubling", source: "local s = 'x'\nwhile true do s = s .. s end", reason: .memoryLimit,
        description: "themes/hostile.lua:2: memory limit of 8 MiB exceeded"),
    HostileFile(
        name: "deep recursion", source: "local function f() return 1 + f() end\nf()", reason: .memoryLimit,
        description: "themes/hostile.lua:1: memory limit of 8 MiB exceeded"),
    HostileFile(
        name: "table.move over 10^12 elements", source: "table.move({}, 1, 1e12, 2)",
        reason: .instructionLimit, description: "themes/hostile.lua:1: instruction limit of 1000000 exceeded"),
    HostileFile(
        name: "table.insert with a lying __len",
        source: "local t = setmetatable({}, {__len = function() return 1e15 end})\ntable.insert(t, 1, 'x')",
        reason: .instructionLimit, description: "themes/hostile.lua:2: instruction limit of 1000000 exceeded"),
    HostileFile(
        name: "table.sort with a lying __len",
        source: "table.sort(setmetatable({}, {__len = function() return 2^40 end}))",
        reason: .instructionLimit, description: "themes/hostile.lua:1: instruction limit of 1000000 exceeded"),
    HostileFile(
        name: "catastrophic pattern", source: "return string.rep('a', 5000):find('.-.-.-.-b')",
        reason: .runtime, description: "themes/hostile.lua:1: pattern too complex for a subject of 5000 bytes"),
    HostileFile(
        name: "catastrophic gsub", source: "return (string.rep('a', 3000)):gsub('a*a*a*b', '')",
        reason: .runtime, description: "themes/hostile.lua:1: pattern too complex for a subject of 3000 bytes"),
    HostileFile(
        name: "io.open", source: "io.open('/etc/passwd')", reason: .runtime,
        description: "themes/hostile.lua:1: attempt to index a nil value (global 'io')"),
    HostileFile(
        name: "os.execute", source: "os.execute('touch /tmp/pwned')", reason: .runtime,
        description: "themes/hostile.lua:1: attempt to index a nil value (global 'os')"),
    HostileFile(
        name: "package.loadlib", source: "package.loadlib('libc.so.6', 'system')", reason: .runtime,
        description: "themes/hostile.lua:1: attempt to index a nil value (global 'package')"),
    HostileFile(
        name: "require", source: "require('os')", reason: .runtime,
        description: "themes/hostile.lua:1: attempt to call a nil value (global 'require')"),
    HostileFile(
        name: "load", source: "load('return 1')()", reason: .runtime,
        description: "themes/hostile.lua:1: attempt to call a nil value (global 'load')"),
    HostileFile(
        name: "loadstring", source: "loadstring('return 1')()", reason: .runtime,
        description: "themes/hostile.lua:1: attempt to call a nil value (global 'loadstring')"),
    HostileFile(
        name: "loadfile", source: "loadfile('/etc/passwd')", reason: .runtime,
        description: "themes/hostile.lua:1: attempt to call a nil value (global 'loadfile')"),
    HostileFile(
        name: "dofile", source: "dofile('/etc/passwd')", reason: .runtime,
        description: "themes/hostile.lua:1: attempt to call a nil value (global 'dofile')"),
    HostileFile(
        name: "debug.getinfo", source: "debug.getinfo(1)", reason: .runtime,
        description: "themes/hostile.lua:1: attempt to index a nil value (global 'debug')"),
    HostileFile(
        name: "collectgarbage", source: "collectgarbage('stop')", reason: .runtime,
        description: "themes/hostile.lua:1: attempt to call a nil value (global 'collectgarbage')"),
    HostileFile(
        name: "print", source: "print('hello')", reason: .runtime,
        description: "themes/hostile.lua:1: attempt to call a nil value (global 'print')"),
    HostileFile(
        name: "coroutine", source: "coroutine.wrap(function() end)()", reason: .runtime,
        description: "themes/hostile.lua:1: attempt to index a nil value (global 'coroutine')"),
    HostileFile(
        name: "_G", source: "_G.x = 1", reason: .runtime,
        description: "themes/hostile.lua:1: attempt to index a nil value (global '_G')"),
    HostileFile(
        name: "string.dump", source: "string.dump(function() end)", reason: .runtime,
        description: "themes/hostile.lua:1: attempt to call a nil value (field 'dump')"),
    HostileFile(
        name: "math.random", source: "return math.random()", reason: .runtime,
        description: "themes/hostile.lua:1: attempt to call a nil value (field 'random')"),
    HostileFile(
        name: "string metatable __index", source: "getmetatable('').__index = {}", reason: .runtime,
        description: "themes/hostile.lua:1: attempt to index a string value"),
    HostileFile(
        name: "string field assignment", source: "('').upper = 1", reason: .runtime,
        description: "themes/hostile.lua:1: attempt to index a string value (constant '')"),
    HostileFile(
        name: "__gc metamethod", source: "setmetatable({}, {__gc = function() while true do end end})",
        reason: .runtime, description: "themes/hostile.lua:1: setmetatable: __gc metamethods are not allowed"),
    HostileFile(
        name: "error object with a looping __tostring",
        source: "error(setmetatable({}, {__tostring = function() while true do end end}))",
        reason: .runtime, description: "themes/hostile.lua:1: error called with a table value"),
    HostileFile(
        name: "parser nesting",
        source: "return " + String(repeating: "(", count: 300) + "1"
            + String(repeating: ")", count: 300),
        reason: .syntax, description: "themes/hostile.lua: C stack overflow"),
    HostileFile(
        name: "binary chunk as text", source: "\u{1B}Lua\u{54}\u{00}\u{19}\u{93}\r\n\u{1A}\n",
        reason: .binaryChunk, description: "themes/hostile.lua: binary chunks are not allowed (text only)"),
    HostileFile(
        name: "10 MB source", source: String(repeating: "-", count: 10 << 20),
        reason: .sourceTooLarge(size: 10 << 20, limit: 256 << 10),
        description: "themes/hostile.lua: source is 10 MiB, limit 256 KiB"),
    HostileFile(
        name: "cyclic table",
        source: "local t = { kinds = { saved = {} } }\nt.kinds.saved.self = t\nreturn t",
        reason: .cycle, description: "themes/hostile.lua: cyclic table at kinds.saved.self"),
    HostileFile(
        name: "table inside itself", source: "local t = {}\nt[1] = t\nreturn t",
        reason: .cycle, description: "themes/hostile.lua: cyclic table at [1]"),
    HostileFile(
        name: "nesting deeper than 32",
        source: "local t = {}\nlocal c = t\nfor i = 1, 100 do c.child = {} c = c.child end\nreturn t",
        reason: .tooDeep(limit: 32), description: nil),
    HostileFile(
        name: "200,000 entries", source: "local t = {}\nfor i = 1, 200000 do t[i] = i end\nreturn t",
        reason: .tooManyEntries(limit: 100_000),
        description: "themes/hostile.lua: more than 100000 table entries"),
]

@Test(arguments: hostileFiles)
func hostileFileEndsWithAClearError(_ file: HostileFile) throws {
    let vm = try LuaVM()
    var thrown: LuaError?
    let elapsed = elapsedSeconds {
        thrown = #expect(throws: LuaError.self) { try vm.run(source: file.source, chunk: chunk) }
    }
    #expect(thrown?.reason == file.reason)
    if let description = file.description {
        #expect(thrown?.description == description)
    }
    #expect(elapsed < 3)
    // The host, and the very same VM, keep working.
    #expect(try vm.run(source: "return 1 + 1", chunk: "themes/after.lua") == .integer(2))
}

@Test func binaryChunkBytesAreRefusedBeforeLoading() throws {
    let vm = try LuaVM()
    let bytes: [UInt8] = [0x1B, 0x4C, 0x75, 0x61, 0x54, 0x00, 0x19, 0x93, 0x0D, 0x0A, 0x1A, 0x0A, 0x04, 0x08]
    let error = #expect(throws: LuaError.self) { try vm.run(bytes: bytes, chunk: chunk) }
    #expect(error?.reason == .binaryChunk)
    #expect(error?.description == "themes/hostile.lua: binary chunks are not allowed (text only)")
}

@Test func oversizedSourceIsRefusedBeforeParsing() throws {
    let vm = try LuaVM()
    let bytes = [UInt8](repeating: UInt8(ascii: "("), count: 10 << 20)
    var error: LuaError?
    let elapsed = elapsedSeconds {
        error = #expect(throws: LuaError.self) { try vm.run(bytes: bytes, chunk: "themes/big.lua") }
    }
    #expect(error?.reason == .sourceTooLarge(size: 10 << 20, limit: 256 << 10))
    #expect(error?.description == "themes/big.lua: source is 10 MiB, limit 256 KiB")
    #expect(elapsed < 0.5)
}

@Test func wallClockStopsALoopThatStaysUnderItsInstructionBudget() throws {
    var budgets = LuaBudgets()
    budgets.instructions = .max
    budgets.wallClock = 0.2
    var error: LuaError?
    let elapsed = try elapsedSeconds {
        error = try luaFailure("local n = 0\nwhile true do n = n + 1 end", budgets: budgets)
    }
    #expect(error?.reason == .timeLimit)
    #expect(error?.description == "themes/test.lua:2: time limit of 0.2 s exceeded")
    #expect(elapsed < 1.5)
}

@Test func wallClockStopsExpensiveLibraryCallsInALoop() throws {
    var budgets = LuaBudgets()
    budgets.instructions = .max
    budgets.wallClock = 0.3
    let source = "local s = string.rep('a', 1000000)\nwhile true do local u = s:upper() end"
    var error: LuaError?
    let elapsed = try elapsedSeconds { error = try luaFailure(source, budgets: budgets) }
    #expect(error?.reason == .timeLimit)
    #expect(elapsed < 2)
}

@Test func emptyRepeatsAreInstant() throws {
    var result: LuaValue?
    let elapsed = try elapsedSeconds {
        result = try luaValue("return #string.rep('', 1e15) + #string.rep('', 1e15, '')")
    }
    #expect(result == .integer(0))
    #expect(elapsed < 0.5)
}
