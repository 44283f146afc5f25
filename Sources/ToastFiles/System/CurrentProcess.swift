import CToastSystem

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// This process: its id, its thread, its terminal, its interrupt and its exit, through the
/// C library, for the targets that must not import a platform module.
package enum CurrentProcess {
    /// The process id; wraps `getpid`.
    package static var id: Int32 { getpid() }

    /// The calling thread's identity, equal for calls on the same thread and only then; wraps
    /// `pthread_self` (a pointer on Apple platforms, an integer on Linux).
    package static var threadIdentity: UInt {
        #if canImport(Darwin)
            UInt(bitPattern: pthread_self())
        #else
            UInt(pthread_self())
        #endif
    }

    /// The processors this process may run on, at least 1: the CPUs in its affinity mask
    /// (`sched_getaffinity`, which a container or `taskset` narrows), else the ones online
    /// (`sysconf`). Read without Foundation's `ProcessInfo`, whose first use pages in much of
    /// Foundation (1.2 MiB of a notification server's resident memory).
    package static var processorCount: Int {
        let allowed = Int(tartine_affinity_count())
        return allowed > 0 ? allowed : max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }

    /// The value of the environment variable `name`, or `nil` when it is not set; wraps `getenv`.
    package static func environmentValue(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Whether standard error is a terminal; wraps `isatty(STDERR_FILENO)`.
    package static var standardErrorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

    /// The number of the interrupt signal (`SIGINT`, Control-C), for a dispatch signal source.
    package static var interruptSignal: Int32 { SIGINT }

    /// Stops the default handling of `SIGINT` (ending the process), so that a dispatch signal
    /// source can handle it instead; wraps `signal(SIGINT, SIG_IGN)`.
    package static func ignoreInterrupt() {
        _ = signal(SIGINT, SIG_IGN)
    }

    /// The number of the termination signal (`SIGTERM`, how a service manager stops a server).
    package static var terminateSignal: Int32 { SIGTERM }

    /// Stops the default handling of signal `number` (ending the process), so that a dispatch
    /// signal source can handle it instead; wraps `signal(number, SIG_IGN)`.
    package static func ignore(signal number: Int32) {
        _ = signal(number, SIG_IGN)
    }

    /// Ends the process with `status`, flushing standard output; wraps `exit`.
    package static func exit(_ status: Int32) -> Never {
        #if canImport(Glibc)
            Glibc.exit(status)
        #elseif canImport(Musl)
            Musl.exit(status)
        #else
            Darwin.exit(status)
        #endif
    }
}
