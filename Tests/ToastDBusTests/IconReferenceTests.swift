import Testing
import ToastCore

@testable import ToastDBus

/// `app_icon` and `image-path`: a file URI or an absolute path is a path, a name is a name,
/// anything else is no image.
@Suite("Icon references")
struct IconReferenceTests {
    @Test(
        "Each form of reference",
        arguments: [
            ("/usr/share/icons/a.png", NotificationImage.path("/usr/share/icons/a.png")),
            ("file:///tmp/a%20b%C3%A9.png", .path("/tmp/a bé.png")),
            ("file://localhost/tmp/x.png", .path("/tmp/x.png")),
            ("dialog-information", .name("dialog-information")),
            ("", nil), ("icons/a.png", nil), ("file://host/tmp/x.png", nil), ("file:///tmp/%zz.png", nil),
            ("file:///tmp/%00.png", nil), ("file:///tmp/%FF.png", nil), ("file:///tmp/%4", nil),
            ("https://example.com/a.png", nil), ("file:relative.png", nil),
        ] as [(String, NotificationImage?)])
    func reference(text: String, image: NotificationImage?) {
        #expect(IconReference.image(text) == image)
    }
}
