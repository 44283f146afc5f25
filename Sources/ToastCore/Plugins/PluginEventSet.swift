/// The kinds of presenter event, by the names plugins use (`did_show`, `dropped`, …).
public enum PluginEventName: String, Sendable, CaseIterable {
    /// The life of a toast: about to enter, fully shown, about to leave, gone.
    case willShow = "will_show", didShow = "did_show", willHide = "will_hide", didHide = "did_hide"
    /// What the presenter asked of the host (`haptic`, `announce`) and what happened to a request or a shown toast (dropped, coalesced, updated, its action tapped, paused, resumed, vetoed by a plugin).
    case haptic, announce, dropped, coalesced, updated, action, paused, resumed, vetoed
    /// A popup about to show, and shown.
    case popupWillShow = "popup_will_show", popupDidShow = "popup_did_show"
    /// A popup's button tapped; the popup about to leave, and gone.
    case popupButton = "popup_button", popupWillHide = "popup_will_hide", popupDidHide = "popup_did_hide"

    /// The bit of this name in a `PluginEventSet`.
    var bit: UInt32 { 1 << UInt32(ordinal) }

    /// The position of this name in `allCases` (a switch: looked up for every event).
    public var ordinal: Int {
        switch self {
        case .willShow: 0
        case .didShow: 1
        case .willHide: 2
        case .didHide: 3
        case .haptic: 4
        case .announce: 5
        case .dropped: 6
        case .coalesced: 7
        case .updated: 8
        case .action: 9
        case .paused: 10
        case .resumed: 11
        case .vetoed: 12
        case .popupWillShow: 13
        case .popupDidShow: 14
        case .popupButton: 15
        case .popupWillHide: 16
        case .popupDidHide: 17
        }
    }
}

/// A set of event names, checked for every event before a plugin is called.
public struct PluginEventSet: Sendable, Hashable {
    var bits: UInt32

    /// The set of `names`.
    public init(_ names: some Sequence<PluginEventName>) {
        bits = names.reduce(0) { $0 | $1.bit }
    }

    /// No events.
    public static let none = PluginEventSet([])

    /// Whether `name` is in the set.
    public func contains(_ name: PluginEventName) -> Bool { bits & name.bit != 0 }

    /// Whether the set has no event.
    public var isEmpty: Bool { bits == 0 }
}

extension ToastEvent {
    /// The name plugins know this event by; `nil` for the plugin host's own events
    /// (failures, logs, refusals) and the center's (theme swaps), which are never handed to plugins.
    public var pluginName: PluginEventName? {
        switch self {
        case .willShow: .willShow
        case .didShow: .didShow
        case .willHide: .willHide
        case .didHide: .didHide
        case .haptic: .haptic
        case .announce: .announce
        case .dropped: .dropped
        case .coalesced: .coalesced
        case .updated: .updated
        case .action: .action
        case .paused: .paused
        case .resumed: .resumed
        case .vetoed: .vetoed
        case .popupWillShow: .popupWillShow
        case .popupDidShow: .popupDidShow
        case .popupButton: .popupButton
        case .popupWillHide: .popupWillHide
        case .popupDidHide: .popupDidHide
        case .pluginFailed, .pluginDisabled, .pluginLog, .commandsRefused, .budgetExhausted, .runAborted, .themeSwapped,
            .kindMissing, .themeFailed:
            nil
        }
    }

    /// The toast this event is about, if any.
    public var toastID: ToastID? {
        switch self {
        case .willShow(let id), .didShow(let id), .willHide(let id, _), .didHide(let id, _), .haptic(let id, _),
            .announce(let id, _, _), .dropped(let id, _), .coalesced(let id, _), .updated(let id),
            .action(let id, _), .paused(let id), .resumed(let id), .vetoed(let id, _, _), .kindMissing(let id, _):
            id
        default:
            nil
        }
    }
}
