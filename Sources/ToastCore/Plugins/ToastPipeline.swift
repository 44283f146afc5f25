/// The presenter with plugins around it: every request passes the plugins' filters before it
/// is queued, every event is handed to the plugins that asked for it, and the commands they
/// return are applied after each call, in order, at the same virtual time (a filter's: after
/// the request is queued, but for `quiet`, which is in force before).
///
/// Calls are never re-entrant: a command's events are handed out after the current event has
/// been offered to every plugin (breadth first, one loop, no recursion). One outside call (a
/// `show`, an `advance`, a tap) lets plugins make at most `commandLimit` commands in all; the
/// rest are refused and counted (`refusedCommands`, one `.commandsRefused` event per plugin),
/// so a handler that shows without bound is held. Each command is counted as the plugin's call
/// makes it: the call's ``QueueView/commandAllowance`` says how many it may still make, the
/// plugin refuses the rest before storing them, and refused commands count toward the run
/// budgets like applied ones. Over the pipeline's life (a run) each plugin has a
/// ``PluginRunBudget`` of instructions, commands and steps of virtual time, and all plugins
/// together one of instructions, commands and memory; a plugin that spends its own is stopped
/// with a `.budgetExhausted` event, one that crosses the budget of all stops every plugin (the
/// event names it). A plugin that fails `failureLimit`
/// times in a row, or too often in its last calls or in the run (``PluginRunBudget``), is
/// disabled. Like `Presenter`, a value type and not thread-safe by itself.
///
/// Every kind is resolved here, through the run's ``RunResolver``: a scenario's or an app's
/// `showKind`, a plugin's `toast.show`, `toast.update` and `toast.promise`, a notification, a
/// quiet summary. A plugin's command that cannot be carried out is a `pluginFailed` event at the
/// line that issued it, counted as the plugin's failure. Only ``ToastRun`` makes a pipeline.
public struct ToastPipeline: Sendable {
    private struct Slot: Sendable {
        let plugin: any ToastPlugin
        /// Failures in a row.
        var failures = 0
        /// Bit n set: the call n calls ago failed.
        var history: UInt64 = 0
        var failuresInRun = 0
        var disabled = false
        var refused = 0
        var usage = PluginUsage()
        /// The virtual time its last command was applied at.
        var lastStep = -Double.infinity
    }

    /// The queue itself. The pipeline only asks it (its operations, `record(_:)`,
    /// `veto(_:plugin:reason:)`, `forgetDropped()`); it never writes its state.
    public private(set) var presenter: Presenter
    private var slots: [Slot]
    private var handlerMask: UInt32
    private var filtering: Bool
    /// Commands applied per outside call at most.
    public let commandLimit: Int
    /// Failures in a row after which a plugin is disabled.
    public let failureLimit: Int
    /// What each plugin may do over the pipeline's life.
    public let runBudget: PluginRunBudget
    /// Commands refused over the pipeline's life.
    public private(set) var refusedCommands = 0
    /// Whether a plugin call tripped a last-resort guard (see `.runAborted`): every plugin is
    /// stopped and the run must be reported as failed.
    public private(set) var runAborted = false
    /// The kind each toast was first requested with, by id, vetoed and dropped ones included:
    /// how transcripts name toasts (`saved#3`). Kept only while the presenter keeps history.
    public private(set) var requestedKinds: [ToastID: String] = [:]
    private var dispatched = 0
    /// Commands plugins may still make in the current outside call.
    private var budget = 0
    /// What all plugins used together over the run (instructions and commands).
    private var total = PluginUsage()
    /// The virtual time plugin commands were last applied at (see ``PluginRunBudget/minimumStep``).
    private var lastCommandTime = -Double.infinity
    /// Commands from filters, applied once the filtered request is queued.
    private var queued: [(slot: Int, command: PluginCommand)] = []
    private var queuedHead = 0

