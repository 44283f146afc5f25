import Testing
import ToastCore

@testable import ToastRender

@Suite struct PopupTests {
    let popup = Popup(
        title: "Delete this entry?", description: "This cannot be undone.",
        buttons: [
            PopupButton(id: "keep", title: "Keep", role: .secondary),
            PopupButton(id: "delete", title: "Delete"),
        ])

    @Test func theBackdropDimsTheScreenAndTheCardIsDrawn() throws {
        let f = frame([], popup: popup)
        let layer = try #require(f.popup)
        #expect(layer.transform.opacity == 1 && layer.backdropOpacity == 1)
        let image = try renderer().render(f)
        // Backdrop: black at 0.3 over white, far from the card.
        #expect(close(color(in: image, at: Point(x: 5, y: 5), scale: 3), RGBA(r255: 179, g255: 179, b255: 179)))
        // Card: its background between the title and the edge.
        let card = layer.layout.frame
        #expect(close(color(in: image, at: Point(x: card.minX + 6, y: card.midY), scale: 3), .white))
        // Primary button: filled black (light appearance), at its top edge (above the title text).
        let primary = layer.layout.buttonFrames[1].offsetBy(dx: card.minX, dy: card.minY)
        #expect(close(color(in: image, at: Point(x: primary.minX + 4, y: primary.minY + 3), scale: 3), .black))
        // Secondary button: plain (card colour).
        let secondary = layer.layout.buttonFrames[0].offsetBy(dx: card.minX, dy: card.minY)
        #expect(close(color(in: image, at: Point(x: secondary.minX + 4, y: secondary.minY + 3), scale: 3), .white))
    }

    @Test func toastsDrawAbovePopups() throws {
        let f = frame(
            [
                toast(
                    "", icon: nil, position: .center,
                    style: ToastStyle(background: Color(RGBA(red: 1, green: 0, blue: 0))))
            ],
            popup: popup)
        let toastLayer = try #require(f.toasts.first)
        let popupFrame = try #require(f.popup).layout.frame
        #expect(popupFrame.intersects(toastLayer.frame))
        let image = try renderer().render(f)
        #expect(close(color(in: image, at: toastLayer.frame.center, scale: 3), RGBA(red: 1, green: 0, blue: 0)))
    }
}
