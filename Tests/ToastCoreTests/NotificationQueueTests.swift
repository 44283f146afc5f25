import Testing

@testable import ToastCore

@Suite("notify: a notification through the queue (replacement, tags, taps, theme swaps)")
struct NotificationQueueTests {
    func center(_ theme: Theme = notificationTheme(), queue: QueueConfiguration? = nil) -> (ToastCenter, VirtualClock) {
        var theme = theme
        if let queue { theme.queue = queue }
        let clock = VirtualClock(0, timeOfDay: nil)
        return (
            ToastCenter(ToastRun(theme: theme, plugins: [], setting: .standard, clock: clock, keepsHistory: true)),
            clock
        )
    }

    func content(_ center: ToastCenter, _ id: ToastID) -> ToastContent? {
        center.withPresenter { p, _ in
            p.timeline.toasts.first { $0.id == id }?.latest.content
        }
    }

    @Test("notify shows the resolved toast; a replacing notification updates it in place on screen")
    func replaceOnScreen() throws {
        let (center, clock) = center()
        let first = center.notify(Notification(id: 7, appName: "Mail", summary: "One"))
        clock.advance(by: 1)
        let second = center.notify(Notification(id: 8, appName: "Mail", summary: "Other"))
        clock.advance(by: 1)
        let replaced = center.notify(Notification(id: 7, appName: "Mail", replacesID: 7, summary: "Two"))
        #expect(replaced == first)
        #expect(second != first)
        #expect(content(center, first)?.title == "Two")
        let events = EventTranscript.text(center.drainEvents())
        #expect(events.contains("2.000 updated #1"))
    }

    @Test(
        "expire_timeout counts from display: the card starts to leave at it whatever the entrance takes",
        arguments: [0.0, 0.05, 0.4, 0.8, 1.5])
    func expiryFromDisplay(entrance: Double) {
        var theme = notificationTheme()
        theme.motion = Motion(enter: Transition(slide: Slide(), duration: entrance, curve: .easeOut))
        let (center, clock) = center(theme)
        center.notify(Notification(id: 1, summary: "Timed", expireTimeout: 800))
        clock.advance(by: 3)
        center.tick()
        let events = center.drainEvents()
        let shown = events.first { if case .willShow = $0.event { true } else { false } }?.time
        let leaves = events.first { if case .willHide = $0.event { true } else { false } }?.time
        #expect(shown == 0)
        // An entrance longer than the timeout is cut short: the card leaves mid-entrance.
        #expect(leaves == 0.8, "entrance \(entrance)")
    }

    @Test("a replacement while it holds starts the notification's whole time over")
    func expiryRestartsOnReplacement() {
        var theme = notificationTheme()
        theme.motion = Motion(enter: Transition(slide: Slide(), duration: 0.4, curve: .easeOut))
        let (center, clock) = center(theme)
        center.notify(Notification(id: 1, summary: "One", expireTimeout: 800))
        clock.advance(by: 0.6)
        center.tick()
        center.notify(Notification(id: 1, replacesID: 1, summary: "Two", expireTimeout: 800))
        clock.advance(by: 3)
        center.tick()
        let leaves = center.drainEvents().first { if case .willHide = $0.event { true } else { false } }?.time
        #expect(leaves.map { abs($0 - 1.4) < 1e-9 } == true, "\(String(describing: leaves))")
    }

    @Test("a replacing notification updates a waiting one too, and a stale replaces_id shows a new toast")
    func replaceWaiting() {
        let (center, _) = center(queue: QueueConfiguration(policy: .serial))
        center.notify(Notification(id: 1, summary: "Shown"))
        let waiting = center.notify(Notification(id: 2, summary: "Waiting"))
        #expect(center.notify(Notification(id: 2, replacesID: 2, summary: "Waiting, changed")) == waiting)
        center.withPresenter { p, _ in #expect(p.pendingCount == 1) }
        let fresh = center.notify(Notification(id: 9, replacesID: 42, summary: "New"))
        #expect(fresh != waiting)
        center.withPresenter { p, _ in #expect(p.pendingCount == 2) }
    }

    @Test("the stack tag updates a toast in place, as a tag does")
    func stackTag() {
        let (center, _) = center()
        let volume = center.notify(Notification(id: 1, summary: "Volume", progress: 20, stackTag: "volume"))
        #expect(center.notify(Notification(id: 2, summary: "Volume", progress: 60, stackTag: "volume")) == volume)
        #expect(content(center, volume)?.progress == 0.6)
    }

    @Test("a tap invokes default when the notification has it, and dismisses otherwise")
    func tapDefault() {
        let (center, clock) = center()
        let withDefault = center.notify(
            Notification(
                summary: "Mail",
                actions: [
                    NotificationAction(key: "default", label: "Open"), NotificationAction(key: "reply", label: "Reply"),
                ]))
        clock.advance(by: 1)
        center.apply(.tap(.id(withDefault)))
        let single = center.notify(
            Notification(summary: "One button", actions: [NotificationAction(key: "reply", label: "Reply")]))
        clock.advance(by: 1)
        center.apply(.tap(.id(single)))
        let events = EventTranscript.text(center.drainEvents())
        #expect(events.contains("1.000 action #1 \"default\""))
        #expect(events.contains("1.000 will_hide #1 action"))
        #expect(!events.contains("action #2"))
        #expect(events.contains("2.000 will_hide #2 tap"))
    }

    @Test("a resident notification stays after its default action and its buttons")
    func resident() {
        let (center, clock) = center()
        let id = center.notify(
            Notification(
                summary: "Player",
                actions: [
                    NotificationAction(key: "default", label: "Open"), NotificationAction(key: "pause", label: "Pause"),
                ],
                resident: true, expireTimeout: 0))
        clock.advance(by: 1)
        center.apply(.tap(.id(id)))
        center.apply(.tapAction(.id(id), action: "pause"))
        let events = EventTranscript.text(center.drainEvents())
        #expect(events.contains("1.000 action #1 \"default\""))
        #expect(events.contains("1.000 action #1 \"pause\""))
        #expect(!events.contains("will_hide"))
    }

    @Test("a new theme resolves a notification's toast again from its notification")
    func swapReresolves() {
        let (center, clock) = center()
        let id = center.notify(Notification(appName: "Spotify", summary: "Song"))
        #expect(content(center, id)?.kind == "notification")
        clock.advance(by: 1)
        center.swap(
            theme: notificationTheme(rules: [rule(NotificationMatch(app: glob("Spotify")), .init(kind: "music"))]))
        #expect(content(center, id)?.kind == "music")
        #expect(content(center, id)?.title == "Song")
    }

    @Test("without a notification resolver a pipeline shows a plain toast")
    func plainWithoutResolver() throws {
        var pipeline = ToastPipeline(presenter: Presenter(motion: seedMotion))
        let id = try #require(pipeline.apply(.notify(Notification(summary: "Hello", body: "World")), at: 0).toastID)
        let toast = pipeline.presenter.timeline.toasts.first { $0.id == id }
        #expect(toast?.latest.content.title == "Hello")
        #expect(toast?.latest.content.kind == "notification")
    }
}