    /// - Parameters:
    ///   - presenter: the queue.
    ///   - plugins: in the order they are called.
    ///   - commandLimit: the most commands applied per outside call.
    ///   - failureLimit: failures in a row before a plugin is disabled.
    ///   - resolver: the run's theme, context and time of day, which every kind resolves against.
    ///   - runBudget: what each plugin may do over the pipeline's life.
    init(
        presenter: Presenter, plugins: [any ToastPlugin], resolver: RunResolver, commandLimit: Int = 1_000,
        failureLimit: Int = 3, runBudget: PluginRunBudget = PluginRunBudget()
    ) {
        self.presenter = presenter
        self.resolver = resolver
        self.slots = plugins.map { Slot(plugin: $0) }
        self.commandLimit = commandLimit
        self.failureLimit = failureLimit
        self.runBudget = runBudget
        self.handlerMask = 0
        self.filtering = false
        self.presenter.retainDropped(!plugins.isEmpty)
        recomputeInterest()
    }

    /// What every kind, notification and popup is resolved against (the run's theme in its
    /// context, and its clock's time of day).
    public private(set) var resolver: RunResolver

    /// What plugins see of the queue now.
    public var queueView: QueueView { QueueView(presenter, resolver) }

    /// The plugins, in call order.
    public var plugins: [any ToastPlugin] { slots.map(\.plugin) }

    /// The names of plugins disabled after repeated failures or stopped by their run budget.
    public var disabledPlugins: [String] { slots.filter(\.disabled).map(\.plugin.name) }

    // MARK: Outside calls

    /// Filters and queues a request (see `Presenter.show`).
    /// - Returns: the identifier that now carries the request (a vetoed one is still an id,
    ///   accounted for by a `.vetoed` event).
    @discardableResult
    public mutating func show(_ request: ToastRequest, at time: Double) -> ToastID {
        let id =
            slots.isEmpty
            ? noting(request, presenter.show(request, at: time)) : perform(at: time) { $0.submit(request) }
        if presenter.keepsHistory { shownByCalls.append(id) }
        return id
    }

    /// Applies `command` at `time` as an outside call (a scenario's event, an app's or the
    /// preview's request): what is due before `time` runs first, then the command, then the
    /// plugins handle the events it caused. Plugins' own commands are applied by the same
    /// `execute(_:)`, inside the call that issued them.
    /// - Returns: the toast or popup the command created or updated, if any.
    @discardableResult
    public mutating func apply(_ command: ToastCommand, at time: Double) -> ToastCommand.Outcome {
        let outcome = perform(at: time) { $0.execute(command) }
        if presenter.keepsHistory, case .toast(let id) = outcome { shownByCalls.append(id) }
        return outcome
    }

    /// The toasts outside calls showed, in call order (``ToastTarget/shown(_:)``), kept while
    /// the presenter keeps history.
    private var shownByCalls: [ToastID] = []

    /// Runs `body` on the presenter at `time`, then hands the events it caused to the plugins.
    public mutating func perform<R>(at time: Double, _ body: (inout Presenter, Double) -> R) -> R {
        perform(at: time) { pipeline in body(&pipeline.presenter, time) }
    }

    /// The one outside call: runs what is due up to `time` (with plugins), gives a fresh command
    /// budget, runs `body`, and hands the events it caused to the plugins. Scoped, so that no
    /// call can leave its events unhanded.
    private mutating func perform<R>(at time: Double, _ body: (inout ToastPipeline) -> R) -> R {
        guard !slots.isEmpty else {
            presenter.advance(to: time)
            return body(&self)
        }
        step(to: time)
        budget = commandLimit
        let result = body(&self)
        dispatch()
        return result
    }

    /// Advances deadline by deadline up to `time`, handing each step's events to the plugins at
    /// the time they happened (so their commands apply at that same time). After a step in which
    /// plugin commands were applied, the next one is at least `runBudget.minimumStep` later.
    private mutating func step(to time: Double) {
        while let due = presenter.nextDeadline(), due <= time, due >= presenter.now {
            let now = presenter.now
            let at = lastCommandTime == now ? min(time, max(due, now + runBudget.minimumStep)) : due
            budget = commandLimit
            presenter.advance(to: at)
            dispatch()
            if presenter.nextDeadline() == due { break }
        }
        budget = commandLimit
        presenter.advance(to: time)
        dispatch()
    }

