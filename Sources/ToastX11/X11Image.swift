import CXcb
import ToastDisplay

/// Pixels to show in a window: premultiplied ARGB32 rows, top row first, each pixel a 32-bit
/// `0xAARRGGBB` value in the machine's byte order (B, G, R, A in memory on little-endian
/// machines), as a Cairo image surface and ToastRender's renderer hold them, so that a host
/// copies a frame's rows out without converting them.
public struct X11Image: Sendable {
    /// The width in pixels.
    public var width: Int
    /// The height in pixels.
    public var height: Int
    /// `width × height × 4` bytes: one premultiplied ARGB32 value per pixel.
    public var argb: [UInt8]

    /// An image of these premultiplied ARGB32 pixels.
    public init(width: Int, height: Int, argb: [UInt8]) {
        self.width = width
        self.height = height
        self.argb = argb
    }

    /// An image of straight (not premultiplied) RGBA pixels, `width × height × 4` bytes (red,
    /// green, blue, alpha), premultiplied as Cairo rounds: `(c · a + 127) / 255`. Bytes that are
    /// not a whole number of pixels are kept as they are (the image is then not showable).
    public init(width: Int, height: Int, straightRGBA rgba: [UInt8]) {
        self.width = width
        self.height = height
        guard rgba.count % 4 == 0 else {
            self.argb = rgba
            return
        }
        var argb = [UInt8](repeating: 0, count: rgba.count)
        argb.withUnsafeMutableBytes { target in
            for index in 0..<rgba.count / 4 {
                let alpha = rgba[index * 4 + 3]
                let red = UInt32(PixelMath.premultiplied(rgba[index * 4], alpha: alpha))
                let green = UInt32(PixelMath.premultiplied(rgba[index * 4 + 1], alpha: alpha))
                let blue = UInt32(PixelMath.premultiplied(rgba[index * 4 + 2], alpha: alpha))
                let pixel = UInt32(alpha) << 24 | red << 16 | green << 8 | blue
                target.storeBytes(of: pixel, toByteOffset: index * 4, as: UInt32.self)
            }
        }
        self.argb = argb
    }

    /// Whether a window can show it: 1 to ``X11Limits/windowSide`` pixels each way, and exactly
    /// `width × height × 4` bytes.
    public var isShowable: Bool {
        X11Limits.isWindowSize(width: width, height: height) && argb.count == width * height * 4
    }
}

extension X11Image {
    /// Runs `body` with the image's pixels as rows (each `width × 4` bytes after the one before).
    /// - Precondition: the image holds `width × height × 4` bytes.
    func withRows<R>(_ body: (X11PixelRows) throws -> R) rethrows -> R {
        try argb.withUnsafeBytes { bytes in
            try body(X11PixelRows(width: width, height: height, stride: width * 4, bytes: bytes))
        }
    }
}

/// The premultiplied ARGB32 rows a window is shown (ToastDisplay's `PixelRows`, the one pixel-rows
/// type of every display edge): `X11Image.withRows` lends an image's, the notification
/// display the renderer's.
public typealias X11PixelRows = PixelRows

extension PixelRows {
    /// Whether a window can show them: 1 to ``X11Limits/windowSide`` pixels each way.
    var isShowable: Bool { fits(side: X11Limits.windowSide) }
}

/// The bounds ToastX11 keeps to whatever the server or a caller hands it (docs/limits.md).
public enum X11Limits {
    /// The largest width or height of a window (X coordinates are 16-bit signed).
    public static let windowSide = 32767

    /// Whether a window can be `width` × `height`: 1 to ``windowSide`` pixels each way.
    public static func isWindowSize(width: Int, height: Int) -> Bool {
        (1...windowSide).contains(width) && (1...windowSide).contains(height)
    }
    /// Bytes kept of a monitor's name (an atom's name, which any client can make long).
    public static let monitorName = 256
    /// Monitors read from RandR; more are ignored.
    public static let monitors = 64
    /// The most bytes one upload or shape request carries (and never more than the server's
    /// maximum request length): a large window goes up in pieces, so that no request holds the
    /// server long. 65,535 four-byte units, the core protocol's longest request, so that a
    /// server without BIG-REQUESTS takes every piece.
    public static let requestBytes = 65_535 * 4
}

/// Something that went wrong talking to the X server, with the display it was about.
///
/// Texts:
/// - `cannot open display :93: socket, pipe or stream error (xcb error 1)`
/// - `display :93 has no 32-bit TrueColor visual`
/// - `display :93: the connection broke (xcb error 1)`
public struct X11Error: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Problem: Hashable, Sendable {
        /// `xcb_connect` failed with this `xcb_connection_has_error` code.
        case cannotConnect(code: Int32)
        /// The connection failed after it was made (the server went away, a protocol error).
        case broken(code: Int32)
        /// The server offers no visual to draw with at this depth.
        case noVisual(depth: Int)
        /// The server's pixel layout for the visual is one this module does not write.
        case unsupportedFormat(depth: Int, bitsPerPixel: Int)
    }

    /// The display name (`:93`), as given or from `$DISPLAY`; `(no DISPLAY)` when neither.
    public let display: String
    /// What went wrong.
    public let problem: Problem

    /// An error about `display`.
    public init(display: String, problem: Problem) {
        self.display = display
        self.problem = problem
    }

    /// The message, naming the display.
    public var description: String {
        switch problem {
        case .cannotConnect(let code):
            "cannot open display \(display): \(Self.reason(code)) (xcb error \(code))"
        case .broken(let code):
            "display \(display): the connection broke: \(Self.reason(code)) (xcb error \(code))"
        case .noVisual(let depth):
            "display \(display) has no \(depth)-bit TrueColor visual"
        case .unsupportedFormat(let depth, let bits):
            "display \(display): depth \(depth) stored in \(bits) bits per pixel is not supported"
        }
    }

    /// xcb's connection error codes in words, by `xcb.h`'s own constants (`XCB_CONN_*`).
    static func reason(_ code: Int32) -> String {
        switch code {
        case XCB_CONN_ERROR: "socket, pipe or stream error"
        case XCB_CONN_CLOSED_EXT_NOTSUPPORTED: "extension not supported"
        case XCB_CONN_CLOSED_MEM_INSUFFICIENT: "out of memory"
        case XCB_CONN_CLOSED_REQ_LEN_EXCEED: "request longer than the server accepts"
        case XCB_CONN_CLOSED_PARSE_ERR: "bad display name"
        case XCB_CONN_CLOSED_INVALID_SCREEN: "no such screen"
        case XCB_CONN_CLOSED_FDPASSING_FAILED: "file descriptor passing failed"
        default: "unknown error"
        }
    }
}
