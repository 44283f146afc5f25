import Testing
import ToastCore

@testable import ToastScript

/// Every failure names file:line: error values that are not messages are described, and a
/// message without a position (raised by a library function, or `error(x, 0)`) gets the line of
/// the Lua code that was running.
@Suite("VM errors: every failure has file:line")
struct VMErrorPositionTests {
    @Test(arguments: [
        ("local a = 1\nerror(nil)", "themes/e.lua:2: error called with a nil value"),
        ("local a = 1\nerror({})", "themes/e.lua:2: error called with a table value"),
        ("local a = 1\nerror(42)", "themes/e.lua:2: error called with a number value (42)"),
        ("local a = 1\nerror(true)", "themes/e.lua:2: error called with a boolean value"),
        ("local a = 1\nerror('plain', 0)", "themes/e.lua:2: plain"),
        ("local a = 1\nreturn ('x'):find('[')", "themes/e.lua:2: malformed pattern (missing ']')"),
        ("local a = 1\ntable.insert({}, 1, 2, 3)", "themes/e.lua:2: wrong number of arguments to 'insert'"),
        (
            "local a = 1\nreturn table.concat({ {} })",
            "themes/e.lua:2: invalid value (table) at index 1 in table for 'concat'"
        ),
        (
            "local a = 1\nreturn ('x'):rep(-1, {})",
            "themes/e.lua:2: bad argument #2 to 'rep' (string expected, got table)"
        ),
    ])
    func positionFromTheStack(source: String, description: String) throws {
        let error = try luaFailure(source, chunk: "themes/e.lua")
        #expect(error?.description == description)
    }

    @Test("the line is the caller's, not the function's that has none")
    func lineOfTheCaller() throws {
        let source = """
            local function f(p)
              return ("x"):find(p)
            end
            f("%")
            """
        #expect(
            try luaFailure(source, chunk: "themes/e.lua")?.description
                == "themes/e.lua:2: malformed pattern (ends with '%')")
    }

    @Test("a message with its position keeps it")
    func positionKept() throws {
        let source = """
            local function f() error("deep", 2) end
            local a = 1
            f()
            """
        #expect(try luaFailure(source, chunk: "themes/e.lua")?.description == "themes/e.lua:3: deep")
    }

    @Test("a 1.5 MB error message is cut to 4 KiB with its position, with what was cut")
    func longMessage() throws {
        let error = try luaFailure("local a = 1\nerror(string.rep('x', 1500000))", chunk: "themes/e.lua")
        let kept = TextLimits.failureMessage - 32 - "themes/e.lua:2: ".utf8.count
        #expect(error?.description.utf8.count ?? 0 <= TextLimits.failureMessage)
        #expect(
            error?.message
                == String(repeating: "x", count: kept) + "… (\(NumberText.grouped(1_500_000 - kept)) more bytes)")
        #expect(error?.line == 2)
    }

    @Test("a C stack overflow from __tostring recursion is contained, with a line")
    func tostringRecursion() throws {
        let source = """
            local t = setmetatable({}, {})
            getmetatable(t).__tostring = function(x) return tostring(x) end
            return tostring(t)
            """
        let error = try luaFailure(source, chunk: "themes/e.lua")
        #expect(error?.description == "themes/e.lua:2: C stack overflow")
    }
}
