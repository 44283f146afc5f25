import Testing

@testable import ToastScript

@Test func syntaxErrorsCarryChunkAndLine() throws {
    let error = try luaFailure("local kinds = {\n  saved = 1\n  updated = 2 }", chunk: "themes/diary.lua")
    #expect(error?.reason == .syntax)
    #expect(error?.line == 3)
    #expect(error?.message == "'}' expected (to close '{' at line 1) near 'updated'")
    #expect(error?.description == "themes/diary.lua:3: '}' expected (to close '{' at line 1) near 'updated'")
}

@Test func runtimeErrorsCarryTheLineAndATraceback() throws {
    let error = try luaFailure("local x = 1\n\nerror('boom')", chunk: "themes/diary.lua")
    #expect(error?.reason == .runtime)
    #expect(error?.line == 3)
    #expect(error?.message == "boom")
    #expect(error?.description == "themes/diary.lua:3: boom")
    #expect(error?.traceback?.hasPrefix("stack traceback:") == true)
    #expect(error?.traceback?.contains("themes/diary.lua:3: in main chunk") == true)
}

@Test(arguments: [
    ("error('plain', 0)", "themes/e.lua:1: plain"),
    ("error({})", "themes/e.lua:1: error called with a table value"),
    ("error(42)", "themes/e.lua:1: error called with a number value (42)"),
    ("local t = nil\nreturn t.x", "themes/e.lua:2: attempt to index a nil value (local 't')"),
    ("return 1 + {}", "themes/e.lua:1: attempt to perform arithmetic on a table value"),
    ("return ('x'):bad()", "themes/e.lua:1: attempt to call a nil value (method 'bad')"),
])
func errorDescriptions(source: String, description: String) throws {
    #expect(try luaFailure(source, chunk: "themes/e.lua")?.description == description)
}

@Test func longChunkNamesSurviveLuasShortening() throws {
    let chunk = "themes/" + String(repeating: "very-long-directory/", count: 5) + "diary.lua"
    let error = try luaFailure("\nerror('boom')", chunk: chunk)
    #expect(error?.chunk == chunk)
    #expect(error?.line == 2)
}

@Test func limitErrorsUseTheBudgetsInTheirText() throws {
    var budgets = LuaBudgets()
    budgets.memory = 1 << 20
    budgets.instructions = 20_000
    #expect(
        try luaFailure("local t = {}\nfor i = 1, 1e9 do t[i] = i end", budgets: budgets)?.description
            == "themes/test.lua:2: instruction limit of 20000 exceeded")
    #expect(
        try luaFailure("return string.rep('x', 2^20)", budgets: budgets)?.description
            == "themes/test.lua:1: memory limit of 1 MiB exceeded")
}

@Test(arguments: [
    (8 << 20, "8 MiB"), (256 << 10, "256 KiB"), (10_000_000, "9.5 MiB"), (1536, "1.5 KiB"),
    (100, "100 bytes"), (1, "1 byte"), (3 << 30, "3 GiB"),
])
func byteCounts(bytes: Int, text: String) {
    #expect(LuaErrorWording.byteCount(bytes) == text)
}

@Test(
    arguments: [
        ("themes/x.lua:12: boom", "themes/x.lua", 12, "boom"),
        ("C:/themes/x.lua:3: attempt to call", "C:/themes/x.lua", 3, "attempt to call"),
        ("no position", nil, nil, "no position"),
        ("x.lua: C stack overflow", nil, nil, "x.lua: C stack overflow"),
        ("a:b:7: text: 1:2: more", "a:b", 7, "text: 1:2: more"),
    ] as [(String, String?, Int?, String)])
func positionPrefixes(text: String, chunk: String?, line: Int?, message: String) {
    let split = LuaErrorWording.splitPosition(text)
    #expect(split.chunk == chunk)
    #expect(split.line == line)
    #expect(split.message == message)
}
