/// An opaque colour for the diff image, 8 bits per channel.
public struct DiffColor: Sendable, Hashable {
    /// Red, 0...255.
    public var red: UInt8
    /// Green, 0...255.
    public var green: UInt8
    /// Blue, 0...255.
    public var blue: UInt8

    /// A colour from its channels.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// pixelmatch's `diffColor` default, `[255, 0, 0]`.
    public static let red = DiffColor(red: 255, green: 0, blue: 0)
    /// pixelmatch's `aaColor` default, `[255, 255, 0]`.
    public static let yellow = DiffColor(red: 255, green: 255, blue: 0)

    /// The colour as one RGBA word (alpha 255) in memory order R, G, B, A on little-endian.
    var word: UInt32 {
        UInt32(red) | UInt32(green) << 8 | UInt32(blue) << 16 | 0xFF00_0000
    }
}

/// How `ImageDiff` compares two images: the options of pixelmatch 7.2.0, with its defaults.
///
/// ```swift
/// var options = DiffOptions()
/// options.threshold = 0.05      // more sensitive
/// options.includeAA = true      // count anti-aliased pixels as differences too
/// ```
public struct DiffOptions: Sendable, Hashable {
    /// Matching threshold, 0...1; smaller is more sensitive. Two pixels differ when their squared
    /// YIQ distance exceeds `35215 × threshold²` (35215 is the largest possible distance).
    public var threshold = 0.1
    /// Count anti-aliased pixels as differences instead of telling them apart (`includeAA`).
    public var includeAA = false
    /// Opacity of the original image under the diff colours, 0...1 (`alpha`).
    public var alpha = 0.1
    /// Colour of anti-aliased pixels in the diff image (`aaColor`).
    public var antialiasedColor = DiffColor.yellow
    /// Colour of differing pixels in the diff image (`diffColor`).
    public var diffColor = DiffColor.red
    /// Colour of differing pixels that are darker in the actual image; `nil` uses `diffColor`
    /// (`diffColorAlt`).
    public var darkerDiffColor: DiffColor? = nil
    /// Draw only the differences over a transparent background (`diffMask`).
    public var diffMask = false
    /// Blend semi-transparent pixels against pixelmatch's position-dependent pattern (`true`, the
    /// 7.x default) or plain white (`false`, pixelmatch before 7.0) when comparing (`checkerboard`).
    public var checkerboard = true

    /// Count every pixel whose RGBA bytes differ at all, ignoring `threshold` and `includeAA`
    /// (not a pixelmatch option: what a deterministic renderer can promise). The diff image is
    /// drawn as pixelmatch draws it, with `alpha` and the diff colours.
    public var exact = false

    /// pixelmatch's defaults: threshold 0.1, anti-aliasing detected, alpha 0.1, red and yellow.
    public init() {}

    /// Every differing RGBA byte counts: `exact` set.
    public static var exactMatch: DiffOptions {
        var options = DiffOptions()
        options.exact = true
        return options
    }

    /// The largest squared YIQ distance two pixels may have and still match.
    var maxDelta: Double { 35215 * threshold * threshold }
}
