import ArgumentParser
import ToastRender
import ToastScript

/// `tartine types`: writes the LuaLS type file generated from the schema.
struct Types: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "types",
        abstract: "Write the LuaLS type definitions (themes/types/tartine.d.lua) from the schema.",
        discussion: ExitStatus.contract)

    @Option(name: .shortAndLong, help: "Where to write.")
    var output = OutputFile("themes/types/tartine.d.lua")

    func run() throws {
        try writeOutput(Array(TypeFile.luaLS().utf8), to: output)
        say("wrote \(output.path)")
    }
}
