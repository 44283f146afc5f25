import ArgumentParser
import Dispatch
import Synchronization
import ToastCore
import ToastPreview
import ToastScript

/// `tartine preview theme.lua`: the theme live in the browser, drawn by Tartine's renderer.
struct Preview: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Serve a live preview of a theme to a browser; Ctrl-C to stop.",
        discussion: "One page: the mock app in a phone frame with the toast drawn by Tartine's renderer "
            + "(the same pixels as `tartine render` at the same moment), buttons per kind, a tap, swipe or hold on the "
            + "toast, toggles for screen, appearance, locale, text size, reduced motion, a still moment and the messages' arguments (--arg, ?args=3,Ana), and the "
            + "core's events. Saving the theme, its imports, plugins or strings updates the page; a broken save shows "
            + "its file:line error while the last good theme keeps running. Serves only its page and the theme "
            + "directory's images, on 127.0.0.1 unless --host says otherwise, and answers only requests for the address "
            + "it serves and the hosts --allowed-host names. " + ExitStatus.contract
            + " A theme that is bad when the preview starts exits 2.")

    @Argument(help: "The theme file.") var theme: String
    @OptionGroup var server: HostOptions
    @Option(help: "The port to listen on, from 0 (any free port) to 65535.") var port = 7325
    @Flag(help: "Start with reduced motion on.") var reducedMotion = false
    @Option(help: "Seconds to wait for a burst of saves to settle, from 0 to 60.") var debounce = 0.05
    @OptionGroup var scene: SceneOptions
    @OptionGroup var arguments: MessageArguments
    @OptionGroup var budgets: BudgetOptions

    func validate() throws {
        try OptionRange.check("--port", port, within: 0...65535)
        try OptionRange.check("--debounce", debounce, within: .closed(0, 60))
    }

    func run() throws {
        let session: PreviewSession
        var setting = scene.stage.setting
        setting.reducedMotion = reducedMotion
        let options = PreviewSession.Options(
            themePath: theme,
            settings: PreviewSettings(
                setting: setting, still: nil, arguments: arguments.values, direction: scene.toldDirection),
            clock: SystemClock.local(), scale: scene.scale, budgets: budgets.luaBudgets, debounce: debounce)
        do {
            session = try PreviewSession(options)
        } catch let error as LoadError {
            for d in error.diagnostics { printError(d.description) }
            throw CLIFailure.badInputReported
        }
        session.start()
        let server = PreviewServer(
            session: session, host: self.server.host, port: port, allowedHosts: try self.server.allowed())
        let shown = self.server.shown
        let done = DispatchSemaphore(value: 0)
        let failure = FailureBox()
        Task {
            do {
                try await server.run { port in
                    say("serving http://\(shown):\(port)/ — Ctrl-C to stop")
                }
            } catch {
                failure.set("\(error)")
            }
            done.signal()
        }
        done.wait()
        session.stop()
        if let message = failure.message { throw CLIFailure.badInput("preview: \(message)") }
        say("stopped")
    }
}

/// A server task's error, handed to the main thread (`preview`, `review`).
final class FailureBox: Sendable {
    private let stored = Mutex<String?>(nil)

    func set(_ message: String) { stored.withLock { $0 = message } }

    var message: String? { stored.withLock { $0 } }
}
