import ArgumentParser
import ToastCore
import ToastFiles

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
        do { command = try parseAsRoot() } catch { endParsing(error) }
        do {
            try checkOutputs(of: command)
            try command.run()
        } catch {
            if ExitStatus.isArgumentParsers(error) { endParsing(error) }
            if let failure = error as? CLIFailure {
                for line in failure.lines { printError(line) }
            } else {
                printError(fullMessage(for: error))
            }
            ExitStatus.of(error).terminate()
        }
    }

    /// Ends the process as ArgumentParser would for its own errors, help and version, but
    /// through the terminal's writer: a usage error quotes the command line, which may hold
    /// escape sequences and line feeds, so each argument it quotes is written as one field
    /// (`TextMedium.terminal`) before the message is cut into its lines; the lines
    /// ArgumentParser made (the choices of an option, the usage) stay lines. Help and version
    /// go to standard output, errors to standard error, as ArgumentParser's
    /// `exit(withError:)` sends them.
    private static func endParsing(_ error: any Error) -> Never {
        let code = exitCode(for: error)
        var full = fullMessage(for: error)
        // Longest first, so that an argument inside another is not escaped in part.
        let hostile = CommandLine.arguments.dropFirst().filter { TextMedium.terminal.field($0) != $0 }
        for argument in Set(hostile).sorted(by: { $0.utf8.count > $1.utf8.count }) {
            full = full.replacing(argument, with: TextMedium.terminal.field(argument))
        }
        var lines = full.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        for line in lines {
            if code == .success { say(line) } else { printError(line) }
        }
        CurrentProcess.exit(code.rawValue)
    }
}
