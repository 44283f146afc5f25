import ToastCore
import ToastFiles
import ToastPNG

/// Turns the image a sender named (a path or an icon name) into pixels before the notification
/// reaches the engine, which draws pixels and never reads a sender's files: a path is read only
/// when it is a regular PNG file of at most ``NotificationLimits/imageFileBytes`` bytes and
/// ``NotificationLimits/imageSide`` pixels a side, through the file layer; a name is looked up
/// as `NAME.png` in the icon directories. Anything else leaves the notification without an
/// image (its kind's icon is drawn), never an error.
package enum NotificationIcons {
    /// Where icon names are looked up, in order (the hicolor theme's common sizes, then pixmaps).
    package static let directories = [
        "/usr/share/icons/hicolor/48x48/apps", "/usr/share/icons/hicolor/64x64/apps",
        "/usr/share/icons/hicolor/32x32/apps", "/usr/share/icons/hicolor/128x128/apps", "/usr/share/pixmaps",
    ]

    /// `image` with a path or name replaced by its pixels, or `nil` when they cannot be had.
    package static func resolved(_ image: NotificationImage?, directories: [String] = directories)
        -> NotificationImage?
    {
        switch image {
        case .pixels?, nil:
            return image
        case .path(let path)?:
            return pixels(at: path)
        case .name(let name)?:
            guard isIconName(name) else { return nil }
            for directory in directories {
                if let found = pixels(at: Paths.join(directory, name + ".png")) { return found }
            }
            return nil
        }
    }

    /// Whether `name` can be an icon's name: letters, digits, `.`, `_`, `-` and `+`, not
    /// starting with a dot (no path, no climbing out of a directory).
    static func isIconName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first != ".", name.utf8.count <= NotificationLimits.name else {
            return false
        }
        return name.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
                || "._-+".unicodeScalars.contains($0)
        }
    }

    /// The pixels of the PNG file at absolute `path`, within the limits.
    static func pixels(at path: String) -> NotificationImage? {
        guard path.hasPrefix("/"),
            let bytes = try? Files.read(path, limit: NotificationLimits.imageFileBytes),
            bytes.starts(with: [0x89, 0x50, 0x4E, 0x47])
        else { return nil }
        let side = NotificationLimits.imageSide
        guard let png = try? PNGDecoder.decode(bytes, limits: PNGLimits(maxDimension: side, maxPixels: side * side))
        else { return nil }
        return .pixels(width: png.width, height: png.height, rgba: png.pixels)
    }
}
