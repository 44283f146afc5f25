import ToastCore

/// What each mouse button does on a notification, as dunst's `mouse_left_click` … settings:
/// by default a left click taps (the notification's default action, else it closes), a middle
/// click invokes the action under the pointer (or the first action), a right click closes them all.
package struct MouseBindings: Sendable, Hashable {
    /// What a click can do.
    package enum Action: String, Sendable, Hashable, CaseIterable {
        /// The button's action under the pointer, else the default action, else close the one.
        case tap
        /// Close the notification under the pointer.
        case close
        /// Close every notification.
        case closeAll = "close-all"
        /// The action of the button under the pointer, else the first action that is not `default`.
        case action
        /// Nothing.
        case none
    }

    /// Button 1.
    package var left: Action
    /// Button 2.
    package var middle: Action
    /// Button 3.
    package var right: Action

    /// Creates bindings; the defaults are tap, action and close-all.
    package init(left: Action = .tap, middle: Action = .action, right: Action = .closeAll) {
        self.left = left
        self.middle = middle
        self.right = right
    }

    /// What X button `button` does (1 left, 2 middle, 3 right; others, the wheel, nothing).
    package func action(forButton button: Int) -> Action {
        switch button {
        case 1: return left
        case 2: return middle
        case 3: return right
        default: return .none
        }
    }
}
