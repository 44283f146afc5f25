import ToastCore

@testable import ToastRender

/// The pinned fonts, shared by every test (built once per process).
let fonts: FontSet = {
    do { return try FontSet.pinned() } catch { fatalError("pinned fonts: \(error)") }
}()

let measurer = PangoMeasurer(fonts: fonts)

/// A toast with the seed look unless told otherwise.
func toast(
    _ message: String = "Saved", icon: ToastIcon? = .emoji("💾"), title: String? = nil,
    action: ToastAction? = nil, position: ToastPosition = .bottom,
    style: ToastStyle = ToastStyle()
) -> ToastContent {
    ToastContent(
        kind: "saved", icon: icon, title: title, message: message, action: action, style: style,
        position: position, duration: .fixed(2))
}

/// The frame at `time` after showing `contents` at 0 (one after another in a stack), laid out with
/// the Pango measurer.
func frame(
    _ contents: [ToastContent], on screen: Screen = .iPhone15, at time: Double = 1,
    queue: QueueConfiguration = QueueConfiguration(policy: .stack(max: 3)),
    popup: Popup? = nil, popupStyle: PopupStyle = PopupStyle()
) -> Frame {
    var presenter = Presenter(configuration: queue)
    for content in contents { presenter.show(ToastRequest(content), at: 0) }
    if let popup { presenter.showPopup(popup, style: popupStyle, at: 0) }
    presenter.advance(to: time)
    return Timeline(presenter.timeline, screen: screen, measurer: measurer).frame(at: time)
}

func frame(_ content: ToastContent, on screen: Screen = .iPhone15, at time: Double = 1) -> Frame {
    frame([content], on: screen, at: time)
}

/// Writes `image` (with a manifest naming the test) under /tmp/tartine-render-tests for a look.
@discardableResult
func save(_ renderer: FrameRenderer, _ name: String) throws -> String {
    let directory = "/tmp/tartine-render-tests"
    _ = directory.withCString { mkdir($0, 0o755) }
    let path = "\(directory)/\(name).png"
    try writeAtomically(try renderer.pngData(manifest: ["scene": name]), to: path)
    return path
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The frame of an empty screen.
func emptyFrame(on screen: Screen = .iPhone15) -> Frame {
    Timeline(Presenter().timeline, screen: screen, measurer: measurer).frame(at: 0)
}

/// A renderer for `screen` (plain white background unless told otherwise).
func renderer(_ screen: Screen = .iPhone15, _ options: RenderOptions = RenderOptions(background: .plain(.white)))
    throws -> FrameRenderer
{
    try FrameRenderer(screen: screen, options: options, fonts: fonts)
}

/// The colour at a point given in screen points.
func color(in image: RenderedImage, at point: Point, scale: Double) -> RGBA {
    let p = image.pixel(x: Int(point.x * scale), y: Int(point.y * scale))
    return RGBA(r255: Int(p.r), g255: Int(p.g), b255: Int(p.b), alpha: Double(p.a) / 255)
}

/// Whether two colours agree within `tolerance` (0...255 units) on every channel.
func close(_ a: RGBA, _ b: RGBA, tolerance: Double = 2) -> Bool {
    abs(a.red - b.red) * 255 <= tolerance && abs(a.green - b.green) * 255 <= tolerance
        && abs(a.blue - b.blue) * 255 <= tolerance && abs(a.alpha - b.alpha) * 255 <= tolerance
}

/// The device-pixel rectangle of `rect` (points, screen coordinates) at `scale`, shrunk by
/// `inset` pixels.
func pixels(_ rect: Rect, scale: Double, inset: Int = 0) -> (xs: Range<Int>, ys: Range<Int>) {
    let x0 = Int((rect.minX * scale).rounded(.up)) + inset
    let x1 = Int((rect.maxX * scale).rounded(.down)) - inset
    let y0 = Int((rect.minY * scale).rounded(.up)) + inset
    let y1 = Int((rect.maxY * scale).rounded(.down)) - inset
    return (x0..<max(x0, x1), y0..<max(y0, y1))
}

/// `inner` (relative to the toast) in screen coordinates, for a toast with no transform.
func onScreen(_ inner: Rect, of layer: ToastLayer) -> Rect {
    inner.offsetBy(dx: layer.frame.minX, dy: layer.frame.minY)
}

/// A colour is "colourful" when its channels differ a lot (emoji), not a shade of grey (text).
func isColourful(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool {
    let values = [Int(p.r), Int(p.g), Int(p.b)]
    return values.max()! - values.min()! > 60
}

/// Whether two byte arrays are equal (`memcmp`: array `==` is slow in debug builds).
func sameBytes(_ a: [UInt8], _ b: [UInt8]) -> Bool {
    a.count == b.count
        && a.withUnsafeBytes { x in b.withUnsafeBytes { y in memcmp(x.baseAddress!, y.baseAddress!, a.count) == 0 } }
}

/// The pixels (x, y) where two images of the same size differ.
func differences(_ a: RenderedImage, _ b: RenderedImage) -> [(x: Int, y: Int)] {
    var found: [(x: Int, y: Int)] = []
    a.pixels.withUnsafeBytes { p in
        b.pixels.withUnsafeBytes { q in
            for y in 0..<a.height {
                let row = y * a.width * 4
                // Skip equal rows quickly.
                if memcmp(p.baseAddress! + row, q.baseAddress! + row, a.width * 4) == 0 { continue }
                for x in 0..<a.width
                where p.load(fromByteOffset: row + x * 4, as: UInt32.self)
                    != q.load(fromByteOffset: row + x * 4, as: UInt32.self)
                {
                    found.append((x, y))
                }
            }
        }
    }
    return found
}
