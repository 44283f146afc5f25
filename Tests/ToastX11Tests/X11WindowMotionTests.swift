import CXcb
import TartineTestSupport
import Testing

@testable import ToastX11

/// A shaped window over a window whose client does not draw again at once (i3's frames, with
/// their black background): while its cards move, the pixels they leave stay in the window's
/// shape, drawn as what was below, so the X server never paints the window below there with
/// its background between frames; at rest they are given back, drawn at once with what was there.
@Suite("X11 window motion")
struct X11WindowMotionTests {
    /// A 100 by 60 image, clear but for an opaque card 80 by 20 at (10, `top`).
    static func card(top: Int) -> X11Image {
        var rgba = [UInt8](repeating: 0, count: 100 * 60 * 4)
        for y in top..<top + 20 {
            for x in 10..<90 {
                rgba.replaceSubrange((y * 100 + x) * 4..<(y * 100 + x) * 4 + 4, with: [200, 40, 40, 255])
            }
        }
        return X11Image(width: 100, height: 60, straightRGBA: rgba)
    }

    /// Counts the pixels of the root's rectangle whose colour is `rgb`.
    static func count(_ rgb: [UInt8], in area: (x: Int, y: Int, width: Int, height: Int), on connection: X11Connection)
        -> Int
    {
        let pixels = connection.rootPixels(x: area.x, y: area.y, width: area.width, height: area.height)
        return stride(from: 0, to: pixels.count, by: 3).filter { Array(pixels[$0..<$0 + 3]) == rgb }.count
    }

    @Test(
        "A card moving away from where it was leaves what was below shown there, not the background of the window below; at rest the pixels are given back, showing what was below at once"
    )
    func movingCardsKeepWhatTheyCovered() throws {
        try withX11(width: 400, height: 300) { _, connection in
            // The window below: black background, painted white once by a client that never
            // draws it again (as i3 draws its title bars late).
            let below = xcb_generate_id(connection.connection)
            let attributes: [UInt32] = [0, 1]
            xcb_create_window(
                connection.connection, UInt8(connection.rootDepth), below, connection.root, 0, 0, 400, 300, 0,
                UInt16(XCB_WINDOW_CLASS_INPUT_OUTPUT.rawValue), connection.rootVisual,
                XCB_CW_BACK_PIXEL.rawValue | XCB_CW_OVERRIDE_REDIRECT.rawValue, attributes)
            xcb_map_window(connection.connection, below)
            let pen = xcb_generate_id(connection.connection)
            let white: [UInt32] = [0xFF_FFFF]
            xcb_create_gc(connection.connection, pen, below, XCB_GC_FOREGROUND.rawValue, white)
            var everything = xcb_rectangle_t(x: 0, y: 0, width: 400, height: 300)
            xcb_poly_fill_rectangle(connection.connection, below, pen, 1, &everything)
            connection.sync()
            let white3: [UInt8] = [255, 255, 255]
            let black3: [UInt8] = [0, 0, 0]
            #expect(Self.count(white3, in: (50, 50, 100, 60), on: connection) == 100 * 60)

            let window = try connection.makeWindow()
            Self.card(top: 0).withRows { window.show($0, x: 50, y: 50, moving: true) }
            connection.sync()
            // Where the card was (its top 20 rows) before it moved down by 20.
            let left = (x: 60, y: 50, width: 80, height: 20)
            #expect(Self.count(white3, in: left, on: connection) == 0, "the card covers it")
            let moved = Self.card(top: 20)
            #expect(moved.withRows { window.update([(0, 0, 100, 60)], of: $0, moving: true) })
            connection.sync()
            #expect(
                Self.count(white3, in: left, on: connection) == 80 * 20,
                "moving: what was below is shown where the card was")
            #expect(Self.count(black3, in: left, on: connection) == 0)
            // At rest the window gives those pixels back, drawing what was below there at once
            // (not the window below's black background, which its client would draw over late)...
            #expect(moved.withRows { window.update([], of: $0, moving: false) })
            connection.sync()
            #expect(Self.count(white3, in: left, on: connection) == 80 * 20, "given back: what was below")
            // ...and they are the window below's: what its client draws there shows.
            let green: [UInt32] = [0x00_FF00]
            xcb_change_gc(connection.connection, pen, XCB_GC_FOREGROUND.rawValue, green)
            xcb_poly_fill_rectangle(connection.connection, below, pen, 1, &everything)
            xcb_change_gc(connection.connection, pen, XCB_GC_FOREGROUND.rawValue, white)
            connection.sync()
            #expect(
                Self.count([0, 255, 0], in: left, on: connection) == 80 * 20,
                "at rest the pixels are the window below's")
            // A whole show while moving keeps what the last shape covered too, wherever the
            // window goes: the card back at the top, the window moved 10 pixels to the right.
            Self.card(top: 0).withRows { window.show($0, x: 50, y: 50, moving: false) }
            xcb_poly_fill_rectangle(connection.connection, below, pen, 1, &everything)
            connection.sync()
            #expect(Self.count(black3, in: (50, 50, 110, 60), on: connection) == 0)
            moved.withRows { window.show($0, x: 60, y: 50, moving: true) }
            connection.sync()
            #expect(Self.count(black3, in: (50, 50, 110, 60), on: connection) == 0)
            xcb_free_gc(connection.connection, pen)
            xcb_destroy_window(connection.connection, below)
        }
    }
}
