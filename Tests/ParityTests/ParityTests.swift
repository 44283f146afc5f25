import Foundation
import Testing
import ToastCore
import ToastNotifyd
import ToastRender

@testable import ToastPreview

@testable import ToastScript

/// What CI tests is what runs (issue 37): the same input through every host's path gives the
/// same event transcript and, at the same moments, the same pixels. The hosts are `play` (a
/// scenario file loaded and run), the snapshot suite's path (the scene pipeline running the
/// scenario on its stage), `render` at a moment (a kind or a notification shown alone), an app's
/// `ToastCenter` (a theme's center on a virtual clock, each event applied at its time), the
/// preview's session (its settings, its freezable clock over a virtual one, its live theme
/// source) and the notification server (its center on a virtual clock, notifications through
/// `Notify`, clicks on cards through its click handling).
@Suite(.serialized) struct ParityTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    static let fonts = Result { try FontSet.pinned() }
    /// One scene pipeline for every comparison (its renderers are kept per stage); the suite
    /// runs its tests one at a time.
    nonisolated(unsafe) static let pipeline = Result { ScenePipeline(fonts: try fonts.get()) }
    static let themes = ["banner", "deck", "default", "desktop", "diary", "hud", "snackbar"]

    /// A directory with the bundled plugins, where scenarios are written.
    static let workspace: String = {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("parity-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: "\(dir)/plugins", withIntermediateDirectories: true)
        for file in (try? FileManager.default.contentsOfDirectory(atPath: "\(root)/plugins")) ?? [] {
            try? FileManager.default.copyItem(atPath: "\(root)/plugins/\(file)", toPath: "\(dir)/plugins/\(file)")
        }
        return dir
    }()

    /// The scenario `source`, written and loaded as `play` loads it.
    static func load(_ source: String, name: String) throws -> LoadedScenario {
        let path = "\(workspace)/\(name).lua"
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        return try ScenarioLoader().load(path)
    }

    /// The horizon a scenario runs to (as `Scenario.play`).
    static func horizon(_ scenario: Scenario) -> Double {
        max(scenario.captures.max() ?? 0, scenario.events.map(\.time).max() ?? 0) + 600
    }

    /// An app's path: the theme's center on the scenario's clock, each event applied at its time.
    static func center(_ loaded: LoadedScenario) throws -> SceneRun {
        let scenario = loaded.scenario
        let clock = scenario.clock
        let center = loaded.theme.makeCenter(setting: scenario.setting, clock: clock, keepsHistory: true)
        for event in scenario.events.sorted(by: { $0.time < $1.time }) {
            clock.set(event.time)
            center.apply(event.command)
        }
        clock.set(horizon(scenario))
        center.tick()
        return SceneRun(
            timeline: center.withPresenter { presenter, _ in presenter.timeline }, events: center.drainEvents())
    }

    /// The preview's path: a session on the scenario's theme in its settings, its clock over the
    /// scenario's, each event applied to the session's center at its time.
    static func preview(_ loaded: LoadedScenario) throws -> [TimedEvent] {
        let scenario = loaded.scenario
        let clock = scenario.clock
        let session = try PreviewSession(
            .init(
                themePath: loaded.themeFile,
                settings: PreviewSettings(setting: scenario.setting, still: nil, arguments: [], direction: nil),
                clock: clock,
                scale: 1, budgets: LuaBudgets(), debounce: 0.05))
        defer { session.stop() }
        // Without history a live center names no toast by the order it was shown: the page
        // names them by id, as the ids its calls gave.
        var shown: [ToastID?] = []
        for event in scenario.events.sorted(by: { $0.time < $1.time }) {
            clock.set(event.time)
            let outcome = session.center.apply(event.command.naming { byID($0, shown) })
            if let id = outcome.toastID { shown.append(id) }
        }
        clock.set(horizon(scenario))
        session.center.tick()
        return session.center.drainEvents()
    }

    /// `target` by id when it names the n-th toast an outside call showed (`shown` in call order).
    static func byID(_ target: ToastTarget, _ shown: [ToastID?]) -> ToastTarget {
        guard case .shown(let n) = target, shown.indices.contains(n - 1), let id = shown[n - 1] else { return target }
        return .id(id)
    }

    /// The notification server's path: its center on the scenario's clock, every notification
    /// through `Notify`, every other event applied to its center; the transcript as `--events`
    /// prints it, and the pixels its display draws at each capture.
    static func server(_ loaded: LoadedScenario, stage: Stage, pipeline: ScenePipeline) throws -> (
        lines: [String], pictures: [RenderedImage]
    ) {
        let scenario = loaded.scenario
        let clock = scenario.clock
        let lines = Lines()
        let server = try NotificationServer(
            .init(themePath: loaded.themeFile, setting: scenario.setting, clock: clock), report: { _ in },
            events: { lines.add($0) })
        defer { server.stop() }
        var pictures: [RenderedImage] = []
        var captures = scenario.captures.sorted()
        func capture(until time: Double) throws {
            while let next = captures.first, next <= time {
                captures.removeFirst()
                clock.set(next)
                let frame = server.center.frame(on: stage.screen, measurer: pipeline.measurer)
                pictures.append(try pipeline.picture(of: frame, on: stage))
            }
        }
        // A scenario names a toast as the n-th an outside call showed; a server's caller knows it
        // by the id it was given (the server keeps no such list).
        var shown: [ToastID?] = []
        for event in scenario.events.sorted(by: { $0.time < $1.time }) {
            try capture(until: event.time - 1e-9)
            clock.set(event.time)
            let command = event.command.naming { byID($0, shown) }
            switch command {
            case .notify(let notification):
                shown.append(server.toast(of: server.notify(notification, sender: "")))
            case .tap(.id(let id)), .tapAction(.id(let id), _):
                // A click on the card, as the display hands it to the server.
                var button: String?
                if case .tapAction(_, let action) = command { button = action }
                let frame = server.center.frame(on: stage.screen, measurer: pipeline.measurer)
                server.click(.tap, at: .toast(id, action: button), in: frame)
            default:
                if let id = server.center.apply(command).toastID { shown.append(id) }
            }
        }
        try capture(until: .infinity)
        clock.set(horizon(scenario))
        server.center.tick()
        server.pump()
        return (lines.all, pictures)
    }

    /// The pictures of `run` at the scenario's captures.
    static func pictures(_ run: SceneRun, _ scenario: Scenario, stage: Stage, pipeline: ScenePipeline) throws
        -> [RenderedImage]
    {
        try pipeline.pictures(of: run.timeline, on: stage, at: scenario.captures.sorted())
    }

    static func lines(_ events: [TimedEvent]) -> [String] { events.map { EventTranscript.line($0) } }

    /// Runs `loaded` through every host and checks them against `play`; `pixels` compares the
    /// pictures too.
    static func checkParity(_ source: String, name: String, pixels: Bool) throws {
        let loaded = try load(source, name: name)
        let scenario = loaded.scenario
        let play = try loaded.run()
        let reference = lines(play.events)
        let pipeline = try Self.pipeline.get()
        let stage = Stage(setting: scenario.setting, scale: 1, background: .plain(.white))
        // The snapshot suite's path: the scene pipeline runs the scenario on its stage.
        let suite = try pipeline.run(try load(source, name: name), on: stage)
        #expect(lines(suite.events) == reference, "\(name): the snapshot path")
        let app = try center(try load(source, name: name))
        #expect(lines(app.events) == reference, "\(name): an app's ToastCenter")
        // The preview runs the theme file's plugins alone, as the server does.
        let ownPlugins = loaded.theme.plugins.count != (try ThemeLoader().load(loaded.themeFile).plugins.count)
        if !ownPlugins {
            #expect(lines(try preview(try load(source, name: name))) == reference, "\(name): the preview")
        }
        // The server runs the theme file's plugins: a scenario's own plugins have no place there.
        let notifies = scenario.events.contains { if case .notify = $0.command { true } else { false } }
        if notifies && !ownPlugins {
            let served = try server(try load(source, name: name), stage: stage, pipeline: pipeline)
            #expect(served.lines == reference, "\(name): the notification server")
            if pixels {
                let drawn = try pictures(play, scenario, stage: stage, pipeline: pipeline)
                #expect(differing(served.pictures, drawn) == [], "\(name): the server's pixels")
            }
        }
        guard pixels else { return }
        let drawn = try pictures(play, scenario, stage: stage, pipeline: pipeline)
        #expect(differing(try pictures(suite, scenario, stage: stage, pipeline: pipeline), drawn) == [], "\(name)")
        #expect(differing(try pictures(app, scenario, stage: stage, pipeline: pipeline), drawn) == [], "\(name)")
    }

    /// The indices of the pictures that differ (or all, when the counts do).
    static func differing(_ a: [RenderedImage], _ b: [RenderedImage]) -> [Int] {
        guard a.count == b.count else { return Array(0..<max(a.count, b.count)) }
        return a.indices.filter { a[$0].pixels != b[$0].pixels }
    }

    @Test(
        "every bundled scenario: play, the snapshot path, an app's center and the server agree, event for event and pixel for pixel"
    )
    func bundledScenarios() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: "\(Self.root)/scenarios").filter {
            $0.hasSuffix(".lua")
        }.sorted()
        #expect(files.count > 20)
        for file in files {
            var source = try String(contentsOfFile: "\(Self.root)/scenarios/\(file)", encoding: .utf8)
            // The theme by its path: the scenario is run from the workspace.
            for theme in Self.themes {
                source = source.replacingOccurrences(
                    of: "theme = \"\(theme)\"", with: "theme = \"\(Self.root)/themes/\(theme).lua\"")
            }
            try Self.checkParity(source, name: "bundled-" + file.dropLast(4), pixels: true)
        }
    }

    @Test("every kind of every bundled theme: render at a moment draws what a scenario that shows it draws")
    func renderAgreesWithAScenario() throws {
        let pipeline = try Self.pipeline.get()
        for name in Self.themes {
            let path = "\(Self.root)/themes/\(name).lua"
            let loaded = try ThemeLoader().load(path)
            for kind in loaded.theme.kinds {
                let scenario = try Self.load(
                    """
                    return toast.scenario {
                      theme = "\(path)", events = { { at = 0, show = "\(kind.id)" } }, capture = { 1 },
                    }
                    """, name: "render-\(name)-\(kind.id)")
                let stage = Stage(setting: scenario.scenario.setting, scale: 1, background: .plain(.white))
                let play = try scenario.run()
                let render = try pipeline.run(
                    KindScene(theme: loaded, kind: kind.id, until: Self.horizon(scenario.scenario), timeOfDay: nil),
                    on: stage)
                #expect(Self.lines(render.events) == Self.lines(play.events), "\(name) \(kind.id)")
                #expect(
                    try pipeline.pictures(of: render.timeline, on: stage, at: [1]).map(\.pixels)
                        == pipeline.pictures(of: play.timeline, on: stage, at: [1]).map(\.pixels), "\(name) \(kind.id)")
            }
        }
    }

    @Test("500 seeded random scenarios: every host gives play's transcript (and, for some, its pixels)")
    func randomScenarios() throws {
        var kinds: [String: [String]] = [:]
        for name in Self.themes {
            kinds[name] = try ThemeLoader().load("\(Self.root)/themes/\(name).lua").theme.kinds.map(\.id)
        }
        for seed in 0..<500 {
            var random = RandomScenario(seed: UInt64(seed), themes: kinds, root: Self.root)
            try Self.checkParity(random.source(), name: "random-\(seed)", pixels: seed % 5 == 0)
        }
    }
}

