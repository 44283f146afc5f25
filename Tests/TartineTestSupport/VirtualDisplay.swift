import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A private X server for a test: `Xvfb` on the first free display number from 90 up (a number
/// another server holds makes Xvfb exit at once, and the next is tried), ready when this
/// returns (Xvfb writes its number to `-displayfd` once it accepts connections). It never
/// resets between clients (`-noreset`: monitors set with `xrandr` stay). ``stop()`` ends it;
/// so does `deinit`, so a failing test cannot leave it running, and so does the end of the test
/// process, even by a crash (a watchdog shell holds a pipe from this process). It is killed
/// (`SIGKILL`), not asked: a process spawned from the test runner inherits its blocked
/// `SIGTERM` and `SIGINT`, which Xvfb never unblocks; its lock file and socket are removed
/// after it.
public final class VirtualDisplay {
    /// The display name, `:93`.
    public let name: String
    /// The shell that started the server and kills it when ``lifeline`` closes.
    private let server: Process
    /// The shell's standard input: closed by ``stop()``, or by the system when this process
    /// dies however it dies, and then the shell kills the server.
    private let lifeline: Pipe
    /// Programs started with ``start(_:_:)``, ended by ``stop()``.
    private var helpers: [Process] = []

    /// What runs the server: a shell that starts it (standard output, where `-displayfd` writes
    /// the number, left to the server alone), waits for its own standard input to close, then
    /// kills it (`SIGKILL`: see the type's comment) and waits for it.
    static let watchdog = """
        "$@" </dev/null & server=$!
        exec >/dev/null
        cat >/dev/null
        kill -9 "$server" 2>/dev/null
        wait "$server" 2>/dev/null
        exit 0
        """

    /// Starts `Xvfb :N -screen 0 WIDTHxHEIGHTx24 -nolisten tcp -br -noreset`, then `extra`
    /// (`["-extension", "Composite"]`).
    /// - Throws: ``SupportFailure`` naming the Debian package when Xvfb is missing, or when no
    ///   number from 90 to 189 works.
    public init(width: Int = 1280, height: Int = 800, extra: [String] = []) throws {
        let xvfb = try Self.program("Xvfb")
        var attempts: [String] = []
        for number in 90..<190 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments =
                [
                    "-c", Self.watchdog, "sh", xvfb, ":\(number)", "-screen", "0", "\(width)x\(height)x24", "-nolisten",
                    "tcp", "-br", "-noreset", "-displayfd", "1",
                ] + extra
            let ready = Pipe()
            let lifeline = Pipe()
            process.standardInput = lifeline
            process.standardOutput = ready
            process.standardError = FileHandle.nullDevice
            try process.run()
            var said = Data()
            while !said.contains(UInt8(ascii: "\n")) {
                let chunk = ready.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                said += chunk
            }
            let written = String(decoding: said, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            if written == String(number) {
                name = ":\(number)"
                server = process
                self.lifeline = lifeline
                return
            }
            try? lifeline.fileHandleForWriting.close()
            process.waitUntilExit()
            attempts.append(":\(number)")
        }
        throw SupportFailure("no Xvfb display could start; tried \(attempts.joined(separator: ", "))")
    }

    deinit {
        stop()
    }

    /// Ends the programs started on the display, then the server, and waits for each.
    public func stop() {
        for helper in helpers.reversed() { Self.kill(helper) }
        helpers = []
        if server.isRunning {
            try? lifeline.fileHandleForWriting.close()
            server.waitUntilExit()
            let number = name.dropFirst()
            try? FileManager.default.removeItem(atPath: "/tmp/.X\(number)-lock")
            try? FileManager.default.removeItem(atPath: "/tmp/.X11-unix/X\(number)")
        }
    }

    /// Kills `process` (`SIGKILL`: see the type's comment) and waits for it.
    private static func kill(_ process: Process) {
        guard process.isRunning else { return }
        _ = Glibc.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// Runs `program arguments` on this display (`DISPLAY` set) and waits for it.
    /// - Returns: what it wrote to standard output.
    /// - Throws: ``SupportFailure`` naming the package when the program is missing, or with its
    ///   standard error when it exits with a status other than 0.
    @discardableResult
    public func run(_ program: String, _ arguments: [String]) throws -> String {
        let process = try makeProcess(program, arguments)
        let written = try runToEnd(process, describing: "\(program) \(arguments.joined(separator: " ")) on \(name)")
        return String(decoding: written, as: UTF8.self)
    }

    /// Starts `program arguments` on this display in the background (a compositing manager);
    /// ``stop()`` ends it, or ``end(_:)`` earlier.
    /// - Throws: ``SupportFailure`` naming the package when the program is missing.
    @discardableResult
    public func start(_ program: String, _ arguments: [String] = []) throws -> Process {
        let process = try makeProcess(program, arguments)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        helpers.append(process)
        return process
    }

    /// Ends a program ``start(_:_:)`` started, and waits for it.
    public func end(_ process: Process) {
        Self.kill(process)
        helpers.removeAll { $0 === process }
    }

    /// A process for `program` with this display in its environment.
    private func makeProcess(_ program: String, _ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try Self.program(program))
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = name
        process.environment = environment
        return process
    }

    /// The Debian package of each program the X11 tests run.
    public static let packages = [
        "Xvfb": "xvfb", "xdotool": "xdotool", "xwd": "x11-apps", "xrandr": "x11-xserver-utils", "xprop": "x11-utils",
        "xwininfo": "x11-utils",
        "xsetroot": "x11-xserver-utils", "xcompmgr": "xcompmgr",
    ]

    /// The path of `program` on `PATH`.
    /// - Throws: ``SupportFailure`` naming the Debian package to install when it is missing.
    public static func program(_ program: String) throws -> String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(program)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        let package = packages[program] ?? program
        throw SupportFailure("\(program) is missing: install the Debian package \(package) (scripts/bootstrap does)")
    }
}
