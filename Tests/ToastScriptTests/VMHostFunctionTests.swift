import Testing

@testable import ToastScript

@Test func hostFunctionsReceiveArgumentsAndReturnValues() throws {
    let vm = try LuaVM()
    let seen = CapturedValue<HostCall?>(nil)
    vm.register(
        module: "toast",
        functions: [
            "add": { call throws(HostError) in
                seen.value = call
                guard case .integer(let a) = call.arguments[0], case .integer(let b) = call.arguments[1] else {
                    throw HostError("add expects integers")
                }
                return .values([.integer(a + b), .string("sum")])
            }
        ])
    let result = try vm.run(
        source: "local x = 1\nlocal sum, label = toast.add(2, 3, { k = 'v' })\nreturn { sum, label }",
        chunk: "themes/host.lua")
    #expect(result.luaTable?.array == [.integer(5), .string("sum")])
    #expect(seen.value?.chunk == "themes/host.lua")
    #expect(seen.value?.line == 2)
    #expect(seen.value?.arguments.last == .table(LuaTable(fields: ["k": .string("v")])))
}

@Test func hostResultsRebuildTables() throws {
    let vm = try LuaVM()
    vm.register(
        module: "",
        functions: [
            "defaults": { _ in
                .values([.table(LuaTable(array: [.integer(7)], fields: [(key: "corner_radius", value: .number(12.5))]))]
                )
            }
        ])
    #expect(
        try vm.run(source: "local d = defaults()\nreturn d.corner_radius + d[1]", chunk: "themes/t.lua")
            == .number(19.5))
}

@Test func hostErrorIsRaisedAtTheCallersLine() throws {
    let vm = try LuaVM()
    vm.register(
        module: "toast",
        functions: ["theme": { _ throws(HostError) in throw HostError("kinds.saved.backgrond: unknown key") }])
    let error = #expect(throws: LuaError.self) {
        try vm.run(source: "local x = 1\nreturn toast.theme {\n  kinds = {} }", chunk: "themes/diary.lua")
    }
    #expect(error?.reason == .hostError)
    #expect(error?.line == 2)
    #expect(error?.description == "themes/diary.lua:2: kinds.saved.backgrond: unknown key")
}

@Test func hostErrorIsCatchableByPcall() throws {
    let vm = try LuaVM()
    vm.register(module: "toast", functions: ["fail": { _ throws(HostError) in throw HostError("nope") }])
    let source = "local ok, message = pcall(toast.fail, 1)\nreturn { ok, message }"
    #expect(
        try vm.run(source: source, chunk: "themes/p.lua").luaTable?.array
            == [.boolean(false), .string("themes/p.lua:1: nope")])
}

@Test func hostErrorRethrownByLuaIsStillAHostError() throws {
    let vm = try LuaVM()
    vm.register(module: "toast", functions: ["fail": { _ throws(HostError) in throw HostError("nope") }])
    let error = #expect(throws: LuaError.self) {
        try vm.run(source: "local ok, e = pcall(toast.fail)\nerror(e, 0)", chunk: "themes/p.lua")
    }
    #expect(error?.reason == .hostError)
    #expect(error?.description == "themes/p.lua:1: nope")
}

@Test func aHostErrorOfAnEarlierRunIsNotMistakenForALaterError() throws {
    let vm = try LuaVM()
    vm.register(module: "toast", functions: ["fail": { _ throws(HostError) in throw HostError("nope") }])
    _ = try vm.run(source: "local ok, e = pcall(toast.fail)\nreturn e", chunk: "themes/p.lua")
    let error = #expect(throws: LuaError.self) {
        try vm.run(source: "error('themes/p.lua:1: nope', 0)", chunk: "themes/p.lua")
    }
    #expect(error?.reason == .runtime)
}

@Test func argumentResultKeepsTheOriginalTable() throws {
    let vm = try LuaVM()
    vm.register(module: "toast", functions: ["theme": { _ in .argument(0) }])
    let source = """
        local spec = { style = function(n) return n * 2 end }
        local theme = toast.theme(spec)
        return { theme == spec, theme.style(21) }
        """
    #expect(try vm.run(source: source, chunk: "themes/t.lua").luaTable?.array == [.boolean(true), .integer(42)])
}

@Test func argumentResultOutOfRangeIsAnError() throws {
    let vm = try LuaVM()
    vm.register(module: "toast", functions: ["theme": { _ in .argument(3) }])
    let error = #expect(throws: LuaError.self) { try vm.run(source: "toast.theme({})", chunk: "themes/t.lua") }
    #expect(error?.description == "themes/t.lua:1: host function returned argument #4 but was given 1")
}

