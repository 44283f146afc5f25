/// What an icon theme's `index.theme` says (the freedesktop Icon Theme Specification, "File
/// Formats"): the themes it inherits from and its directories of icons. Read as GTK reads it:
/// lines it does not understand, and directories without a usable `Size`, are passed over.
package struct IconThemeIndex: Sendable, Hashable {
    /// The most directories one theme's index lists that are kept (`Directories` and
    /// `ScaledDirectories` together; the rest are not searched).
    package static let maxDirectories = 2_000
    /// The largest `Size`, `MinSize`, `MaxSize` and `Threshold` read, and the largest `Scale`;
    /// a directory with a value outside `1...maxSize` (`0...maxSize` for `Threshold`,
    /// `1...maxScale` for `Scale`) is passed over.
    package static let maxSize = 4_096
    /// The largest `Scale` read (see ``maxSize``).
    package static let maxScale = 16

    /// `Inherits`: the themes searched after this one, in order.
    package var inherits: [String]
    /// The directories of `Directories`, then those of `ScaledDirectories`, in the file's order.
    package var directories: [IconDirectory]

    /// Creates an index.
    package init(inherits: [String] = [], directories: [IconDirectory] = []) {
        self.inherits = inherits
        self.directories = directories
    }

    /// Reads an `index.theme` file's text.
    package init(parsing text: String) {
        var sections: [String: [String: String]] = [:]
        var current: String?
        for line in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            let trimmed = line.trimmingWhitespace
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            if trimmed.hasPrefix("["), trimmed.hasSuffix("]") {
                current = String(trimmed.dropFirst().dropLast())
                continue
            }
            guard let current, let equals = trimmed.firstIndex(of: "=") else { continue }
            let key = trimmed[..<equals].trimmingWhitespace
            // The first value of a key in a section counts, as GKeyFile's lookup of a repeated key.
            if sections[current, default: [:]][String(key)] == nil {
                sections[current, default: [:]][String(key)] = String(
                    trimmed[trimmed.index(after: equals)...].trimmingWhitespace)
            }
        }
        let head = sections["Icon Theme"] ?? [:]
        inherits = Self.list(head["Inherits"])
        let names = Self.list(head["Directories"]) + Self.list(head["ScaledDirectories"])
        var seen = Set<String>()
        let listed = names.filter { seen.insert($0).inserted }.prefix(Self.maxDirectories)
        directories = listed.compactMap { name in sections[name].flatMap { Self.directory(name, $0) } }
    }

    /// A comma-separated list, empty items left out.
    private static func list(_ value: String?) -> [String] {
        (value ?? "").split(separator: ",").map { String($0.trimmingWhitespace) }.filter { !$0.isEmpty }
    }

    /// The directory a section describes; `nil` for a path that is absolute or has a `.` or `..`
    /// component, without a `Size` within bounds, or with a value out of bounds.
    private static func directory(_ path: String, _ keys: [String: String]) -> IconDirectory? {
        guard !path.hasPrefix("/"), !path.split(separator: "/").contains(where: { $0 == ".." || $0 == "." }) else {
            return nil
        }
        func number(_ key: String, _ range: ClosedRange<Int>) -> Int?? {
            guard let text = keys[key] else { return .some(nil) }
            guard let value = Int(text), range.contains(value) else { return nil }
            return .some(value)
        }
        let sizes = 1...maxSize
        guard let size = number("Size", sizes), let size, let scale = number("Scale", 1...maxScale),
            let smallest = number("MinSize", sizes), let largest = number("MaxSize", sizes),
            let threshold = number("Threshold", 0...maxSize)
        else { return nil }
        let kind = keys["Type"].map { IconDirectory.Kind(rawValue: $0) } ?? .threshold
        guard let kind else { return nil }
        return IconDirectory(
            path: path, size: size, scale: scale ?? 1, kind: kind, minSize: smallest, maxSize: largest,
            threshold: threshold ?? 2)
    }
}

extension StringProtocol {
    /// The text without spaces and tabs at either end.
    fileprivate var trimmingWhitespace: Substring {
        let text = Substring(self)
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = text.firstIndex(where: { !isBlank($0) }), let last = text.lastIndex(where: { !isBlank($0) })
        else { return "" }
        return text[first...last]
    }
}
