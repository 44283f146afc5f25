import ArgumentParser
import Dispatch
import ToastCore
import ToastFiles
import ToastPNG
import ToastRender
import ToastScript
import ToastSnapshot
import ToastSnapshotSuite

/// `tartine watch theme.lua -o out/`: re-renders on every save; errors are printed with
/// file:line and the last good output stays.
struct Watch: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Re-render a theme (contact sheet) or scenario (frames) on every save; Ctrl-C to stop.",
        discussion: ExitStatus.contract + " A file that is bad when the watch starts exits 2; later errors are printed "
            + "and the last good output stays.")

    @Argument(help: "A theme or scenario file.") var file: String
    @Option(name: .shortAndLong, help: "Output directory.") var output: OutputDirectory
    @Option(help: "Seconds to wait for a burst of saves to settle, from 0 to 60.") var debounce = 0.15
    @OptionGroup var budgets: BudgetOptions

    func validate() throws {
        try OptionRange.check("--debounce", debounce, within: .closed(0, 60))
    }

    /// The lines that say why a load failed: a load error's diagnostics, one a line.
    private func errorLines(_ error: any Error) -> [String] {
        (error as? LoadError)?.diagnostics.map(\.description) ?? ["\(error)"]
    }

    func run() throws {
        let fonts = try FontSet.pinned()
        let job = WatchJob(file: file, output: output, budgets: budgets.luaBudgets, fonts: fonts)
        let live: LiveValue<[String]>
        do {
            live = try LiveValue(load: job.load, debounce: debounce) { update in
                switch update {
                case .loaded(let generation, let written):
                    say("[\(generation)] wrote \(written.joined(separator: ", "))")
                case .failed(let generation, let error):
                    for line in errorLines(error) { printError(line) }
                    printError("[\(generation)] kept the last good output")
                }
            }
        } catch {
            throw CLIFailure(status: .badInput, lines: errorLines(error))
        }
        say("[0] wrote \(live.current.joined(separator: ", "))")
        say("watching \(file); Ctrl-C to stop")
        CurrentProcess.ignoreInterrupt()
        let interrupt = DispatchSource.makeSignalSource(signal: CurrentProcess.interruptSignal, queue: .main)
        interrupt.setEventHandler {
            live.cancel()
            say("stopped")
            ExitStatus.success.terminate()
        }
        interrupt.resume()
        dispatchMain()
    }
}

/// Loads the watched file and writes its pictures; a failure leaves the output as it was.
struct WatchJob: Sendable {
    let file: String
    let output: OutputDirectory
    let budgets: LuaBudgets
    let fonts: FontSet

    func load() throws -> LiveValue<[String]>.Loaded {
        if ScriptFiles.isScenario(try ScriptFiles.source(of: file, budgets: budgets)) {
            let loaded = try ScenarioLoader(budgets: budgets).load(file)
            let scenario = loaded.scenario
            let pngs = try ScenePipeline(fonts: fonts).pngs(
                of: try loaded.run().timeline, on: Stage(scenario: scenario, scale: nil), at: scenario.captures,
                manifest: PictureManifest(
                    theme: loaded.theme.theme.name, themeHash: loaded.theme.sourceHash, scene: scenario.name))
            let name = loaded.scenario.name  // the schema keeps the name one path component
            for file in frameFiles(name: name, pngs: pngs) {
                try output.target.write(file.bytes, to: name + "/" + file.name)
            }
            return .init(value: [Paths.join(output.path, name)], dependencies: loaded.dependencies)
        }
        let loaded = try ThemeLoader(budgets: budgets).load(file)
        guard loaded.theme.kinds.count <= Limits.kindsPerSheet else {
            throw CLIFailure.badInput(sheetLimitMessage(file, kinds: loaded.theme.kinds.count))
        }
        let image = try ThemeSheet(theme: loaded.theme).render(fonts: fonts)
        let name = "\(loaded.theme.name)-sheet.png"
        try output.target.write(
            try image.pngData(manifest: PictureManifest(theme: loaded.theme.name, themeHash: loaded.sourceHash)),
            to: name)
        return .init(value: [Paths.join(output.path, name)], dependencies: loaded.dependencies)
    }
}
