/// Failures of the renderer that are not Cairo status codes: fonts, images and files.
public enum RenderError: Error, Hashable, CustomStringConvertible {
    /// A pinned font file is not installed (the package that provides it is named).
    case fontFileMissing(path: String, package: String)
    /// Fontconfig refused a step of building the private configuration.
    case fontconfig(function: String, detail: String)
    /// An icon image could not be loaded.
    case imageUnreadable(path: String, reason: CairoStatus)
    /// An icon image file could not be read (missing, not a regular file, over the size limit).
    case imageFile(FileError)
    /// A screen or scale gives a surface with no pixels.
    case emptySurface(width: Int, height: Int)
    /// The pixel scale is zero, negative or not a number.
    case invalidScale(Double)

    public var description: String {
        switch self {
        case .fontFileMissing(let path, let package):
            "pinned font \(path) is missing: install the Debian package '\(package)' (apt-get install \(package))"
        case .fontconfig(let function, let detail):
            "\(function): \(detail)"
        case .imageUnreadable(let path, let reason):
            "icon image \(path): \(reason.message) (\(reason.function))"
        case .imageFile(let error):
            "icon image \(error)"
        case .emptySurface(let width, let height):
            "cannot render a \(width)×\(height) pixel surface: both sides must be at least 1 pixel"
        case .invalidScale(let scale):
            "the pixel scale must be a positive number, got \(scale)"
        }
    }
}
