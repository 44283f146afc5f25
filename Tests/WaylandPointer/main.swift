// wayland-pointer: a mouse for tests under a Wayland compositor that offers wlroots' virtual
// pointer (`zwlr_virtual_pointer_v1`, sway), as xdotool is one under X:
//
//   wayland-pointer WIDTHxHEIGHT
//
// reads commands from standard input, one a line, and answers each with `ok` once the
// compositor has handled it (a round trip), so that a test knows the events were sent:
//
//   move X Y     the pointer to (X, Y) of the layout, whose bounding box is WIDTH × HEIGHT from
//                (0, 0) (sway maps absolute motion onto the box of all outputs)
//   click N      press and release button N, numbered as X numbers them (1 left, 2 middle, 3 right)
//   press N      press button N and hold it (moves after it drag)
//   release N    release button N
//
// It ends at the end of its input; the virtual pointer (a device of the seat) goes with it.
// WAYLAND_DISPLAY says which compositor. Exits 1 with a line on standard error when the
// compositor cannot be reached, offers no virtual pointer or a command is wrong.
import CWayland
import CWaylandProtocols

#if canImport(Glibc)
    import Glibc
#endif

/// Writes `text` to descriptor `descriptor` (1 standard output, 2 standard error) at once.
func say(_ text: String, to descriptor: Int32) {
    _ = Array(text.utf8).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
}

/// Writes `message` to standard error and exits 1.
func fail(_ message: String) -> Never {
    say("wayland-pointer: \(message)\n", to: 2)
    exit(1)
}

/// What the registry offered.
final class Globals {
    var manager: OpaquePointer?
}

let arguments = CommandLine.arguments.dropFirst()
let extent = arguments.first.map { $0.split(separator: "x").compactMap { UInt32($0) } } ?? []
guard arguments.count == 1, extent.count == 2, extent[0] > 0, extent[1] > 0 else {
    fail("usage: wayland-pointer WIDTHxHEIGHT (then commands on standard input: move X Y, click N, press N, release N)")
}
guard let display = wl_display_connect(nil) else {
    fail("cannot connect to Wayland display \(getenv("WAYLAND_DISPLAY").map { String(cString: $0) } ?? "wayland-0")")
}
let globals = Globals()
let listener = UnsafeMutablePointer<wl_registry_listener>.allocate(capacity: 1)
listener.initialize(
    to: wl_registry_listener(
        global: { data, registry, name, interface, _ in
            guard let data, let interface, String(cString: interface) == "zwlr_virtual_pointer_manager_v1" else {
                return
            }
            let globals = Unmanaged<Globals>.fromOpaque(data).takeUnretainedValue()
            let bound = wl_registry_bind(registry, name, tartine_zwlr_virtual_pointer_manager_v1_interface(), 1)
            globals.manager = bound.map { OpaquePointer($0) }
        },
        global_remove: { _, _, _ in }))
let registry = wl_display_get_registry(display)
wl_registry_add_listener(registry, listener, Unmanaged.passUnretained(globals).toOpaque())
guard wl_display_roundtrip(display) >= 0 else { fail("the compositor went away") }
guard let manager = globals.manager else { fail("the compositor offers no zwlr_virtual_pointer_manager_v1") }
guard let pointer = zwlr_virtual_pointer_manager_v1_create_virtual_pointer(manager, nil) else {
    fail("no virtual pointer was made")
}

/// Linux input's codes for X's buttons 1, 2 and 3 (`linux/input-event-codes.h`).
let buttons: [String: UInt32] = ["1": 0x110, "2": 0x112, "3": 0x111]
/// Event times in milliseconds, 10 apart.
var time: UInt32 = 0
@MainActor func tick() -> UInt32 {
    time &+= 10
    return time
}

while let line = readLine() {
    let words = line.split(separator: " ").map(String.init)
    switch words.first {
    case "move":
        guard words.count == 3, let x = UInt32(words[1]), let y = UInt32(words[2]), x < extent[0], y < extent[1] else {
            fail("move takes X and Y inside \(extent[0])x\(extent[1]), not: \(line)")
        }
        zwlr_virtual_pointer_v1_motion_absolute(pointer, tick(), x, y, extent[0], extent[1])
        zwlr_virtual_pointer_v1_frame(pointer)
    case "click", "press", "release":
        guard words.count == 2, let code = buttons[words[1]] else {
            fail("\(words[0]) takes 1, 2 or 3, not: \(line)")
        }
        if words[0] != "release" {
            zwlr_virtual_pointer_v1_button(pointer, tick(), code, WL_POINTER_BUTTON_STATE_PRESSED.rawValue)
            zwlr_virtual_pointer_v1_frame(pointer)
        }
        if words[0] != "press" {
            zwlr_virtual_pointer_v1_button(pointer, tick(), code, WL_POINTER_BUTTON_STATE_RELEASED.rawValue)
            zwlr_virtual_pointer_v1_frame(pointer)
        }
    default:
        fail("unknown command (move X Y, click N, press N, release N): \(line)")
    }
    guard wl_display_roundtrip(display) >= 0 else { fail("the compositor went away") }
    say("ok\n", to: 1)
}
zwlr_virtual_pointer_v1_destroy(pointer)
wl_display_roundtrip(display)
wl_display_disconnect(display)
