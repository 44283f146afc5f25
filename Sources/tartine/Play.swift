import ArgumentParser
import FoundationEssentials
import ToastFiles
import ToastCore
import ToastPNG
import ToastRender
import ToastScript

/// `tartine play scenario.lua -o anim.png`: the captured moments of a scenario as an animated
/// PNG, a folder of frames, or a filmstrip.
struct Play: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Render a scenario's captured moments: animated PNG, frames, or a filmstrip.",
        discussion: ExitStatus.contract)

    @Argument(help: "The scenario file.") var scenario: String
    @Option(name: .shortAndLong, help: "Animated PNG to write (its first frame is a valid still).") var output: String?
    @Option(help: "Directory to write one PNG per captured time into.") var frames: String?
    @Option(help: "Filmstrip PNG to write.") var strip: String?
    @Option(help: "Text file to write the scenario's event transcript into (time, event, toast, plugin, reason).")
    var transcript: String?
    @Option(help: "Pixels per point, above 0 and at most 4 (default: the screen's own; 1 for the filmstrip).")
    var scale: Double?
    @OptionGroup var budgets: BudgetOptions

    func validate() throws {
        guard output != nil || frames != nil || strip != nil || transcript != nil else {
            throw ValidationError(
                "say where to write: -o anim.png, --frames dir/, --strip strip.png or --transcript events.txt")
        }
        try OptionRange.check("--scale", scale, within: .positive(atMost: 4))
    }

    func run() throws {
        let loaded: LoadedScenario
        do { loaded = try ScenarioLoader(budgets: budgets.luaBudgets).load(scenario) } catch {
            for d in error.diagnostics { printError(d.description) }
            throw CLIFailure.badInputReported
        }
        let fontWarnings = (try? FontSet.pinned()).map(loaded.theme.fontWarnings) ?? []
        for warning in loaded.warnings + fontWarnings { printError(warning.description) }
        if strip != nil {
            let count = loaded.scenario.captures.count
            try refuseOver(
                Limits.capturesPerStrip, count,
                "\(scenario): --strip: the scenario captures \(count) times, more than the \(Limits.capturesPerStrip) a filmstrip shows; use --frames or -o"
            )
        }
        let run = try loaded.run()
        // What plugins said and where they failed reaches the user on stderr, with file:line.
        try reportPluginEvents(run.events)
        if let transcript {
            try writeOutput(Array(run.transcript.utf8), to: transcript)
            reportWritten(transcript)
        }
        guard output != nil || frames != nil || strip != nil else { return }
        let fonts = try FontSet.pinned()
        try drawing("\(scenario): theme \(loaded.themeFile)") { try draw(loaded, fonts: fonts) }
    }

    private func draw(_ loaded: LoadedScenario, fonts: FontSet) throws {
        if strip != nil {
            // The filmstrip's size is known before any frame is drawn: refused first when too large.
            let screen = loaded.scenario.screen
            let s = scale ?? 1
            _ = try ContactSheet.pixelSize(
                cellWidth: Int((screen.size.width * s).rounded()), cellHeight: Int((screen.size.height * s).rounded()),
                rows: 1, columns: loaded.scenario.captures.count, hasColumnLabels: true, hasRowLabels: false)
        }
        let rendered = try ScenarioRendering(loaded: loaded, fonts: fonts)
        if let output {
            let times = loaded.scenario.captures
            let delays = zip(times, times.dropFirst() + [(times.last ?? 0) + 1]).map { max(0.02, $1 - $0) }
            try writeOutput(try rendered.animation(scale: scale, delays: delays), to: output)
            reportWritten(output)
        }
        if let frames {
            let pngs = try rendered.pngs(scale: scale)
            try writeFiles(frameFiles(name: loaded.scenario.name, pngs: pngs), into: frames)
            print(frames)
        }
        if let strip {
            let images = try rendered.images(scale: scale ?? 1)
            let sheet = ContactSheet(
                title: loaded.scenario.name, subtitle: "\(loaded.theme.theme.name) · \(loaded.scenario.screen.name)",
                columnLabels: loaded.scenario.captures.map { "t = \(NumberText.printf($0, decimals: 2)) s" },
                rowLabels: [], cells: [images])
            try writeOutput(try sheet.render(fonts: fonts).pngData(manifest: rendered.manifest), to: strip)
            reportWritten(strip)
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
        timeline = Timeline(
            try loaded.timeline(), screen: loaded.scenario.screen, measurer: PangoMeasurer(fonts: fonts))
    }

    var manifest: [String: String] {
        ["theme": loaded.theme.theme.name, "theme-hash": loaded.theme.sourceHash, "scene": loaded.scenario.name]
    }

    private func renderer(scale: Double?) throws -> FrameRenderer {
        let s = loaded.scenario
        let background: ScreenBackground =
            s.mockApp
            ? .mockApp(MockApp(showsModalSheet: s.modalSheet))
            : .plain(SystemColor.systemBackground.color)
        return try FrameRenderer(
            screen: s.screen,
            options: RenderOptions(
                appearance: s.appearance, scale: scale,
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

    /// The animated PNG of the captures, each frame only the rectangle that changed.
    func animation(scale: Double?, delays: [Double]) throws -> [UInt8] {
        let renderer = try renderer(scale: scale)
        let captures = loaded.scenario.captures
        let progress = Progress(label: "frames", total: captures.count)
        let writer = AnimatedPNGWriter(
            width: renderer.pixelWidth, height: renderer.pixelHeight,
            manifest: fonts.manifest(adding: manifest.merging(["time": "\(captures.first ?? 0)"]) { $1 }))
        for (i, t) in captures.enumerated() {
            try writer.add(rgba: try renderer.render(timeline.frame(at: t)).pixels, delay: delays[i])
            progress.update(i + 1)
        }
        return writer.finish()
    }

    func pngs(scale: Double?) throws -> [[UInt8]] {
        let renderer = try renderer(scale: scale)
        let captures = loaded.scenario.captures
        let progress = Progress(label: "frames", total: captures.count)
        // One encoder for the sequence: the rows a frame shares with the one before keep their
        // compressed bytes.
        // It holds the renderer's pixels: a frame that stands still is the very same array.
        let encoder = BandedPNGEncoder(jobs: ProcessInfo.processInfo.activeProcessorCount, holdsCallersPixels: true)
        return try captures.enumerated().map { i, t in
            defer { progress.update(i + 1) }
            let image = try renderer.render(timeline.frame(at: t))
            return try renderer.pngData(
                of: image, encoder: encoder, manifest: manifest.merging(["time": "\(t)"]) { $1 })
        }
    }
}

/// The frames of a scenario as files: `<name>-000.png`, `<name>-001.png` … (the name is
/// validated by the schema: one plain path component).
func frameFiles(name: String, pngs: [[UInt8]]) -> [(name: String, bytes: [UInt8])] {
    pngs.enumerated().map { i, png in ("\(name)-\(NumberText.zeroPadded(i, width: 3)).png", png) }
}
