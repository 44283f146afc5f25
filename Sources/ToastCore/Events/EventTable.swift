// The one table of events: for each ``ToastEvent``, its name, what it is about and its details,
// in the order transcripts write them (``ToastEvent/describe(to:)``); for each event a plugin
// can handle, a sample as the presenter would emit it (``PluginEventName/sample(id:content:)``).
// Everything else is derived from it: the plugin event set, the transcript, the handler's
// event view and its fields, `check`'s exercise, the type file's `tartine.Event`.
//
// Adding an event is a case of ``ToastEvent`` and its row here; the compiler asks for the rest
// of the row (a name and a sample for a plugin event).

/// The kinds of presenter event plugins can handle, by the names plugins use (`did_show`,
/// `dropped`, …): the case in snake case.
public enum PluginEventName: UInt8, CaseIterable, Sendable {
    /// The life of a toast: about to enter, fully shown, about to leave, gone.
    case willShow, didShow, willHide, didHide
    /// What the presenter asked of the host (`haptic`, `announce`) and what happened to a request or a shown toast (dropped, coalesced, updated, its action tapped, paused, resumed, vetoed by a plugin).
    case haptic, announce, dropped, coalesced, updated, action, paused, resumed, vetoed
    /// A popup about to show, and shown.
    case popupWillShow, popupDidShow
    /// A popup's button tapped; the popup about to leave, and gone.
    case popupButton, popupWillHide, popupDidHide
    /// A toast swiped away (toward an edge); a drag's finger coming down and lifting.
    case swipe, dragBegan, dragEnded
    /// A deck expanded, and collapsed again (the `deck` policy), named by its front toast.
    case expanded, collapsed
    /// Quiet mode held a toast, released it when it ended, or counted it in the summary.
    case held, released, summarized
    /// A link in a toast's rich text tapped.
    case link

    /// An event of this name about toast `id` (showing `content`), as the presenter would emit
    /// it: what `tartine check` hands each handler.
    public func sample(id: ToastID, content: ToastContent) -> ToastEvent {
        switch self {
        case .willShow: .willShow(id)
        case .didShow: .didShow(id)
        case .willHide: .willHide(id, .timeout)
        case .didHide: .didHide(id, .timeout)
        case .haptic: .haptic(id, content.haptic)
        case .announce: .announce(id, text: content.accessibilityText, politeness: .polite)
        case .dropped: .dropped(id, .overflow)
        case .coalesced: .coalesced(id, count: 2)
        case .updated: .updated(id)
        case .action: .action(id, actionID: content.action?.id ?? "action")
        case .paused: .paused(id)
        case .resumed: .resumed(id)
        case .vetoed: .vetoed(id, plugin: "check", reason: "check")
        case .popupWillShow: .popupWillShow(PopupID(1))
        case .popupDidShow: .popupDidShow(PopupID(1))
        case .popupButton: .popupButton(PopupID(1), index: 0, actionID: "ok")
        case .popupWillHide: .popupWillHide(PopupID(1))
        case .popupDidHide: .popupDidHide(PopupID(1))
        case .swipe: .swipe(id, toward: content.position.verticalEdge ?? .bottom)
        case .dragBegan: .dragBegan(id)
        case .dragEnded: .dragEnded(id)
        case .expanded: .expanded(id, count: 2)
        case .collapsed: .collapsed(id, count: 2)
        case .held: .held(id)
        case .released: .released(id)
        case .summarized: .summarized(id, into: ToastID(id.rawValue + 1))
        case .link: .link(id, index: 0, href: content.links.first ?? "https://example.com")
        }
    }
}

