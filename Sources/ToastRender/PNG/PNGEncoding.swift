import ToastPNG

/// PNG files from surfaces: the pixels converted to straight RGBA, then Tartine's encoder
/// (`PNGEncoder`) with the manifest chunk after IHDR.
enum PNGEncoding {
    static func png(of surface: ImageSurface, manifest: [String: String]) throws(PNGError) -> [UInt8] {
        let image = RenderedImage(surface: surface, fonts: nil)
        return try PNGEncoder.encode(rgba: image.pixels, width: image.width, height: image.height, manifest: manifest)
    }
}
