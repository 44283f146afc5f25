import ToastFiles
import ToastText

/// Writes one line to standard error through the terminal's writer (`TextMedium.terminal`):
/// every control, format and separator character in it escaped, line feeds as `\n`, so that
/// one message is always one line and nothing it holds drives the terminal or forges a line.
func printError(_ line: String) {
    writeUnbuffered(TextMedium.terminal.field(line) + "\n", standardError: true)
}

/// Writes one line to standard output at once (no buffering: `watch` reports as things
/// happen, even into a pipe), through the terminal's writer as ``printError(_:)``.
func say(_ line: String) {
    writeUnbuffered(TextMedium.terminal.field(line) + "\n", standardError: false)
}

/// Writes a document a medium's writer made (the JSON of `diff --json`, `notifyctl history`) to
/// standard output, line by line through ``say(_:)``: its line breaks are the writer's, since
/// every field in it was written on one line.
func sayDocument(_ text: String) {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }
    for line in lines { say(String(line)) }
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

/// Writes one output file as its option says (`-` for standard output), through
/// `OutputTarget`: a device, FIFO, socket or directory in the way is refused, exit 2; a link
/// there is replaced, never followed.
func writeOutput(_ bytes: [UInt8], to output: OutputFile) throws {
    do { try output.target.write(bytes) } catch { throw CLIFailure.badInput("\(error)") }
}

/// Says which file was written (nothing when it went to standard output).
func reportWritten(_ output: OutputFile) {
    if !output.target.isStandardOutput { say(output.path) }
}

/// Writes `files` into `directory` (created if needed), each atomically under the name given,
/// through `OutputTarget`: a link already in the directory is replaced, never followed.
/// Nothing else in the directory is touched: files this command did not write are never
/// removed or replaced by anything but a file of the same name it chose.
func writeFiles(_ files: [(name: String, bytes: [UInt8])], into directory: OutputDirectory) throws {
    do {
        try directory.target.write(files: files.map { ($0.name, $0.bytes) })
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
        let line = TextMedium.terminal.field("\(label) \(done)/\(total)")
        writeUnbuffered("\r" + line + (done == total ? "\n" : ""), standardError: true)
    }
}
