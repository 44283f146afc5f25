import ToastFiles

/// Icon images (PNG files), read once per path by the file layer (regular files only, at most
/// `Limits.iconFileSize` bytes) and decoded by Cairo. Paths are used as given: the theme loader
/// resolves them inside the theme's directory.
final class ImageCache {
    private var images: [String: ImageSurface] = [:]

    /// The image at `path`.
    /// - Throws: `RenderError.imageFile` when the file cannot be read, `RenderError.imageUnreadable`
    ///   with Cairo's reason when it is not a PNG Cairo can decode.
    func image(at path: String) throws(RenderError) -> ImageSurface {
        if let cached = images[path] { return cached }
        let bytes: [UInt8]
        do { bytes = try Files.read(path, limit: Limits.iconFileSize) } catch { throw .imageFile(error) }
        do {
            let image = try ImageSurface(pngBytes: bytes)
            images[path] = image
            return image
        } catch {
            throw .imageUnreadable(path: path, reason: error)
        }
    }
}
