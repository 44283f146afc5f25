import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A `dbus-daemon` of a test's own: a session-type bus with its own configuration file (every
/// name may be owned, every message sent; no service activation), listening on a socket in a
/// temporary directory, never the user's bus. Stopped by ``stop()``, at `deinit`, or when the
/// test process dies (a shell between them kills the daemon once its standard input, a pipe
/// from this process, closes).
public final class PrivateBus: @unchecked Sendable {
    /// The bus's address (`unix:path=…,guid=…`), for `DBUS_SESSION_BUS_ADDRESS`.
    public let address: String
    private let process: Process
    private let input = Pipe()
    private let daemonID: pid_t
    private let directory: TemporaryDirectory

    /// Starts the daemon and reads its address.
    /// - Throws: ``SupportFailure`` naming the Debian package when `dbus-daemon` is missing, or
    ///   with the daemon's stderr when it does not start.
    public init() throws {
        let daemon = try requireProgram("dbus-daemon", package: "dbus")
        directory = try TemporaryDirectory()
        try directory.write(
            "bus.conf",
            """
            <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
             "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
            <busconfig>
              <type>session</type>
              <listen>unix:tmpdir=\(directory.path)</listen>
              <policy context="default">
                <allow send_destination="*" eavesdrop="true"/>
                <allow eavesdrop="true"/>
                <allow own="*"/>
              </policy>
            </busconfig>

            """)
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = [
            "-c", #""$0" --nofork --config-file="$1" --print-address=1 --print-pid=1 & read -r _; kill -9 $!"#, daemon,
            directory.file("bus.conf"),
        ]
        let output = Pipe()
        // Other children started by concurrent tests must not hold the pipe open.
        _ = fcntl(input.fileHandleForWriting.fileDescriptor, F_SETFD, FD_CLOEXEC)
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        try process.run()
        // Read within a time limit: the shell keeps the pipe open, so a daemon that never
        // prints would otherwise block this read for ever.
        var line = Data()
        let reading = output.fileHandleForReading.fileDescriptor
        let deadline = Date().addingTimeInterval(30)
        while line.filter({ $0 == UInt8(ascii: "\n") }).count < 2 && Date() < deadline {
            var ready = pollfd(fd: reading, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, 100) > 0 else { continue }
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        let lines = String(decoding: line, as: UTF8.self).split(separator: "\n").map(String.init)
        guard lines.count == 2, lines[0].hasPrefix("unix:"), let daemonID = pid_t(lines[1]) else {
            killAndWait(process)
            throw SupportFailure("dbus-daemon printed no address (status \(process.terminationStatus)): \(lines)")
        }
        address = lines[0]
        self.daemonID = daemonID
    }

    deinit {
        stop()
    }

    /// Stops the daemon and waits for it; does nothing the second time.
    public func stop() {
        guard process.isRunning else { return }
        try? input.fileHandleForWriting.close()
        let deadline = Date().addingTimeInterval(5)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.002) }
        if process.isRunning { kill(daemonID, SIGKILL) }
        killAndWait(process)
    }

    /// The environment of a client of this bus: this process's, with `DBUS_SESSION_BUS_ADDRESS`
    /// set to ``address``.
    public var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["DBUS_SESSION_BUS_ADDRESS"] = address
        return environment
    }

    /// Starts `program` as a client of this bus.
    /// - Parameters:
    ///   - program: A program name, found on `PATH`.
    ///   - package: The Debian package that has it, named when it is missing.
    ///   - arguments: Its arguments.
    /// - Returns: The running program.
    /// - Throws: ``SupportFailure`` when the program is missing or does not start.
    public func launch(_ program: String, package: String, _ arguments: [String]) throws -> RunningProgram {
        try RunningProgram(try requireProgram(program, package: package), arguments, environment: environment)
    }

    /// Runs `program` as a client of this bus to its end.
    /// - Parameters:
    ///   - program: A program name, found on `PATH`.
    ///   - package: The Debian package that has it, named when it is missing.
    ///   - arguments: Its arguments.
    ///   - timeout: Seconds before it is killed and this throws.
    /// - Returns: Its status and output.
    /// - Throws: ``SupportFailure`` when the program is missing, does not start or times out.
    public func run(_ program: String, package: String, _ arguments: [String], timeout: Double = 60) throws
        -> ProgramResult
    {
        try launch(program, package: package, arguments).wait(timeout: timeout)
    }
}

/// The path of `program` on `PATH`.
/// - Throws: ``SupportFailure`` naming `package` when it is not there.
public func requireProgram(_ program: String, package: String) throws -> String {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
        let candidate = "\(directory)/\(program)"
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    throw SupportFailure("\(program) is missing: install the Debian package \(package) (scripts/bootstrap does)")
}

/// Ends `process` with SIGKILL and waits for it, when it runs. Not SIGTERM: a child started from
/// a test thread inherits that thread's signal mask, where the test runner may block SIGTERM
/// (a dbus-daemon started so ignores it for ever).
func killAndWait(_ process: Process) {
    guard process.isRunning else { return }
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
}

/// What a program that ended printed, and how it ended.
public struct ProgramResult: Sendable {
    /// Its exit status.
    public var status: Int32
    /// Its standard output.
    public var output: String
    /// Its standard error.
    public var errors: String
}

/// A program started by a test, its output going to files; killed at `deinit` if it still runs.
public final class RunningProgram: @unchecked Sendable {
    private let process = Process()
    private let directory: TemporaryDirectory
    private let description: String

    /// Starts `path` with `arguments` and `environment`.
    /// - Throws: ``SupportFailure`` when it does not start.
    public init(_ path: String, _ arguments: [String], environment: [String: String]) throws {
        directory = try TemporaryDirectory()
        description = ([path] + arguments).joined(separator: " ")
        _ = FileManager.default.createFile(atPath: directory.file("out"), contents: nil)
        _ = FileManager.default.createFile(atPath: directory.file("err"), contents: nil)
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = environment
        process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
        process.standardOutput = FileHandle(forWritingAtPath: directory.file("out"))
        process.standardError = FileHandle(forWritingAtPath: directory.file("err"))
        do { try process.run() } catch { throw SupportFailure("cannot run \(description): \(error)") }
    }

    deinit {
        stop()
    }

    /// What it has printed so far.
    public var output: String { (try? String(contentsOfFile: directory.file("out"), encoding: .utf8)) ?? "" }

    /// Waits for it to end.
    /// - Parameter timeout: Seconds before it is killed and this throws.
    /// - Returns: Its status and output.
    /// - Throws: ``SupportFailure`` (with what it printed) when it runs past `timeout`.
    public func wait(timeout: Double) throws -> ProgramResult {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.005) }
        let errors = (try? String(contentsOfFile: directory.file("err"), encoding: .utf8)) ?? ""
        guard !process.isRunning else {
            stop()
            throw SupportFailure("\(description) still ran after \(timeout) s; printed \(output) \(errors)")
        }
        return ProgramResult(status: process.terminationStatus, output: output, errors: errors)
    }

    /// Stops it and waits for it; does nothing once it ended.
    public func stop() {
        killAndWait(process)
    }
}
