import Testing
import ToastCore

@testable import ToastPreview

@Suite("Preview queues: one frame on its way per page, the newest picture of what it lacks next")
struct PreviewQueueTests {
    private func core() -> PreviewSession.Core {
        PreviewSession.Core(
            settings: PreviewSettings(setting: .standard, still: nil, arguments: [], direction: nil))
    }

    private func stream() -> (AsyncStream<PreviewMessage>, AsyncStream<PreviewMessage>.Continuation) {
        AsyncStream.makeStream(
            of: PreviewMessage.self, bufferingPolicy: .bufferingOldest(PreviewSession.queuedMessages))
    }

    private func region(_ areas: FrameMessage.Area...) -> FrameRegion {
        var region = FrameRegion()
        for area in areas { region.add(area) }
        return region
    }

    private func drain(_ stream: AsyncStream<PreviewMessage>, _ continuation: AsyncStream<PreviewMessage>.Continuation)
        async -> [String]
    {
        continuation.finish()
        var kinds: [String] = []
        for await message in stream {
            switch message {
            case .binary: kinds.append("frame")
            case .text: kinds.append("text")
            }
        }
        return kinds
    }

    @Test("a page gets a keyframe on connect; while a frame is on its way, what is drawn joins its region")
    func coalescesWhileInFlight() async throws {
        let core = core()
        let (stream, continuation) = stream()
        let id = try #require(core.add(continuation))
        #expect(core.deliveries() == [.init(client: id, region: .whole)], "a keyframe first")
        core.deliver(.binary([1]), to: id)
        let a = FrameMessage.Area(x: 0, y: 2000, width: 400, height: 200)
        let b = FrameMessage.Area(x: 600, y: 2100, width: 100, height: 100)
        core.drew(region(a))
        core.drew(region(b))
        for step in 0..<500 { core.drew(region(.init(x: step % 50, y: 10, width: 10, height: 10))) }
        #expect(core.deliveries().isEmpty, "nothing more while the keyframe is on its way")
        core.written(to: id, frame: true)
        let next = try #require(core.deliveries().first)
        #expect(next.client == id && !next.region.isWhole)
        #expect(next.region.areas.count <= FrameRegion.maximumAreas)
        for area in [a, b, .init(x: 0, y: 10, width: 59, height: 10)] {
            #expect(next.region.areas.contains { $0.union(area) == $0 }, "\(area) is in the region sent")
        }
        core.deliver(.binary([2]), to: id)
        #expect(core.deliveries().isEmpty)
        core.written(to: id, frame: true)
        #expect(core.deliveries().isEmpty, "nothing drawn since: nothing sent")
        #expect(await drain(stream, continuation) == ["frame", "frame"])
    }

    @Test("a new picture size or stage makes the next frame of every page a keyframe")
    func resizeIsKeyframe() throws {
        let core = core()
        let (_, first) = stream()
        let (_, second) = stream()
        let one = try #require(core.add(first))
        let two = try #require(core.add(second))
        _ = core.deliveries()
        core.written(to: one, frame: true)
        core.written(to: two, frame: true)
        core.drew(region(.init(x: 1, y: 1, width: 5, height: 5)))
        core.drew(nil)
        #expect(core.deliveries() == [.init(client: one, region: .whole), .init(client: two, region: .whole)])
    }

    @Test("a page that reads slowly: its texts stop at the bound, and no frame joins a full queue")
    func boundedQueue() async throws {
        let core = core()
        let (stream, continuation) = stream()
        let id = try #require(core.add(continuation))
        _ = core.deliveries()
        core.deliver(.binary([0]), to: id)
        for _ in 0..<100 { core.broadcast(.text("{}")) }
        var messages = stream.makeAsyncIterator()
        guard case .binary = await messages.next() else { throw Failure("the keyframe comes first") }
        core.written(to: id, frame: true)
        core.broadcast(.text("{}"))
        core.drew(region(.init(x: 0, y: 0, width: 3, height: 3)))
        #expect(core.deliveries().isEmpty, "\(PreviewSession.queuedMessages) texts unwritten: no frame")
        guard case .text = await messages.next() else { throw Failure("a text") }
        core.written(to: id, frame: false)
        #expect(core.deliveries().count == 1, "one text written: the frame goes")
        core.deliver(.binary([1]), to: id)
        continuation.finish()
        var kinds: [String] = []
        while let message = await messages.next() {
            if case .binary = message { kinds.append("frame") } else { kinds.append("text") }
        }
        #expect(kinds == Array(repeating: "text", count: PreviewSession.queuedMessages - 1) + ["frame"])
    }

    private struct Failure: Error {
        var message: String
        init(_ message: String) { self.message = message }
    }

    @Test("a frame that could not be made: the page gets the whole picture next")
    func undeliverable() throws {
        let core = core()
        let (_, continuation) = stream()
        let id = try #require(core.add(continuation))
        _ = core.deliveries()
        core.undeliverable(to: id)
        #expect(core.deliveries() == [.init(client: id, region: .whole)])
    }
}
