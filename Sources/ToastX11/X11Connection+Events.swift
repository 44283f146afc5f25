import CXcb

extension X11Connection {
    /// The events xcb has received, without waiting (`xcb_poll_for_event` until it has none):
    /// button presses and releases, enter and leave, motion and drags (consecutive moves in a
    /// window as the last),
    /// exposures (one event for a series: the server already painted them from the window's
    /// background pixmap) and RandR changes (one
    /// ``X11Event/monitorsChanged`` however many came). Protocol errors of requests sent
    /// without a reply are read and dropped here.
    public func pendingEvents() -> [X11Event] {
        var events: [X11Event] = []
        while let event = xcb_poll_for_event(connection) {
            defer { tartine_xcb_free(event) }
            let raw = UnsafeRawPointer(event)
            let type = event.pointee.response_type & 0x7F
            guard let decoded = decode(raw, type: type) else { continue }
            switch decoded {
            case .motion(let window, _, _):
                if case .motion(window, _, _)? = events.last { events.removeLast() }
            case .drag(let window, _, _):
                if case .drag(window, _, _)? = events.last { events.removeLast() }
            case .exposed:
                if events.contains(decoded) { continue }
            case .monitorsChanged:
                if events.contains(.monitorsChanged) { continue }
            default: break
            }
            events.append(decoded)
        }
        return events
    }

    /// The event at `raw` of this `type` (the response type without the sent-event bit), or
    /// `nil` for one the notification server does not use. A RandR screen change updates the
    /// root's size kept here.
    func decode(_ raw: UnsafeRawPointer, type: UInt8) -> X11Event? {
        switch Int32(type) {
        case XCB_BUTTON_PRESS:
            let press = raw.loadUnaligned(as: xcb_button_press_event_t.self)
            return .button(
                window: press.event, button: Int(press.detail), x: Int(press.event_x), y: Int(press.event_y))
        case XCB_BUTTON_RELEASE:
            let release = raw.loadUnaligned(as: xcb_button_release_event_t.self)
            return .release(
                window: release.event, button: Int(release.detail), x: Int(release.event_x), y: Int(release.event_y))
        case XCB_ENTER_NOTIFY, XCB_LEAVE_NOTIFY:
            let crossing = raw.loadUnaligned(as: xcb_enter_notify_event_t.self)
            // Grabs and ungrabs cross too, without the pointer moving: not a hover.
            guard crossing.mode == UInt8(XCB_NOTIFY_MODE_NORMAL.rawValue) else { return nil }
            return Int32(type) == XCB_ENTER_NOTIFY
                ? .enter(window: crossing.event, x: Int(crossing.event_x), y: Int(crossing.event_y))
                : .leave(window: crossing.event)
        case XCB_MOTION_NOTIFY:
            let motion = raw.loadUnaligned(as: xcb_motion_notify_event_t.self)
            // Button 1 held: the press grabbed the pointer for its window, which has every move.
            if UInt32(motion.state) & XCB_BUTTON_MASK_1.rawValue != 0 {
                return .drag(window: motion.event, x: Int(motion.event_x), y: Int(motion.event_y))
            }
            return .motion(window: motion.event, x: Int(motion.event_x), y: Int(motion.event_y))
        case XCB_EXPOSE:
            let expose = raw.loadUnaligned(as: xcb_expose_event_t.self)
            // The last of a series (count 0) stands for the series.
            return expose.count == 0 ? .exposed(window: expose.window) : nil
        default:
            guard let first = randrFirstEvent else { return nil }
            if type == first &+ UInt8(XCB_RANDR_SCREEN_CHANGE_NOTIFY) {
                let change = raw.loadUnaligned(as: xcb_randr_screen_change_notify_event_t.self)
                if change.root == root {
                    rootWidth = Int(change.width)
                    rootHeight = Int(change.height)
                }
                return .monitorsChanged
            }
            return type == first &+ UInt8(XCB_RANDR_NOTIFY) ? .monitorsChanged : nil
        }
    }
}
