import ToastFiles

/// Runs a command as a child process and times it to the microsecond, through the file layer's
/// `posix_spawn` and `waitpid`. Foundation's `Process.waitUntilExit()` polls its run loop every
/// 50 ms on Linux, so a command of 20 ms and one of 50 ms both read about 52 ms through it.
extension ChildProcess {
    /// Runs `binary arguments` with its output and errors discarded; returns the wall time in
    /// seconds from spawn to exit.
    /// - Throws: ``BenchmarkUnavailable`` when it cannot start or exits with a code not in
    ///   `codes` (ImageMagick's `compare` exits 1 when the pictures differ).
    static func wallSeconds(_ binary: String, _ arguments: [String], exitCodes codes: Set<Int32> = [0]) throws
        -> Double
    {
        let start = ContinuousClock.now
        let ending: Ending
        do { ending = try runQuietly(binary, arguments) } catch {
            throw BenchmarkUnavailable("cannot run \(binary): \(error.reason)")
        }
        let elapsed = ScriptBenchmarks.seconds(ContinuousClock.now - start)
        guard case .exited(let code) = ending, codes.contains(code) else {
            throw BenchmarkUnavailable("\(binary) \(arguments.joined(separator: " ")) ended: \(ending)")
        }
        return elapsed
    }
}
