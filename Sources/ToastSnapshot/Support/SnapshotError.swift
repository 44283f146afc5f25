import ToastPNG
import ToastCore
import ToastRender

/// What can go wrong in ToastSnapshot, with the context to act on it. The wording lives in
/// `description`; tests assert it exactly.
public enum SnapshotError: Error, Hashable, CustomStringConvertible {
    /// Which side of a comparison a file is.
    public enum Role: String, Sendable, Hashable {
        /// The reference, or the new picture.
        case expected, actual
    }

    /// Bytes that do not start with the PNG signature (`path` when they came from disk).
    case notPNG(role: Role, path: String?)
    /// A PNG that cannot be read: damaged, truncated, or larger than `PNGLimits` (`path` when
    /// it came from disk).
    case unreadablePNG(role: Role, path: String?, PNGError)
    /// An image could not be encoded as PNG (a reference or a diff image for `path`).
    case unencodablePNG(path: String, PNGError)
    /// A reference whose manifest's pixel hash disagrees with its own pixels: its image data
    /// was replaced or damaged after it was written.
    case corruptReference(path: String, manifestHash: String, pixelHash: String)
    /// A file-system call failed (reading a reference, writing a recording or an artifact).
    case file(FileError)
    /// A record mode that is not one of `RecordMode.allCases`; `source` is where it came from
    /// (`--record` or `TARTINE_RECORD`).
    case invalidRecordMode(value: String, source: String)
    /// A snapshot ID that cannot name a file under the store's root.
    case invalidSnapshotID(component: String, value: String)
    /// Loading a theme (or a scenario) and drawing one case read, probed or listed more files
    /// than the limit (`Limits.inputFilesPerCase`); `file` is the theme, scenario or snapshot.
    case tooManyInputs(file: String, count: Int, limit: Int)

    /// The message, with the path, value or Cairo text that explains it.
    public var description: String {
        switch self {
        case .notPNG(let role, let path):
            let place = path.map { " \($0)" } ?? ""
            return "\(role.rawValue) image\(place) is not a PNG file (it does not start with the PNG signature)"
        case .unreadablePNG(let role, let path, let status):
            let place = path.map { " \($0)" } ?? ""
            return "\(role.rawValue) image\(place) cannot be read: \(status)"
        case .unencodablePNG(let path, let error):
            return "cannot write \(path): \(error)"
        case .corruptReference(let path, let manifestHash, let pixelHash):
            return "reference \(path) is corrupt: its manifest says pixels \(manifestHash) but its image data holds "
                + "pixels \(pixelHash) (replaced or damaged after it was recorded); restore it from version control "
                + "or re-record it with --record failed"
        case .file(let error):
            return error.description
        case .invalidRecordMode(let value, let source):
            let modes = RecordMode.allCases.map(\.rawValue)
            let hint = Suggestion.closest(to: value, in: modes).map { " " + Suggestion.sentence($0) } ?? ""
            return "\(source) '\(value)' is not a record mode; use one of \(modes.joined(separator: ", ")).\(hint)"
        case .invalidSnapshotID(let component, let value):
            return "snapshot \(component) '\(value)' cannot be a file name: it must be non-empty, "
                + "not '.' or '..', and hold no '/'"
        case .tooManyInputs(let file, let count, let limit):
            return "\(file): " + Self.tooManyInputs(count: count, limit: limit)
        }
    }

    /// What `tooManyInputs` says after the file's name (a load's diagnostic names the file itself).
    package static func tooManyInputs(count: Int, limit: Int) -> String {
        "reads \(NumberText.grouped(count)) files, more than the limit of \(NumberText.grouped(limit)) files per "
            + "snapshot (theme files, imports, plugins, strings, images); split the theme"
    }
}
