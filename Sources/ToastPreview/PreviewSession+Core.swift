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
    }

    /// The session's mutable part, shared by the WebSocket tasks, the watcher and the render
    /// thread under one lock; the render thread sleeps on a semaphore the others signal.
    final class Core: Sendable {
        private struct State {
            var settings: PreviewSettings
            var clients: [Int: AsyncStream<PreviewMessage>.Continuation] = [:]
            /// Bytes of frames queued for each page and not yet written to its socket.
            var queuedBytes: [Int: Int] = [:]
            var nextClient = 1
            var needsFull = true
            var dirty = true
            var statusChanged = false
            var generation = 0
            var error: String?
            var stopped = false
            var press: Press?
            var lastFrame: Frame?
        }

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
                state.clients[id] = continuation
                state.needsFull = true
                return id
            }
            if id == nil { continuation.finish() }
            return id
        }

        func remove(_ id: Int) {
            let continuation = state.withLock { state in
                state.queuedBytes[id] = nil
                return state.clients.removeValue(forKey: id)
            }
            continuation?.finish()
        }

        /// Sends `message` to every page; a page that could not take it (its queue full, or its
        /// frames past ``PreviewSession/queuedFrameBytes``) gets a whole picture next.
        func broadcast(_ message: PreviewMessage) {
            let bytes = message.frameBytes
            state.withLock { state in
                for (id, continuation) in state.clients {
                    let queued = state.queuedBytes[id, default: 0]
                    if bytes > 0 && queued > 0 && queued + bytes > PreviewSession.queuedFrameBytes {
                        state.needsFull = true
                        continue
                    }
                    if case .dropped = continuation.yield(message) {
                        state.needsFull = true
                    } else {
                        state.queuedBytes[id] = queued + bytes
                    }
                }
            }
        }

        /// A page's socket took `bytes` of frames off its queue.
        func sent(_ bytes: Int, to id: Int) {
            state.withLock { state in
                if let queued = state.queuedBytes[id] { state.queuedBytes[id] = max(0, queued - bytes) }
            }
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
                    dirty: state.dirty, statusChanged: state.statusChanged, hasClients: !state.clients.isEmpty)
            }
        }

        func wake() { signal.signal() }

        func sleep(until deadline: DispatchTime) { _ = signal.wait(timeout: deadline) }

        func stop() {
            let clients = state.withLock { state in
                state.stopped = true
                defer { state.clients = [:] }
                return Array(state.clients.values)
            }
            for continuation in clients { continuation.finish() }
            wake()
        }
    }
}
