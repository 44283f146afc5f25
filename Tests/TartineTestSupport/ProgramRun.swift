import Foundation

/// Runs `process` (its program, arguments and anything else already set) to its end, its
/// standard output and error read from pipes that the programs it starts do not inherit
/// (``closeOnExec(_:)``); returns what it wrote to standard output.
/// - Parameter what: how the failure names the run (`grim -g … on /run/wayland-1`).
/// - Throws: ``SupportFailure`` with its standard error when it exits with a status other than 0.
public func runToEnd(_ process: Process, describing what: String) throws -> Data {
    let output = Pipe()
    let errors = Pipe()
    closeOnExec(output, errors)
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let written = output.fileHandleForReading.readDataToEndOfFile()
    let complaint = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        throw SupportFailure(
            "\(what) exited with status \(process.terminationStatus): \(String(decoding: complaint, as: UTF8.self))")
    }
    return written
}

/// Marks both ends of each pipe close-on-exec, so that only the program it is given to (as its
/// standard input, output or error, which are new descriptors) has it: tests run side by side,
/// and a program another test starts meanwhile (a compositor that runs on) would otherwise hold
/// the pipe open, and a read to its end would wait as long as that program runs.
public func closeOnExec(_ pipes: Pipe...) {
    for pipe in pipes {
        for descriptor in [pipe.fileHandleForReading.fileDescriptor, pipe.fileHandleForWriting.fileDescriptor] {
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
    }
}
