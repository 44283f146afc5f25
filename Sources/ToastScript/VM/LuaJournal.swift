import Synchronization

/// What a ``LuaVM`` remembers outside the Lua state: log lines, statistics and host functions
/// waiting to be installed. Behind its own Mutex, so host functions may read it while the VM runs.
final class LuaJournal: Sendable {
    /// Host functions queued by ``LuaVM/register(module:functions:)``.
    struct Registration: Sendable {
        var module: String
        var functions: [String: HostFunction]
    }

    private struct Contents {
        var log: [String] = []
        var logTruncated = false
        var peakMemory = 0
        var instructions = 0
        var registrations: [Registration] = []
    }

    private let contents = Mutex(Contents())
    /// Whether lines or registrations are waiting: read without the lock by the per-call
    /// `takeLog` and `takeRegistrations`, which then have nothing to do most of the time.
    private let lines = Atomic<Int>(0)
    private let registrations = Atomic<Int>(0)

    var log: [String] { contents.withLock { $0.log } }

    /// Removes and returns the lines logged so far (the line limit starts over).
    func takeLog() -> [String] {
        guard lines.load(ordering: .acquiring) > 0 else { return [] }
        return contents.withLock { contents in
            defer {
                contents.log.removeAll(keepingCapacity: true)
                contents.logTruncated = false
                lines.store(0, ordering: .releasing)
            }
            return contents.log
        }
    }

    var statistics: (peakMemory: Int, instructions: Int) {
        contents.withLock { ($0.peakMemory, $0.instructions) }
    }

    /// Keeps `line` unless `limit` lines are kept already; then adds one notice instead.
    func appendLog(_ line: String, limit: Int) {
        contents.withLock { contents in
            if contents.log.count < limit {
                contents.log.append(line)
            } else if !contents.logTruncated {
                contents.logTruncated = true
                contents.log.append("(log truncated after \(limit) lines)")
            }
            lines.store(contents.log.count, ordering: .releasing)
        }
    }

    func setStatistics(peakMemory: Int, instructions: Int) {
        contents.withLock {
            $0.peakMemory = peakMemory
            $0.instructions = instructions
        }
    }

    func queue(_ registration: Registration) {
        contents.withLock {
            $0.registrations.append(registration)
            registrations.store($0.registrations.count, ordering: .releasing)
        }
    }

    /// The queued registrations, emptying the queue.
    func takeRegistrations() -> [Registration] {
        guard registrations.load(ordering: .acquiring) > 0 else { return [] }
        return contents.withLock { contents in
            defer {
                contents.registrations.removeAll()
                registrations.store(0, ordering: .releasing)
            }
            return contents.registrations
        }
    }
}
