/// What a rule applies to. Every field that is set must match; unset fields match anything.
public struct RuleMatch: Sendable, Hashable {
    /// The kind identifier to match, or `nil` for any kind.
    public var kind: String?
    /// Matches the locale itself or any more specific one (`ko` matches `ko-KR`).
    public var locale: String?
    /// The position to match, or `nil` for any position.
    public var position: ToastPosition?
    /// The appearance to match, or `nil` for either.
    public var appearance: Appearance?
    /// Whether a screen reader must be on (`true`) or off (`false`); `nil` for either.
    public var screenReader: Bool?
    /// Whether increased contrast must be on or off; `nil` for either.
    public var increaseContrast: Bool?
    /// Whether reduced transparency must be on or off; `nil` for either.
    public var reduceTransparency: Bool?

    /// Creates a match; with no arguments it matches every toast.
    public init(
        kind: String? = nil, locale: String? = nil, position: ToastPosition? = nil,
        appearance: Appearance? = nil, screenReader: Bool? = nil, increaseContrast: Bool? = nil,
        reduceTransparency: Bool? = nil
    ) {
        self.kind = kind
        self.locale = locale
        self.position = position
        self.appearance = appearance
        self.screenReader = screenReader
        self.increaseContrast = increaseContrast
        self.reduceTransparency = reduceTransparency
    }

    /// Whether a toast of `kind` shown at `position` in `context` matches.
    public func matches(kind: String, position: ToastPosition, context: ResolutionContext) -> Bool {
        if let k = self.kind, k != kind { return false }
        if let p = self.position, p != position { return false }
        if let a = appearance, a != context.appearance { return false }
        let settings = context.accessibility
        if let on = screenReader, on != settings.screenReader { return false }
        if let on = increaseContrast, on != settings.increaseContrast { return false }
        if let on = reduceTransparency, on != settings.reduceTransparency { return false }
        if let l = locale, !Localization.fallbackChain(context.locale).contains(l) { return false }
        return true
    }
}

/// A style change applied to the toasts a match selects, as in dunst or naughty. Rules apply in
/// order, after the kind's own style.
public struct StyleRule: Sendable {
    /// Which toasts the rule applies to.
    public var match: RuleMatch
    /// The style the rule sets over what came before it.
    public var style: StylePatch
    /// Where the rule was written (`themes/diary.lua:42`), for diagnostics.
    public var source: String?

    /// Creates a rule.
    public init(match: RuleMatch, style: StylePatch, source: String? = nil) {
        self.match = match
        self.style = style
        self.source = source
    }
}

/// The circumstances a toast is resolved in. Made in one place only, from the host's
/// ``SceneSetting`` (``SceneSetting/context``), so that no host can leave a setting out.
public struct ResolutionContext: Sendable, Hashable {
    /// The locale strings are looked up in (`en`, `ko-KR`).
    public let locale: String
    /// Light or dark.
    public let appearance: Appearance
    /// Dynamic Type multiplier (1 is the default size).
    public let textSize: Double
    /// The kind of device, for strings that vary by device (a screen's ``Screen/deviceClass``).
    public let device: DeviceClass
    /// Screen reader, increased contrast, reduced transparency.
    public let accessibility: AccessibilitySettings

    /// A context; every field is said (see ``SceneSetting/context``).
    init(
        locale: String, appearance: Appearance, textSize: Double, device: DeviceClass,
        accessibility: AccessibilitySettings
    ) {
        self.locale = locale
        self.appearance = appearance
        self.textSize = textSize
        self.device = device
        self.accessibility = accessibility
    }
}
