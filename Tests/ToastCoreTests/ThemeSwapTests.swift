import Synchronization
import Testing
@testable import ToastCore

/// Two versions of a small theme: `after` renames "saved", recolours it, drops "updated" and
/// bounds the queue at `bound`.
private func swapTheme(_ name: String, saved: String, hold: Double = 2, bound: Int? = nil, updated: Bool = true)
    -> Theme
{
    var kinds = [
        ToastKind(
            id: "saved", message: .literal(saved),
            style: StylePatch().setting(\.background, to: Color(RGBA(red: 0, green: 0, blue: 1)), key: "background"))
    ]
    if updated { kinds.append(ToastKind(id: "updated", message: .literal("Updated"))) }
    return Theme(
        name: name, kinds: kinds, motion: seedMotion, hold: .fixed(hold),
        queue: QueueConfiguration(maxPending: bound))
}

private let before = swapTheme("before", saved: "Saved")

/// A value shared by the tasks of a test.
private final class SharedValue<Value: Sendable>: Sendable {
    let value: Mutex<Value>
    init(_ value: Value) { self.value = Mutex(value) }
    func update(_ body: (inout Value) -> Void) { value.withLock { body(&$0) } }
    var current: Value { value.withLock { $0 } }
}

/// The events without haptics and announcements.
private func lifecycle(of center: ToastCenter) -> [TimedEvent] { lifecycle(center.drainEvents()) }

