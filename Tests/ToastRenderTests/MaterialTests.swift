import Testing
import TartineTestSupport
import ToastCore

@testable import ToastRender

/// The backdrop material: the app behind a toast blurred, saturated and tinted, the same bytes
/// whether a frame is drawn incrementally or afresh.
@Suite struct MaterialTests {
    static let mockApp = RenderOptions(background: .mockApp(MockApp()))

    /// A HUD-like toast in the middle of the mock app's list, with a clear fill over `material`.
    static func content(_ material: Material?) -> ToastContent {
        var style = ToastStyle(background: .clear, foreground: .black, material: material)
        style.padding = EdgeInsets(all: 40)
        return toast("Copied", icon: nil, position: .center, style: style)
    }

    /// How much neighbouring pixels differ across `rect` (points) of `image`: sharp text and
    /// edges score high, a blur low.
    static func roughness(_ image: RenderedImage, in rect: Rect, scale: Double) -> Int {
        let (xs, ys) = pixels(rect, scale: scale, inset: 2)
        var total = 0
        for y in ys {
            for x in xs.dropFirst() {
                let i = (y * image.width + x) * 4
                for c in 0..<3 { total += abs(Int(image.pixels[i + c]) - Int(image.pixels[i + c - 4])) }
            }
        }
        return total
    }

    @Test("the list behind the toast is blurred: its edges all but vanish under the material")
    func blursTheBackdrop() throws {
        let clearTint = Material(radius: 20, tint: .clear, saturation: 1)
        let blurred = try renderer(.iPhone15, Self.mockApp).render(frame(Self.content(clearTint)))
        let plain = try renderer(.iPhone15, Self.mockApp).render(frame(Self.content(nil)))
        let layer = try #require(frame(Self.content(nil)).toasts.first)
        // A band of the toast above its text, where only the list behind shows.
        let band = Rect(x: layer.frame.minX + 4, y: layer.frame.minY + 4, width: layer.frame.width - 8, height: 30)
        let sharp = Self.roughness(plain, in: band, scale: 3)
        let soft = Self.roughness(blurred, in: band, scale: 3)
        #expect(sharp > 5_000, "the list behind shows edges: \(sharp)")
        #expect(soft * 10 < sharp, "blurred \(soft) against sharp \(sharp)")
    }

    @Test(
        "a material toast scaling in draws the same bytes incrementally and afresh",
        arguments: [Appearance.light, .dark])
    func incrementalEqualsFresh(appearance: Appearance) throws {
        var presenter = Presenter(
            motion: Motion(enter: Transition(fade: true, scale: 0.8, duration: 0.4), exit: Transition(duration: 0.2)))
        presenter.show(ToastRequest(Self.content(Material())), at: 0)
        presenter.advance(to: 3)
        let timeline = Timeline(presenter.timeline, screen: .iPhone15, measurer: measurer)
        let options = RenderOptions(appearance: appearance, background: .mockApp(MockApp()))
        let incremental = try renderer(.iPhone15, options)
        let fresh = try renderer(.iPhone15, options)
        for t in [0.0, 0.1, 0.2, 0.3, 0.5, 1.0, 2.1, 2.3] {
            let f = timeline.frame(at: t)
            try incremental.draw(f)
            fresh.invalidate()
            try fresh.draw(f)
            #expect(sameBytes(incremental.surfaceBytes(), fresh.surfaceBytes()), "frame at t=\(t) differs")
        }
    }

    @Test("a backdrop kept from an earlier frame is the one a new renderer blurs, wherever the toast went between")
    func keptBackdropsEqualFresh() throws {
        var presenter = Presenter(
            motion: Motion(enter: Transition(fade: true, scale: 0.8, duration: 0.4), exit: Transition(duration: 0.2)))
        presenter.show(ToastRequest(Self.content(Material())), at: 0)
        presenter.advance(to: 3)
        let timeline = Timeline(presenter.timeline, screen: .iPhone15, measurer: measurer)
        let kept = try renderer(.iPhone15, Self.mockApp)
        for t in [0.1, 1.0, 0.1, 0.3, 1.0, 0.3] {
            let f = timeline.frame(at: t)
            try kept.draw(f)
            let fresh = try renderer(.iPhone15, Self.mockApp)
            try fresh.draw(f)
            #expect(sameBytes(kept.surfaceBytes(), fresh.surfaceBytes()), "frame at t=\(t) differs")
        }
    }

