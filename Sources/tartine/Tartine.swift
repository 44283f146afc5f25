import ArgumentParser
import ToastCore

/// The `tartine` command: thin commands over the engine, the Lua host and the renderer.
@main
struct Tartine: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tartine",
        abstract: "Toast themes in Lua: check them, render them, snapshot-test them.",
        discussion: ExitStatus.contract,
        version: TartineVersion.string,
        subcommands: [
            Check.self, Types.self, Render.self, Sheet.self, Play.self, Watch.self, Preview.self, Snapshot.self,
            Diff.self,
            Docs.self, Export.self, Notifyd.self, Notifyctl.self,
            MergeReports.self, Review.self,
        ])

    /// Parses the command line and runs the command; every error ends in a status of
    /// ``ExitStatus`` (ArgumentParser's own parse errors, help and version keep its handling).
    static func main() {
        var command: any ParsableCommand
        do { command = try parseAsRoot() } catch { exit(withError: error) }
        do {
            try command.run()
        } catch {
            if ExitStatus.isArgumentParsers(error) { exit(withError: error) }
            if let failure = error as? CLIFailure {
                if !failure.lines.isEmpty { printError(failure.description) }
            } else {
                printError(fullMessage(for: error))
            }
            ExitStatus.of(error).terminate()
        }
    }
}
