import Foundation
import TartineTestSupport
import ToastFiles
import ToastWayland

/// Runs `body` with a fresh headless sway of `outputs` outputs and a connection to it; sway
/// stops however `body` ends.
func withSway<Result>(
    outputs: Int = 1, _ body: (HeadlessSway, WaylandConnection) throws -> Result
) throws -> Result {
    let sway = try HeadlessSway(outputs: outputs)
    defer { sway.stop() }
    let connection = try WaylandConnection(display: sway.socket)
    return try body(sway, connection)
}

/// The events the connection receives until `done` holds for all received so far, or
/// `seconds` pass (then whatever came); stops early when the connection breaks.
func collectEvents(
    _ connection: WaylandConnection, seconds: Double = 5, until done: ([WaylandEvent]) -> Bool
) throws -> [WaylandEvent] {
    var events: [WaylandEvent] = []
    let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
    while true {
        events += connection.pendingEvents()
        if done(events) || connection.failure != nil { return events }
        let left = deadline - ContinuousClock.now
        if left <= .zero { return events }
        let seconds = Double(left.components.seconds) + Double(left.components.attoseconds) / 1e18
        _ = try Poll.readable([connection.descriptor], timeout: seconds)
    }
}

/// Waits for the frame callback of `surface`'s last commit: the compositor has shown it.
func waitForFrame(_ connection: WaylandConnection, _ surface: WaylandSurface) throws {
    let events = try collectEvents(connection) { $0.contains(.frame(surface: surface.id)) }
    guard events.contains(.frame(surface: surface.id)) else {
        throw SupportFailure("no frame for surface \(surface.id) within 5 s: \(events)")
    }
}

/// Premultiplied ARGB32 pixels (`0xAARRGGBB` in the machine's byte order), as Cairo holds them.
struct TestPixels {
    let width: Int
    let height: Int
    var argb: [UInt32]

    /// A picture of `width` × `height` made by `pixel(x, y)` giving straight RGBA, premultiplied
    /// as Cairo rounds: `(c · a + 127) / 255`.
    init(width: Int, height: Int, _ pixel: (Int, Int) -> [UInt8]) {
        self.width = width
        self.height = height
        argb = []
        for y in 0..<height {
            for x in 0..<width {
                argb.append(Self.premultiplied(pixel(x, y)))
            }
        }
    }

    /// Straight RGBA as one premultiplied ARGB32 value.
    static func premultiplied(_ rgba: [UInt8]) -> UInt32 {
        let alpha = UInt32(rgba[3])
        func channel(_ value: UInt8) -> UInt32 { (UInt32(value) * alpha + 127) / 255 }
        return alpha << 24 | channel(rgba[0]) << 16 | channel(rgba[1]) << 8 | channel(rgba[2])
    }

    /// Sets the rectangle to straight RGBA `rgba`.
    mutating func fill(x: Int, y: Int, width: Int, height: Int, _ rgba: [UInt8]) {
        for row in y..<y + height {
            for column in x..<x + width { argb[row * self.width + column] = Self.premultiplied(rgba) }
        }
    }

    /// Runs `body` with the pixels lent as rows.
    func withRows<R>(_ body: (WaylandPixelRows) throws -> R) rethrows -> R {
        try argb.withUnsafeBytes { bytes in
            try body(WaylandPixelRows(width: width, height: height, stride: width * 4, bytes: bytes))
        }
    }

    /// What the output shows for pixel (x, y) drawn over the output's own colour `below` (RGB,
    /// opaque): the premultiplied source plus `below` times (255 − alpha), rounded as pixman's
    /// OVER rounds a product of bytes (`t = a · b + 128; (t + t / 256) / 256`).
    func expected(x: Int, y: Int, over below: [UInt8]) -> [UInt8] {
        let value = argb[y * width + x]
        let alpha = value >> 24
        return [16, 8, 0].enumerated().map { index, shift in
            let product = UInt32(below[index]) * (255 - alpha) + 128
            return UInt8(min(255, (value >> UInt32(shift) & 0xFF) + (product + (product >> 8)) >> 8))
        }
    }

    /// The first five pixels of `shot` (a screenshot of exactly this picture's rectangle) that
    /// differ from ``expected(x:y:over:)``.
    func differences(_ shot: PPMImage, over below: [UInt8]) -> [String] {
        var wrong: [String] = []
        for y in 0..<height {
            for x in 0..<width {
                let seen = shot.pixel(x: x, y: y)
                let wanted = expected(x: x, y: y, over: below)
                if seen != wanted, wrong.count < 5 { wrong.append("(\(x), \(y)): \(seen), expected \(wanted)") }
            }
        }
        return wrong
    }
}

/// The colour a headless sway without a wallpaper shows (its clear colour, 0.25 grey).
let swayBackground: [UInt8] = [63, 63, 63]

/// A test picture: three opaque stripes (red, green, blue) of 4 rows on top, then every pixel
/// different (red from x, green from y, blue from both, alpha from both, 0 in a transparent
/// block at the right), so that a swapped channel, row or offset shows.
func testPixels(width: Int, height: Int) -> TestPixels {
    TestPixels(width: width, height: height) { x, y in
        switch y / 4 {
        case 0: return [255, 0, 0, 255]
        case 1: return [0, 255, 0, 255]
        case 2: return [0, 0, 255, 255]
        default:
            let transparent = x >= width - width / 4 && y >= height / 2
            return [
                UInt8((x * 5) % 256), UInt8((y * 7) % 256), UInt8((x * 3 + y * 11) % 256),
                transparent ? 0 : UInt8(1 + (x * 13 + y * 17) % 255),
            ]
        }
    }
}
