import ToastCore

/// The blurred, saturated backdrops of material areas, for one background surface, by area, σ
/// and saturation: a toast standing at the same place over the same background needs the same
/// backdrop, frame after frame and case after case, and blurring it again cost most of a
/// material toast's drawing. Each `Canvas` holds its own cache of surfaces, so an entry never
/// outlives the background pixels it was made from, and the surfaces are only ever read once
/// made. The pixels are made once per process (`SharedPixels`), keyed by the background's
/// identity as well: every background drawn from the same identity holds the same pixels.
final class BackdropCache {
    struct Key: Hashable, Sendable {
        /// The background's pixels blurred.
        var area: PixelRect
        /// The pixels of `area` the backdrop is made for (the others are not).
        var shown: PixelRect
        var sigma: Double
        var saturation: Double
    }

    /// A backdrop of any background of the process.
    struct SharedKey: Hashable, Sendable {
        let background: BackgroundIdentity
        let key: Key
    }

    /// The backdrops every renderer of the process has made.
    static let shared = SharedPixels<SharedKey>(capacity: 96 << 20)

    /// What the background these backdrops are blurred from was drawn from.
    let background: BackgroundIdentity
    /// Where the process's backdrops are kept (`nil`: this cache makes its own).
    private let store: SharedPixels<SharedKey>?
    private var surfaces: [Key: ImageSurface] = [:]
    private var bytes = 0
    /// Above this many bytes of backdrops the cache starts over (a toast sliding over the
    /// screen needs a new backdrop every frame).
    private let capacity = 24 << 20

    /// - Parameter store: the process's backdrops (`shared`), or `nil` to make every one here.
    init(background: BackgroundIdentity, store: SharedPixels<SharedKey>? = BackdropCache.shared) {
        self.background = background
        self.store = store
    }

    /// The backdrop for `key`: from this cache, else a copy of the process's, else made by `make`.
    func backdrop(_ key: Key, make: () throws(CairoStatus) -> ImageSurface) throws(CairoStatus) -> ImageSurface {
        if let cached = surfaces[key] { return cached }
        let made: ImageSurface
        if let store {
            made = try store.pixels(for: SharedKey(background: background, key: key)) {
                () throws(CairoStatus) in .init(try make())
            }.surface()
        } else {
            made = try make()
        }
        let size = made.stride * made.height
        if bytes + size > capacity {
            surfaces.removeAll(keepingCapacity: true)
            bytes = 0
        }
        surfaces[key] = made
        bytes += size
        return made
    }
}

/// Everything a renderer's background is drawn from: the screen, the pixel scale, the options
/// (appearance, plain colour or mock app) and the fonts of its text. Drawing is deterministic,
/// so backgrounds of equal identities hold the same pixels. The font set is compared by
/// identity and held, so an identity is never mistaken for one of a set made later at the
/// same address.
struct BackgroundIdentity: Hashable, Sendable {
    let screen: Screen
    let pixelScale: Double
    let options: RenderOptions
    let fonts: FontSet

    static func == (a: BackgroundIdentity, b: BackgroundIdentity) -> Bool {
        a.fonts === b.fonts && a.screen == b.screen && a.pixelScale == b.pixelScale && a.options == b.options
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(screen)
        hasher.combine(pixelScale)
        hasher.combine(options)
        hasher.combine(ObjectIdentifier(fonts))
    }
}
