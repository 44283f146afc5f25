import TartineTestSupport
import Testing
@testable import ToastX11

/// The pixels a window shows, read back with `xwd`, against the image it was given.
@Suite("X11 window pixels")
struct X11WindowPixelTests {
    @Test("Without a compositor the window shows the image over the root's colour, exactly")
    func compositedOverRoot() throws {
        try withX11 { display, connection in
            try display.run("xsetroot", ["-solid", "#336699"])
            #expect(!connection.hasCompositor)
            let window = try connection.makeWindow()
            #expect(!window.isTranslucent)
            let image = testImage(width: 90, height: 60)
            window.show(image, x: 101, y: 47)
            connection.sync()
            let shot = try screenshot(window, on: display)
            #expect(shot.width == 90 && shot.height == 60 && shot.depth == 24)
            #expect(shot.pixel(x: 0, y: 0) == [255, 0, 0, 255], "red first: the colour order")
            #expect(shot.pixel(x: 89, y: 5) == [0, 255, 0, 255])
            #expect(shot.pixel(x: 45, y: 11) == [0, 0, 255, 255])
            let wrong = overRootDifferences(shot, image, root: [0x33, 0x66, 0x99], skippingClear: true)
            #expect(wrong.isEmpty, "pixels differ: \(wrong)")
        }
    }

    @Test("A window moved over where it was is drawn over the root there, not over its own old pixels")
    func movedWindowKeepsTheRootUnderIt() throws {
        try withX11 { display, connection in
            try display.run("xsetroot", ["-solid", "#336699"])
            let window = try connection.makeWindow()
            let image = testImage(width: 90, height: 60)
            window.show(image, x: 100, y: 100)
            window.show(image, x: 130, y: 120)
            connection.sync()
            let shot = try screenshot(window, on: display)
            let wrong = overRootDifferences(shot, image, root: [0x33, 0x66, 0x99], skippingClear: true)
            #expect(wrong.isEmpty, "pixels differ: \(wrong)")
        }
    }

