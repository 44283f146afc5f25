import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A headless sway for a test, started and stopped by `scripts/headless-sway` (which knows how:
/// pixman, no input devices, as the user `tartine-wayland` when the test runs as root, its
/// sockets in a directory of its own that root can reach): one output, `HEADLESS-1` (1280×800 at
/// (0, 0)), or two (`HEADLESS-2`, 1024×768 at (1280, 0)). Ready when this returns. ``stop()``
/// ends it, so does `deinit`, and so does the end of the test process, however it ends (the
/// script's watcher). Programs run on it get `WAYLAND_DISPLAY` (the socket's absolute path) and
/// `SWAYSOCK`.
public final class HeadlessSway {
    /// The Wayland socket's absolute path, for `WAYLAND_DISPLAY` or `WaylandConnection(display:)`.
    public let socket: String
    /// sway's IPC socket, for `SWAYSOCK`.
    public let ipcSocket: String
    /// The directory the script made (sway's `XDG_RUNTIME_DIR`).
    public let directory: String
    /// The outputs made.
    public let outputs: Int
    /// Whether ``stop()`` ran.
    private var isStopped = false

    /// The script, from this file's path.
    static let script: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.appendingPathComponent("scripts/headless-sway").path
    }()

    /// Starts sway with `outputs` headless outputs.
    /// - Throws: ``SupportFailure`` naming the Debian package when sway or swaymsg is missing,
    ///   or with the script's message when sway does not start.
    public init(outputs: Int = 1) throws {
        _ = try requireProgram("sway", package: "sway")
        _ = try requireProgram("grim", package: "grim")
        directory =
            FileManager.default.temporaryDirectory.appendingPathComponent(
                "tartine-sway-\(UUID().uuidString)"
            ).path
        self.outputs = outputs
        let started = try Self.runScript(["start", directory, String(outputs)])
        var values: [String: String] = [:]
        for line in started.split(separator: "\n") {
            guard let equals = line.firstIndex(of: "=") else { continue }
            values[String(line[..<equals])] = String(line[line.index(after: equals)...])
        }
        guard let socket = values["WAYLAND_DISPLAY"], let ipcSocket = values["SWAYSOCK"] else {
            throw SupportFailure("scripts/headless-sway start printed no sockets: \(started)")
        }
        self.socket = socket
        self.ipcSocket = ipcSocket
    }

    deinit {
        stop()
    }

    /// Stops sway and removes its directory; does nothing the second time.
    public func stop() {
        guard !isStopped else { return }
        isStopped = true
        _ = try? Self.runScript(["stop", directory])
    }

    /// sway's process id (from the script's `sway.pid`).
    public var processID: pid_t? {
        (try? String(contentsOfFile: directory + "/sway.pid", encoding: .utf8)).flatMap {
            pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines))
        }
    }

    /// Kills sway at once (`SIGKILL`): a compositor that crashed. ``stop()`` still cleans up.
    public func kill() {
        guard let processID else { return }
        _ = Glibc.kill(processID, SIGKILL)
        while Glibc.kill(processID, 0) == 0 { usleep(2_000) }
    }

    /// This process's environment with the compositor's sockets.
    public var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["WAYLAND_DISPLAY"] = socket
        environment["SWAYSOCK"] = ipcSocket
        environment.removeValue(forKey: "DISPLAY")
        return environment
    }

    /// Runs `program arguments` on this compositor and waits for it.
    /// - Returns: what it wrote to standard output, as bytes.
    /// - Throws: ``SupportFailure`` naming the package when it is missing, or with its standard
    ///   error when it exits with a status other than 0.
    @discardableResult
    public func run(_ program: String, package: String, _ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try requireProgram(program, package: package))
        process.arguments = arguments
        process.environment = environment
        return try runToEnd(process, describing: "\(program) \(arguments.joined(separator: " ")) on \(socket)")
    }

    /// A screenshot of the layout's rectangle (`grim -g "X,Y WxH" -t ppm -`), straight RGB.
    public func screenshot(x: Int, y: Int, width: Int, height: Int) throws -> PPMImage {
        try PPMImage(run("grim", package: "grim", ["-g", "\(x),\(y) \(width)x\(height)", "-t", "ppm", "-"]))
    }

    /// Runs the script with `arguments`; its standard output.
    static func runScript(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [script] + arguments
        process.standardInput = FileHandle.nullDevice
        let written = try runToEnd(
            process, describing: "scripts/headless-sway \(arguments.joined(separator: " "))")
        return String(decoding: written, as: UTF8.self)
    }
}

/// A binary PPM picture (`P6`, 8 bits a channel), as grim writes one.
public struct PPMImage {
    public let width: Int
    public let height: Int
    /// `width × height × 3` bytes, red, green, blue, top row first.
    public let rgb: [UInt8]

    /// Reads `data`.
    /// - Throws: ``SupportFailure`` when it is not a P6 picture with 255 as its largest value.
    public init(_ data: Data) throws {
        let bytes = [UInt8](data)
        var fields: [String] = []
        var index = 0
        // Four fields (P6, width, height, largest value) separated by white space; the pixels
        // start after the single white space character that follows the last.
        while fields.count < 4 && index < bytes.count {
            while index < bytes.count && [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
            let start = index
            while index < bytes.count && ![0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
            fields.append(String(decoding: bytes[start..<index], as: UTF8.self))
        }
        index += 1
        guard fields.count == 4, fields[0] == "P6", let width = Int(fields[1]), let height = Int(fields[2]),
            fields[3] == "255", bytes.count - index == width * height * 3
        else { throw SupportFailure("not a P6 picture: \(fields), \(bytes.count) bytes") }
        self.width = width
        self.height = height
        rgb = Array(bytes[index...])
    }

    /// The RGB of pixel (x, y).
    public func pixel(x: Int, y: Int) -> [UInt8] {
        let offset = (y * width + x) * 3
        return Array(rgb[offset..<offset + 3])
    }
}
