import Synchronization
import ToastCore
import ToastFiles
import ToastPNG

/// Turns the image a sender named (a path or an icon name) into pixels before the notification
/// reaches the engine, which draws pixels and never reads a sender's files. `tartine notifyd`
/// (each `Notify`) and `tartine render --icon` both go through
/// ``resolve(_:theme:context:scale:)``.
///
/// A name is looked up in the icon theme as the freedesktop Icon Theme Specification says
/// (``IconCatalog``, read once and read again when a stamp shows it changed, checked at most
/// every ``refreshInterval`` seconds, or when the theme's icon keys change); a path, or the file
/// a name leads to, is read only when it is a regular PNG file of at most
/// ``NotificationLimits/imageFileBytes`` bytes and ``NotificationLimits/imageSide`` pixels a
/// side, or an SVG file within ``SVGIcon``'s bounds, through the file layer. Anything else
/// leaves the notification without an image (its kind's icon is drawn), never an error.
package final class NotificationIcons: Sendable {
    /// The fewest seconds between two checks that the icon theme on disk is what was read.
    package static let refreshInterval = 5.0

    private struct State {
        var search: IconSearch?
        var catalog: IconCatalog?
        var checked = -Double.infinity
    }

    /// The session's search (`--icon-theme`, the GTK settings file, the base directories), which
    /// a theme's `notifications.icon_theme` and `icon_directories` complete.
    package let session: IconSearch
    private let state = Mutex(State())
    private let now: @Sendable () -> Double

    /// Icons of `session`, read at the first lookup.
    /// - Parameter now: the monotonic clock, in seconds, that spaces the checks (a test's own).
    package init(_ session: IconSearch, now: @escaping @Sendable () -> Double = Poll.monotonicSeconds) {
        self.session = session
        self.now = now
    }

    /// The search for notifications of a theme whose rules are `rules`: the session's icon theme
    /// if one was named outright, else the rules' `icon_theme`; the rules' `icon_directories`
    /// before the session's base directories.
    package func search(for rules: NotificationRules) -> IconSearch {
        var search = session
        if search.themeName == nil { search.themeName = rules.iconTheme }
        var seen = Set<String>()
        search.baseDirectories = (rules.iconDirectories + session.baseDirectories).filter { seen.insert($0).inserted }
        return search
    }

    /// The catalog of `search`, read again first when the search is another one, or when it is
    /// stale (checked at most every ``refreshInterval``).
    package func catalog(for search: IconSearch) -> IconCatalog {
        state.withLock { state in
            let time = now()
            if let catalog = state.catalog, state.search == search {
                if time - state.checked < Self.refreshInterval { return catalog }
                state.checked = time
                if catalog.isCurrent { return catalog }
            }
            let catalog = IconCatalog(search)
            state = State(search: search, catalog: catalog, checked: time)
            return catalog
        }
    }

    /// Replaces `notification`'s image (a path or a name) with its pixels for the card `theme`'s
    /// notification rules give it in `context`, drawn `scale` pixels a point; without them, it
    /// has no image. What `tartine notifyd` and `tartine render --icon` draw.
    /// - Returns: why the image could not be had, or `nil`.
    @discardableResult
    package func resolve(_ notification: inout Notification, theme: Theme, context: ResolutionContext, scale: Double)
        -> IconProblem?
    {
        guard let image = notification.image else { return nil }
        if case .pixels = image { return nil }
        let side = theme.request(for: notification, context: context).content.iconSide
        switch pixels(for: image, search: search(for: theme.notifications), side: side, scale: scale) {
        case .success(let pixels):
            notification.image = pixels
            return nil
        case .failure(let problem):
            notification.image = nil
            return problem
        }
    }

    /// `image` with a path or name replaced by its pixels in the session's search, or `nil` when
    /// they cannot be had.
    package func resolved(_ image: NotificationImage?, side: Double, scale: Double) -> NotificationImage? {
        guard let image else { return nil }
        return try? pixels(for: image, search: session, side: side, scale: scale).get()
    }

    /// The pixels of `image` found in `search`.
    /// - Parameters:
    ///   - side: the side, in points, the card draws the icon at (`ToastContent.iconSide`).
    ///   - scale: the pixels per point of the screen it is drawn on.
    package func pixels(for image: NotificationImage, search: IconSearch, side: Double, scale: Double) -> Result<
        NotificationImage, IconProblem
    > {
        let size = Self.units(side)
        let pixelsPerUnit = max(1, min(Int(scale.rounded(.up)), IconThemeIndex.maxScale))
        let pixelSide = min(size * pixelsPerUnit, NotificationLimits.imageSide)
        switch image {
        case .pixels:
            return .success(image)
        case .path(let path):
            guard path.hasPrefix("/") else { return .failure(.relativePath(path)) }
            return Self.pixels(at: path, format: path.hasSuffix(".svg") ? .svg : .png, side: pixelSide)
        case .name(let name):
            guard Self.isIconName(name) else { return .failure(.notAName(name)) }
            let catalog = catalog(for: search)
            guard let icon = catalog.lookup(name, size: size, scale: pixelsPerUnit) else {
                return .failure(.notFound(name, themes: catalog.themes))
            }
            return Self.pixels(at: icon.path, format: icon.format, side: pixelSide)
        }
    }

    /// A side in points as whole units of the icon theme's sizes, 1 to ``NotificationLimits/imageSide``.
    static func units(_ side: Double) -> Int {
        guard side.isFinite else { return 1 }
        return Int(min(max(side.rounded(.up), 1), Double(NotificationLimits.imageSide)))
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

    /// The pixels of the file at absolute `path`: a PNG as it is, an SVG drawn `side` pixels square.
    static func pixels(at path: String, format: IconCatalog.Format, side: Int) -> Result<NotificationImage, IconProblem>
    {
        let bytes: [UInt8]
        do {
            bytes = try Files.read(
                path, limit: format == .svg ? SVGIcon.maxFileBytes : NotificationLimits.imageFileBytes)
        } catch {
            return .failure(.unreadable(path, error.reason))
        }
        switch format {
        case .png:
            let limit = NotificationLimits.imageSide
            do {
                let png = try PNGDecoder.decode(bytes, limits: PNGLimits(maxDimension: limit, maxPixels: limit * limit))
                return .success(.pixels(width: png.width, height: png.height, rgba: png.pixels))
            } catch {
                return .failure(.png(path, error.description))
            }
        case .svg:
            do { return .success(try SVGIcon.pixels(of: bytes, side: side)) } catch {
                return .failure(.svg(path, error))
            }
        }
    }
}
