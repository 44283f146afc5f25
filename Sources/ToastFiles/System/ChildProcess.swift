#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a command as a child process and waits for it: `posix_spawn`, then `waitpid`, without
/// Foundation (whose `Process.waitUntilExit()` polls its run loop every 50 ms on Linux).
package enum ChildProcess {
    /// How a child ended.
    package enum Ending: Equatable, Sendable, CustomStringConvertible {
        /// It exited with this status.
        case exited(Int32)
        /// A signal ended it.
        case signalled(Int32)

        /// `exit status 1`, `signal 9`.
        package var description: String {
            switch self {
            case .exited(let status): "exit status \(status)"
            case .signalled(let signal): "signal \(signal)"
            }
        }
    }

    /// Runs `binary arguments` in this process's environment, its output and errors discarded
    /// (`/dev/null`), and waits until it ends; wraps `posix_spawn` and `waitpid` (retried on
    /// `EINTR`).
    /// - Returns: how it ended.
    /// - Throws: ``FileError`` naming `posix_spawn` and `binary` when it cannot start.
    package static func runQuietly(_ binary: String, _ arguments: [String]) throws(FileError) -> Ending {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = ([binary] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, binary, &actions, nil, argv, environ)
        guard spawned == 0 else { throw FileError(errno: spawned, function: "posix_spawn", path: binary) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        // Exited when the low seven bits (the signal) are zero; the status is in the next eight.
        if status & 0x7F == 0 { return .exited((status >> 8) & 0xFF) }
        return .signalled(status & 0x7F)
    }

    /// The largest resident set of the children waited for so far, in kibibytes on Linux (bytes
    /// on Apple platforms, as `getrusage` reports there); wraps `getrusage(RUSAGE_CHILDREN)`.
    package static func childrenPeakResidentSize() -> Int {
        var usage = rusage()
        #if canImport(Glibc)
            getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        #else
            getrusage(RUSAGE_CHILDREN, &usage)
        #endif
        return Int(usage.ru_maxrss)
    }
}
