import Synchronization
import ToastCore

/// A theme file bound to a running `ToastCenter`: what an app's debug build uses to
/// see a theme change without restarting.
///
///     let source = try LiveThemeSource("themes/diary.lua", center: center)
///
/// The theme is loaded and put in force at once. From then on every save of the theme, of the
/// theme it extends, its imports, its plugins or its string files loads it again (through
/// ``LiveValue`` and the file layer's inotify watcher) and swaps the new theme and its plugins
/// into the center by the rules of `ToastCenter.swap(theme:plugins:context:reducedMotion:)`
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
    private let live: LiveValue<LoadedTheme>

    /// Loads `path`, puts it in force in `center` and follows its saves.
    /// - Parameters:
    ///   - path: the theme file.
    ///   - center: the center to keep on the theme.
    ///   - loader: the budgets and plugin loader to load with.
    ///   - extraPlugins: an app's own plugins, called after the theme's, kept across reloads.
    ///   - debounce: seconds of quiet after the last save of a burst before loading.
    ///   - onUpdate: told of every reload after the first, once the center has the new theme
    ///     (or the failure event), on the watcher's thread.
    /// - Throws: `LoadError` when the theme does not load now (the center keeps its theme), or
    ///   `WatchError` when its files cannot be watched.
    public init(
        _ path: String, center: ToastCenter, loader: ThemeLoader = ThemeLoader(),
        extraPlugins: [any ToastPlugin] = [], debounce: Double = 0.15,
        onUpdate: @escaping @Sendable (Update) -> Void = { _ in }
    ) throws {
        self.path = path
        let applied = Mutex(-1)
        @Sendable func apply(_ loaded: LoadedTheme, generation: Int) -> Bool {
            applied.withLock { applied in
                guard generation > applied else { return false }
                center.swap(to: loaded, extraPlugins: extraPlugins)
                applied = generation
                return true
            }
        }
        live = try LiveValue(
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
                center.reportThemeFailure(message)
                onUpdate(.failed(generation: generation, message: message))
            }
        }
        _ = apply(live.current, generation: 0)
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
