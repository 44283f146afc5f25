import ToastPNG

/// A rendered frame: RGBA pixels, 8 bits per channel, straight (not premultiplied) alpha,
/// rows top to bottom with no padding.
public struct RenderedImage: Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width × height × 4` bytes: R, G, B, A.
    public let pixels: [UInt8]
    /// The fonts it was drawn with, for the manifest of `pngData`.
    let fonts: FontSet?
    /// For a renderer's image: its place in the renderer's sequence of pictures and the rows
    /// that changed since the one before (`PixelLineage`), so an encoder compares only those.
    package let lineage: PixelLineage?

    /// An image from raw RGBA pixels (straight alpha).
    /// - Precondition: `pixels.count == width * height * 4`.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(
            pixels.count == width * height * 4,
            "RGBA pixels of a \(width)×\(height) image take \(width * height * 4) bytes, got \(pixels.count)")
        self.width = width
        self.height = height
        self.pixels = pixels
        self.fonts = nil
        self.lineage = nil
    }

    /// The pixels of an ARGB32 (premultiplied, native-endian) surface, unpremultiplied the way
    /// Cairo's PNG writer does it.
    init(surface: ImageSurface, fonts: FontSet?) {
        var mirror = RGBAMirror()
        mirror.update(from: surface, areas: nil)
        self.init(width: surface.width, height: surface.height, pixels: mirror.pixels, fonts: fonts)
    }

    init(width: Int, height: Int, pixels: [UInt8], fonts: FontSet?, lineage: PixelLineage? = nil) {
        self.width = width
        self.height = height
        self.pixels = pixels
        self.fonts = fonts
        self.lineage = lineage
    }

    /// The RGBA bytes of the pixel at (`x`, `y`).
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let o = (y * width + x) * 4
        return (pixels[o], pixels[o + 1], pixels[o + 2], pixels[o + 3])
    }

    /// The image as a PNG with the Tartine manifest: library versions, the pinned font hashes
    /// (when the image came from a `FrameRenderer`), and `manifest`. Encoded in bands
    /// (`BandedPNGEncoder`), so a plain background costs a comparison rather than compression, and
    /// the same picture always has the same image data bytes (snapshots compare them).
    /// - Throws: `PNGError.encoding` with zlib's words.
    public func pngData(manifest: PictureManifest = [:]) throws(PNGError) -> [UInt8] {
        try pngData(manifest: manifest, encoder: PNGEncoding.stillEncoder())
    }

    /// `pngData(manifest:)` through `encoder`, which reuses the compressed bands of the rows this
    /// image shares with the picture it encoded last (the bytes are the same either way).
    /// - Throws: `PNGError.encoding` with zlib's words.
    package func pngData(manifest: PictureManifest, encoder: BandedPNGEncoder) throws(PNGError) -> [UInt8] {
        try encoder.encode(
            rgba: pixels, width: width, height: height, manifest: drawnManifest(manifest).entries, lineage: lineage)
    }

    /// The manifest `pngData(manifest:)` writes (without the pixel hash): `manifest` with the
    /// library versions and, for a renderer's image, the font hashes.
    package func drawnManifest(_ manifest: PictureManifest) -> PictureManifest {
        fonts?.manifest(manifest) ?? manifest.drawn(in: LibraryVersions.all)
    }
}

extension ImageSurface {
    /// A premultiplied ARGB32 surface holding `image`'s straight-alpha RGBA pixels.
    /// - Throws: `CairoStatus` when the surface cannot be made.
    convenience init(image: RenderedImage) throws(CairoStatus) {
        try self.init(format: .argb32, width: image.width, height: image.height)
        let stride = self.stride
        let pixels = image.pixels
        withMutableBytes { target in
            guard let base = target.baseAddress else { return }
            for y in 0..<image.height {
                let row = base + y * stride
                for x in 0..<image.width {
                    let o = (y * image.width + x) * 4
                    let a = UInt32(pixels[o + 3])
                    func premultiplied(_ c: UInt8) -> UInt32 {
                        let t = UInt32(c) * a + 0x80
                        return ((t >> 8) + t) >> 8
                    }
                    let argb =
                        a << 24 | premultiplied(pixels[o]) << 16 | premultiplied(pixels[o + 1]) << 8
                        | premultiplied(pixels[o + 2])
                    row.storeBytes(of: argb, toByteOffset: x * 4, as: UInt32.self)
                }
            }
        }
    }
}
