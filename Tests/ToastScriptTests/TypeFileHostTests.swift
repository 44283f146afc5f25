import Testing
import ToastCore
@testable import ToastScript

/// The type file against the Lua host: every function the host registers in the `toast`
/// module (a theme's, scenario's and manifest's session, a plugin's VM) has a stub, every layout
/// node is in `tartine.LayoutNode`, and every field of every event's view is in `tartine.Event`.
@Suite("Type file: every host function and view field")
struct TypeFileHostTests {
    /// The names the host registers in `toast`, from its registration tables.
    static var hostFunctions: Set<String> {
        var names = Set(LayoutSchema.functions.keys)
        names.formUnion(["theme", "scenario", "manifest", "spring", "import"])  // ScriptSession's own
        names.formUnion(PluginFunctions.make(PluginCallState(commandLimit: 1)).keys)
        names.insert("plugin")  // PluginLoader's constructor
        return names
    }

    @Test("every function the host registers in toast has a stub")
    func functions() {
        let types = TypeFile.luaLS()
        #expect(Self.hostFunctions.count >= 20)
        for name in Self.hostFunctions.sorted() {
            #expect(types.contains("\nfunction toast.\(name)("), "toast.\(name) is not in the type file")
        }
        #expect(types.contains("\nfunction log(...) end\n"))
    }

    @Test("every layout node is in tartine.LayoutNode, tartine.Progress among them")
    func layoutNodes() throws {
        let types = TypeFile.luaLS()
        let alias = try #require(types.split(separator: "\n").first { $0.hasPrefix("---@alias tartine.LayoutNode ") })
        let members = Set(alias.dropFirst("---@alias tartine.LayoutNode ".count).split(separator: "|").map(String.init))
        for name in LayoutSchema.names {
            let className = try #require(LayoutSchema.schema(name)?.className)
            #expect(members.contains(className), "\(className) is not in tartine.LayoutNode")
        }
        #expect(members.contains("tartine.Progress"))
    }

    @Test("every field of every event's view is in tartine.Event, with its type")
    func eventFields() {
        let types = TypeFile.luaLS()
        for event in PluginEventName.allCases {
            for field in event.viewFields {
                #expect(
                    types.contains("---@field \(field.name)? \(field.luaType)\n")
                        || types.contains("---@field \(field.name) \(field.luaType)\n"),
                    "\(event): \(field.name) is not in the type file")
            }
        }
    }
}
