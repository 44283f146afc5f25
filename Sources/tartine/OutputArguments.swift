import ArgumentParser
import ToastFiles

/// A file an option names for output (`-o`, `--strip`, `--transcript`, `--junit`, `--json`,
/// `--summary`): every such option has this type, so that ``checkOutputs(of:)`` finds it and
/// refuses a FIFO or a device there before the command does any work.
struct OutputFile: ExpressibleByArgument, Sendable {
    let target: OutputTarget

    init(_ path: String) { target = .file(path) }
    init?(argument: String) { self.init(argument) }

    var path: String { target.path }
    var defaultValueDescription: String { target.path }
}

/// A directory an option names for output (`--frames`, `--report`, `watch -o`), found and
/// checked as ``OutputFile`` is.
struct OutputDirectory: ExpressibleByArgument, Sendable {
    let target: OutputTarget

    init?(argument: String) { target = .directory(argument) }

    var path: String { target.path }
}

/// Every output `command` was given on its command line, found in its parsed options (and
/// option groups) whatever their names, each checked by `OutputTarget.check()`: what could never
/// be written (a FIFO, a device) is refused, exit 2, before the command reads a file or draws.
/// - Throws: `CLIFailure.badInput` naming the first refused output.
func checkOutputs(of command: any ParsableCommand) throws {
    var found: [OutputTarget] = []
    collectOutputs(Mirror(reflecting: command), depth: 0, into: &found)
    for target in found {
        do { try target.check() } catch { throw CLIFailure.badInput("\(error)") }
    }
}

/// The `OutputTarget`s below `mirror`: an option's value is a few levels down (the property
/// wrapper, its parsed state, an optional).
private func collectOutputs(_ mirror: Mirror, depth: Int, into found: inout [OutputTarget]) {
    guard depth < 8 else { return }
    for child in mirror.children {
        switch child.value {
        case let file as OutputFile: found.append(file.target)
        case let directory as OutputDirectory: found.append(directory.target)
        default: collectOutputs(Mirror(reflecting: child.value), depth: depth + 1, into: &found)
        }
    }
}
