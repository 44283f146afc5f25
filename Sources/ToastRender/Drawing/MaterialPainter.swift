import ToastCore

/// Draws a backdrop material: the app's background under the area (the cached background, not
/// the live canvas, so that a frame drawn incrementally and a frame drawn afresh agree byte for
/// byte), blurred with the shadows' deterministic box blur, saturated, clipped to the area's
/// rounded shape, then the tint over it.
struct MaterialPainter {
    let cairo: CairoContext
    /// The background's pixels (made on first use for a plain background).
    let background: () -> SharedPixels<BackgroundIdentity>.Pixels
    /// The backdrops already blurred from `background`.
    let backdrops: BackdropCache
    let appearance: Appearance
    let pixelScale: Double

    /// Draws `material` of a layer at `frame` on screen with `transform` (the current matrix is
    /// the layer's).
    func draw(_ material: MaterialPrimitive, layerFrame: Rect, transform: LayerTransform) throws(CairoStatus) {
        let sigma = material.material.radius / 2 * pixelScale
        let pad = Int(pixel: (3 * sigma).rounded(.up))
        let onScreen = LayerGeometry.screenRect(material.frame, frame: layerFrame, transform: transform)
        let covered = PixelRect(covering: onScreen, scale: pixelScale)
        let background = self.background()
        let area = PixelRect(x0: covered.x0 - pad, y0: covered.y0 - pad, x1: covered.x1 + pad, y1: covered.y1 + pad)
            .clamped(width: background.width, height: background.height)
        if !area.isEmpty {
            let saturation = material.material.saturation
            // Only the covered pixels are shown: the margin of 3σ around them is blurred from,
            // never drawn.
            let shown = covered.clamped(to: area)
            let backdrop = try backdrops.backdrop(
                .init(area: area, shown: shown, sigma: sigma, saturation: saturation)
            ) { () throws(CairoStatus) -> ImageSurface in
                try blurred(area, showing: shown, of: background, sigma: sigma, saturation: saturation)
            }
            cairo.saved {
                cairo.roundedRectangle(material.frame, radius: material.cornerRadius)
                cairo.clip()
                cairo.identityMatrix()
                cairo.setSource(backdrop, x: Double(area.x0), y: Double(area.y0), smooth: false)
                cairo.paint()
            }
        }
        let tint = material.material.tint.resolved(for: appearance)
        if tint.alpha > 0 { cairo.fillRoundedRectangle(material.frame, radius: material.cornerRadius, color: tint) }
    }

    /// The background's pixels in `area`, blurred channel by channel and saturated, in the
    /// pixels `shown` (within `area`) alone: the others hold what the blur left there.
    private func blurred(
        _ area: PixelRect, showing shown: PixelRect, of background: SharedPixels<BackgroundIdentity>.Pixels,
        sigma: Double, saturation: Double
    ) throws(CairoStatus) -> ImageSurface {
        let (w, h) = (area.width, area.height)
        let copy = try ImageSurface(format: .argb32, width: w, height: h)
        let source = background.stride
        background.withBytes { from in
            copy.withMutableBytes { to in
                guard let from = from.baseAddress, let to = to.baseAddress else { return }
                for y in 0..<h {
                    (to + y * copy.stride).copyMemory(
                        from: from + (area.y0 + y) * source + area.x0 * 4, byteCount: w * 4)
                }
            }
        }
        let inside = PixelRect(
            x0: shown.x0 - area.x0, y0: shown.y0 - area.y0, x1: shown.x1 - area.x0, y1: shown.y1 - area.y0)
        copy.withMutableBytes { bytes in
            // Each channel blurred on its own, as a plane of it alone would be.
            BoxBlur.gaussianChannels(bytes, width: w, height: h, stride: copy.stride, sigma: sigma, region: inside)
            if saturation != 1, !inside.isEmpty {
                let start = inside.y0 * copy.stride + inside.x0 * 4
                Self.saturate(
                    UnsafeMutableRawBufferPointer(rebasing: bytes[start...]), width: inside.width,
                    height: inside.height, stride: copy.stride, by: saturation)
            }
        }
        return copy
    }

    /// Moves each premultiplied pixel away from (or toward) its grey by `factor` (Rec. 709 luma),
    /// clamped to its alpha. Bytes are B, G, R, A (little-endian ARGB32).
    static func saturate(
        _ bytes: UnsafeMutableRawBufferPointer, width: Int, height: Int, stride: Int, by factor: Double
    ) {
        // A factor built in Swift may be anything: held where every product stays finite (a
        // factor of 1e6 already turns every channel fully on or off), and NaN changes nothing.
        let factor = factor.isNaN ? 1 : min(max(factor, -1e6), 1e6)
        // A blurred backdrop has runs of one colour: the last pixel's result is kept.
        var last: (pixel: UInt32, result: UInt32)? = nil
        for y in 0..<height {
            for x in 0..<width {
                let i = y * stride + x * 4
                let pixel = bytes.load(fromByteOffset: i, as: UInt32.self)
                if let last, last.pixel == pixel {
                    bytes.storeBytes(of: last.result, toByteOffset: i, as: UInt32.self)
                    continue
                }
                let (b, g, r, a) = (Double(bytes[i]), Double(bytes[i + 1]), Double(bytes[i + 2]), Double(bytes[i + 3]))
                let luma = 0.2126 * r + 0.7152 * g + 0.0722 * b
                func adjust(_ c: Double) -> UInt8 {
                    UInt8(min(max(roundedHalfAway(luma + (c - luma) * factor), 0), a))
                }
                bytes[i] = adjust(b)
                bytes[i + 1] = adjust(g)
                bytes[i + 2] = adjust(r)
                last = (pixel, bytes.load(fromByteOffset: i, as: UInt32.self))
            }
        }
    }

    /// `x.rounded()` (halves away from zero) without a call into libm: exact below 2⁵² in
    /// magnitude, where the truncation toward zero and the difference from it are exact;
    /// anything else (larger, NaN) is `x.rounded()`.
    @inline(__always)
    static func roundedHalfAway(_ x: Double) -> Double {
        guard x.magnitude < 4_503_599_627_370_496 else { return x.rounded() }
        let truncated = Double(Int64(x))
        let rest = x - truncated
        if rest >= 0.5 { return truncated + 1 }
        if rest <= -0.5 { return truncated - 1 }
        return truncated
    }
}