@Test func functionsPassThroughHostCallsByReference() throws {
    let vm = try LuaVM()
    vm.register(module: "", functions: ["keep": { call in .values(call.arguments) }])
    #expect(
        try vm.run(source: "local f = function() end\nreturn keep(f) == f", chunk: "themes/k.lua") == .boolean(true))
}

@Test func badArgumentsAreReportedNotConverted() throws {
    let vm = try LuaVM()
    vm.register(module: "toast", functions: ["theme": { _ in .values([]) }])
    let error = #expect(throws: LuaError.self) {
        try vm.run(source: "local t = {}\nt.me = t\ntoast.theme(1, t)", chunk: "themes/c.lua")
    }
    #expect(error?.description == "themes/c.lua:3: bad argument #2: cyclic table at me")
}

@Test func returnedFunctionsAreCallableWithTheirOwnBudget() throws {
    let vm = try LuaVM()
    let source = """
        return {
          style = function(n) return { size = n * 2 } end,
          spin = function()
            while true do end
          end,
        }
        """
    let theme = try vm.run(source: source, chunk: "themes/style.lua")
    let style = try #require(theme.luaTable?["style"]?.luaFunction)
    #expect(try vm.call(style, [.integer(4)]).luaTable?["size"] == .integer(8))

    let spin = try #require(theme.luaTable?["spin"]?.luaFunction)
    let error = #expect(throws: LuaError.self) { try vm.call(spin, []) }
    #expect(error?.reason == .instructionLimit)
    #expect(error?.description == "themes/style.lua:4: instruction limit of 100000 exceeded")
    #expect(vm.statistics.instructions <= 101_100)  // the limit's period, and the allocations of the error

    let smaller = #expect(throws: LuaError.self) { try vm.call(spin, [], instructions: 5_000) }
    #expect(smaller?.message == "instruction limit of 5000 exceeded")
    // The VM still works afterwards.
    #expect(try vm.call(style, [.integer(1)]).luaTable?["size"] == .integer(2))
}

@Test func functionsOfAnotherVMAreRefused() throws {
    let first = try LuaVM()
    let second = try LuaVM()
    let function = try #require(try first.run(source: "return print or tostring", chunk: "themes/a.lua").luaFunction)
    let error = #expect(throws: LuaError.self) { try second.call(function, []) }
    #expect(error?.message == "function reference belongs to another LuaVM")
}

@Test func loadResultRunsAnotherChunkInTheSameState() throws {
    let vm = try LuaVM()
    let files = [
        "base": "shared = (shared or 0) + 1\nreturn { radius = 12, seen = shared }",
        "broken": "return {\n  radius = = 1 }",
    ]
    vm.register(
        module: "toast",
        functions: [
            "import": { call throws(HostError) in
                guard case .string(let name) = call.arguments.first, let text = files[name] else {
                    throw HostError("no such theme")
                }
                return .load(source: Array(text.utf8), chunk: "themes/\(name).lua")
            }
        ])
    let result = try vm.run(
        source: "shared = 10\nlocal base = toast.import('base')\nreturn base", chunk: "themes/main.lua")
    #expect(result.luaTable?["radius"] == .integer(12))
    #expect(result.luaTable?["seen"] == .integer(11))

    let error = #expect(throws: LuaError.self) {
        try vm.run(source: "return toast.import('broken')", chunk: "themes/main.lua")
    }
    #expect(error?.description == "themes/broken.lua:2: unexpected symbol near '='")
}

@Test func selfImportEndsInAnError() throws {
    let vm = try LuaVM()
    vm.register(
        module: "toast",
        functions: [
            "import": { _ in .load(source: Array("return toast.import('loop')".utf8), chunk: "themes/loop.lua") }
        ])
    let error = #expect(throws: LuaError.self) {
        try vm.run(source: "return toast.import('loop')", chunk: "themes/main.lua")
    }
    #expect(error?.reason == .runtime)
    #expect(error?.message.contains("stack overflow") == true)
    #expect(try vm.run(source: "return 'still here'", chunk: "themes/after.lua") == .string("still here"))
}

