import ToastCore
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
    /// A surface the renderer would allocate is larger than it draws (`SurfaceSize`: 16,384
    /// pixels a side, 33,554,432 pixels), or its size is not a finite number: refused before
    /// anything is allocated, with what it was for (width and height in pixels, NaN when the
    /// geometry itself is not a number).
    case surfaceTooLarge(RenderSurface, width: Double, height: Double)

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
        case .surfaceTooLarge(let surface, let width, let height):
            if width.isNaN || height.isNaN {
                "\(surface): its geometry is not a finite number; nothing drawn"
            } else {
                "\(surface) would be \(Self.pixels(width))×\(Self.pixels(height)) pixels, more than Tartine draws (at most \(PNGLimits.maxDimension) pixels a side and \(NumberText.grouped(PNGLimits.maxPixels)) pixels)"
            }
        }
    }

    private static func pixels(_ value: Double) -> String {
        value.isFinite && abs(value) < 1e15 ? NumberText.grouped(Int(value)) : NumberText.short(value)
    }
}

/// What a surface the renderer refused was for: named in `RenderError.surfaceTooLarge`.
public enum RenderSurface: Hashable, Sendable, CustomStringConvertible {
    /// The picture of a whole screen (its size in points times the pixel scale).
    case screen(width: Double, height: Double)
    /// A toast of this kind.
    case toast(kind: String)
    /// The shadow mask of a toast of this kind.
    case shadow(kind: String)
    /// The blurred backdrop of a toast of this kind's material.
    case material(kind: String)
    /// The popup card.
    case popup
    /// A contact sheet of so many cells.
    case sheet(rows: Int, columns: Int)

    /// `the toast of kind 'saved'`, `the shadow of kind 'saved'`, …
    public var description: String {
        switch self {
        case .screen(let width, let height):
            "the \(NumberText.short(width))×\(NumberText.short(height)) point screen"
        case .toast(let kind): "the toast of kind '\(kind)'"
        case .shadow(let kind): "the shadow of kind '\(kind)'"
        case .material(let kind): "the material backdrop of kind '\(kind)'"
        case .popup: "the popup"
        case .sheet(let rows, let columns):
            "the contact sheet of \(rows) \(rows == 1 ? "row" : "rows") and \(columns) \(columns == 1 ? "column" : "columns")"
        }
    }
}
