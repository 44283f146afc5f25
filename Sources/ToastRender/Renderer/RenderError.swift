import ToastPNG

/// Failures of the renderer that are not Cairo status codes: fonts, images and files.
public enum RenderError: Error, Hashable, CustomStringConvertible {
    /// A pinned font file is not installed (the package that provides it is named).
    case fontFileMissing(path: String, package: String)
    /// Fontconfig refused a step of building the private configuration.
    case fontconfig(function: String, detail: String)
    /// An icon image is not a PNG Tartine can read: damaged, or larger than `PNGLimits`
    /// (checked from its header, before its pixels are allocated).
    case imageUnreadable(path: String, reason: PNGError)
    /// An icon image's file could not be read.
    case imageFile(FileError)
    /// An icon image could not be made into a Cairo surface.
    case imageSurface(path: String, reason: CairoStatus)
    /// A screen or scale gives a surface with no pixels.
    case emptySurface(width: Int, height: Int)
    /// The pixel scale is zero, negative or not a number.
    case invalidScale(Double)

    /// The failure in words, with what to do about a missing font.
    public var description: String {
        switch self {
        case .fontFileMissing(let path, let package):
            "pinned font \(path) is missing: install the Debian package '\(package)' (apt-get install \(package))"
        case .fontconfig(let function, let detail):
            "\(function): \(detail)"
        case .imageUnreadable(let path, let reason):
            "icon image \(path): \(reason)"
        case .imageFile(let error):
            "icon image \(error)"
        case .imageSurface(let path, let reason):
            "icon image \(path): \(reason)"
        case .emptySurface(let width, let height):
            "cannot render a \(width)×\(height) pixel surface: both sides must be at least 1 pixel"
        case .invalidScale(let scale):
            "the pixel scale must be a positive number, got \(scale)"
        }
    }
}