@Suite("ToastCenter.swap: a new theme in a running center")
struct ThemeSwapTests {
    @Test("waiting toasts are resolved again; the one on screen restyles at once and keeps its deadline")
    func waitingAndOnScreen() throws {
        let clock = VirtualClock(0, timeOfDay: nil)
        let center = ToastCenter(
            ToastRun(theme: before, plugins: [], setting: .standard, clock: clock, keepsHistory: true))
        try center.show("saved")
        try center.show("saved", message: "Saved %lld", arguments: [2])
        clock.set(1)
        center.swap(theme: swapTheme("after", saved: "Stored"))
        let frame = center.frame(on: .iPhone15, measurer: MonospaceMeasurer())
        #expect(frame.toasts.map(\.content.message) == ["Stored"])
        clock.set(10)
        center.tick()
        #expect(
            lifecycle(of: center) == [
                TimedEvent(0, .willShow(id(1))), TimedEvent(0.25, .didShow(id(1))),
                TimedEvent(1, .themeSwapped(theme: "after")),
                TimedEvent(2.25, .willHide(id(1), .timeout)), TimedEvent(2.5, .didHide(id(1), .timeout)),
                TimedEvent(2.5, .willShow(id(2))), TimedEvent(2.75, .didShow(id(2))),
                TimedEvent(4.75, .willHide(id(2), .timeout)), TimedEvent(5, .didHide(id(2), .timeout)),
            ])
        let records = center.withPresenter { p, _ in p.history }
        #expect(records[0].revisions.map(\.content.message) == ["Saved", "Stored"])
        #expect(records[0].revisions.map(\.time) == [0, 1])
        // The message given to show is kept: only the theme's part changes.
        #expect(records[1].revisions.map(\.content.message) == ["Saved 2"])
        #expect(records[1].content.origin == ToastOrigin(kind: "saved", message: "Saved %lld", arguments: [2]))
    }

    @Test("changing any resolved field forgets the origin (resolving again would lose the change); progress keeps it")
    func changedContentForgetsItsOrigin() {
        let origin = ToastOrigin(kind: "saved", message: "Saved", arguments: [])
        let changes: [(String, (inout ToastContent) -> Void)] = [
            ("kind", { $0.kind = "other" }), ("icon", { $0.icon = nil }), ("title", { $0.title = "T" }),
            ("message", { $0.message = "M" }), ("actions", { $0.actions = [] }),
            ("style", { $0.style = ToastStyle() }), ("position", { $0.position = .top }),
            ("haptic", { $0.haptic = .none }), ("duration", { $0.duration = .fixed(1) }),
            ("accessibilityText", { $0.accessibilityText = "A" }),
        ]
        for (field, change) in changes {
            var content = ToastContent(kind: "saved", message: "Saved")
            content.origin = origin
            let copy = content
            change(&content)
            #expect(content.origin == nil, "setting \(field)")
            #expect(copy.origin == origin, "a copy made before keeps its origin (\(field))")
        }
        var content = ToastContent(kind: "saved", message: "Saved")
        content.origin = origin
        content.progress = 0.5
        #expect(content.origin == origin)
    }

    @Test("a kind the new theme lacks keeps its content and says so; content built by hand is kept silently")
    func missingKind() throws {
        let clock = VirtualClock(0, timeOfDay: nil)
        let center = ToastCenter(
            ToastRun(theme: before, plugins: [], setting: .standard, clock: clock, keepsHistory: false))
        try center.show("updated")
        try center.show("updated")
        center.show(ToastRequest(ToastContent(kind: "saved", message: "by hand")))
        clock.set(0.5)
        center.swap(theme: swapTheme("after", saved: "Stored", updated: false))
        #expect(
            lifecycle(of: center).filter { $0.time == 0.5 } == [
                TimedEvent(0.5, .themeSwapped(theme: "after")),
                TimedEvent(0.5, .kindMissing(id(1), kind: "updated")),
                TimedEvent(0.5, .kindMissing(id(2), kind: "updated")),
            ])
        #expect(throws: ThemeError.unknownKind("updated", theme: "after", suggestion: nil)) {
            try center.show("updated")
        }
        clock.set(20)
        let messages = center.withPresenter { p, now in
            p.advance(to: now)
            return p.timeline.toasts.map(\.latest.content.message)
        }
        #expect(messages.isEmpty)  // no history kept: all three have left
    }

    @Test("a smaller queue bound drops the excess as overflow, under the new rule")
    func smallerBound() throws {
        let center = ToastCenter(
            ToastRun(
                theme: before, plugins: [], setting: .standard, clock: VirtualClock(0, timeOfDay: nil),
                keepsHistory: false))
        for _ in 0..<5 { try center.show("saved") }
        center.swap(theme: swapTheme("after", saved: "Stored", bound: 2))
        let dropped = center.drainEvents().compactMap { event -> ToastID? in
            if case .dropped(let id, .overflow) = event.event { return id }
            return nil
        }
        #expect(dropped == [id(2), id(3)])
    }

    @Test("events up to the swap go to the old plugins, the swap's and later ones to the new")
    func pluginsReplaced() throws {
        let seen = SharedValue<[String]>([])
        func plugin(_ name: String) -> TestPlugin {
            TestPlugin(name, events: [.willShow]) { event, _, _ in
                seen.update { $0.append("\(name) \(event.event)") }
                return .none
            }
        }
        let clock = VirtualClock(0, timeOfDay: nil)
        let center = ToastCenter(
            ToastRun(theme: before, plugins: [plugin("old")], setting: .standard, clock: clock, keepsHistory: false))
        try center.show("saved")
        try center.show("saved")
        clock.set(2.6)
        center.swap(theme: swapTheme("after", saved: "Stored"), plugins: [plugin("new")])
        clock.set(2.8)
        try center.show("saved")
        center.tick()
        #expect(seen.current == ["old willShow(#1)", "old willShow(#2)"])
        clock.set(6)
        center.tick()
        #expect(seen.current == ["old willShow(#1)", "old willShow(#2)", "new willShow(#3)"])
    }

    @Test("4 tasks show 2,500 toasts each while another swaps 400 times: every show is accounted for, none twice")
    func hammer() async throws {
        let clock = VirtualClock(0, timeOfDay: nil)
        let center = ToastCenter(
            ToastRun(theme: before, plugins: [], setting: .standard, clock: clock, keepsHistory: false))
        let lacking = swapTheme("lacking", saved: "Stored", hold: 0.5, bound: 64, updated: false)
        let refused = SharedValue(0)
        let shown = SharedValue<[ToastID]>([])
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<4 {
                group.addTask {
                    var mine: [ToastID] = []
                    for n in 0..<2_500 {
                        do {
                            mine.append(try center.show(n % 3 == 0 ? "updated" : "saved", priority: task))
                        } catch {
                            refused.update { $0 += 1 }
                        }
                    }
                    shown.update { $0 += mine }
                }
            }
            group.addTask {
                for n in 0..<400 {
                    clock.advance(by: 0.05)
                    center.swap(theme: n % 2 == 0 ? lacking : before)
                    center.tick()
                    await Task.yield()
                }
            }
        }
        clock.advance(by: 100_000)
        center.tick()
        let ids = shown.current
        var outcome: [ToastID: [String]] = [:]
        var swaps = 0
        for event in center.drainEvents() {
            switch event.event {
            case .willShow(let id): outcome[id, default: []].append("shown")
            case .didHide(let id, _): outcome[id, default: []].append("hidden")
            case .dropped(let id, _): outcome[id, default: []].append("dropped")
            case .themeSwapped: swaps += 1
            default: break
            }
        }
        #expect(swaps == 400)
        #expect(ids.count + refused.current == 10_000)
        #expect(Set(ids).count == ids.count)
        #expect(Set(outcome.keys) == Set(ids))
        let odd = outcome.filter { $0.value != ["shown", "hidden"] && $0.value != ["dropped"] }
        #expect(odd.isEmpty, "\(odd.prefix(5))")
    }
}
