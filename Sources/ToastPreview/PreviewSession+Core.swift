import Dispatch
import Synchronization
import ToastCore

extension PreviewSession {
    /// A press on a toast in progress.
    struct Press: Sendable {
        var id: ToastID
        /// The action of the button the press began on, if any.
        var action: String?
        var start: Point
        var startedAt: ContinuousClock.Instant
        /// Whether the pointer has moved far enough that the toast follows it.
        var dragging = false

        /// Seconds since the pointer went down.
        var seconds: Double {
            let elapsed = ContinuousClock.now - startedAt
            return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        }
    }

    /// What the render thread takes at the start of each turn.
    struct Turn {
        var settings: PreviewSettings
        var generation: Int
        var needsFull: Bool
        var dirty: Bool
        var statusChanged: Bool
        var hasClients: Bool
        /// Whether a request for the picture as a PNG waits.
        var wantsPicture: Bool
    }

    /// A connected page: its stream, and what it has not been sent yet.
    struct Client {
        var continuation: AsyncStream<PreviewMessage>.Continuation
        /// What changed since the last frame sent to it (the whole picture when it connects).
        var region = FrameRegion.whole
        /// Whether a frame was drawn since the last one sent to it.
        var unsent = true
        /// Whether a frame message is on its way (queued and not yet written to its socket):
        /// it gets no other until then, and what changes meanwhile joins ``region``.
        var inFlight = false
        /// Messages yielded to its stream and not yet written to its socket.
        var queued = 0
    }

    /// A frame to send to one page: the region it lacks.
    struct Delivery: Equatable {
        var client: Int
        var region: FrameRegion
    }

    /// The session's mutable part, shared by the WebSocket tasks, the watcher and the render
    /// thread under one lock; the render thread sleeps on a semaphore the others signal.
    ///
    /// Each page has at most one frame message on its way: what the renderer repaints meanwhile
    /// is added to the region it lacks, and when its socket has written the frame it gets the
    /// newest picture of that region. A page that reads slowly misses frames but never queues
    /// them.
    final class Core: Sendable {
        private struct State {
            var settings: PreviewSettings
            var clients: [Int: Client] = [:]
            var nextClient = 1
            var needsFull = true
            var dirty = true
            var statusChanged = false
            var generation = 0
            var error: String?
            var stopped = false
            var press: Press?
            /// The toast whose deck the mouse is over (the deck policy).
            var hovered: ToastID?
            var lastFrame: Frame?
            /// Requests for the current picture as a PNG (`GET /frame.png`), answered by the
            /// render thread.
            var pictureRequests: [CheckedContinuation<[UInt8]?, Never>] = []
        }

        /// Requests for the current picture waiting at once, at most (past that: `nil`).
        static let maximumPictureRequests = PreviewSession.maximumClients

        private let state: Mutex<State>
        private let signal = DispatchSemaphore(value: 0)

        init(settings: PreviewSettings) {
            state = Mutex(State(settings: settings))
        }

        var settings: PreviewSettings { state.withLock { $0.settings } }

        var statusParts: (PreviewSettings, Int, String?) { state.withLock { ($0.settings, $0.generation, $0.error) } }

        /// The frame drawn last (for hit tests).
        var lastFrame: Frame? {
            get { state.withLock { $0.lastFrame } }
            set { state.withLock { $0.lastFrame = newValue } }
        }

        /// Replaces the settings; returns the old ones. The next frame is drawn whole.
        func replaceSettings(_ settings: PreviewSettings) -> PreviewSettings {
            let old = state.withLock { state in
                defer {
                    state.settings = settings
                    state.needsFull = true
                }
                return state.settings
            }
            wake()
            return old
        }

        func add(_ continuation: AsyncStream<PreviewMessage>.Continuation) -> Int? {
            let id = state.withLock { state -> Int? in
                guard !state.stopped, state.clients.count < PreviewSession.maximumClients else { return nil }
                let id = state.nextClient
                state.nextClient += 1
                state.clients[id] = Client(continuation: continuation)
                state.dirty = true
                return id
            }
            if id == nil { continuation.finish() }
            return id
        }

        func remove(_ id: Int) {
            let client = state.withLock { $0.clients.removeValue(forKey: id) }
            client?.continuation.finish()
        }

        /// Sends a text message to every page; one with ``PreviewSession/queuedMessages``
        /// not yet written misses it.
        func broadcast(_ message: PreviewMessage) {
            state.withLock { state in
                for (id, client) in state.clients where client.queued < PreviewSession.queuedMessages {
                    client.continuation.yield(message)
                    state.clients[id]?.queued += 1
                }
            }
        }

        /// Sends a text message to one page (as ``broadcast(_:)``).
        func broadcast(_ message: PreviewMessage, to id: Int) {
            state.withLock { state in
                guard let client = state.clients[id], client.queued < PreviewSession.queuedMessages else { return }
                client.continuation.yield(message)
                state.clients[id]?.queued += 1
            }
        }