    /// Advances the presenter to `time` (seconds), calling the plugins on the events on the way.
    public mutating func advance(to time: Double) { perform(at: time) { $0.advance(to: $1) } }

    /// Removes and returns the events so far, in order (plugin events included).
    public mutating func drainEvents() -> [TimedEvent] {
        dispatched = 0
        return presenter.drainEvents()
    }

    /// Hands each event so far to `handle` and forgets them.
    public mutating func drainEvents(_ handle: (TimedEvent) -> Void) {
        dispatched = 0
        presenter.drainEvents(handle)
    }

    // MARK: Filtering and dispatch

    private mutating func submit(_ request: ToastRequest) -> ToastID {
        var request = request
        if filtering {
            var view = QueueView(presenter, resolver)
            for index in slots.indices where !slots[index].disabled && slots[index].plugin.filtersRequests {
                view.commandAllowance = allowance(index)
                let (decision, filtered) = slots[index].plugin.filter(request, queue: view)
                var reply = filtered
                guard accept(&reply, from: index) else { continue }
                // Quiet mode goes in force before the request is queued, so that a filter that
                // turns it on (quiet hours) holds the request it saw, and one that ends it lets
                // the held toasts out first; its other commands follow the queued request.
                for command in reply.commands {
                    if case .quiet = command.command {
                        apply(command, from: index)
                    } else {
                        queued.append((index, command))
                    }
                }
                switch decision {
                case .pass:
                    break
                case .rewrite(let rewritten):
                    request = rewritten
                case .veto(let reason):
                    return noting(request, presenter.veto(request, plugin: slots[index].plugin.name, reason: reason))
                }
            }
        }
        return noting(request, presenter.show(request, at: presenter.now))
    }

    /// Notes the kind `request` asked for under `id` (the first one asked for, when a tag
    /// updates a toast) and returns `id`.
    @discardableResult
    private mutating func noting(_ request: ToastRequest, _ id: ToastID) -> ToastID {
        if presenter.keepsHistory, requestedKinds[id] == nil { requestedKinds[id] = request.content.kind }
        return id
    }

    /// Offers every event not yet offered to the plugins that want it, applying their commands
    /// after each call; events caused by commands join the end of the same loop.
    private mutating func dispatch() {
        while dispatched < presenter.events.count || queuedHead < queued.count {
            if queuedHead < queued.count {
                let (index, command) = queued[queuedHead]
                queuedHead += 1
                apply(command, from: index)
                continue
            }
            let position = dispatched
            dispatched += 1
            // Read in place: the event is copied only when a plugin wants it.
            guard handlerMask != 0,
                let name = presenter.events.withUnsafeBufferPointer({ $0[position].event.pluginName }),
                handlerMask & name.bit != 0
            else { continue }
            let event = presenter.events[position]
            // The views are made once per event and kept while replies are empty; a reply that
            // changes anything drops them first (so the presenter is not copied on write).
            var queue: QueueView?
            var toast: ToastView?
            for index in slots.indices where !slots[index].disabled && slots[index].plugin.events.contains(name) {
                var current: QueueView
                if let queue {
                    current = queue
                } else {
                    toast = event.event.toastID.flatMap { presenter.view(of: $0) }
                    current = QueueView(presenter, resolver)
                    queue = current
                }
                current.commandAllowance = allowance(index)
                var reply = slots[index].plugin.handle(event, toast: toast, queue: current)
                if !reply.isEmpty {
                    queue = nil
                    toast = nil
                }
                guard accept(&reply, from: index) else { continue }
                for command in reply.commands { apply(command, from: index) }
            }
        }
        for index in slots.indices where slots[index].refused > 0 {
            presenter.record(.commandsRefused(plugin: slots[index].plugin.name, count: slots[index].refused))
            slots[index].refused = 0
        }
        dispatched = presenter.events.count
        if !queued.isEmpty {
            queued.removeAll(keepingCapacity: true)
            queuedHead = 0
        }
        presenter.forgetDropped()
    }

