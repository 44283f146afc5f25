import ToastCore
/// What a snapshot shows, and so where its reference lives:
/// `<theme>/<group>/<screen>-<appearance>-<locale>@<scale>x-<t>[-<variant>].png` for a picture,
/// `<theme>/<group>/<screen>-<appearance>-<locale>[-<variant>]-transcript.txt` for a scenario's
/// event transcript (one per run of the scenario: no scale, no time).
///
/// ```swift
/// SnapshotID(theme: "diary", group: "saved", screen: "iphone-15", appearance: "light",
///            locale: "en", scale: 3, time: 1).relativePath
/// // "diary/saved/iphone-15-light-en@3x-1.png"
/// ```
public struct SnapshotID: Sendable, Hashable, CustomStringConvertible {
    /// The theme's name.
    public var theme: String
    /// The scenario or toast kind.
    public var group: String
    /// The screen preset, such as `iphone-15`.
    public var screen: String
    /// `light` or `dark`.
    public var appearance: String
    /// The locale, such as `en` or `ko`.
    public var locale: String
    /// The pixel scale (1, 2, 3).
    public var scale: Int
    /// The moment drawn, in seconds.
    public var time: Double
    /// A further axis of the matrix (text size, reduced motion), if any.
    public var variant: String?
    /// Whether the reference is a scenario's event transcript (text) rather than a picture.
    public var isTranscript = false

    /// An ID from its parts; `validate()` checks that they can name a file.
    public init(
        theme: String, group: String, screen: String, appearance: String, locale: String, scale: Int,
        time: Double, variant: String? = nil
    ) {
        self.theme = theme
        self.group = group
        self.screen = screen
        self.appearance = appearance
        self.locale = locale
        self.scale = scale
        self.time = time
        self.variant = variant
    }

    /// The ID of the event transcript of the scenario run this picture comes from: the same
    /// theme, group, screen, appearance, locale and variant.
    public var transcript: SnapshotID {
        var id = self
        id.isTranscript = true
        id.scale = 1
        id.time = 0
        return id
    }

    /// The reference's path under a store's root.
    public var relativePath: String {
        let variantSuffix = variant.map { "-\($0)" } ?? ""
        if isTranscript { return "\(theme)/\(group)/\(screen)-\(appearance)-\(locale)\(variantSuffix)-transcript.txt" }
        return "\(theme)/\(group)/\(screen)-\(appearance)-\(locale)@\(scale)x-"
            + "\(Self.format(time: time))\(variantSuffix).png"
    }

    /// `relativePath` without `.png` or `.txt`, the stem of failure artifacts.
    var relativeStem: String { String(relativePath.dropLast(4)) }

    /// The file extension of the reference, with its dot: `.png` or `.txt`.
    var fileExtension: String { isTranscript ? ".txt" : ".png" }

    /// The relative path.
    public var description: String { relativePath }

    /// A time as in file names: whole seconds without a fraction (`1`), others in the shortest
    /// form that reads back exactly (`0.25`, `2.5`).
    public static func format(time: Double) -> String {
        NumberText.short(time)
    }

    /// Throws when a component could escape the store's root or name no file: empty, `.` or
    /// `..`, or holding `/` (theme names come from untrusted theme files).
    /// - Throws: `SnapshotError.invalidSnapshotID` naming the component.
    public func validate() throws(SnapshotError) {
        let components: [(String, String?)] = [
            ("theme", theme), ("group", group), ("screen", screen), ("appearance", appearance),
            ("locale", locale), ("variant", variant),
        ]
        for case (let name, let value?) in components
        where value.isEmpty || value == "." || value == ".." || value.contains("/") || value.contains("\0") {
            throw .invalidSnapshotID(component: name, value: value)
        }
    }
}
