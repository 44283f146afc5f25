import Foundation
import TartineTestSupport
import Testing

@testable import ToastX11

/// `X11Window.update`: patches of a shown window against a whole show of the new image, and
/// the kept backdrop that lets a grown window read only its new strips.
@Suite("X11 window patches")
struct X11WindowPatchTests {
    /// `image` with the pixels of `area` replaced by `paint(x, y)`.
    static func painted(
        _ image: X11Image, _ area: (x: Int, y: Int, width: Int, height: Int), _ paint: (Int, Int) -> [UInt8]
    ) -> X11Image {
        var rgba = straightPixels(image)
        for y in area.y..<area.y + area.height {
            for x in area.x..<area.x + area.width {
                let offset = (y * image.width + x) * 4
                rgba.replaceSubrange(offset..<offset + 4, with: paint(x, y))
            }
        }
        return X11Image(width: image.width, height: image.height, straightRGBA: rgba)
    }

    /// What the root shows at the window's place, read with `xwd -root`: the window's pixels
    /// where its shape has them, the root's colour elsewhere.
    static func rootShot(on display: VirtualDisplay) throws -> XWDImage {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tartine-x11-\(UUID().uuidString).xwd")
        defer { try? FileManager.default.removeItem(at: file) }
        try display.run("xwd", ["-root", "-silent", "-out", file.path])
        return try XWDImage(contentsOf: file.path)
    }

    /// The test image changed in three places: an opaque stripe made clear, a patch made opaque
    /// whose first five rows were drawn already and the rest clear (its shape changes from its
    /// sixth row), and translucent pixels recoloured; with the three areas.
    static func changedImage(_ image: X11Image) -> (X11Image, [(x: Int, y: Int, width: Int, height: Int)]) {
        let areas = [
            (x: 5, y: 0, width: 20, height: 6), (x: 75, y: 25, width: 10, height: 27),
            (x: 30, y: 20, width: 17, height: 9),
        ]
        var changed = painted(image, areas[0]) { _, _ in [0, 0, 0, 0] }
        changed = painted(changed, areas[1]) { x, y in [UInt8(x), 200, UInt8(y), 255] }
        changed = painted(changed, areas[2]) { x, y in [40, UInt8(x * 3), UInt8(y * 5), 128] }
        return (changed, areas)
    }

    /// Runs `body` with `image`'s rows: lent from inside a larger buffer (``lending(_:_:)``), or
    /// the image's own.
    static func rows<R>(of image: X11Image, lent: Bool, _ body: (X11PixelRows) -> R) -> R {
        lent ? lending(image, body) : image.withRows(body)
    }

