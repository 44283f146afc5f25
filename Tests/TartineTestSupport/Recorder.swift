import Foundation

/// Collects what a handler was called with, from any thread, and lets a test wait for the
/// calls themselves: ``wait(within:until:)`` checks its condition at each call, not on a clock.
public final class Recorder<Item: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var items: [Item] = []

    /// An empty recorder.
    public init() {}

    /// Notes one call.
    public func record(_ item: Item) {
        condition.lock()
        items.append(item)
        condition.broadcast()
        condition.unlock()
    }

    /// Every call so far, in order.
    public var all: [Item] {
        condition.lock()
        defer { condition.unlock() }
        return items
    }

    /// How many calls so far.
    public var count: Int { all.count }

    /// Waits until a call makes `predicate` true (it is checked now and after each call);
    /// `false` if none has after `timeout` seconds, a safety net for a call that never comes.
    public func wait(within timeout: Double = 3, until predicate: ([Item]) -> Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while !predicate(items) {
            if !condition.wait(until: deadline) { return predicate(items) }
        }
        return true
    }
}

/// Waits `duration` (to show that nothing more happens).
public func settle(_ duration: Duration = .milliseconds(400)) async {
    try? await Task.sleep(for: duration)
}
