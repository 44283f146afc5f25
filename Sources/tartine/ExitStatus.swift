import ArgumentParser
import ToastFiles

/// The exit-code contract of every `tartine` command, in one place:
///
/// | code | meaning |
/// |---|---|
/// | 0 | success |
/// | 1 | differences or findings: snapshot differences or recordings, errors in a checked file, lint errors |
/// | 2 | bad input: a missing, unreadable or invalid file of any kind (theme, scenario, manifest, reference), a limit exceeded, an output refused |
/// | 3 | a plugin call ran past the wall-clock guard: what followed would depend on the machine, so nothing is written |
/// | 64 | usage: an unknown option, a malformed option value, a missing argument |
/// | 69 | unavailable: a service the command needs cannot be had (no display (Wayland or X11), no session bus, the notification service owned by another server, no Tartine server for `notifyctl`) |
///
/// Bad input is never 1.
enum ExitStatus: Int32, CaseIterable {
    case success = 0
    case findings = 1
    case badInput = 2
    case guardTripped = 3
    case usage = 64
    case unavailable = 69

    /// The paragraph each command's help ends with.
    static let contract =
        "Exit codes: 0 success, 1 differences or findings, 2 bad input (a missing, unreadable or "
        + "invalid file, a limit exceeded, an output refused), 3 a plugin ran past the wall-clock guard, "
        + "64 usage (unknown option, malformed value), 69 unavailable (no display or session bus, the "
        + "notification service owned by another server or absent)."

    /// The status for an error that ended a command: findings and bad input as the command
    /// reported them; help, version and usage errors as ArgumentParser knows them (0 and 64);
    /// bad input for every other error (a file, a theme, a render or a write that failed).
    static func of(_ error: any Error) -> ExitStatus {
        if let failure = error as? CLIFailure { return failure.status }
        switch Tartine.exitCode(for: error) {
        case .success: return .success
        case .validationFailure: return .usage
        default: return .badInput
        }
    }

    /// Whether ArgumentParser words and ends `error` itself (help, version, usage errors).
    static func isArgumentParsers(_ error: any Error) -> Bool {
        !(error is CLIFailure) && [.success, .validationFailure].contains(Tartine.exitCode(for: error))
    }

    /// Ends the process with this status.
    func terminate() -> Never { CurrentProcess.exit(rawValue) }
}

/// Ends a command with a status of the contract after printing `lines` to standard error
/// (nothing when they were printed already, e.g. a theme's diagnostics).
struct CLIFailure: Error, CustomStringConvertible {
    let status: ExitStatus
    let lines: [String]

    /// Bad input (exit 2) with one message.
    static func badInput(_ message: String) -> CLIFailure { CLIFailure(status: .badInput, lines: [message]) }

    /// Bad input (exit 2) whose lines were printed already.
    static let badInputReported = CLIFailure(status: .badInput, lines: [])

    /// A service the command needs cannot be had (exit 69), with one message.
    static func unavailable(_ message: String) -> CLIFailure { CLIFailure(status: .unavailable, lines: [message]) }

    /// Differences or findings (exit 1), reported already.
    static let findings = CLIFailure(status: .findings, lines: [])

    var description: String { lines.joined(separator: "\n") }
}
