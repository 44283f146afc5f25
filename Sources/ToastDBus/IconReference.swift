import ToastCore

/// An icon as a sender names it (`app_icon`, the `image-path` hint): a `file://` URI, an
/// absolute path or an icon name.
package enum IconReference {
    /// `.path` for an absolute path or a `file://` URI (percent-decoded; its host empty or
    /// `localhost`), `.name` for an icon name; `nil` for an empty text, a relative path, another
    /// URI scheme, a bad percent escape, or a decoded path that holds a NUL or is not valid UTF-8.
    package static func image(_ text: String) -> NotificationImage? {
        guard !text.isEmpty else { return nil }
        if text.hasPrefix("/") { return .path(text) }
        if text.hasPrefix("file://") {
            var rest = Substring(text.dropFirst("file://".count))
            if rest.hasPrefix("localhost/") { rest = rest.dropFirst("localhost".count) }
            guard rest.hasPrefix("/"), let path = percentDecoded(rest) else { return nil }
            return .path(path)
        }
        guard !text.contains("/"), !text.contains(":") else { return nil }
        return .name(text)
    }

    /// `text` with every `%XX` replaced by its byte; `nil` for a `%` not followed by two hex
    /// digits, a NUL, or bytes that are not UTF-8.
    static func percentDecoded(_ text: Substring) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            if byte == UInt8(ascii: "%") {
                guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue)
                else { return nil }
                bytes.append(high << 4 | low)
            } else {
                bytes.append(byte)
            }
        }
        guard !bytes.contains(0) else { return nil }
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