    /// Commands the plugin at `index` may still make in this outside call: what is left of the
    /// call's budget, of its own run budget and of the budget of all plugins.
    private func allowance(_ index: Int) -> Int {
        max(
            0,
            min(
                budget, runBudget.commands - slots[index].usage.commands, runBudget.allCommands - total.commands))
    }

    /// Records the reply's instructions, commands (made and refused), logs and failure, keeping
    /// in `reply` only the commands the call's allowance admits. Returns whether its commands
    /// and decision count.
    private mutating func accept(_ reply: inout PluginReply, from index: Int) -> Bool {
        slots[index].usage.instructions += reply.instructions
        total.instructions += reply.instructions
        if slots[index].usage.instructions > runBudget.instructions {
            exhaust(index, .instructions, limit: runBudget.instructions)
            return false
        }
        if total.instructions > runBudget.allInstructions {
            exhaust(index, .allInstructions, limit: runBudget.allInstructions)
            return false
        }
        guard !reply.isEmpty else {  // most replies: a success with nothing to record
            slots[index].failures = 0
            slots[index].history <<= 1
            return true
        }
        let name = slots[index].plugin.name
        // Counted as made: a plugin that ignores its allowance (a Swift one) has the rest refused.
        let allowed = allowance(index)
        var refused = reply.refused
        if reply.commands.count > allowed {
            refused += reply.commands.count - allowed
            reply.commands.removeLast(reply.commands.count - allowed)
        }
        let made = reply.commands.count + refused
        slots[index].usage.commands += made
        total.commands += made
        if refused > 0 {
            slots[index].refused += refused
            refusedCommands += refused
        }
        if slots[index].usage.commands > runBudget.commands {
            exhaust(index, .commands, limit: runBudget.commands)
            return false
        }
        if total.commands > runBudget.allCommands {
            exhaust(index, .allCommands, limit: runBudget.allCommands)
            return false
        }
        if let (resource, limit) = reply.exhausted {
            exhaust(index, resource, limit: limit)
            return false
        }
        budget -= reply.commands.count
        for line in reply.logs {
            presenter.record(.pluginLog(plugin: name, text: line))
        }
        guard let failure = reply.failure else {
            slots[index].failures = 0
            slots[index].history <<= 1
            return true
        }
        if reply.abortsRun {
            presenter.record(.runAborted(plugin: name, message: failure))
            runAborted = true
            for other in slots.indices { slots[other].disabled = true }
            recomputeInterest()
            return false
        }
        fail(index, failure)
        return false
    }

    /// Whether a plugin's failures disable it: `failureLimit` in a row, `failuresInWindow` of its
    /// last `failureWindow` calls, or `failuresPerRun` in all.
    private func failedTooOften(_ slot: Slot) -> Bool {
        let window = min(max(runBudget.failureWindow, 0), 64)
        let recent = window == 64 ? slot.history : slot.history & ((1 << UInt64(window)) - 1)
        return slot.failures >= failureLimit || recent.nonzeroBitCount >= runBudget.failuresInWindow
            || slot.failuresInRun >= runBudget.failuresPerRun
    }

    /// Stops the plugin at `index`: it spent its run budget of `resource`. A budget of all
    /// plugins together stops every plugin, and the event names the one that crossed it with
    /// what all of them used.
    private mutating func exhaust(_ index: Int, _ resource: PluginResource, limit: Int) {
        slots[index].disabled = true
        // The commands the crossing call made past its allowance are in the event's count: no
        // second line says they were refused.
        slots[index].refused = 0
        let usage =
            resource.isShared
            ? PluginUsage(instructions: total.instructions, commands: total.commands) : slots[index].usage
        presenter.record(
            .budgetExhausted(plugin: slots[index].plugin.name, resource: resource, limit: limit, usage: usage))
        if resource.isShared {
            for other in slots.indices { slots[other].disabled = true }
        }
        recomputeInterest()
    }

