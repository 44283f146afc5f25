#if canImport(Glibc)
    import Glibc
#endif

/// Runs a command as a child process and times it to the microsecond: `posix_spawn`, then
/// `waitpid`. Foundation's `Process.waitUntilExit()` polls its run loop every 50 ms on Linux,
/// so a command of 20 ms and one of 50 ms both read about 52 ms through it.
enum ChildProcess {
    /// Runs `binary arguments` with its output and errors discarded; returns the wall time in
    /// seconds from spawn to exit.
    /// - Throws: ``BenchmarkUnavailable`` when it cannot start or exits with a code not in
    ///   `codes` (ImageMagick's `compare` exits 1 when the pictures differ).
    static func wallSeconds(_ binary: String, _ arguments: [String], exitCodes codes: Set<Int32> = [0]) throws
        -> Double
    {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = ([binary] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let start = ContinuousClock.now
        let spawned = posix_spawn(&pid, binary, &actions, nil, argv, environ)
        guard spawned == 0 else {
            throw BenchmarkUnavailable("cannot run \(binary): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let elapsed = ScriptBenchmarks.seconds(ContinuousClock.now - start)
        // Exited (no signal in the low seven bits) with an expected code (the next eight bits).
        guard status & 0x7F == 0, codes.contains((status >> 8) & 0xFF) else {
            throw BenchmarkUnavailable("\(binary) \(arguments.joined(separator: " ")) ended with status \(status)")
        }
        return elapsed
    }
}
