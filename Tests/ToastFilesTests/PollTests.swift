import Foundation
import Testing
import ToastFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `Poll.readable` and `WakeSignal`: the wait a notification server's loop sleeps in.
@Suite("Poll and WakeSignal")
struct PollTests {
    @Test("A timeout returns nothing readable, after about the time asked")
    func timeoutReturnsNothing() throws {
        let wake = try WakeSignal()
        let start = ContinuousClock.now
        let ready = try Poll.readable([wake.descriptor], timeout: 0.15)
        let waited = ContinuousClock.now - start
        #expect(ready == [false])
        #expect(waited >= .milliseconds(150), "the wait ended early: \(waited)")
        #expect(waited < .seconds(2), "the wait overran: \(waited)")
    }

    @Test("A signal from another thread wakes a long wait at once, and a drain rearms it")
    func signalFromAnotherThreadWakes() throws {
        let wake = try WakeSignal()
        let other = try WakeSignal()
        // A thread of its own, not a task: the wait below blocks its thread, and under load the
        // cooperative pool may have no other thread free to run a task that signals.
        let signaller = Thread {
            Thread.sleep(forTimeInterval: 0.1)
            wake.signal()
            wake.signal()
        }
        let start = ContinuousClock.now
        signaller.start()
        let ready = try Poll.readable([other.descriptor, wake.descriptor], timeout: 20)
        #expect(ready == [false, true])
        #expect(ContinuousClock.now - start < .seconds(10), "the signal did not wake the wait at once")
        wake.drain()
        #expect(try Poll.readable([wake.descriptor], timeout: 0) == [false])
        wake.signal()
        #expect(try Poll.readable([wake.descriptor], timeout: 0) == [true])
    }

    @Test("A pipe whose writer closed counts as readable, so the loop reads and learns why")
    func closedDescriptorIsReadable() throws {
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        close(ends[1])
        defer { close(ends[0]) }
        #expect(try Poll.readable([ends[0]], timeout: 1) == [true])
    }

    @Test("More descriptors than the limit are refused with the call named")
    func tooManyDescriptors() throws {
        let descriptors = [Int32](repeating: 0, count: Poll.maximumDescriptors + 1)
        let error = #expect(throws: FileError.self) { try Poll.readable(descriptors, timeout: 0) }
        #expect(error?.problem == .system(function: "poll", errno: EINVAL))
    }
}