    /// Applies a command `accept` counted (against the call's budget and the run's).
    private mutating func apply(_ command: PluginCommand, from index: Int) {
        guard !slots[index].disabled else { return }  // stopped while its commands were queued
        let now = presenter.now
        let newStep = slots[index].lastStep != now
        guard !newStep || slots[index].usage.steps < runBudget.steps else {
            return exhaust(index, .steps, limit: runBudget.steps)
        }
        if newStep {
            slots[index].usage.steps += 1
            slots[index].lastStep = now
        }
        lastCommandTime = now
        if case .failed(let error) = execute(command.command) { fail(index, "\(command.source): \(error.description)") }
    }

    /// Records that a command of the plugin at `index` could not be carried out: a
    /// `pluginFailed` event with the line that issued it, counted as the plugin's failure.
    private mutating func fail(_ index: Int, _ message: String) {
        let name = slots[index].plugin.name
        presenter.record(
            .pluginFailed(plugin: name, message: TextLimits.cut(message, limit: TextLimits.failureMessage)))
        slots[index].failures += 1
        slots[index].history = slots[index].history << 1 | 1
        slots[index].failuresInRun += 1
        if failedTooOften(slots[index]) {
            slots[index].disabled = true
            presenter.record(.pluginDisabled(plugin: name))
            recomputeInterest()
        }
    }

    /// Carries out `command` now: the one place every command, whoever issued it, reaches the
    /// presenter. A `show` goes through the filters.
    @discardableResult
    private mutating func execute(_ command: ToastCommand) -> ToastCommand.Outcome {
        let now = presenter.now
        switch command {
        case .show(let request):
            return .toast(submit(request))
        case .showKind(let origin, let priority, let tag, let progress):
            do throws(ThemeError) {
                var content = try resolver.resolve(origin)
                content.progress = progress
                return .toast(submit(ToastRequest(content, priority: priority, tag: tag)))
            } catch {
                return .failed(error)
            }
        case .notify(let notification):
            return .toast(submit(resolver.request(for: notification)))
        case .restore(let notification):
            let request = resolver.request(for: notification)
            return .toast(noting(request, presenter.show(request, at: now)))
        case .dismissTag(let tag, let dismisser):
            presenter.dismiss(tagged: tag, by: dismisser, at: now)
        case .dismissAll(let dismisser):
            presenter.dismissAll(by: dismisser, at: now)
        case .popup(let popup):
            return .popup(presenter.showPopup(popup, style: resolver.popupStyle, at: now))
        case .popupButton(let index):
            presenter.tapPopupButton(index, at: now)
        case .dismissPopup:
            presenter.dismissPopup(at: now)
        case .dismiss(let target, let dismisser):
            if let id = toast(target) { presenter.dismiss(id, by: dismisser, at: now) }
        case .tap(let target):
            if let id = toast(target) { presenter.tap(id, at: now) }
        case .tapAction(let target, let action):
            if let id = toast(target) { presenter.tap(id, action: action, at: now) }
        case .tapLink(let target, let link):
            if let id = toast(target) { presenter.tap(id, link: link, at: now) }
        case .swipe(let target, let edge):
            if let id = toast(target) { presenter.swipe(id, toward: edge, at: now) }
        case .touchBegan(let target):
            if let id = toast(target) { presenter.touchBegan(id, at: now) }
        case .touchEnded(let target):
            if let id = toast(target) { presenter.touchEnded(id, at: now) }
        case .drag(let target, let offset):
            if let id = toast(target) { presenter.drag(id, by: offset, at: now) }
        case .endDrag(let target):
            if let id = toast(target) { presenter.endDrag(id, at: now) }
        case .expand(let target):
            if let id = toast(target) { presenter.expand(id, at: now) }
        case .collapse(let target):
            if let id = toast(target) { presenter.collapse(id, at: now) }
        case .hoverBegan(let target):
            if let id = toast(target) { presenter.hoverBegan(id, at: now) }
        case .hoverEnded(let target):
            if let id = toast(target) { presenter.hoverEnded(id, at: now) }
        case .quiet(let mode):
            let summary = mode == nil && presenter.quiet != nil ? quietSummary() : nil
            if let id = presenter.setQuiet(mode, summary: summary, at: now), let summary {
                noting(ToastRequest(summary), id)
            }
        case .promise(let promise):
            return startPromise(promise)
        case .settle(let handle, let result, let message):
            let id: ToastID? =
                switch handle {
                case .target(let target): toast(target)
                case .tag(let tag): presenter.promiseID(tagged: tag)
                }
            guard let id, var content = presenter.promiseOutcome(id, result) else { break }
            if let message { content = replacing(message, in: content) }
            presenter.settlePromise(id, becoming: content, at: now)
        }
        return .done
    }

