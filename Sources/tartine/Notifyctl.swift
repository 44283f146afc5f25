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
            + "action [ID] KEY: invoke an action (of the newest shown without ID); list: the open notifications as JSON "
            + "(id, app, summary, body, actions, urgency, state shown or waiting); watch: one JSON line per event "
            + "(shown, closed with its reason, action) until the server goes away or Ctrl-C. " + ExitStatus.contract
            + " A refused request (no such notification, an empty history, a theme that did not reload) exits 1.")

    @Argument(
        help: "pause, resume, is-paused, history, history-pop, close, close-all, reload, count, action, list or watch.")
    var command: Command
    @Argument(help: "The notification (close, action) and the action's key (action).") var operands: [String] = []
    @Option(help: "The D-Bus address of the bus (default: the session bus).") var bus: String?

    enum Command: String, ExpressibleByArgument, CaseIterable {
        case pause, resume, isPaused = "is-paused", history, historyPop = "history-pop", close, closeAll = "close-all"
        case reload, count, action, list, watch
    }

    /// The longest event line `watch` prints: a longer one (a server that is not Tartine's, or a
    /// bug) is said on standard error, not printed.
    static let longestEventLine = 64 << 10

    func validate() throws {
        if command == .watch {
            guard operands.isEmpty else { throw ValidationError("watch takes no operand, got \(operands.count)") }
            return
        }
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
        case (.action, 1): return .action(id: 0, key: operands[0])
        case (.action, 2): return .action(id: try id(operands[0]), key: operands[1])
        case (.action, _):
            throw ValidationError("action takes a key, after a notification when not the newest: action [ID] KEY")
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
        case (.list, _): return .list
        case (.watch, _): throw ValidationError("watch is not a request")
        case (.close, _): throw ValidationError("close takes at most one notification")
        }
    }

    func run() throws {
        if command == .watch { return try watch() }
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

    /// `watch`: each event the server sends, one JSON line each, until it goes away or SIGINT or
    /// SIGTERM comes (exit 0 either way).
    private func watch() throws {
        do {
            _ = try NotifydClient.watch(address: bus) { line in
                guard line.utf8.count <= Self.longestEventLine else {
                    return printError(
                        "notifyctl: an event of \(line.utf8.count) bytes, over \(Self.longestEventLine), left out")
                }
                say(line)
            }
        } catch {
            throw CLIFailure.unavailable("notifyctl: \(error)")
        }
    }
}
