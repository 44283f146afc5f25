import CWayland
import CWaylandProtocols

/// One `wl_output` (and its `zxdg_output_v1` when the compositor has xdg-output), with what it
/// said of itself so far.
final class WaylandOutput {
    /// The connection it came on (which owns it).
    unowned let connection: WaylandConnection
    /// The global's name in the registry.
    let global: UInt32
    /// The `wl_output` proxy.
    let proxy: OpaquePointer
    /// The `zxdg_output_v1`, when asked for.
    var xdg: OpaquePointer?
    /// What the output said: its place (wl_output's geometry and xdg-output's logical place),
    /// its current mode, scale, names.
    var geometry = (0, 0)
    var mode = (0, 0)
    var scale = 1
    var logicalPosition: (Int, Int)?
    var logicalSize: (Int, Int)?
    var coreName = ""
    var xdgName = ""
    var description = ""
    /// Whether a `done` came since it was bound: until then it is not listed.
    var isDescribed = false

    init(connection: WaylandConnection, global: UInt32, proxy: OpaquePointer) {
        self.connection = connection
        self.global = global
        self.proxy = proxy
    }

    /// The output as ``WaylandMonitor``: xdg-output's logical place and size when known, else
    /// wl_output's position and its mode divided by the scale.
    var monitor: WaylandMonitor {
        let name = !xdgName.isEmpty ? xdgName : !coreName.isEmpty ? coreName : "wl_output-\(global)"
        let place = logicalPosition ?? geometry
        let size = logicalSize ?? (mode.0 / scale, mode.1 / scale)
        return WaylandMonitor(
            name: name, description: description, x: place.0, y: place.1, width: size.0, height: size.1, scale: scale,
            global: global)
    }

    /// All that was said has been said (wl_output's `done`, or xdg-output's before version 3).
    func done() {
        isDescribed = true
        if connection.isStarted { connection.report(.monitorsChanged) }
    }

    /// Destroys the proxies (`zxdg_output_v1_destroy`, `wl_output_release` from version 3, else
    /// `wl_output_destroy`).
    func release() {
        if let xdg { zxdg_output_v1_destroy(xdg) }
        xdg = nil
        if wl_proxy_get_version(proxy) >= 3 {
            wl_output_release(proxy)
        } else {
            wl_output_destroy(proxy)
        }
    }

    /// A name or description from the compositor, at most ``WaylandLimits/outputName`` bytes
    /// (cut at a character), invalid UTF-8 repaired.
    static func text(_ pointer: UnsafePointer<CChar>?) -> String {
        guard let pointer else { return "" }
        var text = String(
            decoding: UnsafeRawBufferPointer(start: pointer, count: strlenBounded(pointer)), as: UTF8.self)
        while text.utf8.count > WaylandLimits.outputName { text.removeLast() }
        return text
    }

    /// The length of a C string, reading at most one byte past ``WaylandLimits/outputName`` × 4.
    static func strlenBounded(_ pointer: UnsafePointer<CChar>) -> Int {
        var count = 0
        while count < WaylandLimits.outputName * 4 && pointer[count] != 0 { count += 1 }
        return count
    }
}

extension WaylandConnection {
    /// The outputs that have described themselves, in the order of their global names (the
    /// order the compositor announced them), at most ``WaylandLimits/outputs``.
    public func monitors() -> [WaylandMonitor] {
        outputs.values.filter(\.isDescribed).map(\.monitor).sorted { $0.global < $1.global }
    }

    /// The monitor named `name` (exactly), or `nil`.
    public func monitor(named name: String) -> WaylandMonitor? {
        monitors().first { $0.name == name }
    }

    /// A global the registry announced: binds the ones ToastWayland uses, each at the highest
    /// version both sides know (`wl_registry_bind`).
    func announce(name: UInt32, interface: String, version: UInt32) {
        func bind(_ type: UnsafePointer<wl_interface>?, _ highest: UInt32) -> (OpaquePointer, UInt32)? {
            let chosen = min(version, highest)
            guard let raw = wl_registry_bind(registry, name, type, chosen) else { return nil }
            return (OpaquePointer(raw), chosen)
        }
        switch interface {
        case "wl_compositor" where compositor == nil:
            // Version 4: damage in buffer pixels.
            compositor = bind(tartine_wl_compositor_interface(), 4).map { ($0.0, $0.1) }
        case "wl_shm" where shm == nil:
            shm = bind(tartine_wl_shm_interface(), 1)?.0
        case "zwlr_layer_shell_v1" where layerShell == nil:
            layerShell = bind(tartine_zwlr_layer_shell_v1_interface(), 4).map { ($0.0, $0.1) }
        case "zxdg_output_manager_v1" where outputManager == nil:
            outputManager = bind(tartine_zxdg_output_manager_v1_interface(), 3)?.0
            if isStarted { for output in outputs.values where output.xdg == nil { describe(output) } }
        case "wl_seat" where seat == nil:
            // Version 5 (pointer frames, release requests); touch shapes (6) are not read.
            guard let (proxy, chosen) = bind(tartine_wl_seat_interface(), 5) else { return }
            seat = (proxy, chosen, name)
            wl_seat_add_listener(proxy, listeners.seat, Unmanaged.passUnretained(self).toOpaque())
        case "wl_output":
            guard outputs.count < WaylandLimits.outputs,
                let (proxy, _) = bind(tartine_wl_output_interface(), 4)
            else { return }
            let output = WaylandOutput(connection: self, global: name, proxy: proxy)
            outputs[proxy] = output
            wl_output_add_listener(proxy, listeners.output, Unmanaged.passUnretained(output).toOpaque())
            if outputManager != nil { describe(output) }
        default: break
        }
    }

    /// Asks xdg-output for `output`'s logical place and name.
    func describe(_ output: WaylandOutput) {
        guard let outputManager, output.xdg == nil,
            let xdg = zxdg_output_manager_v1_get_xdg_output(outputManager, output.proxy)
        else { return }
        output.xdg = xdg
        zxdg_output_v1_add_listener(xdg, listeners.xdgOutput, Unmanaged.passUnretained(output).toOpaque())
    }

    /// A global went away: an output is forgotten (`monitorsChanged`), a seat lets its devices go.
    func withdraw(name: UInt32) {
        if let (proxy, output) = outputs.first(where: { $0.value.global == name }) {
            output.release()
            outputs[proxy] = nil
            report(.monitorsChanged)
        }
        if let seat, seat.global == name {
            seatCapabilities(0)
            wl_seat_destroy(seat.proxy)
            self.seat = nil
        }
    }
}