        /// A frame was drawn: `repainted` (in a `width × height` picture) joins every page's
        /// region; `nil` when the whole picture is new (a resize, another stage).
        func drew(_ repainted: FrameRegion?) {
            state.withLock { state in
                for id in state.clients.keys {
                    state.clients[id]?.region.formUnion(repainted ?? .whole)
                    state.clients[id]?.unsent = true
                }
            }
        }

        /// The frames to send now: one for each page that lacks a frame, has none on its way
        /// and fewer than ``PreviewSession/queuedMessages`` messages unwritten; it is then on
        /// its way.
        func deliveries() -> [Delivery] {
            state.withLock { state in
                var deliveries: [Delivery] = []
                for (id, client) in state.clients
                where client.unsent && !client.inFlight && client.queued < PreviewSession.queuedMessages {
                    deliveries.append(Delivery(client: id, region: client.region))
                    state.clients[id]?.region = FrameRegion()
                    state.clients[id]?.unsent = false
                    state.clients[id]?.inFlight = true
                }
                return deliveries.sorted { $0.client < $1.client }
            }
        }

        /// Queues a page's frame (one of ``deliveries()``).
        func deliver(_ message: PreviewMessage, to id: Int) {
            state.withLock { state in
                guard let client = state.clients[id] else { return }
                client.continuation.yield(message)
                state.clients[id]?.queued += 1
            }
        }

        /// A frame meant for a page could not be made: the page gets the whole picture next.
        func undeliverable(to id: Int) {
            state.withLock { state in
                state.clients[id]?.region = .whole
                state.clients[id]?.unsent = true
                state.clients[id]?.inFlight = false
            }
        }

        /// A page's socket wrote one of its messages (`frame`: a frame): after a frame, the
        /// next one may go, and the render thread is woken when the page already lacks one.
        func written(to id: Int, frame: Bool) {
            let lacking = state.withLock { state -> Bool in
                guard let client = state.clients[id] else { return false }
                state.clients[id]?.queued = max(0, client.queued - 1)
                if frame { state.clients[id]?.inFlight = false }
                return client.unsent
            }
            if lacking { wake() }
        }

        /// Waits for the render thread to draw the current picture as a PNG; `nil` when
        /// ``maximumPictureRequests`` are waiting, drawing failed or the session stopped.
        func picture() async -> [UInt8]? {
            let png = await withCheckedContinuation { (continuation: CheckedContinuation<[UInt8]?, Never>) in
                let accepted = state.withLock { state -> Bool in
                    guard !state.stopped, state.pictureRequests.count < Self.maximumPictureRequests else {
                        return false
                    }
                    state.pictureRequests.append(continuation)
                    return true
                }
                if accepted { wake() } else { continuation.resume(returning: nil) }
            }
            return png
        }

        /// Answers every waiting request for the picture with `png`.
        func answerPictureRequests(with png: [UInt8]?) {
            let requests = state.withLock { state in
                defer { state.pictureRequests = [] }
                return state.pictureRequests
            }
            for request in requests { request.resume(returning: png) }
        }

        func themeChanged(generation: Int, error: String?) {
            state.withLock { state in
                state.generation = generation
                state.error = error
                state.statusChanged = true
                state.dirty = true
            }
            wake()
        }

        func press(_ id: ToastID, action: String?, at point: Point) {
            state.withLock { $0.press = Press(id: id, action: action, start: point, startedAt: .now) }
        }

        /// The press in progress, if any.
        func pressing() -> Press? {
            state.withLock { $0.press }
        }

        /// The press in progress has become a drag.
        func markDragging() {
            state.withLock { $0.press?.dragging = true }
        }

        /// Records the toast whose deck the mouse is over now; returns the one before.
        func hover(_ id: ToastID?) -> ToastID? {
            state.withLock { state in
                defer { state.hovered = id }
                return state.hovered
            }
        }

        func release() -> Press? {
            state.withLock { state in
                defer { state.press = nil }
                return state.press
            }
        }

        func markDirty() {
            state.withLock { $0.dirty = true }
            wake()
        }

        /// The flags of this turn (cleared), or `nil` once stopped.
        func beginTurn() -> Turn? {
            state.withLock { state in
                guard !state.stopped else { return nil }
                defer {
                    state.needsFull = false
                    state.dirty = false
                    state.statusChanged = false
                }
                return Turn(
                    settings: state.settings, generation: state.generation, needsFull: state.needsFull,
                    dirty: state.dirty, statusChanged: state.statusChanged, hasClients: !state.clients.isEmpty,
                    wantsPicture: !state.pictureRequests.isEmpty)
            }
        }

        func wake() { signal.signal() }

        func sleep(until deadline: DispatchTime) { _ = signal.wait(timeout: deadline) }

        func stop() {
            let (clients, requests) = state.withLock { state in
                state.stopped = true
                defer {
                    state.clients = [:]
                    state.pictureRequests = []
                }
                return (Array(state.clients.values), state.pictureRequests)
            }
            for client in clients { client.continuation.finish() }
            for request in requests { request.resume(returning: nil) }
            wake()
        }
    }
}
