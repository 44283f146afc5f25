import ToastFiles
import ToastPNG

/// Icon images (PNG files), read once per path by the file layer (regular files only, at most
/// `Limits.iconFileSize` bytes), decoded with Tartine's decoder (`PNGDecoder`, whose size
/// limits are checked before any pixel is allocated) and premultiplied into a Cairo surface as
/// Cairo's own PNG loader does. Paths are used as given: the theme loader resolves them inside
/// the theme's directory.
final class ImageCache {
    private var images: [String: ImageSurface] = [:]

    /// The image at `path`.
    /// - Throws: `RenderError.imageFile`, `.imageUnreadable` or `.imageSurface` with the reason.
    func image(at path: String) throws(RenderError) -> ImageSurface {
        if let cached = images[path] {
            // Read once per renderer, an input of every picture that draws it.
            Files.noteRead(.read(path))
            return cached
        }
        let bytes: [UInt8]
        do { bytes = try Files.read(path, limit: Limits.iconFileSize) } catch { throw .imageFile(error) }
        let decoded: RenderedImage
        do { decoded = try RenderedImage(png: bytes) } catch { throw .imageUnreadable(path: path, reason: error) }
        do {
            let image = try ImageSurface(image: decoded)
            images[path] = image
            return image
        } catch {
            throw .imageSurface(path: path, reason: error)
        }
    }
}
