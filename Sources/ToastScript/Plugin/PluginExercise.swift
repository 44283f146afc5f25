import ToastCore

/// `tartine check` for plugins: each handler and filter is called once for every kind of the
/// theme (no silent Lua), and every failure is reported with the plugin's file and line; so is
/// every command a call issues that the run's pipeline cannot carry out (a kind the theme lacks,
/// a promise whose kinds do not resolve), applied to a run of the theme as a run would. The
/// calls of one plugin share a budget of instructions (``instructionBudget``), and the calls of
/// all plugins one of their own (``allInstructionBudget``), so a theme of 200 kinds and plugins
/// with every handler check in bounded time, however many plugins the theme lists; past either,
/// a warning says where the exercise stopped.
enum PluginExercise {
    /// VM instructions `check` spends on one plugin's calls in all (each call also has its own
    /// budget, ``LuaBudgets/callInstructions``).
    static let instructionBudget = 20_000_000
    /// VM instructions `check` spends on the calls of all the theme's plugins together.
    static let allInstructionBudget = 40_000_000

    /// The failures of `loaded`'s plugins (its own instances: calling them changes their state).
    static func run(
        _ loaded: LoadedTheme, instructionBudget: Int = instructionBudget,
        allInstructionBudget: Int = allInstructionBudget
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let theme = loaded.theme
        var spentByAll = 0
        plugins: for plugin in loaded.plugins {
            var spent = 0
            var allSpent = false
            /// Adds the reply's instructions; false (with a warning) once a budget is spent.
            func charge(_ reply: PluginReply, _ key: KeyPath, _ kind: String) -> Bool {
                spent += reply.instructions
                spentByAll += reply.instructions
                if spentByAll > allInstructionBudget {
                    allSpent = true
                    diagnostics.append(
                        Diagnostic(
                            .warning, file: plugin.file, line: nil, path: key,
                            message: "check stopped at kind '\(kind)': the calls of all plugins used \(spentByAll) "
                                + "instructions, over the \(allInstructionBudget) check spends on all plugins "
                                + "together; later calls and plugins were not tried"))
                    return false
                }
                guard spent > instructionBudget else { return true }
                diagnostics.append(
                    Diagnostic(
                        .warning, file: plugin.file, line: nil, path: key,
                        message: "check stopped at kind '\(kind)': the plugin's calls used \(spent) instructions, "
                            + "over the \(instructionBudget) check spends on one plugin; later calls were not tried"))
                return false
            }
            exercise: for kind in theme.kinds {
                // The only error, `ThemeError.unknownKind`, cannot happen for one of the theme's own kinds.
                // A run of the theme alone, in the standard setting, on a clock without a time of day.
                var run = loaded.makeRun(
                    setting: .standard, clock: VirtualClock(0, timeOfDay: nil), keepsHistory: true, plugins: [])
                guard
                    case .toast(let id) = run.pipeline.apply(.showKind(ToastOrigin(kind: kind.id), tag: "check"), at: 0),
                    let content = run.pipeline.queueView.toast(id)?.content
                else { continue }
                let request = ToastRequest(content, tag: "check")
                let queue = run.pipeline.queueView
                if plugin.filtersRequests {
                    let reply = plugin.filter(request, queue: queue).1
                    let key = KeyPath().appending("filter")
                    report(reply, plugin, key, kind.id, into: &diagnostics)
                    report(reply.commands, on: &run, plugin, key, kind.id, into: &diagnostics)
                    guard charge(reply, key, kind.id) else { break exercise }
                }
                for name in PluginEventName.allCases where plugin.events.contains(name) {
                    let event = name.sample(id: id, content: content)
                    let reply = plugin.handle(TimedEvent(0, event), toast: queue.toast(id), queue: queue)
                    let key = KeyPath().appending("on").appending(name.name)
                    report(reply, plugin, key, kind.id, into: &diagnostics)
                    report(reply.commands, on: &run, plugin, key, kind.id, into: &diagnostics)
                    guard charge(reply, key, kind.id) else { break exercise }
                }
            }
            if allSpent { break plugins }
        }
        return diagnostics
    }

    /// Applies `commands` to `run` and reports each that fails there, at the line that issued it.
    private static func report(
        _ commands: [PluginCommand], on run: inout ToastRun, _ plugin: LuaPlugin, _ key: KeyPath, _ kind: String,
        into diagnostics: inout [Diagnostic]
    ) {
        for command in commands {
            guard case .failed(let error) = run.pipeline.apply(command.command, at: 0) else { continue }
            report("\(command.source): \(error.description)", plugin, key, kind, into: &diagnostics)
        }
    }

    private static func report(
        _ reply: PluginReply, _ plugin: LuaPlugin, _ key: KeyPath, _ kind: String,
        into diagnostics: inout [Diagnostic]
    ) {
        guard let failure = reply.failure else { return }
        report(failure, plugin, key, kind, into: &diagnostics)
    }

    /// Reports `failure` ("file:line: message") as an error at the plugin's line.
    private static func report(
        _ failure: String, _ plugin: LuaPlugin, _ key: KeyPath, _ kind: String, into diagnostics: inout [Diagnostic]
    ) {
        var text = failure
        var line: Int?
        if text.hasPrefix(plugin.file + ":") {
            text.removeFirst(plugin.file.count + 1)
            if text.hasPrefix(" ") { text.removeFirst() }
            let digits = text.prefix { $0.isNumber }
            if !digits.isEmpty, text.dropFirst(digits.count).hasPrefix(": ") {
                line = Int(digits)
                text.removeFirst(digits.count + 2)
            }
        }
        let diagnostic = Diagnostic(
            .error, file: plugin.file, line: line, path: key,
            message: "\(text) (kind '\(kind)')")
        if !diagnostics.contains(where: { $0.file == diagnostic.file && $0.line == line && $0.path == diagnostic.path })
        {
            diagnostics.append(diagnostic)
        }
    }
}
