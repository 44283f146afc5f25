import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@testable import ToastScript

/// Runs `source` in a fresh VM after the process heap was given a different layout (`junk`
/// blocks of odd sizes held while the VM is made and runs), so addresses differ between calls.
private func text(_ source: String, junk: Int) throws -> String {
    var blocks: [UnsafeMutableRawPointer?] = []
    for i in 0..<junk { blocks.append(malloc(16 + (i * 37) % 4000)) }
    defer { for block in blocks { free(block) } }
    let vm = try LuaVM()
    return try vm.run(source: source, chunk: "plugins/order.lua").luaString ?? "(not a string)"
}

/// Scripts whose output once showed addresses or followed the hash seed.
private let scripts: [(name: String, source: String)] = [
    (
        "tostring of tables, functions and builtins",
        """
        local t, f = {}, function() end
        return table.concat({ tostring(t), tostring(f), tostring(string.format), tostring(pairs),
          tostring(table.sort), string.format("%s", t), tostring(setmetatable({}, { __name = "Point" })) }, " | ")
        """
    ),
    (
        "next and pairs over mixed keys, tables made where freed tables were",
        """
        local junk = {}
        for i = 1, 300 do junk[i] = {} end
        junk = nil
        for i = 1, 20000 do local s = ("x"):rep(i % 50) .. i end
        local label, keys = {}, {}
        for i = 1, 8 do local t = {} label[t] = "T" .. i keys[#keys + 1] = t end
        local f = function() end
        label[f] = "F"
        label[string.format] = "format"
        local t = { [3] = 1, [1.5] = 1, [-2] = 1, b = 1, a = 1, [""] = 1, [true] = 1, [false] = 1,
          [f] = 1, [string.format] = 1 }
        for i = 8, 1, -1 do t[keys[i]] = 1 end
        local function name(k) return label[k] or tostring(k) end
        local by_next, by_pairs = {}, {}
        local k = next(t)
        while k ~= nil do by_next[#by_next + 1] = name(k) k = next(t, k) end
        for k in pairs(t) do by_pairs[#by_pairs + 1] = name(k) end
        return table.concat(by_next, " ") .. " / " .. table.concat(by_pairs, " ")
        """
    ),
    (
        "next over string keys, as a raw first key",
        """
        local t = {}
        for _, word in ipairs({ "pear", "fig", "apple", "kiwi", "date", "lime", "plum", "yuzu" }) do t[word] = #word end
        local first = next(t)
        local all = {}
        for k in next, t do all[#all + 1] = k end
        return first .. ": " .. table.concat(all, " ")
        """
    ),
]

@Suite("Lua: no address or hash seed reaches a script")
struct VMDeterminismTests {
    @Test("the same text in two fresh states with different heap layouts", arguments: scripts.indices)
    func sameTextTwice(index: Int) throws {
        let source = scripts[index].source
        let first = try text(source, junk: 0)
        let second = try text(source, junk: 3_000)
        #expect(first == second, "\(scripts[index].name)")
        #expect(!first.contains("0x"), "\(scripts[index].name): \(first)")
    }