/// Lines recorded from any thread (the server's `--events` lines).
final class Lines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func add(_ line: String) { lock.withLock { lines.append(line) } }
    var all: [String] { lock.withLock { lines } }
}

extension ToastCommand {
    /// This command with each toast it names renamed by `rename`.
    func naming(_ rename: (ToastTarget) -> ToastTarget) -> ToastCommand {
        switch self {
        case .dismiss(let target, let dismisser): .dismiss(rename(target), by: dismisser)
        case .tap(let target): .tap(rename(target))
        case .tapAction(let target, let action): .tapAction(rename(target), action: action)
        case .tapLink(let target, let link): .tapLink(rename(target), link: link)
        case .swipe(let target, let edge): .swipe(rename(target), toward: edge)
        case .touchBegan(let target): .touchBegan(rename(target))
        case .touchEnded(let target): .touchEnded(rename(target))
        case .drag(let target, let offset): .drag(rename(target), by: offset)
        case .endDrag(let target): .endDrag(rename(target))
        case .expand(let target): .expand(rename(target))
        case .collapse(let target): .collapse(rename(target))
        case .hoverBegan(let target): .hoverBegan(rename(target))
        case .hoverEnded(let target): .hoverEnded(rename(target))
        case .settle(.target(let target), let result, let message):
            .settle(.target(rename(target)), result, message: message)
        default: self
        }
    }
}