extension ToastEvent {
    /// Describes this event to `describer`: first its name and subject, then its details in
    /// transcript order. The row of each event in the one table. Inlined into ToastCore's own
    /// readers, so that ``pluginName`` (asked for every event dispatched) folds into a plain switch.
    @inline(__always)
    public func describe(to describer: inout some EventDescriber) {
        switch self {
        case .willShow(let id): describer.event(.plugin(.willShow), about: .toast(id))
        case .didShow(let id): describer.event(.plugin(.didShow), about: .toast(id))
        case .willHide(let id, let reason):
            describer.event(.plugin(.willHide), about: .toast(id))
            describer.detail(.field(.reason), .string(reason.name), .bare)
        case .didHide(let id, let reason):
            describer.event(.plugin(.didHide), about: .toast(id))
            describer.detail(.field(.reason), .string(reason.name), .bare)
        case .haptic(let id, let haptic):
            describer.event(.plugin(.haptic), about: .toast(id))
            describer.detail(.field(.haptic), .string(haptic.rawValue), .bare)
        case .announce(let id, let text, let politeness):
            describer.event(.plugin(.announce), about: .toast(id))
            describer.detail(.field(.politeness), .string(politeness.rawValue), .bare)
            describer.detail(.field(.text), .string(text), .quoted)
        case .dropped(let id, let reason):
            describer.event(.plugin(.dropped), about: .toast(id))
            describer.detail(.field(.reason), .string(reason.name), .bare)
        case .coalesced(let id, let count):
            describer.event(.plugin(.coalesced), about: .toast(id))
            describer.detail(.field(.count), .integer(Int64(count)), .labelled)
        case .updated(let id): describer.event(.plugin(.updated), about: .toast(id))
        case .action(let id, let actionID):
            describer.event(.plugin(.action), about: .toast(id))
            describer.detail(.field(.action), .string(actionID), .quoted)
        case .paused(let id): describer.event(.plugin(.paused), about: .toast(id))
        case .expanded(let id, let count):
            describer.event(.plugin(.expanded), about: .toast(id))
            describer.detail(.field(.count), .integer(Int64(count)), .labelled)
        case .collapsed(let id, let count):
            describer.event(.plugin(.collapsed), about: .toast(id))
            describer.detail(.field(.count), .integer(Int64(count)), .labelled)
        case .resumed(let id): describer.event(.plugin(.resumed), about: .toast(id))
        case .popupWillShow(let id): describer.event(.plugin(.popupWillShow), about: .popup(id))
        case .popupDidShow(let id): describer.event(.plugin(.popupDidShow), about: .popup(id))
        case .popupButton(let id, let index, let actionID):
            describer.event(.plugin(.popupButton), about: .popup(id))
            describer.detail(.field(.button), .integer(Int64(index) + 1), .bare)
            describer.detail(.field(.action), .string(actionID), .quoted)
        case .popupWillHide(let id): describer.event(.plugin(.popupWillHide), about: .popup(id))
        case .popupDidHide(let id): describer.event(.plugin(.popupDidHide), about: .popup(id))
        case .vetoed(let id, let plugin, let reason):
            describer.event(.plugin(.vetoed), about: .toast(id))
            describer.detail(.field(.plugin), .string(plugin), .labelled)
            describer.detail(.field(.reason), .string(reason), .labelledQuoted)
        case .pluginFailed(let plugin, let message):
            describer.event(.host("plugin_failed"), about: .none)
            describer.detail(.field(.plugin), .string(plugin), .labelled)
            describer.detail(.field(.message), .string(message), .quoted)
        case .pluginDisabled(let plugin):
            describer.event(.host("plugin_disabled"), about: .none)
            describer.detail(.field(.plugin), .string(plugin), .labelled)
        case .pluginLog(let plugin, let text):
            describer.event(.host("log"), about: .none)
            describer.detail(.field(.plugin), .string(plugin), .labelled)
            describer.detail(.field(.text), .string(text), .quoted)
        case .commandsRefused(let plugin, let count):
            describer.event(.host("commands_refused"), about: .none)
            describer.detail(.field(.plugin), .string(plugin), .labelled)
            describer.detail(.field(.count), .integer(Int64(count)), .labelled)
        case .budgetExhausted(let plugin, let resource, let limit, let usage):
            describer.event(.host("budget_exhausted"), about: .none)
            describer.detail(.field(.plugin), .string(plugin), .labelled)
            describer.detail(.label("budget"), .string(resource.rawValue), .labelled)
            describer.detail(.label("limit"), .integer(Int64(limit)), .labelled)
            describer.detail(.label("instructions"), .integer(Int64(usage.instructions)), .labelled)
            describer.detail(.label("commands"), .integer(Int64(usage.commands)), .labelled)
            describer.detail(.label("steps"), .integer(Int64(usage.steps)), .labelled)
        case .runAborted(let plugin, let message):
            describer.event(.host("run_aborted"), about: .none)
            describer.detail(.field(.plugin), .string(plugin), .labelled)
            describer.detail(.field(.message), .string(message), .quoted)
        case .themeSwapped(let theme):
            describer.event(.host("theme_swapped"), about: .none)
            describer.detail(.label("theme"), .string(theme), .quoted)
        case .kindMissing(let id, let kind):
            describer.event(.host("kind_missing"), about: .toastID(id))
            describer.detail(.field(.kind), .string(kind), .quoted)
        case .themeFailed(let message):
            describer.event(.host("theme_failed"), about: .none)
            describer.detail(.field(.message), .string(message), .quoted)
        case .swipe(let id, let edge):
            describer.event(.plugin(.swipe), about: .toast(id))
            describer.detail(.label("toward"), .string(edge.rawValue), .labelled)
        case .dragBegan(let id): describer.event(.plugin(.dragBegan), about: .toast(id))
        case .dragEnded(let id): describer.event(.plugin(.dragEnded), about: .toast(id))
        case .held(let id): describer.event(.plugin(.held), about: .toast(id))
        case .released(let id): describer.event(.plugin(.released), about: .toast(id))
        case .summarized(let id, let summary):
            describer.event(.plugin(.summarized), about: .toast(id))
            describer.detail(.label("into"), .string("\(summary)"), .labelled)
        case .quiet(let mode):
            describer.event(.host("quiet"), about: .none)
            switch mode {
            case nil: describer.detail(.label("state"), .string("off"), .bare)
            case let mode? where mode.holdsEverything: describer.detail(.label("state"), .string("all"), .bare)
            case let mode?: describer.detail(.label("below"), .integer(Int64(mode.below)), .labelled)
            }
        case .link(let id, let index, let href):
            describer.event(.plugin(.link), about: .toast(id))
            describer.detail(.label("link"), .integer(Int64(index) + 1), .labelled)
            describer.detail(.field(.href), .string(href), .quoted)
        }
    }
}

