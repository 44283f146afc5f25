import ToastFiles

/// Writes a line to standard error, control characters from files (ESC …) escaped.
func printError(_ line: String) {
    writeUnbuffered(TerminalText.escaped(line) + "\n", standardError: true)
}

/// Writes a line to standard output at once (no buffering: `watch` reports as things happen,
/// even into a pipe), control characters escaped.
func say(_ line: String) {
    writeUnbuffered(TerminalText.escaped(line) + "\n", standardError: false)
}

/// Writes `text` to standard error or output at once. A stream that refuses it (closed, a
/// broken pipe) leaves nowhere to report that, so the text is dropped and the command goes on.
private func writeUnbuffered(_ text: String, standardError: Bool) {
    let bytes = Array(text.utf8)
    do {
        if standardError {
            try Files.writeStandardError(bytes)
        } else {
            try Files.writeOutput(bytes, to: Files.standardOutput)
        }
    } catch {
        return
    }
}

/// Writes one output file as `-o` says (`-` for standard output), through the file layer:
/// a device, FIFO, socket or directory in the way is refused, exit 2.
func writeOutput(_ bytes: [UInt8], to path: String) throws {
    do { try Files.writeOutput(bytes, to: path) } catch { throw CLIFailure.badInput("\(error)") }
}

/// Says which file was written (nothing when it went to standard output).
func reportWritten(_ path: String) {
    if path != Files.standardOutput { print(path) }
}

/// Writes `files` into `directory` (created if needed), each atomically under the name given.
/// Nothing else in the directory is touched: files this command did not write are never
/// removed or replaced by anything but a file of the same name it chose.
func writeFiles(_ files: [(name: String, bytes: [UInt8])], into directory: String) throws {
    do {
        try Files.makeDirectories(directory)
        for file in files { try Files.writeAtomically(file.bytes, to: Paths.join(directory, file.name)) }
    } catch {
        throw CLIFailure.badInput("\(error)")
    }
}

/// Refuses, with exit 2 and the numbers, work larger than a documented limit.
func refuseOver(_ limit: Int, _ count: Int, _ message: String) throws {
    guard count > limit else { return }
    throw CLIFailure.badInput(message)
}

/// Whether standard error is a terminal (progress is shown only then).
var isTerminal: Bool { CurrentProcess.standardErrorIsTerminal }

/// A one-line progress counter on a terminal, silent otherwise.
struct Progress {
    let label: String
    let total: Int

    func update(_ done: Int) {
        guard isTerminal else { return }
        writeUnbuffered("\r\(label) \(done)/\(total)" + (done == total ? "\n" : ""), standardError: true)
    }
}
