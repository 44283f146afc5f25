import ToastPNG

/// PNG files from surfaces: the pixels converted to straight RGBA, then Tartine's encoder in
/// bands (`BandedPNGEncoder`, as every still picture) with the manifest chunk after IHDR.
enum PNGEncoding {
    static func png(of surface: ImageSurface, manifest: [String: String]) throws(PNGError) -> [UInt8] {
        let image = RenderedImage(surface: surface, fonts: nil)
        return try BandedPNGEncoder(jobs: 1).encode(
            rgba: image.pixels, width: image.width, height: image.height, manifest: manifest)
    }
}
