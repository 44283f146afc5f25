import ToastCore

/// Where and how a scene is drawn: the screen, the appearance, the locale and text size its
/// toasts resolve in, the motion, the pixel scale and what lies under the toasts. One stage, one
/// cached renderer in a ``ScenePipeline``.
public struct Stage: Sendable, Hashable {
    /// The screen (its keyboard and direction included).
    public var screen: Screen
    /// Light or dark.
    public var appearance: Appearance
    /// The locale of the theme's strings (`en`, `ko-KR`, `pseudo`).
    public var locale: String
    /// Dynamic Type multiplier (1 is the default size).
    public var textSize: Double
    /// Whether the theme's reduced-motion cross-fade replaces its transitions.
    public var reducedMotion: Bool
    /// Screen reader, increased contrast and reduced transparency.
    public var accessibility: AccessibilitySettings
    /// Pixels per point; `nil` for the screen's own.
    public var scale: Double?
    /// What is drawn under the toasts.
    public var background: ScreenBackground
    /// The host's time of day at the scene's start, which plugins read (`toast.time_of_day()`);
    /// `nil` for none (a scenario's own `time_of_day` then holds).
    public var timeOfDay: TimeOfDay?

    /// Creates a stage; the defaults are an iPhone 15, light, English, default text size, full
    /// motion, no accessibility setting, the screen's scale and the mock app.
    public init(
        screen: Screen = .iPhone15, appearance: Appearance = .light, locale: String = "en", textSize: Double = 1,
        reducedMotion: Bool = false, accessibility: AccessibilitySettings = .none, scale: Double? = nil,
        background: ScreenBackground = .mockApp(MockApp())
    ) {
        self.screen = screen
        self.appearance = appearance
        self.locale = locale
        self.textSize = textSize
        self.reducedMotion = reducedMotion
        self.accessibility = accessibility
        self.scale = scale
        self.background = background
    }

    /// The stage of a frame built in Swift, drawn with `options`.
    public init(screen: Screen, options: RenderOptions) {
        self.init(screen: screen, appearance: options.appearance, scale: options.scale, background: options.background)
    }

    /// How the renderer draws on this stage.
    public var options: RenderOptions {
        RenderOptions(appearance: appearance, scale: scale, background: background)
    }

    /// What a scene's toasts resolve in on this stage.
    public var context: ResolutionContext {
        ResolutionContext(
            locale: locale, appearance: appearance, textSize: textSize, device: screen.deviceClass,
            accessibility: accessibility, timeOfDay: timeOfDay)
    }

    /// What a scene runs in on this stage.
    public var setting: SceneSetting {
        SceneSetting(screen: screen, context: context, reducedMotion: reducedMotion)
    }
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
