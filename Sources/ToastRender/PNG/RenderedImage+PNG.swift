import ToastPNG

extension RenderedImage {
    /// The pixels of a decoded PNG.
    public init(_ image: PNGImage) {
        self.init(width: image.width, height: image.height, pixels: image.pixels)
    }

    /// Decodes PNG bytes exactly (straight-alpha RGBA, see `PNGDecoder`).
    /// - Throws: `PNGError`.
    public init(png: [UInt8], limits: PNGLimits = .standard) throws(PNGError) {
        self.init(try PNGDecoder.decode(png, limits: limits))
    }
}