    @Test("saturation keeps greys, greys everything at 0, and stays within the alpha")
    func saturation() {
        var pixels: [UInt8] = [100, 100, 100, 255, 0, 0, 200, 255, 0, 0, 120, 128]  // B, G, R, A
        pixels.withUnsafeMutableBytes { MaterialPainter.saturate($0, width: 3, height: 1, stride: 12, by: 0) }
        #expect(Array(pixels[0..<4]) == [100, 100, 100, 255])
        #expect(Array(pixels[4..<8]) == [43, 43, 43, 255])  // luma of red 200: 0.2126 × 200
        pixels = [0, 0, 120, 128]
        pixels.withUnsafeMutableBytes { MaterialPainter.saturate($0, width: 1, height: 1, stride: 4, by: 3) }
        #expect(pixels == [0, 0, 128, 128])  // red pushed past its alpha is clamped to it
    }
}

/// The saturation's rounding without libm rounds as `rounded()` does.
@Suite struct SaturationRoundingTests {
    @Test func roundsHalvesAwayFromZeroAsRoundedDoes() {
        var generator = SplitMix(state: 9)
        var values: [Double] = [
            0, -0.0, 0.5, -0.5, 1.5, 2.5, -2.5, 0.49999999999999994, -0.49999999999999994, 254.5, 255.49999,
            4_503_599_627_370_495.5, 4_503_599_627_370_497, 1e300, -1e300, .infinity,
        ]
        for k in -600...600 { values += [Double(k) / 2, Double(k) / 2 + 1e-9, Double(k) / 2 - 1e-9] }
        values += (0..<5_000).map { _ in Double.random(in: -300...300, using: &generator) }
        for x in values {
            let ours = MaterialPainter.roundedHalfAway(x)
            #expect(ours == x.rounded() && ours.sign == x.rounded().sign || (ours == 0 && x.rounded() == 0), "\(x)")
        }
        #expect(MaterialPainter.roundedHalfAway(.nan).isNaN)
    }

    @Test func saturationGivesEachPixelWhatItWasGiven() {
        var generator = SplitMix(state: 12)
        let (width, height, stride) = (37, 9, 37 * 4 + 4)
        // Runs of one colour (a blurred backdrop's flat parts) between single pixels.
        var bytes = [UInt8](repeating: 0, count: stride * height)
        var pixel: [UInt8] = [0, 0, 0, 0]
        for i in 0..<(width * height) {
            if i % 5 == 0 || i % 7 == 0 {
                let a = UInt8.random(in: 0...255, using: &generator)
                pixel = (0..<3).map { _ in UInt8.random(in: 0...a, using: &generator) } + [a]
            }
            let o = (i / width) * stride + (i % width) * 4
            bytes.replaceSubrange(o..<(o + 4), with: pixel)
        }
        for factor in [0.0, 0.5, 1.8, 3] {
            var ours = bytes
            ours.withUnsafeMutableBytes {
                MaterialPainter.saturate($0, width: width, height: height, stride: stride, by: factor)
            }
            var expected = bytes
            for y in 0..<height {
                for x in 0..<width {
                    let i = y * stride + x * 4
                    let (b, g, r, a) = (
                        Double(bytes[i]), Double(bytes[i + 1]), Double(bytes[i + 2]), Double(bytes[i + 3])
                    )
                    let luma = 0.2126 * r + 0.7152 * g + 0.0722 * b
                    func adjust(_ c: Double) -> UInt8 { UInt8(min(max((luma + (c - luma) * factor).rounded(), 0), a)) }
                    expected[i] = adjust(b)
                    expected[i + 1] = adjust(g)
                    expected[i + 2] = adjust(r)
                }
            }
            #expect(ours == expected, "factor \(factor)")
        }
    }
}