    @Test(
        "Without a compositor, updated areas show what a whole show of the new pixels shows, shape included, refused ones change nothing, and they stay after an exposure; the pixels an image's own rows or lent from inside a larger buffer",
        arguments: [false, true])
    func patchesEqualAWholeShow(lent: Bool) throws {
        try withX11 { display, connection in
            try display.run("xsetroot", ["-solid", "#336699"])
            let root: [UInt8] = [0x33, 0x66, 0x99]
            let window = try connection.makeWindow()
            let image = testImage(width: 90, height: 60)
            Self.rows(of: image, lent: lent) { window.show($0, x: 101, y: 47, moving: false) }
            connection.sync()
            let shown = overRootDifferences(try Self.rootShot(on: display), image, left: 101, top: 47, root: root)
            #expect(shown.isEmpty, "pixels differ from a whole show: \(shown)")
            let (changed, areas) = Self.changedImage(image)
            #expect(changed.argb != image.argb)
            #expect(Self.rows(of: changed, lent: lent) { window.update(areas, of: $0, moving: false) })
            connection.sync()
            let wrong = overRootDifferences(try Self.rootShot(on: display), changed, left: 101, top: 47, root: root)
            #expect(wrong.isEmpty, "pixels differ from a whole show: \(wrong)")
            // Refused, changing nothing: rows of another size, an area past the edge or empty.
            #expect(
                !Self.rows(of: testImage(width: 89, height: 60), lent: lent) {
                    window.update([], of: $0, moving: false)
                })
            #expect(
                !Self.rows(of: changed, lent: lent) {
                    window.update([(x: 85, y: 0, width: 10, height: 5)], of: $0, moving: false)
                })
            #expect(
                !Self.rows(of: changed, lent: lent) {
                    window.update([(x: 5, y: 5, width: 0, height: 5)], of: $0, moving: false)
                })
            #expect(
                !Self.rows(of: image, lent: lent) {
                    window.update([(x: 0, y: -1, width: 5, height: 5)], of: $0, moving: false)
                })
            connection.sync()
            let still = overRootDifferences(try Self.rootShot(on: display), changed, left: 101, top: 47, root: root)
            #expect(still.isEmpty, "a refused update changed pixels: \(still)")
            // Another window over it and gone: the window draws the patched pixels again.
            let cover = try connection.makeWindow()
            cover.show(
                X11Image(width: 120, height: 90, straightRGBA: [UInt8](repeating: 255, count: 120 * 90 * 4)), x: 90,
                y: 40)
            connection.sync()
            cover.destroy()
            _ = try collectEvents(connection) { $0.contains(.exposed(window: window.id)) }
            connection.sync()
            let again = overRootDifferences(try Self.rootShot(on: display), changed, left: 101, top: 47, root: root)
            #expect(again.isEmpty, "pixels differ after an exposure: \(again)")
        }
    }

    @Test("Under a compositor, patches arrive premultiplied as a whole show's pixels")
    func patchesUnderACompositor() async throws {
        let display = try VirtualDisplay()
        defer { display.stop() }
        let connection = try X11Connection(display: display.name)
        try display.start("xcompmgr")
        #expect(try await X11CompositorTests.wait(for: true, on: connection))
        let window = try connection.makeWindow()
        #expect(window.isTranslucent)
        let image = testImage(width: 90, height: 60)
        window.show(image, x: 40, y: 30)
        let (changed, areas) = Self.changedImage(image)
        #expect(changed.withRows { window.update(areas, of: $0, moving: false) })
        connection.sync()
        let wrong = premultipliedDifferences(try screenshot(window, on: display), changed)
        #expect(wrong.isEmpty, "pixels differ: \(wrong)")
    }

    @Test("An update is refused, changing nothing, by a window never shown or hidden, and when it leaves the window")
    func refusedPatches() throws {
        try withX11 { _, connection in
            let window = try connection.makeWindow()
            let image = testImage(width: 40, height: 30)
            func update(_ area: (x: Int, y: Int, width: Int, height: Int), of image: X11Image) -> Bool {
                image.withRows { window.update([area], of: $0, moving: false) }
            }
            let inside = (x: 0, y: 0, width: 10, height: 10)
            #expect(!update(inside, of: image), "never shown")
            window.show(image, x: 10, y: 10)
            #expect(image.withRows { window.update([], of: $0, moving: false) })
            #expect(update(inside, of: image))
            #expect(!update((x: 35, y: 0, width: 10, height: 10), of: image), "past the right edge")
            #expect(!update((x: 0, y: -1, width: 10, height: 10), of: image), "above the top")
            #expect(!update(inside, of: testImage(width: 40, height: 29)), "rows of another size")
            window.hide()
            #expect(!update(inside, of: image), "hidden")
        }
    }

    /// Runs `body` with `image`'s pixels lent as a renderer lends its surface's: inside a larger
    /// buffer of other (opaque) pixels, at (7, 3), each row 13 pixels and 8 bytes longer.
    static func lending<R>(_ image: X11Image, _ body: (X11PixelRows) -> R) -> R {
        let stride = (image.width + 13) * 4 + 8
        var buffer = [UInt8](repeating: 0xAB, count: stride * (image.height + 5))
        for y in 0..<image.height {
            let to = (y + 3) * stride + 7 * 4
            buffer.replaceSubrange(
                to..<to + image.width * 4, with: image.argb[y * image.width * 4..<(y + 1) * image.width * 4])
        }
        return buffer.withUnsafeBytes { bytes in
            let start = 3 * stride + 7 * 4
            let rows = UnsafeRawBufferPointer(
                rebasing: bytes[start..<start + (image.height - 1) * stride + image.width * 4])
            return body(X11PixelRows(width: image.width, height: image.height, stride: stride, bytes: rows))
        }
    }

    @Test("A grown window's backdrop keeps what it had and reads only the strips around it")
    func backdropReadsOnlyNewStrips() {
        // The kept backdrop says "k", the root "r", each pixel with its coordinates.
        func pixels(_ tag: UInt8, _ area: (x: Int, y: Int, width: Int, height: Int)) -> [UInt8] {
            var rgb: [UInt8] = []
            for y in area.y..<area.y + area.height {
                for x in area.x..<area.x + area.width { rgb += [tag, UInt8(x & 0xFF), UInt8(y & 0xFF)] }
            }
            return rgb
        }
        let old = (x: 20, y: 10, width: 30, height: 40)
        let kept = (old.x, old.y, old.width, old.height, pixels(UInt8(ascii: "k"), old))
        for new in [
            (x: 20, y: 10, width: 30, height: 55), (x: 5, y: 10, width: 45, height: 40),
            (x: 10, y: 0, width: 50, height: 60), (x: 30, y: 20, width: 10, height: 10),
            (x: 40, y: 45, width: 30, height: 30), (x: 100, y: 100, width: 8, height: 8),
        ] {
            var reads: [(x: Int, y: Int, width: Int, height: Int)] = []
            let rgb = X11Window.reusing(kept, x: new.x, y: new.y, width: new.width, height: new.height) { strip in
                reads.append(strip)
                return pixels(UInt8(ascii: "r"), strip)
            }
            var wrong: [String] = []
            for y in new.y..<new.y + new.height {
                for x in new.x..<new.x + new.width {
                    let inOld = x >= old.x && x < old.x + old.width && y >= old.y && y < old.y + old.height
                    let expected = [UInt8(ascii: inOld ? "k" : "r"), UInt8(x & 0xFF), UInt8(y & 0xFF)]
                    let offset = ((y - new.y) * new.width + (x - new.x)) * 3
                    if Array(rgb[offset..<offset + 3]) != expected, wrong.count < 3 { wrong.append("(\(x), \(y))") }
                }
            }
            #expect(wrong.isEmpty, "\(new): wrong pixels at \(wrong)")
            let overlap = NotificationAreas.overlap(old, new)
            let read = reads.reduce(0) { $0 + $1.width * $1.height }
            #expect(read == new.width * new.height - overlap, "\(new): read \(read) pixels in \(reads)")
            #expect(reads.count <= 4)
        }
    }
}

/// Area arithmetic for the backdrop test.
enum NotificationAreas {
    /// How many pixels two areas share.
    static func overlap(
        _ a: (x: Int, y: Int, width: Int, height: Int), _ b: (x: Int, y: Int, width: Int, height: Int)
    ) -> Int {
        max(0, min(a.x + a.width, b.x + b.width) - max(a.x, b.x))
            * max(0, min(a.y + a.height, b.y + b.height) - max(a.y, b.y))
    }
}
