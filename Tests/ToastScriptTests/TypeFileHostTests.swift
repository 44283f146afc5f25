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

    @Test("a filter's request has exactly the fields of tartine.Request, each with its type")
    func requestFields() throws {
        let theme = try ThemeLoader().load("\(repositoryRoot)/themes/diary.lua").theme
        var content = try theme.content(kind: "saved", context: SceneSetting.standard.context)
        content.duration = .fixed(2)
        content.group = "g"
        content.notification = Notification(
            appName: "App", summary: "S", category: "c", desktopEntry: "d", stackTag: "st",
            hints: [NotificationHint(name: "h", value: .boolean(true))])
        let value = PluginValues.request(ToastRequest(content, priority: 1, tag: "t"), time: 0.5)
        let table = try #require(value.tableValue)
        #expect(Set(table.fields.map(\.key)) == Set(RequestField.allCases.map(\.rawValue)))
        let types = TypeFile.luaLS()
        #expect(types.contains("---@class tartine.Request "))
        for field in RequestField.allCases {
            let optional = field.isOptional ? "?" : ""
            #expect(
                types.contains("---@field \(field.rawValue)\(optional) \(field.luaType) \(field.doc)\n"),
                "\(field.rawValue) is not in tartine.Request")
        }
        // Without a tag, a fixed duration, a group or a notification, those are left out, and only they.
        content.duration = .readingTime(ReadingTime())
        content.group = nil
        content.notification = nil
        let plain = try #require(PluginValues.request(ToastRequest(content), time: 0).tableValue)
        #expect(Set(plain.fields.map(\.key)) == Set(RequestField.allCases.filter { !$0.isOptional }.map(\.rawValue)))
        #expect(types.contains("---@field filter? fun(request: tartine.Request): table|nil "))
    }
}
