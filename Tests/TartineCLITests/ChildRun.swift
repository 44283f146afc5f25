import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A child process measured as the containment replay needs it: how it ended (a signal is not
/// an exit), how long it took, its peak resident memory, and its two outputs, byte for byte.
/// Killed when it runs past `timeout`.
struct ChildRun {
    /// The exit status, when the child exited.
    let status: Int32?
    /// The signal that ended it, when one did (SIGKILL after a timeout).
    let signal: Int32?
    /// Whether it was killed for running past its time.
    let timedOut: Bool
    let seconds: Double
    /// Peak resident memory in bytes: the child's own high-water mark (`VmHWM` in
    /// `/proc/PID/status`, read while it runs). Not `ru_maxrss`: glibc's `posix_spawn` starts
    /// the child in the parent's memory (`CLONE_VM`), and the kernel keeps that memory's
    /// high-water mark across the `exec`, so `ru_maxrss` reports the test process's own peak
    /// when it is larger (1,052 MiB for every case, while other suites ran beside this one).
    let peakMemory: Int
    let output: [UInt8]
    let error: [UInt8]

    /// Runs `executable` with `arguments` in `directory`, standard output and error to files in
    /// `scratch`, for at most `timeout` seconds.
    static func run(
        _ executable: String, _ arguments: [String], in directory: String, scratch: String, timeout: Double
    ) throws -> ChildRun {
        let outPath = scratch + "/child.out", errPath = scratch + "/child.err"
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        // env -C changes directory in the child (glibc's addchdir_np is not in Swift's Glibc).
        let argv = (["/usr/bin/env", "-C", directory, executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in envp { free(pointer) } }
        var pid: pid_t = 0
        let started = Date()
        let spawned = posix_spawn(&pid, "/usr/bin/env", &actions, nil, argv, envp)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EINVAL) }
        var usage = rusage()
        var wait: Int32 = 0
        var timedOut = false
        var peak = 0
        while true {
            // Read before reaping: a reaped child has no status file.
            peak = max(peak, highWaterMark(of: pid) ?? 0)
            let done = wait4(pid, &wait, WNOHANG, &usage)
            if done == pid { break }
            if Date().timeIntervalSince(started) > timeout, !timedOut {
                timedOut = true
                kill(pid, SIGKILL)
            }
            usleep(5_000)
        }
        let seconds = Date().timeIntervalSince(started)
        let exited = wait & 0x7f == 0
        return ChildRun(
            status: exited ? (wait >> 8) & 0xff : nil, signal: exited ? nil : wait & 0x7f, timedOut: timedOut,
            seconds: seconds, peakMemory: peak,
            output: [UInt8](try Data(contentsOf: URL(fileURLWithPath: outPath))),
            error: [UInt8](try Data(contentsOf: URL(fileURLWithPath: errPath))))
    }

    /// The resident high-water mark of process `pid` in bytes (`VmHWM`), while it runs: its own
    /// memory's, since its last `exec`; `nil` once it has exited.
    static func highWaterMark(of pid: pid_t) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return nil }
        let digits = line.split(separator: " ").dropFirst().first { Int($0) != nil }
        return digits.flatMap { Int($0) }.map { $0 * 1024 }
    }
}