/// What reads an event's row in the table (``ToastEvent/describe(to:)``): the transcript, the
/// handler's event view, the plugin host's dispatch.
public protocol EventDescriber {
    /// The event's name and what it is about; called first, once.
    mutating func event(_ name: EventName, about subject: EventSubject)
    /// One detail, in the order transcripts write them.
    mutating func detail(_ label: EventLabel, _ value: ViewValue, _ style: DetailStyle)
}

/// An event's name: a plugin event's (its handlers are called), or one the plugin host and the
/// center report to the host only (`plugin_failed`, `log`, `theme_swapped`, …).
public enum EventName: Sendable, Hashable {
    /// An event plugins can handle.
    case plugin(PluginEventName)
    /// An event for the host only, by its transcript name.
    case host(String)

    /// The name as transcripts write it.
    public var text: String {
        switch self {
        case .plugin(let name): name.name
        case .host(let name): name
        }
    }
}

/// What an event is about.
public enum EventSubject: Sendable, Hashable {
    /// Nothing (a plugin's failure, a theme swap).
    case none
    /// A toast: field `id` of the event view; named by its kind and id in transcripts (`saved#1`).
    case toast(ToastID)
    /// A popup: field `popup` of the event view.
    case popup(PopupID)
    /// A toast, named by its id alone in transcripts (`kind_missing`).
    case toastID(ToastID)
}

/// What a detail is: a field of the event view (for a plugin event, the view has it), or a
/// label only transcripts write.
public enum EventLabel: Sendable, Hashable {
    /// A field of the event view.
    case field(ViewField)
    /// A label transcripts write (`budget` in `budget=steps`), never a view field.
    case label(String)

    /// The label as transcripts write it (`plugin` in `plugin=gate`).
    public var text: String {
        switch self {
        case .field(let field): field.name
        case .label(let label): label
        }
    }
}

/// How a transcript writes a detail.
public enum DetailStyle: Sendable, Hashable {
    /// `timeout`.
    case bare
    /// `"Saved"`, escaped.
    case quoted
    /// `count=2`.
    case labelled
    /// `reason="no spam"`, escaped.
    case labelledQuoted
}

extension PluginEventName {
    /// The name plugins use (`did_show`).
    public var name: String { Self.names[Int(rawValue)] }

    /// Every name, by ``ordinal``.
    public static let names: [String] = allCases.map { EventNaming.snakeCase(String(describing: $0)) }

    /// The event named `name` (`did_show`), if any.
    public init?(name: String) {
        guard let index = Self.names.firstIndex(of: name) else { return nil }
        self = Self.allCases[index]
    }

    /// The position of this name in `allCases`.
    @inline(__always) public var ordinal: Int { Int(rawValue) }

    /// The bit of this name in a `PluginEventSet`.
    @inline(__always) var bit: UInt32 { 1 << UInt32(rawValue) }
}

extension ToastEvent {
    /// The name plugins know this event by; `nil` for the plugin host's own events
    /// (failures, logs, refusals) and the center's (theme swaps), which are never handed to plugins.
    public var pluginName: PluginEventName? {
        var reader = HeadReader()
        describe(to: &reader)
        return reader.pluginName
    }

    /// The toast this event is about, if any.
    public var toastID: ToastID? {
        var reader = HeadReader()
        describe(to: &reader)
        return reader.toastID
    }
}

/// Reads an event's name and subject, skipping its details.
private struct HeadReader: EventDescriber {
    var pluginName: PluginEventName?
    var toastID: ToastID?

    mutating func event(_ name: EventName, about subject: EventSubject) {
        if case .plugin(let plugin) = name { pluginName = plugin }
        switch subject {
        case .toast(let id), .toastID(let id): toastID = id
        case .none, .popup: break
        }
    }

    func detail(_ label: EventLabel, _ value: ViewValue, _ style: DetailStyle) {}
}

extension PluginEventName {
    /// The fields of this event's view, keys ascending: `name` and `time`, what the event is
    /// about (`id` for a toast, `popup` for a popup) and its details that are view fields.
    public var viewFields: [ViewField] {
        var reader = FieldReader()
        sample(id: ToastID(1), content: ToastContent(message: "")).describe(to: &reader)
        return (reader.fields + [.time]).sorted { $0.key < $1.key }
    }
}

/// Collects the view fields of an event's row.
private struct FieldReader: EventDescriber {
    var fields: [ViewField] = []

    mutating func event(_ name: EventName, about subject: EventSubject) {
        switch subject {
        case .toast, .toastID: fields.append(.id)
        case .popup: fields.append(.popup)
        case .none: break
        }
        fields.append(.name)
    }

    mutating func detail(_ label: EventLabel, _ value: ViewValue, _ style: DetailStyle) {
        if case .field(let field) = label { fields.append(field) }
    }
}