@Test func loadResultRefusesBinaryAndOversizedChunks() throws {
    var budgets = LuaBudgets()
    budgets.sourceSize = 64
    let vm = try LuaVM(budgets: budgets)
    vm.register(
        module: "toast",
        functions: [
            "binary": { _ in .load(source: [0x1B, 0x4C, 0x75, 0x61], chunk: "themes/bin.lua") },
            "big": { _ in .load(source: Array(repeating: 0x20, count: 100), chunk: "themes/big.lua") },
        ])
    #expect(
        try luaFailureIn(vm, "toast.binary()")?.description
            == "themes/main.lua:1: themes/bin.lua: binary chunks are not allowed (text only)")
    #expect(
        try luaFailureIn(vm, "toast.big()")?.description
            == "themes/main.lua:1: themes/big.lua: source is 100 bytes, limit 64 bytes")
}

private func luaFailureIn(_ vm: LuaVM, _ source: String) throws -> LuaError? {
    #expect(throws: LuaError.self) { try vm.run(source: source, chunk: "themes/main.lua") }
}

@Test func hostFunctionsCannotReenterTheirVM() throws {
    let vm = try LuaVM()
    let holder = CapturedValue<LuaVM?>(vm)
    vm.register(
        module: "",
        functions: [
            "nested": { (_: HostCall) throws(HostError) -> HostResult in
                do throws(LuaError) {
                    _ = try holder.value?.run(source: "return 1", chunk: "themes/inner.lua")
                    return .values([])
                } catch {
                    throw HostError(error.message)
                }
            }
        ])
    let error = #expect(throws: LuaError.self) { try vm.run(source: "nested()", chunk: "themes/outer.lua") }
    #expect(error?.reason == .hostError)
    #expect(error?.message.hasPrefix("LuaVM used from inside one of its own host functions") == true)
    holder.value = nil
}

@Test func runsShareTheStateAndGetFreshBudgets() throws {
    var budgets = LuaBudgets()
    budgets.instructions = 50_000
    let vm = try LuaVM(budgets: budgets)
    let work = "local n = 0\nfor i = 1, 15000 do n = n + i end\ncounter = (counter or 0) + 1\nreturn counter"
    #expect(try vm.run(source: work, chunk: "themes/a.lua") == .integer(1))
    #expect(try vm.run(source: work, chunk: "themes/b.lua") == .integer(2))
    #expect(try vm.run(source: work, chunk: "themes/c.lua") == .integer(3))
}

@Test func logRecordsChunkLineAndText() throws {
    let vm = try LuaVM()
    vm.register(module: "toast", functions: [:])
    _ = try vm.run(source: "log('hello', 42, 1.5, nil, true)\n\ntoast.log('from toast')", chunk: "themes/log.lua")
    #expect(vm.log == ["themes/log.lua:1: hello\t42\t1.5\tnil\ttrue", "themes/log.lua:3: from toast"])
}

@Test func logIsBounded() throws {
    var budgets = LuaBudgets()
    budgets.logLines = 3
    budgets.logLineLength = 20
    let vm = try LuaVM(budgets: budgets)
    _ = try vm.run(source: "for i = 1, 100 do log(string.rep('x', 100)) end", chunk: "themes/l.lua")
    #expect(vm.log.count == 4)
    #expect(vm.log.first == "themes/l.lua:1: xxxx… (96 more bytes)")
    #expect(vm.log.last == "(log truncated after 3 lines)")
}

@Test func statisticsReportPeakMemoryAndInstructions() throws {
    let vm = try LuaVM()
    _ = try vm.run(source: "local t = {}\nfor i = 1, 10000 do t[i] = tostring(i) end\nreturn #t", chunk: "themes/s.lua")
    let statistics = vm.statistics
    #expect(statistics.peakMemory > 100_000)
    #expect(statistics.peakMemory < 8 << 20)
    #expect(statistics.instructions > 20_000)

    _ = try vm.run(source: "return 1", chunk: "themes/tiny.lua")
    // the unfinished hook period counts whole, and the chunk's allocations 1 per 32 bytes
    #expect((1_000...1_100).contains(vm.statistics.instructions))
    #expect(vm.statistics.peakMemory > 0)
}

@Test func oneVMServesConcurrentCallers() async throws {
    let vm = try LuaVM()
    let square = try #require(
        try vm.run(source: "return function(n) return n * n end", chunk: "themes/sq.lua").luaFunction)
    let results = try await withThrowingTaskGroup(of: LuaValue.self) { group in
        for n in 1...16 {
            group.addTask { try vm.call(square, [.integer(Int64(n))]) }
        }
        var results: [LuaValue] = []
        for try await result in group { results.append(result) }
        return results
    }
    #expect(Set(results) == Set((1...16).map { LuaValue.integer(Int64($0 * $0)) }))
}
