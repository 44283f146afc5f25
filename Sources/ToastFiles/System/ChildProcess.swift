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
        return ending(status)
    }

    /// A child started by ``start(_:_:environment:)``, to wait for or end.
    package struct Started: Sendable {
        /// Its process id.
        package let pid: Int32

        /// How it ended, if it has; never waits (`waitpid` with `WNOHANG`).
        package func ended() -> Ending? {
            var status: Int32 = 0
            var found: pid_t = -1
            repeat { found = waitpid(pid, &status, WNOHANG) } while found == -1 && errno == EINTR
            guard found == pid else { return found == -1 ? .exited(-1) : nil }
            return ChildProcess.ending(status)
        }

        /// Ends it with `SIGKILL` and waits for it; wraps `kill` and `waitpid`.
        /// - Returns: how it ended (a signal, unless it had exited just before).
        package func kill() -> Ending {
            killProcess(pid)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
            return ChildProcess.ending(status)
        }
    }

    /// Starts `program arguments` without waiting: `posix_spawnp` (a name without a slash is
    /// looked up in `PATH`; never a shell), its standard input, output and errors `/dev/null`,
    /// in this process's environment with `environment`'s `NAME=value` entries added (an
    /// inherited variable of the same name left out).
    /// - Returns: the child, to wait for (``Started/ended()``) or end (``Started/kill()``).
    /// - Throws: ``FileError`` naming `posix_spawnp` and `program` when it cannot start (no such
    ///   program, not executable).
    package static func start(_ program: String, _ arguments: [String], environment: [String]) throws(FileError)
        -> Started
    {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let names = Set(environment.map { $0.prefix { $0 != "=" } })
        var inherited: [String] = []
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if !names.contains(text.prefix { $0 != "=" }) { inherited.append(text) }
            entry += 1
        }
        let argv: [UnsafeMutablePointer<CChar>?] = ([program] + arguments).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = (inherited + environment).map { strdup($0) } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, program, &actions, nil, argv, envp)
        guard spawned == 0 else { throw FileError(errno: spawned, function: "posix_spawnp", path: program) }
        return Started(pid: pid)
    }

    /// The ending a `waitpid` status says.
    static func ending(_ status: Int32) -> Ending {
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

/// `kill(pid, SIGKILL)`, under a name ``ChildProcess/Started/kill()`` does not shadow.
private func killProcess(_ pid: pid_t) {
    _ = kill(pid, SIGKILL)
}
