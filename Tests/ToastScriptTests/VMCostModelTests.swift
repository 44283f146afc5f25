import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@testable import ToastScript

/// How each function a script can reach is driven with an input of `N` bytes or elements:
/// `setup` makes the input (globals, not measured), `call` is one call (measured many times).
/// Strings of spaces given where a number is expected are converted by a scan of every byte.
private struct Probe: Sendable {
    let setup: String
    let call: String
}

private let text = "s = ('a'):rep(N); b = ('a'):rep(N); w = (' '):rep(N)"
private let list = "t = {}; for i = 1, N do t[i] = 'ab' end; codes = {}; for i = 1, N do codes[i] = 97 end"

private func probe(_ call: String, _ setup: String = text) -> Probe { Probe(setup: setup, call: call) }

/// Every function of the sandbox, by the name `LuaVM.reachableFunctions` gives it. A function
/// missing here fails the test: a function added to the sandbox later is measured too.
private let probes: [String: Probe] = [
    "assert": probe("assert(s)"),
    "error": probe("pcall(error, s)"),
    "getmetatable": probe("getmetatable(s)"),
    "ipairs": probe("ipairs(t)", list),
    "log": probe("log(s)"),
    "next": probe("next(t)", list),
    "pairs": probe("pairs(t)", list),
    "pcall": probe("pcall(type, s)"),
    "rawequal": probe("rawequal(s, b)"),
    "rawget": probe("rawget(k, b)", text + "; k = { [s] = 1 }"),
    "rawlen": probe("rawlen(s)"),
    "rawset": probe("rawset(k, b, 1)", text + "; k = { [s] = 1 }"),
    "select": probe("select(1, table.unpack(t))", list),
    "setmetatable": probe("setmetatable({}, m)", "m = {}"),
    "tonumber": probe("tonumber(w)"),
    "tostring": probe("tostring(s)"),
    "type": probe("type(s)"),
    "xpcall": probe("xpcall(type, type, s)"),
    "string.byte": probe("string.byte(s, 1, -1)"),
    "string.char": probe("string.char(table.unpack(codes))", list),
    "string.find": probe("string.find(s, 'b', 1, true)"),
    "string.format": probe("string.format('%q', s)"),
    "string.gmatch": probe("for _ in string.gmatch(s, 'a') do end"),
    "string.gsub": probe("string.gsub(s, 'a', 'bb')"),
    "string.len": probe("string.len(s)"),
    "string.lower": probe("string.lower(s)"),
    "string.match": probe("string.match(s, 'b')"),
    "string.rep": probe("string.rep(s, 2)"),
    "string.reverse": probe("string.reverse(s)"),
    "string.sub": probe("string.sub(s, 2)"),
    "string.upper": probe("string.upper(s)"),
    "table.concat": probe("table.concat(t)", list),
    "table.insert": probe("table.insert(t, 1, 'x')", list),
    "table.move": probe("table.move(t, 1, N, 1, {})", list),
    "table.pack": probe("table.pack(table.unpack(t))", list),
    "table.remove": probe("table.remove(t, 1); t[#t + 1] = 'ab'", list),
    "table.sort": probe("table.sort(t)", list),
    "table.unpack": probe("table.unpack(t)", list),
    "utf8.char": probe("utf8.char(table.unpack(codes))", list),
    "utf8.codepoint": probe("utf8.codepoint(s, 1, -1)"),
    "utf8.codes": probe("for _ in utf8.codes(s) do end"),
    "utf8.len": probe("utf8.len(s)"),
    "utf8.offset": probe("utf8.offset(s, N)"),
    "host.echo": probe("host.echo(s)"),
    "host.log": probe("host.log(s)"),
]
.merging(
    [
        "abs", "acos", "asin", "atan", "ceil", "cos", "deg", "exp", "floor", "fmod", "log", "max", "min", "modf",
        "rad", "sin", "sqrt", "tan", "tointeger", "type", "ult",
        // LUA_COMPAT_MATHLIB's, when liblua has them
        "atan2", "cosh", "frexp", "ldexp", "log10", "pow", "sinh", "tanh",
    ].map { ("math." + $0, probe("pcall(math.\($0), w, w)")) }
) { first, _ in first }
.merging(
    [("__add", "+"), ("__sub", "-"), ("__mul", "*"), ("__mod", "%"), ("__pow", "^"), ("__div", "/"), ("__idiv", "//")]
        .map { ("string metatable.\($0.0)", probe("pcall(function() return w \($0.1) 1 end)")) }
        + [("string metatable.__unm", probe("pcall(function() return -w end)"))]
) { first, _ in first }

/// The operators that allocate, measured the same way (they are no function of the table).
private let operators: [String: Probe] = [
    "operator ..": probe("local _ = s .. 'x'"),
    "operator .. of a number": probe("local _ = s .. 1.5"),
    "table constructor": probe("local _ = { table.unpack(t) }", list),
]

