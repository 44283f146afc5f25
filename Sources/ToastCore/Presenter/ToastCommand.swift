/// What can be asked of the queue: the one vocabulary of plugins (`toast.show`, `toast.update`,
/// `toast.dismiss`, …), scenarios (`{ at = 1, tap = "current" }`, …), the preview's page and an
/// app's ``ToastCenter``. Every source decodes its own syntax into these values, and
/// ``ToastPipeline/apply(_:at:)`` carries all of them out, in one place.
///
/// A toast is named by its identifier, or `nil` for the current one (the newest on screen not
/// already leaving, ``Presenter/currentID``). Which commands a source may issue is the source's
/// business (a plugin may not tap): the type holds every one.
public enum ToastCommand: Sendable {
    /// Show a toast (a tag that is visible or waiting updates that toast instead: this is also
    /// how a toast's message or progress is updated). Goes through the plugins' filters.
    case show(ToastRequest)
    /// Hide a visible toast or remove a waiting one (`nil`: the current toast).
    case dismiss(ToastID?)
    /// Dismiss every visible or waiting toast with this tag.
    case dismissTag(String)
    /// Hide every toast and clear the queue (popups stay).
    case dismissAll
    /// A tap on the toast outside its buttons (`nil`: the current toast).
    case tap(ToastID?)
    /// A tap on the button of the action with this identifier (`nil`: the current toast).
    case tapAction(ToastID?, action: String)
    /// A swipe toward an edge (`nil`: the current toast).
    case swipe(ToastID?, toward: Edge)
    /// A finger comes down on the toast: its countdown pauses (`nil`: the current toast).
    case touchBegan(ToastID?)
    /// The finger lifts: the countdown resumes (`nil`: the current toast).
    case touchEnded(ToastID?)
    /// Show a popup (with the pipeline's ``ToastPipeline/popupStyle``).
    case popup(Popup)
    /// Tap the current popup's button at this index (0-based).
    case popupButton(Int)
    /// Close the current popup without a button.
    case dismissPopup

    /// What applying a command gave: the toast or popup it created or updated, if any.
    public enum Outcome: Sendable, Hashable {
        /// The toast that carries a `show` (a new one, or the one it coalesced into or updated).
        case toast(ToastID)
        /// The popup a `popup` queued.
        case popup(PopupID)
        /// Nothing to name.
        case done

        /// The toast, for a `show`.
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
