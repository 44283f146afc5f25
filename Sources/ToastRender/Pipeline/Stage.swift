import ToastCore

/// Where and how a scene is drawn: what it runs in (the host's `SceneSetting`: the screen,
/// locale, appearance, text size, accessibility settings and motion), the pixel scale and what
/// lies under the toasts. One stage, one cached renderer in a ``ScenePipeline``.
public struct Stage: Sendable, Hashable {
    /// What the scene runs in; its toasts resolve in `SceneSetting/context`.
    public var setting: SceneSetting
    /// Pixels per point; `nil` for the screen's own.
    public var scale: Double?
    /// What is drawn under the toasts.
    public var background: ScreenBackground

    /// Creates a stage; every part is said.
    public init(setting: SceneSetting, scale: Double?, background: ScreenBackground) {
        self.setting = setting
        self.scale = scale
        self.background = background
    }

    /// The standard setting (`SceneSetting/standard`) at the screen's scale over the mock app:
    /// where examples, benchmarks and tests start from.
    public static let standard = Stage(setting: .standard, scale: nil, background: .mockApp(MockApp()))

    /// The stage of a frame built in Swift, drawn with `options`: the standard setting on
    /// `screen`, in the options' appearance.
    public init(screen: Screen, options: RenderOptions) {
        var setting = SceneSetting.standard
        setting.screen = screen
        setting.appearance = options.appearance
        self.init(setting: setting, scale: options.scale, background: options.background)
    }

    /// The screen (its keyboard and direction included).
    public var screen: Screen { setting.screen }
    /// Light or dark.
    public var appearance: Appearance { setting.appearance }
    /// Screen reader, increased contrast and reduced transparency.
    public var accessibility: AccessibilitySettings { setting.accessibility }

    /// How the renderer draws on this stage.
    public var options: RenderOptions {
        RenderOptions(appearance: appearance, scale: scale, background: background)
    }

    /// What a scene's toasts resolve in on this stage.
    public var context: ResolutionContext { setting.context }
}

extension ScreenBackground {
    /// A scenario's backdrop: the mock app (with its page sheet when `modalSheet`), or the
    /// plain system background.
    public static func scenario(mockApp: Bool, modalSheet: Bool) -> ScreenBackground {
        mockApp ? .mockApp(MockApp(showsModalSheet: modalSheet)) : .plain(SystemColor.systemBackground.color)
    }
}

/// A moment of a scene to draw.
public enum Moment: Sendable, Hashable {
    /// When a toast shown at 0 has fully entered (`Motion.settledTime`).
    case settled
    /// Seconds after the scene starts.
    case at(Double)

    /// The moment in seconds, for a theme of `motion`.
    public func time(in motion: Motion) -> Double {
        switch self {
        case .settled: motion.settledTime
        case .at(let time): time
        }
    }
}
