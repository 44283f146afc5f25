import ArgumentParser
import ToastFiles
import ToastCore
import ToastPNG
import ToastRender
import ToastScript
import ToastSnapshot
import ToastSnapshotSuite

/// `tartine play scenario.lua -o anim.png`: the captured moments of a scenario as an animated
/// PNG, a folder of frames, or a filmstrip.
struct Play: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Render a scenario's captured moments: animated PNG, frames, or a filmstrip.",
        discussion: ExitStatus.contract)

    @Argument(help: "The scenario file.") var scenario: String
    @Option(name: .shortAndLong, help: "Animated PNG to write (its first frame is a valid still).") var output:
        OutputFile?
    @Option(help: "Directory to write one PNG per captured time into.") var frames: OutputDirectory?
    @Option(help: "Filmstrip PNG to write.") var strip: OutputFile?
    @Option(help: "Text file to write the scenario's event transcript into (time, event, toast, plugin, reason).")
    var transcript: OutputFile?
    @Option(help: "Pixels per point, above 0 and at most 4 (default: the screen's own; 1 for the filmstrip).")
    var scale: Double?
    @OptionGroup var budgets: BudgetOptions
    @OptionGroup var clock: ClockOptions

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
        var variant = loaded.scenario
        if let time = clock.clock { variant.timeOfDay = time }
        let run = try loaded.run(variant)
        // What plugins said and where they failed reaches the user on stderr, with file:line.
        try reportPluginEvents(run.events)
        if let transcript {
            try writeOutput(Array(run.transcript.utf8), to: transcript)
            reportWritten(transcript)
        }
        guard output != nil || frames != nil || strip != nil else { return }
        let pipeline = ScenePipeline(fonts: try FontSet.pinned())
        try drawing("\(scenario): theme \(loaded.themeFile)") { try draw(loaded, run: run, pipeline: pipeline) }
    }

    private func draw(_ loaded: LoadedScenario, run: SceneRun, pipeline: ScenePipeline) throws {
        let scenario = loaded.scenario
        let captures = scenario.captures
        if strip != nil {
            // The filmstrip's size is known before any frame is drawn: refused first when too large.
            let s = scale ?? 1
            _ = try ContactSheet.pixelSize(
                cellWidth: Int((scenario.screen.size.width * s).rounded()),
                cellHeight: Int((scenario.screen.size.height * s).rounded()),
                rows: 1, columns: captures.count, hasColumnLabels: true, hasRowLabels: false)
        }
        let manifest = PictureManifest(
            theme: loaded.theme.theme.name, themeHash: loaded.theme.sourceHash, scene: scenario.name)
        if let output {
            let delays = zip(captures, captures.dropFirst() + [(captures.last ?? 0) + 1]).map { max(0.02, $1 - $0) }
            let progress = Progress(label: "frames", total: captures.count)
            let apng = try pipeline.animation(
                of: run.timeline, on: Stage(scenario: scenario, scale: scale), at: captures, delays: delays,
                manifest: manifest
            ) { done, _ in progress.update(done) }
            try writeOutput(apng, to: output)
            reportWritten(output)
        }
        if let frames {
            let progress = Progress(label: "frames", total: captures.count)
            let pngs = try pipeline.pngs(
                of: run.timeline, on: Stage(scenario: scenario, scale: scale), at: captures,
                manifest: manifest
            ) { done, _ in progress.update(done) }
            try writeFiles(frameFiles(name: scenario.name, pngs: pngs), into: frames)
            say(frames.path)
        }
        if let strip {
            let progress = Progress(label: "frames", total: captures.count)
            let images = try pipeline.pictures(
                of: run.timeline, on: Stage(scenario: scenario, scale: scale ?? 1), at: captures
            ) { done, _ in progress.update(done) }
            let sheet = ContactSheet(
                title: scenario.name, subtitle: "\(loaded.theme.theme.name) · \(scenario.screen.name)",
                columnLabels: captures.map { "t = \(NumberText.printf($0, decimals: 2)) s" },
                rowLabels: [], cells: [images])
            try writeOutput(try sheet.render(fonts: pipeline.fonts).pngData(manifest: manifest), to: strip)
            reportWritten(strip)
        }
    }
}

/// The frames of a scenario as files: `<name>-000.png`, `<name>-001.png` … (the name is
/// validated by the schema: one plain path component).
func frameFiles(name: String, pngs: [[UInt8]]) -> [(name: String, bytes: [UInt8])] {
    pngs.enumerated().map { i, png in ("\(name)-\(NumberText.zeroPadded(i, width: 3)).png", png) }
}
