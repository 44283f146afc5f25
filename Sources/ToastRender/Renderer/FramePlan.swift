import ToastCore

/// What a frame will draw and where: the visible layers with the pixels each may touch, the
/// popup's backdrop, and the union of it all (what the next frame must restore).
struct FramePlan {
    var popup: PopupLayer?
    var backdrop: RGBA?
    var popupBounds: PixelRect?
    var toasts: [(layer: ToastLayer, bounds: PixelRect)] = []
    /// Every area this frame paints over the background.
    var covered: [PixelRect] = []

    init(_ frame: Frame, appearance: Appearance, pixelScale: Double, canvas: Canvas) {
        let held = canvas.full
        if let popup = frame.popup {
            self.popup = popup
            backdrop = PopupPainter.backdrop(of: popup, appearance: appearance)
            if backdrop != nil { covered.append(held) }
            if popup.transform.opacity > 0 {
                let bounds = LayerGeometry.pixels(of: popup, appearance: appearance, pixelScale: pixelScale)
                    .clamped(to: held)
                if !bounds.isEmpty {
                    popupBounds = bounds
                    covered.append(bounds)
                }
            }
        }
        for layer in frame.toasts where layer.transform.opacity > 0 && layer.transform.scale > 0 {
            let bounds = LayerGeometry.pixels(of: layer, appearance: appearance, pixelScale: pixelScale)
                .clamped(to: held)
            guard !bounds.isEmpty else { continue }
            toasts.append((layer, bounds))
            covered.append(bounds)
        }
    }
}
