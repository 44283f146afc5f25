import ToastCore

/// What a frame showing toasts alone draws, as far as the painter reads it: each toast's
/// laid-out frame, layout (its primitives) and transform, and, for a toast with a spinner, its
/// age (the spinner turns with it), bottom to top. Two frames with equal drawn layers paint the
/// same pixels on the same renderer (images and text are cached per renderer, the background is
/// fixed), whatever their times.
struct DrawnLayers: Equatable {
    struct Layer: Equatable {
        let frame: Rect
        let layout: ToastLayout
        let transform: LayerTransform
        /// The age, for a layer with a spinner; `nil` otherwise (its pixels do not depend on it).
        let age: Double?

        /// What the painter reads of `layer`.
        init(_ layer: ToastLayer) {
            frame = layer.frame
            layout = layer.layout
            transform = layer.transform
            age = layer.spins ? layer.age : nil
        }
    }

    /// A layer a frame draws, which toast it is, and the pixels it may touch (its bounds on the
    /// surface): what the next frame compares its own with (`DamageRegion.changed(from:to:)`).
    struct Placed: Equatable {
        let id: ToastID
        let layer: Layer
        let bounds: PixelRect
    }

    let layers: [Layer]

    /// `nil` for a frame with a popup (those are always painted).
    init?(_ frame: Frame) {
        guard frame.popup == nil else { return nil }
        layers = frame.toasts.map(Layer.init)
    }
}
