import Foundation
import TartineTestSupport
import ToastFiles
import ToastX11

/// Runs `body` with a fresh Xvfb and a connection to it; the server stops however `body` ends.
func withX11<Result>(
    width: Int = 1280, height: Int = 800, _ body: (VirtualDisplay, X11Connection) throws -> Result
) throws -> Result {
    let display = try VirtualDisplay(width: width, height: height)
    defer { display.stop() }
    let connection = try X11Connection(display: display.name)
    return try body(display, connection)
}

/// The events the connection receives until `done` holds for all received so far, or
/// `seconds` pass (then whatever came).
func collectEvents(
    _ connection: X11Connection, seconds: Double = 5, until done: ([X11Event]) -> Bool
) throws -> [X11Event] {
    var events: [X11Event] = []
    let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
    while true {
        events += connection.pendingEvents()
        if done(events) { return events }
        let left = deadline - ContinuousClock.now
        if left <= .zero { return events }
        let seconds = Double(left.components.seconds) + Double(left.components.attoseconds) / 1e18
        _ = try Poll.readable([connection.descriptor], timeout: seconds)
    }
}

/// An xwd screenshot of `window` on `display`.
func screenshot(_ window: X11Window, on display: VirtualDisplay) throws -> XWDImage {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("tartine-x11-\(UUID().uuidString).xwd")
    defer { try? FileManager.default.removeItem(at: file) }
    try display.run("xwd", ["-id", String(window.id), "-silent", "-out", file.path])
    return try XWDImage(contentsOf: file.path)
}

/// The straight RGBA of pixel (x, y) of `image`, straightened as `tartine render` does:
/// `(c · 255 + a / 2) / a`.
func pixel(_ image: X11Image, _ x: Int, _ y: Int) -> [UInt8] {
    let offset = (y * image.width + x) * 4
    let value = image.argb.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: UInt32.self) }
    let alpha = Int(value >> 24)
    func straight(_ shift: UInt32) -> UInt8 {
        alpha == 0 ? 0 : UInt8((Int(value >> shift & 0xFF) * 255 + alpha / 2) / alpha)
    }
    return [straight(16), straight(8), straight(0), UInt8(alpha)]
}

/// Every pixel of `image` as straight RGBA (`pixel`).
func straightPixels(_ image: X11Image) -> [UInt8] {
    (0..<image.height).flatMap { y in (0..<image.width).flatMap { x in pixel(image, x, y) } }
}

/// `source` with `alpha` over `backdrop`, rounded as the window draws it.
func over(_ source: UInt8, _ alpha: UInt8, _ backdrop: UInt8) -> UInt8 {
    let a = Int(alpha)
    let sum: Int = Int(source) * a + Int(backdrop) * (255 - a) + 127
    return UInt8(sum / 255)
}

/// The first five pixels of the window at (`left`, `top`) on `shot` that differ from `image`
/// drawn over an opaque `root` colour (the root's colour where `image` is clear: out of the
/// shape); `skippingClear` leaves the clear pixels out (a window's own screenshot).
func overRootDifferences(
    _ shot: XWDImage, _ image: X11Image, left: Int = 0, top: Int = 0, root: [UInt8], skippingClear: Bool = false
) -> [String] {
    var wrong: [String] = []
    for y in 0..<image.height {
        for x in 0..<image.width {
            let source = pixel(image, x, y)
            if skippingClear && source[3] == 0 { continue }
            let expected = (0..<3).map { over(source[$0], source[3], root[$0]) } + [255]
            let seen = shot.pixel(x: left + x, y: top + y)
            if seen != expected, wrong.count < 5 { wrong.append("(\(x), \(y)): \(seen), expected \(expected)") }
        }
    }
    return wrong
}

/// The first five pixels of a 32-bit window's screenshot that differ from `image` premultiplied.
func premultipliedDifferences(_ shot: XWDImage, _ image: X11Image) -> [String] {
    var wrong: [String] = []
    for y in 0..<image.height {
        for x in 0..<image.width {
            let source = pixel(image, x, y)
            let expected = (0..<3).map { premultiplied(source[$0], source[3]) } + [source[3]]
            let seen = shot.pixel(x: x, y: y)
            if seen != expected, wrong.count < 5 { wrong.append("(\(x), \(y)): \(seen), expected \(expected)") }
        }
    }
    return wrong
}

/// `value` premultiplied by `alpha`, rounded.
func premultiplied(_ value: UInt8, _ alpha: UInt8) -> UInt8 {
    UInt8((Int(value) * Int(alpha) + 127) / 255)
}

/// A test picture: three opaque stripes (red, green, blue) of 4 rows on top, then every pixel
/// different (red from x, green from y, blue from both, alpha from both, 0 in a transparent
/// block at the right), so that a swapped channel, row or offset shows.
func testImage(width: Int, height: Int) -> X11Image {
    var rgba = [UInt8](repeating: 0, count: width * height * 4)
    for y in 0..<height {
        for x in 0..<width {
            let offset = (y * width + x) * 4
            let stripe: [UInt8]? =
                switch y / 4 {
                case 0: [255, 0, 0, 255]
                case 1: [0, 255, 0, 255]
                case 2: [0, 0, 255, 255]
                default: nil
                }
            let transparent = x >= width - width / 4 && y >= height / 2
            let value: [UInt8] =
                stripe ?? [
                    UInt8((x * 5) % 256), UInt8((y * 7) % 256), UInt8((x * 3 + y * 11) % 256),
                    transparent ? 0 : UInt8(1 + (x * 13 + y * 17) % 255),
                ]
            rgba.replaceSubrange(offset..<offset + 4, with: value)
        }
    }
    return X11Image(width: width, height: height, straightRGBA: rgba)
}
