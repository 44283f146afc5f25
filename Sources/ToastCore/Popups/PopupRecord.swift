/// The on-screen life of one popup.
public struct PopupRecord: Sendable {
    /// The popup's identifier.
    public let id: PopupID
    /// What the popup shows.
    public let popup: Popup
    /// Stored out of line: popup styles are large and records are copied often.
    /// The style the popup is drawn with.
    public internal(set) var style: PopupStyle {
        get { _style.wrappedValue }
        set { _style.wrappedValue = newValue }
    }
    private var _style: Shared<PopupStyle>
    /// When the enter transition started.
    public let enterStart: Double
    /// The enter transition the popup was shown with.
    public internal(set) var enter: Transition {
        get { _enter.wrappedValue }
        set { _enter.wrappedValue = newValue }
    }
    private var _enter: Shared<Transition>
    /// The exit transition the popup leaves (or will leave) with.
    public internal(set) var exit: Transition {
        get { _exit.wrappedValue }
        set { _exit.wrappedValue = newValue }
    }
    private var _exit: Shared<Transition>
    /// When the exit transition started; `nil` while the popup has not begun to leave.
    public internal(set) var exitStart: Double?
    /// When the popup was gone; `nil` while it has not begun to leave.
    public internal(set) var exitEnd: Double?
    /// The button that closed it, if one did.
    public internal(set) var tappedButton: Int?

    init(
        id: PopupID, popup: Popup, style: PopupStyle, enterStart: Double, enter: Transition, exit: Transition,
        exitStart: Double? = nil, exitEnd: Double? = nil, tappedButton: Int? = nil
    ) {
        self.id = id
        self.popup = popup
        self._style = Shared(wrappedValue: style)
        self.enterStart = enterStart
        self._enter = Shared(wrappedValue: enter)
        self._exit = Shared(wrappedValue: exit)
        self.exitStart = exitStart
        self.exitEnd = exitEnd
        self.tappedButton = tappedButton
    }

    /// When the exit transition started; `nil` while the popup has not begun to leave.
    public var enterEnd: Double { enterStart + enter.duration }

    /// Whether any part of the popup is on screen at time `t`.
    public func isOnScreen(at t: Double) -> Bool {
        t >= enterStart && t < (exitEnd ?? .infinity)
    }
}

/// Popups waiting, showing and done. One popup shows at a time; others wait in order.
struct PopupState: Sendable {
    struct Live: Sendable {
        var record: PopupRecord
        var entered = false
    }

    var waiting: [(id: PopupID, popup: Popup, style: PopupStyle)] = []
    var current: Live? {
        didSet { deadline = Self.deadline(of: current) }
    }
    var history: [PopupRecord] = []
    var nextID = 1
    /// When the current popup next changes phase on its own (kept up to date by `current`, so
    /// the presenter's hot path checks one number).
    private(set) var deadline = Double.infinity

    var isIdle: Bool { waiting.isEmpty && current == nil }

    private static func deadline(of current: Live?) -> Double {
        guard let current else { return .infinity }
        if let end = current.record.exitEnd { return end }
        return current.entered ? .infinity : current.record.enterEnd
    }
}
