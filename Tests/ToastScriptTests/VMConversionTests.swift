import Testing

@testable import ToastScript

@Test(arguments: [
    ("return nil", LuaValue.nil),
    ("return", .nil),
    ("return true", .boolean(true)),
    ("return 42", .integer(42)),
    ("return -7 // 2", .integer(-4)),
    ("return 4.5", .number(4.5)),
    ("return 2^53", .number(9_007_199_254_740_992)),
    ("return 1/0", .number(.infinity)),
    ("return -math.huge", .number(-.infinity)),
    ("return 'héllo 🍞'", .string("héllo 🍞")),
    ("return '\\255abc'", .string("\u{FFFD}abc")),
    ("return 'a\\0b'", .string("a\u{0}b")),
    ("return 1, 2", .integer(1)),
])
func scalarsConvert(source: String, expected: LuaValue) throws {
    #expect(try luaValue(source) == expected)
}

@Test func notANumberConvertsAsIs() throws {
    guard case .number(let number) = try luaValue("return 0/0") else {
        Issue.record("expected a number")
        return
    }
    #expect(number.isNaN)
}

@Test func tablesSplitIntoSequenceFieldsAndOtherKeys() throws {
    let source = """
        return { 10, 20, nil, 40, b = 1, a = { 'x' }, [0] = 'z', [2.5] = 'h', [true] = 1, [{}] = 2, [-3] = 0 }
        """
    let table = try #require(try luaValue(source).luaTable)
    #expect(table.array == [.integer(10), .integer(20)])
    #expect(table.fields.map(\.key) == ["a", "b"])
    #expect(table["a"] == .table(LuaTable(array: [.string("x")])))
    #expect(table["b"] == .integer(1))
    #expect(table["missing"] == nil)
    #expect(table.otherKeys == ["[-3]", "[0]", "[2.5]", "[4]", "[table]", "[true]"])
}

@Test func conversionIsRawAndRunsNoMetamethods() throws {
    let source = """
        local hidden = { secret = 1 }
        return setmetatable({ shown = 2 }, {
          __index = function() error('index ran') end,
          __pairs = function() error('pairs ran') end,
          __len = function() error('len ran') end,
        })
        """
    let table = try #require(try luaValue(source).luaTable)
    #expect(table.fields.map(\.key) == ["shown"])
}

@Test func tenThousandKindsConvert() throws {
    let source = """
        local kinds = {}
        for i = 1, 10000 do
          kinds['kind' .. i] = { icon = '💾', message = 'toast.kind' .. i, hold = i / 10 }
        end
        return { name = 'big', kinds = kinds }
        """
    var result: LuaValue?
    let elapsed = try elapsedSeconds { result = try luaValue(source) }
    let kinds = try #require(result?.luaTable?["kinds"]?.luaTable)
    #expect(kinds.fields.count == 10_000)
    #expect(kinds["kind9999"]?.luaTable?["message"] == .string("toast.kind9999"))
    #expect(kinds.fields.first?.key == "kind1")
    #expect(elapsed < 2)
}

@Test func depthLimitIsInclusive() throws {
    func nested(_ depth: Int) -> String {
        "local t = {}\nlocal c = t\nfor i = 2, \(depth) do c.child = {} c = c.child end\nreturn t"
    }
    #expect(try luaValue(nested(32)).luaTable != nil)
    let error = try luaFailure(nested(33))
    #expect(error?.reason == .tooDeep(limit: 32))
    let path = Array(repeating: "child", count: 32).joined(separator: ".")
    #expect(error?.description == "themes/test.lua: table nesting deeper than 32 levels at \(path)")
}

@Test func entryLimitCountsEveryEntry() throws {
    var budgets = LuaBudgets()
    budgets.tableEntries = 10
    #expect(try luaValue("return { 1, 2, 3, 4, 5, a = 1, b = 2, c = { 1, 2 } }", budgets: budgets).luaTable != nil)
    let error = try luaFailure("return { 1, 2, 3, 4, 5, a = 1, b = 2, c = { 1, 2, 3 } }", budgets: budgets)
    #expect(error?.reason == .tooManyEntries(limit: 10))
    #expect(error?.description == "themes/test.lua: more than 10 table entries")
}

@Test func sharedTablesAreNotCycles() throws {
    let source = "local shared = { 1 }\nreturn { a = shared, b = shared, c = { shared } }"
    let table = try #require(try luaValue(source).luaTable)
    #expect(table["a"] == table["b"])
}

@Test func sameFunctionGivesEqualReferences() throws {
    let source = "local f = function() end\nreturn { f, f, function() end }"
    let array = try #require(try luaValue(source).luaTable?.array)
    #expect(array[0] == array[1])
    #expect(array[0] != array[2])
    #expect(array[0].luaFunction != nil)
}

@Test func valuesRoundTripThroughCall() throws {
    let vm = try LuaVM()
    let echo = try #require(
        try vm.run(source: "return function(...) return { ... } end", chunk: "themes/echo.lua").luaFunction)
    let table = LuaTable(
        array: [.integer(1), .number(2.5)],
        fields: [
            (key: "name", value: .string("ß")),
            (key: "nested", value: .table(LuaTable(array: [.boolean(false)]))),
        ])
    let result = try vm.call(echo, [.table(table), .string("x"), .integer(-1)])
    #expect(result.luaTable?.array == [.table(table), .string("x"), .integer(-1)])
}

@Test func luaTableEqualityComparesFieldsInOrder() {
    let a = LuaTable(fields: ["x": .integer(1), "y": .integer(2)])
    let b = LuaTable(fields: [(key: "y", value: .integer(2)), (key: "x", value: .integer(1))])
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    #expect(a != LuaTable(fields: ["x": .integer(1)]))
    #expect(a["y"] == .integer(2))
}