    @Test("A window larger than one upload (2000×1500) arrives whole")
    func largeWindowUploadsWhole() throws {
        try withX11(width: 2100, height: 1600) { display, connection in
            let window = try connection.makeWindow()
            var rgba = [UInt8](repeating: 0, count: 2000 * 1500 * 4)
            for y in 0..<1500 {
                for x in 0..<2000 {
                    let offset = (y * 2000 + x) * 4
                    rgba[offset] = UInt8(x % 256)
                    rgba[offset + 1] = UInt8(y % 256)
                    rgba[offset + 2] = UInt8((x / 256) * 16 + y / 256)
                    rgba[offset + 3] = 255
                }
            }
            #expect(2000 * 1500 * 4 > X11Limits.requestBytes)
            window.show(X11Image(width: 2000, height: 1500, straightRGBA: rgba), x: 10, y: 20)
            connection.sync()
            let shot = try screenshot(window, on: display)
            #expect(shot.width == 2000 && shot.height == 1500)
            // Compared as a whole, then the first difference named (an expectation on the
            // arrays themselves would diff 12 million bytes).
            let same = shot.rgba == rgba
            let first = same ? nil : zip(shot.rgba, rgba).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            #expect(
                same,
                "the screenshot differs from the image, first at pixel \(first.map { ($0 / 4 % 2000, $0 / 8000) } as Any)"
            )
        }
    }

    @Test(
        "A shape of more rectangles than one request of the core protocol holds goes up in pieces, and the connection lives"
    )
    func manyShapeRectanglesStayWithinTheRequestLength() throws {
        try withX11 { display, connection in
            // Every other column drawn, each row unlike the one above: 100 runs in each of 400
            // rows, 40,000 rectangles, more than one request of 65,535 four-byte units holds.
            let (width, height) = (200, 400)
            var rgba = [UInt8](repeating: 0, count: width * height * 4)
            for y in 0..<height {
                for x in 0..<width where (x + y) % 2 == 0 {
                    rgba.replaceSubrange((y * width + x) * 4..<(y * width + x) * 4 + 4, with: [255, 255, 255, 255])
                }
            }
            #expect(width / 2 * height > X11Window.rectanglesPerRequest(requestBytes: X11Limits.requestBytes))
            #expect(16 + 8 * X11Window.rectanglesPerRequest(requestBytes: X11Limits.requestBytes) <= 65_535 * 4)
            let window = try connection.makeWindow()
            window.show(X11Image(width: width, height: height, straightRGBA: rgba), x: 10, y: 10)
            connection.sync()
            #expect(connection.failure == nil)
            let shot = try screenshot(window, on: display)
            #expect(shot.pixel(x: 0, y: 0) == [255, 255, 255, 255])
        }
    }

    @Test("An exposed window is drawn again from its last image")
    func exposureRedraws() throws {
        try withX11 { display, connection in
            let window = try connection.makeWindow()
            let image = testImage(width: 40, height: 30)
            window.show(image, x: 200, y: 200)
            let cover = try connection.makeWindow()
            let black: [UInt8] = (0..<60 * 50 * 4).map { $0 % 4 == 3 ? 255 : 0 }
            cover.show(X11Image(width: 60, height: 50, straightRGBA: black), x: 190, y: 190)
            connection.sync()
            cover.destroy()
            let events = try collectEvents(connection) { $0.contains(.exposed(window: window.id)) }
            #expect(events.contains(.exposed(window: window.id)))
            connection.sync()
            let shot = try screenshot(window, on: display)
            #expect(shot.pixel(x: 0, y: 0) == [255, 0, 0, 255])
            #expect(shot.pixel(x: 20, y: 5) == [0, 255, 0, 255])
        }
    }

    @Test("An image a window cannot show hides it; hide unmaps, show maps again, destroy twice is one destroy")
    func hideShowDestroy() throws {
        try withX11 { display, connection in
            let window = try connection.makeWindow()
            func mapState() throws -> String {
                connection.sync()
                let info = try display.run("xwininfo", ["-id", String(window.id)])
                return info.split(separator: "\n").first { $0.contains("Map State:") }.map(String.init) ?? info
            }
            let image = testImage(width: 20, height: 20)
            window.show(image, x: 10, y: 10)
            #expect(try mapState().hasSuffix("IsViewable"))
            window.show(X11Image(width: 20, height: 20, straightRGBA: [1, 2, 3]), x: 10, y: 10)
            #expect(try mapState().hasSuffix("IsUnMapped"))
            window.show(image, x: 10, y: 10)
            #expect(try mapState().hasSuffix("IsViewable"))
            window.hide()
            #expect(try mapState().hasSuffix("IsUnMapped"))
            window.destroy()
            window.destroy()
            connection.sync()
            #expect(throws: SupportFailure.self) { try display.run("xwininfo", ["-id", String(window.id)]) }
            #expect(connection.failure == nil)
        }
    }

    @Test("The window is override-redirect and says it is a notification above the rest, of class tartine-notifyd")
    func windowProperties() throws {
        try withX11 { display, connection in
            let window = try connection.makeWindow()
            window.show(testImage(width: 10, height: 10), x: 0, y: 0)
            connection.sync()
            let info = try display.run("xwininfo", ["-id", String(window.id)])
            #expect(info.contains("Override Redirect State: yes"), "\(info)")
            let properties = try display.run("xprop", ["-id", String(window.id)])
            for line in [
                "_NET_WM_WINDOW_TYPE(ATOM) = _NET_WM_WINDOW_TYPE_NOTIFICATION",
                "_NET_WM_STATE(ATOM) = _NET_WM_STATE_ABOVE", "WM_CLASS(STRING) = \"tartine-notifyd\", \"Tartine\"",
                "WM_NAME(STRING) = \"Tartine notification\"",
            ] {
                #expect(properties.contains(line), "\(line) is not in \(properties)")
            }
        }
    }

    @Test("Connecting to a display with no server names it")
    func missingDisplayIsNamed() {
        let error = #expect(throws: X11Error.self) { try X11Connection(display: ":9876") }
        #expect(error?.description == "cannot open display :9876: socket, pipe or stream error (xcb error 1)")
        // xcb's own number for a display name it cannot parse (XCB_CONN_CLOSED_PARSE_ERR), in its words.
        let unparsed = #expect(throws: X11Error.self) { try X11Connection(display: "no display") }
        #expect(unparsed?.description == "cannot open display no display: bad display name (xcb error 5)")
    }
}
