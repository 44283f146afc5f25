import ToastCore

/// Why a notification's image named by a path or an icon name cannot be drawn: the notification
/// is then drawn with its kind's icon. `tartine render --icon` says it as a warning; the server
/// says nothing (a sender learns nothing of the server's files).
package enum IconProblem: Error, Equatable, CustomStringConvertible {
    /// Not an icon name (a path, a dot first, other characters).
    case notAName(String)
    /// A path that is not absolute.
    case relativePath(String)
    /// No theme searched and no base directory has it.
    case notFound(String, themes: [String])
    /// The file could not be read (the file layer's words: missing, not a regular file, too large).
    case unreadable(String, String)
    /// A PNG's path whose file is not a PNG, or one past the PNG limits (the decoder's words).
    case png(String, String)
    /// An SVG past `SVGIcon`'s bounds, or one librsvg cannot draw.
    case svg(String, SVGIcon.Refusal)

    package var description: String {
        switch self {
        case .notAName(let name):
            "'\(name)' is not an icon name (letters, digits, '.', '_', '-' and '+', not starting with '.')"
        case .relativePath(let path): "'\(path)' is a relative path; an icon's path is absolute"
        case .notFound(let name, let themes):
            "no icon '\(name)' in the icon themes searched (\(themes.joined(separator: ", "))) or the base directories"
        case .unreadable(let path, let reason): "icon \(path): \(reason)"
        case .png(let path, let reason): "icon \(path): \(reason)"
        case .svg(let path, let refusal): "icon \(path): \(refusal)"
        }
    }
}
