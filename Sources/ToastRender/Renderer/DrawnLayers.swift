import ToastCore

/// What a frame showing toasts alone draws, as far as the painter reads it: each toast's
/// laid-out frame, layout (its primitives) and transform, bottom to top. Two frames with equal
/// drawn layers paint the same pixels on the same renderer (images and text are cached per
/// renderer, the background is fixed), whatever their times.
struct DrawnLayers: Equatable {
    struct Layer: Equatable {
        let frame: Rect
        let layout: ToastLayout
        let transform: LayerTransform
    }

    let layers: [Layer]

    /// `nil` for a frame with a popup (those are always painted).
    init?(_ frame: Frame) {
        guard frame.popup == nil else { return nil }
        layers = frame.toasts.map { Layer(frame: $0.frame, layout: $0.layout, transform: $0.transform) }
    }
}
