/// A backdrop material, as iOS HUDs and banners use: what lies behind the toast is blurred, its
/// colours made more (or less) vivid, and a tint laid over it. Drawn deterministically.
public struct Material: Sendable, Hashable {
    /// The blur radius in points (as a shadow's: the Gaussian's σ is half of it).
    public var radius: Double
    /// The colour laid over the blurred backdrop, per appearance.
    public var tint: Color
    /// 1 keeps the backdrop's colours, 0 makes them grey, above 1 more vivid.
    public var saturation: Double

    /// Creates a material; the defaults are close to UIKit's regular material: a 30 pt blur,
    /// colours 1.8 × as vivid, under a light or dark grey tint at 70 %.
    public init(
        radius: Double = 30,
        tint: Color = Color(
            light: RGBA(r255: 242, g255: 242, b255: 247, alpha: 0.7),
            dark: RGBA(r255: 44, g255: 44, b255: 46, alpha: 0.7)),
        saturation: Double = 1.8
    ) {
        self.radius = radius
        self.tint = tint
        self.saturation = saturation
    }
}
