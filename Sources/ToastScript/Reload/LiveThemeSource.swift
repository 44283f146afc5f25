import Synchronization
import ToastCore

/// A theme file and the `ToastCenter` that runs it: what an app's debug build, the preview and
/// the notification server use to see a theme change without restarting.
///
///     let source = try LiveThemeSource("themes/diary.lua", setting: setting, clock: SystemClock.local())
///     try source.center.show("saved")
///
/// The theme is loaded and its center made at once
/// (``LoadedTheme/makeCenter(setting:clock:keepsHistory:plugins:)``). From then on every save of
/// the theme, of the theme it extends, its imports, its plugins or its string files loads it
/// again (through
/// ``LiveValue`` and the file layer's inotify watcher) and swaps the new theme and its plugins
/// into the center by the rules of `ToastCenter.swap(theme:plugins:setting:)`
/// (a `.themeSwapped` event). A save that does not load keeps the last good theme in force and
/// puts a `.themeFailed` event in the center's stream with every error as `file:line: message`,
/// one a line; the files it names are watched too, so fixing any of them loads again.
///
/// Keep the source for as long as the center should follow the file; ``cancel()`` (or the
/// source going away) stops watching and leaves the last theme in force.
public final class LiveThemeSource: Sendable {
    /// What a reload did, as told to `onUpdate`.
    public enum Update: Sendable {
        /// The theme of `generation` (1 for the first reload) is in force.
        case swapped(generation: Int, LoadedTheme)
        /// The load failed; the theme of `generation` stays. `message` is the text of the
        /// `.themeFailed` event: `file:line: message`, one problem a line.
        case failed(generation: Int, message: String)
    }

    /// The theme file followed.
    public let path: String
    /// The center that runs the theme in force.
    public let center: ToastCenter
    private let live: LiveValue<LoadedTheme>

    /// The center (once made) and the generation of the theme it has.
    private struct Applied: Sendable {
        var center: ToastCenter?
        var generation = -1
    }

    /// Loads `path`, makes the center that runs it in `setting` on `clock`, and follows its saves.
    /// - Parameters:
    ///   - path: the theme file.
    ///   - setting: what the center's toasts resolve in (a swap may change it later).
    ///   - clock: the center's clock (`SystemClock.local()` for a live host).
    ///   - loader: the budgets and plugin loader to load with.
    ///   - extraPlugins: an app's own plugins, called after the theme's, kept across reloads.
    ///   - debounce: seconds of quiet after the last save of a burst before loading.
    ///   - onUpdate: told of every reload after the first, once the center has the new theme
    ///     (or the failure event), on the watcher's thread.
    /// - Throws: `LoadError` when the theme does not load now, or `WatchError` when its files
    ///   cannot be watched.
    public init(
        _ path: String, setting: SceneSetting, clock: any ToastClock, loader: ThemeLoader = ThemeLoader(),
        extraPlugins: [any ToastPlugin] = [], debounce: Double = 0.15,
        onUpdate: @escaping @Sendable (Update) -> Void = { _ in }
    ) throws {
        self.path = path
        let applied = Mutex(Applied())
        /// Puts `loaded` in force unless a newer theme is (a reload before the center is made
        /// waits for it: the center is made from the newest theme).
        @Sendable func apply(_ loaded: LoadedTheme, generation: Int) -> Bool {
            applied.withLock { applied in
                guard generation > applied.generation, let center = applied.center else { return false }
                center.swap(to: loaded, extraPlugins: extraPlugins)
                applied.generation = generation
                return true
            }
        }
        let live = try LiveValue(
            load: {
                let loaded = try loader.load(path)
                return .init(value: loaded, dependencies: loaded.dependencies)
            }, debounce: debounce
        ) { update in
            switch update {
            case .loaded(let generation, let loaded):
                if apply(loaded, generation: generation) { onUpdate(.swapped(generation: generation, loaded)) }
            case .failed(let generation, let error):
                let message = Self.message(of: error)
                applied.withLock { $0.center }?.reportThemeFailure(message)
                onUpdate(.failed(generation: generation, message: message))
            }
        }
        self.live = live
        center = applied.withLock { applied in
            let center = live.current.makeCenter(setting: setting, clock: clock, plugins: extraPlugins)
            applied = Applied(center: center, generation: live.generation)
            return center
        }
    }

    deinit {
        live.cancel()
    }

    /// The theme in force (the last that loaded).
    public var current: LoadedTheme { live.current }

    /// How many reloads put a new theme in force.
    public var generation: Int { live.generation }

    /// Loads the file again now, on the calling thread, with the same rules as after a save.
    public func reloadNow() { live.reloadNow() }

    /// Stops following the file; the theme in force stays.
    public func cancel() { live.cancel() }

    /// A failure as the event's text: the errors of a `LoadError` (warnings left out), one a line.
    static func message(of error: any Error) -> String {
        if let load = error as? LoadError {
            let errors = load.errors.isEmpty ? load.diagnostics : load.errors
            return errors.map(\.description).joined(separator: "\n")
        }
        if let failed = error as? FailedReload {
            return message(of: failed.load) + "\n" + failed.watch.description
        }
        return "\(error)"
    }
}
