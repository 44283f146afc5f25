#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Writes a line to standard error.
func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}

/// Writes a line to standard output at once (no buffering: `watch` reports as things happen,
/// even into a pipe).
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// Whether standard error is a terminal (progress is shown only then).
var isTerminal: Bool { isatty(STDERR_FILENO) == 1 }

/// Creates the directory that will hold `file`.
func makeParentDirectory(of file: String) throws {
    let dir = (file as NSString).deletingLastPathComponent
    if !dir.isEmpty { try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true) }
}

/// A one-line progress counter on a terminal, silent otherwise.
struct Progress {
    let label: String
    let total: Int

    func update(_ done: Int) {
        guard isTerminal else { return }
        FileHandle.standardError.write(Data("\r\(label) \(done)/\(total)".utf8))
        if done == total { FileHandle.standardError.write(Data("\n".utf8)) }
    }
}
