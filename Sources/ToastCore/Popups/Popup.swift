/// Identifies one popup from `showPopup` until it is gone.
public struct PopupID: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let rawValue: Int
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    public static func < (lhs: PopupID, rhs: PopupID) -> Bool { lhs.rawValue < rhs.rawValue }
    public var description: String { "popup#\(rawValue)" }
}

/// A popup button: its title, its role (drawn filled or plain) and the identifier reported
/// when tapped.
public struct PopupButton: Sendable, Hashable {
    public enum Role: String, Sendable, Hashable, CaseIterable { case primary, secondary }

    public var id: String
    public var title: String
    public var role: Role

    public init(id: String, title: String, role: Role = .primary) {
        self.id = id
        self.title = title
        self.role = role
    }
}

/// How two popup buttons are arranged.
public enum ButtonAxis: String, Sendable, Hashable, CaseIterable {
    case horizontal, vertical
}

/// A modal popup: a title, an optional description, one or two buttons, over a dimmed
/// backdrop. It stays until a button is tapped or it is dismissed.
public struct Popup: Sendable, Hashable {
    public var title: String
    public var description: String?
    public var buttons: [PopupButton]
    public var axis: ButtonAxis

    /// - Precondition: one or two buttons.
    public init(title: String, description: String? = nil, buttons: [PopupButton],
                axis: ButtonAxis = .horizontal) {
        precondition((1...2).contains(buttons.count), "a popup has one or two buttons, got \(buttons.count)")
        self.title = title
        self.description = description
        self.buttons = buttons
        self.axis = axis
    }
}

/// The look of popups.
public struct PopupStyle: Sendable, Hashable {
    public var background: Color
    public var titleColor: Color
    public var descriptionColor: Color
    public var titleFont: FontSpec
    public var descriptionFont: FontSpec
    public var cornerRadius: Double
    /// Least distance from the left and right screen edges (seed: 44).
    public var horizontalMargin: Double
    public var maxWidth: Double
    public var padding: EdgeInsets
    public var buttonHeight: Double
    public var buttonSpacing: Double
    public var buttonCornerRadius: Double
    public var buttonFont: FontSpec
    public var primaryBackground: Color
    public var primaryForeground: Color
    public var secondaryBackground: Color
    public var secondaryForeground: Color
    /// The dimmed layer over the app behind the popup.
    public var backdrop: Color
    public var shadow: Shadow?
    public var enter: Transition
    public var exit: Transition

    /// The card defaults to white, and to iOS's elevated grey (28, 28, 30) in dark appearance
    /// so that it stands out from a black screen.
    public init(background: Color = Color(light: .white, dark: RGBA(r255: 28, g255: 28, b255: 30)),
                titleColor: Color = SystemColor.label.color,
                descriptionColor: Color = SystemColor.secondaryLabel.color,
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
                shadow: Shadow? = Shadow(color: Color(RGBA(red: 0, green: 0, blue: 0, alpha: 0.25)),
                                          radius: 12, offset: Point(x: 0, y: 4)),
                enter: Transition = Transition(fade: true, scale: 0.92, duration: 0.25, curve: .easeOut),
                exit: Transition = Transition(fade: true, scale: 0.96, duration: 0.2, curve: .easeIn)) {
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