    /// The summary toast of the held toasts, when the theme names a summary kind and it resolves
    /// with their count; `nil` releases them in order.
    private func quietSummary() -> ToastContent? {
        guard let kind = presenter.configuration.quietSummary, presenter.summaryCount >= 2 else { return nil }
        return try? resolver.resolve(ToastOrigin(kind: kind, arguments: [.integer(presenter.summaryCount)]))
    }

    /// Resolves the three kinds of `promise`, shows its loading toast sticky (through the
    /// filters) and registers its outcomes.
    private mutating func startPromise(_ promise: PromiseRequest) -> ToastCommand.Outcome {
        do throws(ThemeError) {
            var loading = promise.loading
            loading.sticky = true
            let content = try resolver.resolve(loading)
            let outcomes = PromiseOutcomes(
                success: try resolver.resolve(promise.success), failure: try resolver.resolve(promise.failure))
            let id = submit(ToastRequest(content, priority: promise.priority, tag: promise.tag))
            presenter.registerPromise(id, outcomes)
            return .toast(id)
        } catch {
            return .failed(error)
        }
    }

    /// `content` with `message` in place of its message: resolved again from its origin (so a
    /// strings key or format arguments work as in a show), else the text as given.
    private func replacing(_ message: String, in content: ToastContent) -> ToastContent {
        if var origin = content.origin {
            origin.message = message
            if let resolved = try? resolver.resolve(origin) { return resolved }
        }
        var changed = content
        changed.message = message
        return changed
    }

    /// The toast `target` names now, if there is one.
    private func toast(_ target: ToastTarget) -> ToastID? {
        switch target {
        case .current: presenter.currentID
        case .id(let id): id
        case .shown(let n): shownByCalls.indices.contains(n - 1) ? shownByCalls[n - 1] : nil
        }
    }

    /// Puts a new theme in force at `time` (see ``ToastRun/swap(theme:plugins:setting:)``): what
    /// is due before runs with the old plugins, then `plugins` (when given) replace them, each
    /// with a clean record, kinds resolve through `resolver` from now on, and the presenter adopts
    /// the configuration, the motion and the content `resolve` gives; the swap's own events go to
    /// the new plugins.
    mutating func swap(
        to resolver: RunResolver, configuration: QueueConfiguration, motion: Motion, reducedMotion: Bool,
        plugins: [any ToastPlugin]?, at time: Double, resolve: (ToastContent) -> Presenter.Reresolution
    ) {
        advance(to: time)
        if let plugins {
            slots = plugins.map { Slot(plugin: $0) }
            presenter.retainDropped(!plugins.isEmpty)
            recomputeInterest()
        }
        self.resolver = resolver
        budget = commandLimit
        presenter.adopt(
            theme: resolver.theme.name, configuration: configuration, motion: motion, reducedMotion: reducedMotion,
            resolve: resolve)
        if !slots.isEmpty { dispatch() }
    }

    /// Adds an event from outside the queue (a theme that failed to load) at `time`, for the
    /// plugins and the stream.
    mutating func record(_ event: ToastEvent, at time: Double) {
        perform(at: time) { presenter, _ in presenter.record(event) }
    }

    private mutating func recomputeInterest() {
        handlerMask = slots.filter { !$0.disabled }.reduce(0) { $0 | $1.plugin.events.bits }
        filtering = slots.contains { !$0.disabled && $0.plugin.filtersRequests }
    }
}
