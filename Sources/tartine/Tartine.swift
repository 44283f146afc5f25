import ArgumentParser

/// The `tartine` command: thin commands over the engine, the Lua host and the renderer.
@main
struct Tartine: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tartine",
        abstract: "Toast themes in Lua: check them, render them, snapshot-test them.",
        version: TartineVersion.string,
        subcommands: [Check.self, Types.self, Render.self, Sheet.self, Play.self, Watch.self, Snapshot.self, Diff.self, Docs.self])
}

enum TartineVersion {
    static let string = "0.1.0"
}
