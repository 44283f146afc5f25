import ToastFiles

/// What the server answers to a request path: its page, its script and style, the current
/// picture, the theme directory's images, and nothing else.
///
/// The path is taken as sent (before any decoding by the server library): a `..` component,
/// written plainly or percent-encoded (`%2e%2e`, `%2E.`), an encoded slash or backslash, a NUL,
/// an absolute path after the prefix, or a file that is, or passes through, a symbolic link
/// leading out of the theme directory is not found, like any path not listed here.
enum PreviewRoutes {
    /// What a path names.
    enum Resource: Equatable {
        case page
        case script
        case style
        /// The current picture as a PNG (the page shows it until its first frame arrives).
        case picture
        /// An image of the theme directory, by its real path, and its MIME type.
        case image(path: String, type: String)
        case webSocket
        case notFound
    }

    /// The longest request target accepted (longer: not found).
    static let maximumTarget = 2_048

    /// Image types served from the theme directory, by extension.
    static let imageTypes = [
        "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg", "gif": "image/gif", "webp": "image/webp",
    ]

    /// What `target` (the request's path and query, as sent) names, for a theme in `directory`.
    static func resource(_ target: String, themeDirectory directory: String) -> Resource {
        guard target.utf8.count <= maximumTarget else { return .notFound }
        let path =
            target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        switch path {
        case "/", "/index.html": return .page
        case "/preview.js": return .script
        case "/preview.css": return .style
        case "/frame.png": return .picture
        case "/ws": return .webSocket
        default: break
        }
        guard path.hasPrefix("/theme/"), let relative = decode(String(path.dropFirst("/theme/".count))),
            !relative.isEmpty, Paths.staysInside(relative),
            !relative.split(separator: "/", omittingEmptySubsequences: false).contains(where: {
                $0 == ".." || $0.isEmpty
            }),
            let dot = relative.lastIndex(of: "."),
            let type = imageTypes[relative[relative.index(after: dot)...].lowercased()]
        else { return .notFound }
        do {
            let real = try Paths.confined(relative, inside: directory)
            guard try Files.kind(of: real) == .regular else { return .notFound }
            return .image(path: real, type: type)
        } catch {
            return .notFound
        }
    }

    /// `text` with `%XX` escapes decoded; `nil` when an escape is malformed or decodes to a
    /// slash, a backslash, a NUL, or bytes that are not UTF-8.
    static func decode(_ text: String) -> String? {
        var bytes: [UInt8] = []
        var iterator = Array(text.utf8).makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                if byte == UInt8(ascii: "\\") || byte == 0 { return nil }
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                return nil
            }
            let decoded = high << 4 | low
            if decoded == UInt8(ascii: "/") || decoded == UInt8(ascii: "\\") || decoded == 0 { return nil }
            bytes.append(decoded)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
