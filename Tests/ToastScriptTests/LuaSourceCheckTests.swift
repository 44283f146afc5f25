import Testing

@testable import ToastScript

/// The one home of the checks every Lua source passes (size, byte order mark, binary chunk),
/// and the three ways in (`run(source:)`, `run(bytes:)`, a host function's `.load`) that use it.
@Suite("Lua source checks")
struct LuaSourceCheckTests {
    @Test(
        "the text handed to Lua, or the refusal with its exact message",
        arguments: [
            ([UInt8]("return 1".utf8), 64, .success("return 1")),
            ([0xEF, 0xBB, 0xBF] + [UInt8]("return 1".utf8), 64, .success("return 1")),
            ([UInt8](repeating: 0x20, count: 65), 64, .failure("source is 65 bytes, limit 64 bytes")),
            ([UInt8](repeating: 0x20, count: 64), 64, .success(String(repeating: " ", count: 64))),
            ([0x1B, 0x4C, 0x75, 0x61], 64, .failure("binary chunks are not allowed (text only)")),
            ([0xEF, 0xBB, 0xBF, 0x1B, 0x4C, 0x75, 0x61], 64, .failure("binary chunks are not allowed (text only)")),
        ] as [([UInt8], Int, Outcome)])
    func text(bytes: [UInt8], limit: Int, outcome: Outcome) {
        do {
            let text = try LuaSourceCheck.text(of: bytes, limit: limit)
            #expect(outcome == .success(String(decoding: text, as: UTF8.self)))
        } catch {
            #expect(outcome == .failure(error.message))
        }
    }

    enum Outcome: Equatable, Sendable {
        case success(String)
        case failure(String)
    }

    @Test("every way in refuses the same way")
    func everyWayIn() throws {
        var budgets = LuaBudgets()
        budgets.sourceSize = 64
        let vm = try LuaVM(budgets: budgets)
        let big = String(repeating: " ", count: 65)
        let fromString = #expect(throws: LuaError.self) { try vm.run(source: big, chunk: "themes/a.lua") }
        #expect(fromString?.description == "themes/a.lua: source is 65 bytes, limit 64 bytes")
        let fromBytes = #expect(throws: LuaError.self) {
            try vm.run(bytes: [0xEF, 0xBB, 0xBF, 0x1B], chunk: "themes/b.lua")
        }
        #expect(fromBytes?.description == "themes/b.lua: binary chunks are not allowed (text only)")
        vm.register(module: "host", functions: ["load": { _ in .load(source: Array(big.utf8), chunk: "themes/c.lua") }])
        let fromHost = #expect(throws: LuaError.self) {
            try vm.run(source: "return host.load()", chunk: "themes/d.lua")
        }
        #expect(fromHost?.message.contains("themes/c.lua: source is 65 bytes, limit 64 bytes") == true)
    }
}
