import ArgumentParser
import ToastDBus

/// `tartine notifyctl COMMAND`: controls a running `tartine notifyd` over its D-Bus interface
/// (org.tartine.Notifyd1), as dunstctl and makoctl do theirs.
struct Notifyctl: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "notifyctl",
        abstract: "Control a running tartine notifyd.",
        discussion: "pause: hold notifications (below critical unless notifyd says otherwise), never lose them; "
            + "resume: show them, or the theme's summary of them; is-paused; history: the closed notifications as "
            + "JSON, newest first; history-pop: show the newest closed one again, under its number, until it is "
            + "closed; close [ID]: close one (the newest shown without ID); close-all (the held ones stay); reload: load the theme again now; count: shown, waiting and history; "
            + "action ID KEY: invoke an action. " + ExitStatus.contract
            + " A refused request (no such notification, an empty history, a theme that did not reload) exits 1.")

    @Argument(help: "pause, resume, is-paused, history, history-pop, close, close-all, reload, count or action.")
    var command: Command
    @Argument(help: "The notification (close, action) and the action's key (action).") var operands: [String] = []
    @Option(help: "The D-Bus address of the bus (default: the session bus).") var bus: String?

    enum Command: String, ExpressibleByArgument, CaseIterable {
        case pause, resume, isPaused = "is-paused", history, historyPop = "history-pop", close, closeAll = "close-all"
        case reload, count, action
    }

    func validate() throws {
        _ = try request()
    }

    /// The request the command line asks for.
    /// - Throws: `ValidationError` for operands the command does not take or lacks.
    func request() throws -> NotifydRequest {
        func id(_ text: String) throws -> UInt32 {
            guard let id = UInt32(text), id > 0 else {
                throw ValidationError("a notification is a number from 1 to \(UInt32.max), got '\(text)'")
            }
            return id
        }
        switch (command, operands.count) {
        case (.close, 0): return .close(0)
        case (.close, 1): return .close(try id(operands[0]))
        case (.action, 2): return .action(id: try id(operands[0]), key: operands[1])
        case (.action, _): throw ValidationError("action takes a notification and a key: action ID KEY")
        case (_, let count) where count > 0:
            throw ValidationError("\(command.rawValue) takes no operand, got \(count)")
        case (.pause, _): return .pause
        case (.resume, _): return .resume
        case (.isPaused, _): return .isPaused
        case (.history, _): return .history
        case (.historyPop, _): return .historyPop
        case (.closeAll, _): return .closeAll
        case (.reload, _): return .reload
        case (.count, _): return .count
        case (.close, _): throw ValidationError("close takes at most one notification")
        }
    }

    func run() throws {
        let reply: NotifydReply
        do {
            reply = try NotifydClient.send(try request(), address: bus)
        } catch {
            throw CLIFailure.unavailable("notifyctl: \(error)")
        }
        switch reply {
        case .done: break
        case .flag(let on): say(on ? "true" : "false")
        case .text(let text): sayDocument(text)
        case .id(let id): say(String(id))
        case .counts(let shown, let waiting, let history):
            say("shown \(shown)")
            say("waiting \(waiting)")
            say("history \(history)")
        case .failed(let message):
            throw CLIFailure(status: .findings, lines: ["notifyctl: \(message)"])
        }
    }
}
