import ToastPreview

/// The preview's WebSocket text messages: JSON commands from the page, which any program that
/// reaches the port can send.
enum PreviewMessageHarness {
    static let harness = FuzzHarness("preview-message", "tartine preview's WebSocket commands (JSON)") { bytes in
        let text = String(decoding: bytes, as: UTF8.self)
        guard let command = PreviewCommand.parse(text) else { return }
        precondition(text.utf8.count <= PreviewCommand.maximumBytes, "a command over the size limit was read")
        if let point = command.point {
            precondition(point.x.isFinite && point.y.isFinite, "a pointer position that is not finite")
        }
    }
}
