/// Identifies one popup from `showPopup` until it is gone.
public struct PopupID: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The number, increasing in the order popups were shown.
    public let rawValue: Int
    /// Wraps a number as a popup identifier.
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    /// Orders popups by the order they were shown in.
    public static func < (lhs: PopupID, rhs: PopupID) -> Bool { lhs.rawValue < rhs.rawValue }
    /// The identifier as `popup#N`.
    public var description: String { "popup#\(rawValue)" }
}

/// A popup button: its title, its role (drawn filled or plain) and the identifier reported
/// when tapped.
public struct PopupButton: Sendable, Hashable {
    /// A primary button is drawn filled; a secondary one plain.
    public enum Role: String, Sendable, Hashable, CaseIterable { case primary, secondary }

    /// The identifier reported when the button is tapped.
    public var id: String
    /// The text on the button (cut to ``TextLimits/drawnText`` bytes).
    public var title: String {
        didSet { if title.utf8.count > TextLimits.drawnText { title = TextLimits.drawn(title) } }
    }
    /// Whether the button is drawn filled (primary) or plain (secondary).
    public var role: Role

    /// Creates a button; it is primary unless told otherwise.
    public init(id: String, title: String, role: Role = .primary) {
        self.id = id
        self.title = TextLimits.drawn(title)
        self.role = role
    }
}

/// How two popup buttons are arranged.
public enum ButtonAxis: String, Sendable, Hashable, CaseIterable {
    /// Side by side, or one above the other.
    case horizontal, vertical
}

/// A modal popup: a title, an optional description, one or two buttons, over a dimmed
/// backdrop. It stays until a button is tapped or it is dismissed.
public struct Popup: Sendable, Hashable {
    /// The title, at the top of the card (cut to ``TextLimits/drawnText`` bytes).
    public var title: String {
        didSet { if title.utf8.count > TextLimits.drawnText { title = TextLimits.drawn(title) } }
    }
    /// The text under the title, if any (cut to ``TextLimits/drawnText`` bytes).
    public var description: String? {
        didSet {
            if let description, description.utf8.count > TextLimits.drawnText {
                self.description = TextLimits.drawn(description)
            }
        }
    }
    /// One or two buttons.
    public var buttons: [PopupButton]
    /// How two buttons are arranged; a single button always spans the width.
    public var axis: ButtonAxis

    /// Creates a popup; its buttons sit side by side unless told otherwise.
    /// - Precondition: one or two buttons.
    public init(
        title: String, description: String? = nil, buttons: [PopupButton],
        axis: ButtonAxis = .horizontal
    ) {
        precondition((1...2).contains(buttons.count), "a popup has one or two buttons, got \(buttons.count)")
        self.title = TextLimits.drawn(title)
        self.description = description.map { TextLimits.drawn($0) }
        self.buttons = buttons
        self.axis = axis
    }
}

/// The look of popups.
public struct PopupStyle: Sendable, Hashable {
    /// The card's fill.
    public var background: Color
    /// The colour of the title.
    public var titleColor: Color
    /// The colour of the description.
    public var descriptionColor: Color
    /// The font of the title.
    public var titleFont: FontSpec
    /// The font of the description.
    public var descriptionFont: FontSpec
    /// The corner radius of the card.
    public var cornerRadius: Double
    /// Least distance from the left and right screen edges (seed: 44).
    public var horizontalMargin: Double
    /// The card's widest width; it is narrower when the screen less `horizontalMargin` on each side is.
    public var maxWidth: Double
    /// Space between the card's edges and its content.
    public var padding: EdgeInsets
    /// The height of each button.
    public var buttonHeight: Double
    /// Space between two side-by-side buttons (half of it between stacked ones).
    public var buttonSpacing: Double
    /// The corner radius of each button.
    public var buttonCornerRadius: Double
    /// The font of the button titles.
    public var buttonFont: FontSpec
    /// The fill of a primary button.
    public var primaryBackground: Color
    /// The title colour of a primary button.
    public var primaryForeground: Color
    /// The fill of a secondary button (clear by default).
    public var secondaryBackground: Color
    /// The title colour of a secondary button.
    public var secondaryForeground: Color
    /// The dimmed layer over the app behind the popup.
    public var backdrop: Color
    /// The card's drop shadow, or `nil` for none.
    public var shadow: Shadow?
    /// How the card comes in.
    public var enter: Transition
    /// How the card goes.
    public var exit: Transition

    /// The card defaults to white, and to iOS's elevated grey (28, 28, 30) in dark appearance
    /// so that it stands out from a black screen. The description defaults to iOS's
    /// secondary label colour with its light side at alpha 0.75 instead of 0.6, so that it reads
    /// at 5.16:1 on the white card (0.6 gives 3.44:1, under WCAG's 4.5:1, which `FrameLint`
    /// checks); the dark side is iOS's, at 5.95:1 on the dark card.
    public init(
        background: Color = Color(light: .white, dark: RGBA(r255: 28, g255: 28, b255: 30)),
        titleColor: Color = SystemColor.label.color,
        descriptionColor: Color = Color(
            light: RGBA(r255: 60, g255: 60, b255: 67, alpha: 0.75), dark: SystemColor.secondaryLabel.color.dark),
        titleFont: FontSpec = FontSpec(size: 17, weight: .semibold),
        descriptionFont: FontSpec = FontSpec(size: 14),
        cornerRadius: Double = 20,
        horizontalMargin: Double = 44,
        maxWidth: Double = 360,
        padding: EdgeInsets = EdgeInsets(top: 20, left: 16, bottom: 12, right: 16),
        buttonHeight: Double = 44,
        buttonSpacing: Double = 8,
        buttonCornerRadius: Double = 8,
        buttonFont: FontSpec = FontSpec(size: 15, weight: .semibold),
        primaryBackground: Color = Color(light: .black, dark: .white),
        primaryForeground: Color = Color(light: .white, dark: .black),
        secondaryBackground: Color = .clear,
        secondaryForeground: Color = SystemColor.label.color,
        backdrop: Color = Color(RGBA(red: 0, green: 0, blue: 0, alpha: 0.3)),
        shadow: Shadow? = Shadow(
            color: Color(RGBA(red: 0, green: 0, blue: 0, alpha: 0.25)),
            radius: 12, offset: Point(x: 0, y: 4)),
        enter: Transition = Transition(fade: true, scale: 0.92, duration: 0.25, curve: .easeOut),
        exit: Transition = Transition(fade: true, scale: 0.96, duration: 0.2, curve: .easeIn)
    ) {
        self.background = background
        self.titleColor = titleColor
        self.descriptionColor = descriptionColor
        self.titleFont = titleFont
        self.descriptionFont = descriptionFont
        self.cornerRadius = cornerRadius
        self.horizontalMargin = horizontalMargin
        self.maxWidth = maxWidth
        self.padding = padding
        self.buttonHeight = buttonHeight
        self.buttonSpacing = buttonSpacing
        self.buttonCornerRadius = buttonCornerRadius
        self.buttonFont = buttonFont
        self.primaryBackground = primaryBackground
        self.primaryForeground = primaryForeground
        self.secondaryBackground = secondaryBackground
        self.secondaryForeground = secondaryForeground
        self.backdrop = backdrop
        self.shadow = shadow
        self.enter = enter
        self.exit = exit
    }
}
