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

    var log: [String] { contents.withLock { $0.log } }

    /// Removes and returns the lines logged so far (the line limit starts over).
    func takeLog() -> [String] {
        contents.withLock { contents in
            defer {
                contents.log.removeAll(keepingCapacity: true)
                contents.logTruncated = false
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
        }
    }

    func setStatistics(peakMemory: Int, instructions: Int) {
        contents.withLock {
            $0.peakMemory = peakMemory
            $0.instructions = instructions
        }
    }

    func queue(_ registration: Registration) {
        contents.withLock { $0.registrations.append(registration) }
    }

    /// The queued registrations, emptying the queue.
    func takeRegistrations() -> [Registration] {
        contents.withLock { contents in
            defer { contents.registrations.removeAll() }
            return contents.registrations
        }
    }
}
