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
    @Option(name: .shortAndLong, help: "Output directory.") var output: String
    @Option(help: "Seconds to wait for a burst of saves to settle, from 0 to 60.") var debounce = 0.15
    @OptionGroup var budgets: BudgetOptions

    func validate() throws {
        try OptionRange.check("--debounce", debounce, within: .closed(0, 60))
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
                    printError((error as? LoadError)?.description ?? "\(error)")
                    printError("[\(generation)] kept the last good output")
                }
            }
        } catch {
            throw CLIFailure.badInput((error as? LoadError)?.description ?? "\(error)")
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
    let output: String
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
            let dir = Paths.join(output, loaded.scenario.name)  // the schema keeps the name one path component
            try Files.makeDirectories(dir)
            for file in frameFiles(name: loaded.scenario.name, pngs: pngs) {
                try Files.writeAtomically(file.bytes, to: Paths.join(dir, file.name))
            }
            return .init(value: [dir], dependencies: loaded.dependencies)
        }
        let loaded = try ThemeLoader(budgets: budgets).load(file)
        guard loaded.theme.kinds.count <= Limits.kindsPerSheet else {
            throw CLIFailure.badInput(sheetLimitMessage(file, kinds: loaded.theme.kinds.count))
        }
        let image = try ThemeSheet(theme: loaded.theme).render(fonts: fonts)
        let path = Paths.join(output, "\(loaded.theme.name)-sheet.png")
        try Files.makeDirectories(output)
        try Files.writeAtomically(
            try image.pngData(manifest: PictureManifest(theme: loaded.theme.name, themeHash: loaded.sourceHash)),
            to: path)
        return .init(value: [path], dependencies: loaded.dependencies)
    }
}