/// The calling thread's CPU time in seconds (the VM runs on it).
private func threadSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) * 1e-9
}

private func budgets() -> LuaBudgets {
    var budgets = LuaBudgets()
    budgets.memory = 256 << 20
    budgets.instructions = 1 << 40
    budgets.wallClock = 60
    budgets.logLines = 1 << 30
    return budgets
}

/// A VM with the host function `host.echo`, which hands its arguments back.
private func makeVM() throws -> LuaVM {
    let vm = try LuaVM(budgets: budgets())
    vm.register(module: "host", functions: ["echo": { call throws(HostError) in .values(call.arguments) }])
    return vm
}

/// Nanoseconds of CPU time per charged instruction of calls on an input of `size` (the faster
/// of two runs), and the instructions one call is charged. The calls repeat until they are
/// charged at least 200,000 instructions, so that the hook's unfinished last period (counted
/// whole, up to 1,000) is noise.
private func measure(_ probe: Probe, size: Int) throws -> (nanoseconds: Double, charged: Double) {
    let vm = try makeVM()
    _ = try vm.run(source: "N = \(size); \(probe.setup)", chunk: "probe/setup.lua")
    var repeats = 10
    while true {
        let loop = "for _ = 1, \(repeats) do \(probe.call) end"
        var best = Double.infinity
        var instructions = 0
        for _ in 0..<2 {
            let start = threadSeconds()
            _ = try vm.run(source: loop, chunk: "probe/loop.lua")
            let seconds = threadSeconds() - start
            instructions = vm.statistics.instructions - 500
            best = min(best, seconds * 1e9 / Double(instructions))
        }
        if instructions >= 200_000 || repeats >= 1 << 20 {
            return (best, Double(instructions) / Double(repeats))
        }
        repeats *= max(2, min(64, 200_000 / max(1, instructions)))
    }
}

@Suite("Lua: the cost model charges every function by the bytes and elements it handles", .serialized)
struct VMCostModelTests {
    static let sizes = [500, 5_000, 50_000]

    @Test("every function a script can reach is in the probe table")
    func everyFunctionHasAProbe() throws {
        let reachable = try makeVM().reachableFunctions()
        let names = Set(reachable.map(\.name))
        #expect(names.subtracting(probes.keys).sorted() == [], "functions without a probe")
        #expect(names.count > 60)
        #expect(reachable.filter(\.isHost).map(\.name) == ["host.echo"])
    }

    /// A plugin's `toast.*` functions are host functions: each goes through the one trampoline,
    /// charged by its arguments and its reply as `host.echo` is measured above.
    @Test("every function a plugin can reach is in the probe table or a host function")
    func everyPluginFunctionIsCovered() throws {
        let (loaded, _) = try loadWithPlugins(["p": "return toast.plugin { name = \"p\", api = 1, on = {} }"])
        let reachable = try loaded.plugins[0].vm.reachableFunctions()
        let uncovered = reachable.filter { !$0.isHost && probes[$0.name] == nil && $0.name != "toast.log" }
        #expect(uncovered.map(\.name) == [])
        let hosts = reachable.filter(\.isHost).map(\.name)
        #expect(hosts.contains("toast.pending") && hosts.contains("toast.show"), "\(hosts)")
    }

    /// The time per instruction of plain Lua is the unit: a call's CPU time per instruction it is
    /// charged stays within a band around it at every size (growing by 10x), and does not grow
    /// with the size (a function charged a constant for work that grows fails both).
    @Test(
        "CPU time per charged instruction stays within a band as inputs grow by 10x",
        arguments: probes.keys.sorted() + operators.keys.sorted())
    func timePerInstruction(name: String) throws {
        let probe = try #require(probes[name] ?? operators[name])
        guard try operators[name] != nil || makeVM().reachableFunctions().contains(where: { $0.name == name }) else {
            return
        }
        let unit = try measure(Probe(setup: "x = 0", call: "x = x + 1"), size: 0).nanoseconds
        var ratios: [Double] = []
        for size in Self.sizes {
            let (nanoseconds, charged) = try measure(probe, size: size)
            let ratio = nanoseconds / unit
            ratios.append(ratio)
            #expect(
                ratio < 60,
                "\(name) at \(size): \(nanoseconds) ns of CPU per charged instruction, \(Int(ratio))x plain Lua's \(unit) ns (charged \(Int(charged)) a call)"
            )
            #expect(
                ratio > 1.0 / 400,
                "\(name) at \(size): \(nanoseconds) ns per charged instruction, far below plain Lua's \(unit) ns: overcharged (\(Int(charged)) a call)"
            )
        }
        #expect(
            ratios.last! / ratios.first! < 12,
            "\(name): the time per charged instruction grew \(ratios.last! / ratios.first!)x from \(Self.sizes.first!) to \(Self.sizes.last!)"
        )
    }
}
