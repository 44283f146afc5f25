import Testing
import ToastCore

@testable import ToastPreview

@Suite("Preview queues: a page that reads slowly costs a bounded amount of memory")
struct PreviewQueueTests {
    private func core() -> PreviewSession.Core {
        PreviewSession.Core(
            settings: PreviewSettings(
                screen: .iPhone15, appearance: .light, locale: "en", textSize: 1, reducedMotion: false, still: nil))
    }

    private func frame(_ megabytes: Int) -> PreviewMessage { .binary([UInt8](repeating: 7, count: megabytes << 20)) }

    @Test("frames past the byte budget are not queued and the next picture is whole; written bytes free it")
    func byteBudget() async throws {
        let core = core()
        let (stream, continuation) = AsyncStream.makeStream(
            of: PreviewMessage.self, bufferingPolicy: .bufferingOldest(PreviewSession.queuedMessages))
        let id = try #require(core.add(continuation))
        _ = core.beginTurn()
        core.broadcast(frame(10))
        #expect(core.beginTurn()?.needsFull == false)
        core.broadcast(frame(10))
        #expect(core.beginTurn()?.needsFull == true, "10 + 10 MB is past the 16 MB budget")
        core.broadcast(.text("{}"))
        core.sent(10 << 20, to: id)
        core.broadcast(frame(10))
        #expect(core.beginTurn()?.needsFull == false, "the written frame freed its bytes")
        continuation.finish()
        var sizes: [Int] = []
        for await message in stream {
            switch message {
            case .binary(let bytes): sizes.append(bytes.count >> 20)
            case .text: sizes.append(0)
            }
        }
        #expect(sizes == [10, 0, 10])
    }
}