    @Test("tostring names a table or function by its creation number, a builtin by its name")
    func stableNames() throws {
        let names = try text(scripts[0].source, junk: 0)
        #expect(
            names
                == "table: 22 | function: 18 | function: builtin: string.format | function: builtin: pairs"
                + " | function: builtin: table.sort | table: 22 | Point: 24")
    }

    @Test("next and pairs walk numbers, strings, booleans, then tables and functions in creation order")
    func oneOrder() throws {
        let order = "-2 1.5 3  a b false true T1 T2 T3 T4 T5 T6 T7 T8 format F"
        #expect(try text(scripts[1].source, junk: 0) == "\(order) / \(order)")
        #expect(try text(scripts[2].source, junk: 0) == "apple: apple date fig kiwi lime pear plum yuzu")
    }

    @Test("string.format refuses %p, which prints an address")
    func percentP() throws {
        let error = try luaFailure("return string.format('%p', {})")
        #expect(
            error?.description
                == "themes/test.lua:1: string.format: '%p' is not available (it would print a memory address, "
                + "which differs from run to run)")
        #expect(try luaValue("return string.format('%5.1f%% %s', 12.25, 'x')") == .string(" 12.2% x"))
    }

    @Test("log writes a table by its creation number, the same every run")
    func logIsStable() throws {
        var lines: [[String]] = []
        for junk in [0, 2_000] {
            var blocks: [UnsafeMutableRawPointer?] = []
            for i in 0..<junk { blocks.append(malloc(24 + i % 500)) }
            defer { for block in blocks { free(block) } }
            let vm = try LuaVM()
            _ = try vm.run(source: "log({}, print, next)", chunk: "plugins/log.lua")
            lines.append(vm.log)
        }
        #expect(lines[0] == lines[1])
        #expect(lines[0].first?.hasPrefix("plugins/log.lua:1: table: ") == true)
        #expect(lines[0].first?.hasSuffix("\tnil\tfunction: builtin: next") == true)
    }

    @Test("table.sort keeps equal elements in their order (Lua's quicksort picked its pivot from the clock)")
    func stableSort() throws {
        let source = """
            local items = {}
            for i = 1, 300 do items[i] = { group = i % 3, id = i } end
            table.sort(items, function(a, b) return a.group < b.group end)
            local out = {}
            for i = 1, #items do
              local previous = items[i - 1]
              if previous and previous.group == items[i].group and previous.id > items[i].id then return "unstable at " .. i end
              out[#out + 1] = items[i].id
            end
            return table.concat(out, ",", 1, 3) .. " … " .. table.concat(out, ",", 298, 300)
            """
        #expect(try luaValue(source) == .string("3,6,9 … 293,296,299"))
    }

    /// Each special float through every way a script turns a number into text.
    static let specialFloats = """
        local out = {}
        for _, v in ipairs({ 0/0, -(0/0), 1/0, -1/0, -0.0 }) do
          out[#out + 1] = table.concat({ tostring(v), string.format("%s|%5.1f|%-6g|%+e|%G|%a|%q", v, v, v, v, v, v, v),
            string.upper(v), string.rep(v, 1), table.concat({ v }) }, " ")
        end
        log(0/0, -(0/0), 1/0, -1/0)
        return table.concat(out, "\\n")
        """

    @Test(
        "NaN and infinities are spelt one way: tostring, log, string.format (every float conversion), library arguments"
    )
    func specialFloatsOneWay() throws {
        var runs: [(String, [String])] = []
        for junk in [0, 2_500] {
            var blocks: [UnsafeMutableRawPointer?] = []
            for i in 0..<junk { blocks.append(malloc(24 + i % 700)) }
            defer { for block in blocks { free(block) } }
            let vm = try LuaVM()
            let value = try vm.run(source: Self.specialFloats, chunk: "plugins/f.lua").luaString ?? ""
            runs.append((value, vm.log))
        }
        #expect(runs[0].0 == runs[1].0 && runs[0].1 == runs[1].1)
        #expect(
            runs[0].0.split(separator: "\n") == [
                "nan nan|  nan|nan   |+nan|NAN|nan|(0/0) NAN nan nan",
                "nan nan|  nan|nan   |+nan|NAN|nan|(0/0) NAN nan nan",
                "inf inf|  inf|inf   |+inf|INF|inf|1e9999 INF inf inf",
                "-inf -inf| -inf|-inf  |-inf|-INF|-inf|-1e9999 -INF -inf -inf",
                "-0.0 -0.0| -0.0|-0    |-0.000000e+00|-0|-0x0p+0|-0x0p+0 -0.0 -0.0 -0.0",
            ])
        #expect(runs[0].1 == ["plugins/f.lua:6: nan\tnan\tinf\t-inf"])
    }

    @Test("every kind of object a script can make is named or numbered, and keys of each kind walk in one order")
    func everyObjectKind() throws {
        let source = """
            local objects = { {}, function() end, string.gmatch("", ""), (pairs({})), (ipairs({})),
              (utf8.codes("")), (utf8.codes("", true)), string.format, setmetatable({}, { __name = "Point" }) }
            local index, names = {}, {}
            for i, v in ipairs(objects) do index[v] = i end
            for k, i in pairs(index) do names[#names + 1] = i .. "=" .. tostring(k) end
            local k = next(index)
            return table.concat(names, " ") .. " / first " .. index[k]
            """
        let first = try text(source, junk: 0)
        let second = try text(source, junk: 4_000)
        #expect(first == second)
        #expect(!first.contains("0x"))
        // a function is named ("builtin: …") or numbered, never a bare "function: builtin"
        #expect(
            first.components(separatedBy: "function: builtin").dropFirst().allSatisfy { $0.hasPrefix(":") }, "\(first)")
        #expect(first.contains("utf8.codes iterator") && first.contains("ipairs iterator"), "\(first)")
    }
}
