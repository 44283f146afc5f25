import ArgumentParser
import Foundation
import ToastCore
import ToastRender
import ToastScript

/// `tartine play scenario.lua -o anim.png`: the captured moments of a scenario as an animated
/// PNG, a folder of frames, or a filmstrip.
struct Play: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render a scenario's captured moments: animated PNG, frames, or a filmstrip.")

    @Argument(help: "The scenario file.") var scenario: String
    @Option(name: .shortAndLong, help: "Animated PNG to write (its first frame is a valid still).") var output: String?
    @Option(help: "Directory to write one PNG per captured time into.") var frames: String?
    @Option(help: "Filmstrip PNG to write.") var strip: String?
    @Option(help: "Text file to write the scenario's event transcript into (time, event, toast, plugin, reason).")
    var transcript: String?
    @Option(help: "Pixels per point (default: the screen's own; 1 for the filmstrip).") var scale: Double?
    @OptionGroup var budgets: BudgetOptions

    func validate() throws {
        guard output != nil || frames != nil || strip != nil || transcript != nil else {
            throw ValidationError("say where to write: -o anim.png, --frames dir/, --strip strip.png or --transcript events.txt")
        }
        if let scale, !(scale > 0 && scale <= 4) { throw ValidationError("--scale must be within 0…4, got \(scale)") }
    }

    func run() throws {
        let loaded: LoadedScenario
        do { loaded = try ScenarioLoader(budgets: budgets.luaBudgets).load(scenario) } catch {
            for d in error.diagnostics { printError(d.description) }
            throw ExitCode(2)
        }
        for warning in loaded.warnings { printError(warning.description) }
        let events = try loaded.run().events
        // What plugins said and where they failed reaches the user on stderr, with file:line.
        for event in events {
            switch event.event {
            case .pluginLog(let plugin, let text): printError("\(plugin): \(text)")
            case .pluginFailed(let plugin, let message): printError("\(plugin): error: \(message)")
            case .pluginDisabled(let plugin): printError("\(plugin): disabled after repeated failures")
            case .commandsRefused(let plugin, let count): printError("\(plugin): \(count) commands refused (over the per-call bound)")
            default: break
            }
        }
        if let transcript {
            try makeParentDirectory(of: transcript)
            try writeAtomically(Array(EventTranscript.text(events).utf8), to: transcript)
            print(transcript)
        }
        guard output != nil || frames != nil || strip != nil else { return }
        let fonts = try FontSet.pinned()
        let rendered = try ScenarioRendering(loaded: loaded, fonts: fonts)
        if let output {
            let pngs = try rendered.pngs(scale: scale)
            let times = loaded.scenario.captures
            let delays = zip(times, times.dropFirst() + [(times.last ?? 0) + 1]).map { max(0.02, $1 - $0) }
            try makeParentDirectory(of: output)
            try writeAtomically(try AnimatedPNG.encode(frames: pngs, delays: delays), to: output)
            print(output)
        }
        if let frames {
            let pngs = try rendered.pngs(scale: scale)
            try writeDirectoryAtomically(frames, files: pngs.enumerated().map { i, png in
                (String(format: "%@-%03d.png", loaded.scenario.name, i), png)
            })
            print(frames)
        }
        if let strip {
            let images = try rendered.images(scale: scale ?? 1)
            let sheet = ContactSheet(title: loaded.scenario.name, subtitle: "\(loaded.theme.theme.name) · \(loaded.scenario.screen.name)",
                                     columnLabels: loaded.scenario.captures.map { String(format: "t = %.2f s", $0) },
                                     rowLabels: [], cells: [images])
            try makeParentDirectory(of: strip)
            try writeAtomically(try sheet.render(fonts: fonts).pngData(manifest: rendered.manifest), to: strip)
            print(strip)
        }
    }
}

/// A scenario laid out and ready to draw at its capture times.
struct ScenarioRendering {
    let loaded: LoadedScenario
    let fonts: FontSet
    let timeline: Timeline

    init(loaded: LoadedScenario, fonts: FontSet) throws {
        self.loaded = loaded
        self.fonts = fonts
        timeline = Timeline(try loaded.timeline(), screen: loaded.scenario.screen, measurer: PangoMeasurer(fonts: fonts))
    }

    var manifest: [String: String] {
        ["theme": loaded.theme.theme.name, "theme-hash": loaded.theme.sourceHash, "scene": loaded.scenario.name]
    }

    private func renderer(scale: Double?) throws -> FrameRenderer {
        let s = loaded.scenario
        let background: ScreenBackground = s.mockApp ? .mockApp(MockApp(showsModalSheet: s.modalSheet))
                                                     : .plain(SystemColor.systemBackground.color)
        return try FrameRenderer(screen: s.screen, options: RenderOptions(appearance: s.appearance, scale: scale,
                                                                          background: background), fonts: fonts)
    }

    func images(scale: Double?) throws -> [RenderedImage] {
        let renderer = try renderer(scale: scale)
        let captures = loaded.scenario.captures
        let progress = Progress(label: "frames", total: captures.count)
        return try captures.enumerated().map { i, t in
            defer { progress.update(i + 1) }
            return try renderer.render(timeline.frame(at: t))
        }
    }

    func pngs(scale: Double?) throws -> [[UInt8]] {
        let renderer = try renderer(scale: scale)
        let captures = loaded.scenario.captures
        let progress = Progress(label: "frames", total: captures.count)
        return try captures.enumerated().map { i, t in
            defer { progress.update(i + 1) }
            try renderer.draw(timeline.frame(at: t))
            return try renderer.pngData(manifest: manifest.merging(["time": "\(t)"]) { $1 })
        }
    }
}

/// Writes `files` into a fresh sibling directory, then renames it over `path`: readers see the
/// old frames or the new ones, never half of each.
func writeDirectoryAtomically(_ path: String, files: [(name: String, bytes: [UInt8])]) throws {
    let fm = FileManager.default
    let target = path.hasSuffix("/") ? String(path.dropLast()) : path
    let temporary = target + ".partial-\(getpid())"
    try? fm.removeItem(atPath: temporary)
    try fm.createDirectory(atPath: temporary, withIntermediateDirectories: true)
    do {
        for file in files { try writeAtomically(file.bytes, to: "\(temporary)/\(file.name)") }
        if fm.fileExists(atPath: target) {
            let old = target + ".old-\(getpid())"
            try fm.moveItem(atPath: target, toPath: old)
            try fm.moveItem(atPath: temporary, toPath: target)
            try fm.removeItem(atPath: old)
        } else {
            try fm.moveItem(atPath: temporary, toPath: target)
        }
    } catch {
        try? fm.removeItem(atPath: temporary)
        throw error
    }
}
