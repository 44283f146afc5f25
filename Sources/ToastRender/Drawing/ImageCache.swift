/// Icon images (PNG files), loaded once per path with `cairo_image_surface_create_from_png`.
/// Paths are used as given: the caller resolves relative paths (against the theme's folder).
final class ImageCache {
    private var images: [String: ImageSurface] = [:]

    /// The image at `path`.
    /// - Throws: `RenderError.imageUnreadable` with Cairo's reason.
    func image(at path: String) throws(RenderError) -> ImageSurface {
        if let cached = images[path] { return cached }
        do {
            let image = try ImageSurface(pngFile: path)
            images[path] = image
            return image
        } catch {
            throw .imageUnreadable(path: path, reason: error)
        }
    }
}
