/// What can be asked of the queue: the one vocabulary of plugins (`toast.show`, `toast.update`,
/// `toast.dismiss`, …), scenarios (`{ at = 1, tap = "current" }`, …), the preview's page and an
/// app's ``ToastCenter``. Every source decodes its own syntax into these values, and
/// ``ToastPipeline/apply(_:at:)`` carries all of them out, in one place.
///
/// Which commands a source may issue is the source's business (a plugin may not tap; a
/// scenario names toasts by the order they were shown): the type holds every one.
public enum ToastCommand: Sendable {
    /// Show a toast (a tag that is visible or waiting updates that toast instead: this is also
    /// how a toast's message or progress is updated). Goes through the plugins' filters.
    case show(ToastRequest)
    /// Show a toast of a theme's kind, resolved where the command is applied (the theme and
    /// context in force there); otherwise as `show`.
    case showKind(ToastOrigin, priority: Int = 0, tag: String? = nil, progress: Double? = nil)
    /// Hide a visible toast or remove a waiting one; `by` is who dismisses it, carried into the
    /// event it leaves with (``HideReason/dismissed(by:)``, ``DropReason/dismissed(by:)``).
    case dismiss(ToastTarget, by: Dismisser)
    /// Dismiss every visible or waiting toast with this tag, as `dismiss` does.
    case dismissTag(String, by: Dismisser)
    /// Hide every toast and clear the queue (popups stay), as `dismiss` does each.
    case dismissAll(by: Dismisser)
    /// A tap on the toast outside its buttons: its one action, or a dismissal when taps dismiss.
    case tap(ToastTarget)
    /// A tap on the button of the action with this identifier.
    case tapAction(ToastTarget, action: String)
    /// A tap on a link of the toast's rich text, by its position among the toast's links
    /// (``ToastContent/links``, 0-based): reports it, and the toast stays.
    case tapLink(ToastTarget, link: Int)
    /// A swipe toward an edge.
    case swipe(ToastTarget, toward: Edge)
    /// A finger comes down on the toast: its countdown pauses.
    case touchBegan(ToastTarget)
    /// The finger lifts: the countdown resumes.
    case touchEnded(ToastTarget)
    /// Show a popup (in the run's popup style, ``RunResolver/popupStyle``).
    case popup(Popup)
    /// Tap the current popup's button at this index (0-based).
    case popupButton(Int)
    /// Close the current popup without a button.
    case dismissPopup
    /// A finger dragging the toast is this far from where it came down (points; `x` toward the
    /// trailing side, `y` downward): the toast follows it and its countdown pauses.
    case drag(ToastTarget, by: Point)
    /// The finger dragging the toast lifts: it is swiped away or springs back.
    case endDrag(ToastTarget)
    /// Expand the deck of the toast (the `deck` policy), as a tap on a collapsed deck does.
    case expand(ToastTarget)
    /// Collapse the deck of the toast again.
    case collapse(ToastTarget)
    /// The pointer enters the toast's deck: it expands until the pointer leaves.
    case hoverBegan(ToastTarget)
    /// The pointer leaves the toast's deck: it collapses.
    case hoverEnded(ToastTarget)
    /// Start quiet mode, change its threshold, or end it (`nil`): see ``QuietMode``. Ending it
    /// shows the theme's summary kind in place of the held toasts (``QueueConfiguration/quietSummary``)
    /// or releases them in order.
    case quiet(QuietMode?)
    /// Show a promise toast: its loading kind, sticky, until a `settle` turns it into its success
    /// or error kind in place. Goes through the plugins' filters as a show does.
    case promise(PromiseRequest)
    /// End a promise toast's work: it becomes the promise's kind for `result`, its message
    /// replaced by `message` when one is given. Nothing happens to a toast that is not a
    /// running promise.
    case settle(PromiseHandle, PromiseResult, message: String? = nil)
    /// Show a desktop notification, resolved where the command is applied with the theme and
    /// context in force there (``Theme/request(for:context:)``: the theme's notification rules
    /// pick its kind), then shown through the plugins' filters as a show is. One whose
    /// `replacesID` is the `id` of the notification of a toast still here (on screen, waiting or
    /// held) updates that toast in place, as a tag does (an `updated` event).
    case notify(Notification)
    /// Show a desktop notification again as it was (the notification server's `history-pop`):
    /// resolved as ``notify(_:)`` is, but not offered to the plugins' filters, which saw it when
    /// it first came (a notification a filter muted is shown when the user asks for it back).
    case restore(Notification)

    /// What applying a command gave.
    public enum Outcome: Sendable {
        /// The toast that carries a show (a new one, or the one it coalesced into or updated).
        case toast(ToastID)
        /// The popup a `popup` queued.
        case popup(PopupID)
        /// Nothing to name.
        case done
        /// A `showKind` whose kind the theme cannot resolve; nothing was queued.
        case failed(ThemeError)

        /// The toast, for a show.
        public var toastID: ToastID? {
            if case .toast(let id) = self { return id }
            return nil
        }

        /// The popup, for a `popup`.
        public var popupID: PopupID? {
            if case .popup(let id) = self { return id }
            return nil
        }
    }
}

/// The toast a command is about.
public enum ToastTarget: Sendable, Hashable {
    /// The newest toast on screen not already leaving (``Presenter/currentID``).
    case current
    /// The toast with this identifier.
    case id(ToastID)
    /// The n-th toast shown by an outside call of the pipeline (1-based), as scenarios count:
    /// `{ at = 2, tap = 1 }`. Counted only while the presenter keeps history; none when there
    /// is no such toast.
    case shown(Int)
}

extension ToastTarget {
    /// The toast with identifier `id`, or the current one for `nil` (as `ToastCenter.tap(_:)`).
    public init(_ id: ToastID?) {
        self = id.map(ToastTarget.id) ?? .current
    }
}
