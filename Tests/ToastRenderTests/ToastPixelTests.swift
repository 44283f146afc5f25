import Testing
import ToastCore

@testable import ToastRender

@Suite struct ToastPixelTests {
    let shadowed = ToastStyle(
        shadow: Shadow(
            color: Color(RGBA(red: 0, green: 0, blue: 0, alpha: 0.4)), radius: 10,
            offset: Point(x: 0, y: 6)))

    @Test(arguments: [Appearance.light, .dark])
    func theCentreHasTheFillOverTheBackground(appearance: Appearance) throws {
        // No icon and no text: the centre is plain fill.
        let f = frame(toast("", icon: nil))
        let layer = try #require(f.toasts.first)
        let options = RenderOptions(appearance: appearance)  // the mock app underneath
        let background = try renderer(.iPhone15, options).render(emptyFrame())
        let image = try renderer(.iPhone15, options).render(f)
        let centre = layer.frame.center
        let under = color(in: background, at: centre, scale: 3)
        let expected = layer.content.style.background.resolved(for: appearance).composited(over: under)
        let actual = color(in: image, at: centre, scale: 3)
        #expect(close(actual, expected), "centre \(actual) expected \(expected) over \(under)")
    }

    @Test func thePaddingOfAToastWithTextHasTheFill() throws {
        let f = frame(toast("Saved to your diary"))
        let layer = try #require(f.toasts.first)
        let background = try renderer().render(emptyFrame())
        let image = try renderer().render(f)
        let point = Point(x: layer.frame.midX, y: layer.frame.minY + layer.content.style.padding.top / 2)
        let expected = layer.content.style.background.light.composited(over: color(in: background, at: point, scale: 3))
        #expect(close(color(in: image, at: point, scale: 3), expected))
    }

    @Test(arguments: [false, true])
    func nothingIsDrawnOutsideTheFrameAndItsShadow(withShadow: Bool) throws {
        let style = withShadow ? shadowed : ToastStyle()
        let f = frame(toast("Saved to your diary", style: style))
        let layer = try #require(f.toasts.first)
        let options = RenderOptions()
        let background = try renderer(.iPhone15, options).render(emptyFrame())
        let image = try renderer(.iPhone15, options).render(f)
        var allowed = layer.frame
        if let shadow = style.shadow {
            let reach = ShadowCache.reach(blurRadius: shadow.radius, pixelScale: 3)
            allowed = allowed.union(layer.frame.offsetBy(dx: shadow.offset.x, dy: shadow.offset.y).outset(by: reach))
        }
        let x0 = Int((allowed.minX * 3).rounded(.down))
        let x1 = Int((allowed.maxX * 3).rounded(.up))
        let y0 = Int((allowed.minY * 3).rounded(.down))
        let y1 = Int((allowed.maxY * 3).rounded(.up))
        var outside = 0
        var inside = 0
        for (x, y) in differences(image, background) {
            if x >= x0 && x < x1 && y >= y0 && y < y1 { inside += 1 } else { outside += 1 }
        }
        #expect(outside == 0, "\(outside) pixels changed outside \(allowed)")
        #expect(inside > 1000)
        if withShadow {
            // The shadow reaches below the toast: darker than the background there.
            let below = Point(x: layer.frame.midX, y: layer.frame.maxY + 4)
            let shade = color(in: image, at: below, scale: 3)
            let plain = color(in: background, at: below, scale: 3)
            #expect(shade.relativeLuminance < plain.relativeLuminance - 0.02)
        }
    }

    @Test func darkAppearanceChangesTheFill() throws {
        let dynamic = ToastStyle(
            background: Color(
                light: RGBA(r255: 30, g255: 30, b255: 30),
                dark: RGBA(r255: 230, g255: 230, b255: 235)),
            foreground: Color(light: .white, dark: .black))
        let f = frame(toast("", icon: nil, style: dynamic))
        let centre = try #require(f.toasts.first).frame.center
        let light = try renderer(.iPhone15, RenderOptions(appearance: .light)).render(f)
        let dark = try renderer(.iPhone15, RenderOptions(appearance: .dark)).render(f)
        #expect(close(color(in: light, at: centre, scale: 3), RGBA(r255: 30, g255: 30, b255: 30)))
        #expect(close(color(in: dark, at: centre, scale: 3), RGBA(r255: 230, g255: 230, b255: 235)))
        // The mock app changes too: its background is near white in light, black in dark.
        let corner = Point(x: 4, y: 120)
        #expect(color(in: light, at: corner, scale: 3).relativeLuminance > 0.8)
        #expect(color(in: dark, at: corner, scale: 3).relativeLuminance < 0.05)
    }

    @Test func aHalfFadedToastIsHalfOpaque() throws {
        var presenter = Presenter(motion: Motion(enter: Transition(fade: true, duration: 1, curve: .linear)))
        presenter.show(ToastRequest(toast("", icon: nil, style: ToastStyle(background: .black))), at: 0)
        let f = Timeline(presenter.timeline, screen: .iPhone15, measurer: measurer).frame(at: 0.5)
        let layer = try #require(f.toasts.first)
        #expect(layer.transform.opacity == 0.5)
        let image = try renderer().render(f)
        #expect(close(color(in: image, at: layer.frame.center, scale: 3), RGBA(r255: 128, g255: 128, b255: 128)))
    }

    @Test func theBorderIsInsideTheFrame() throws {
        let style = ToastStyle(
            background: .white, border: Border(width: 2, color: Color(RGBA(red: 1, green: 0, blue: 0))))
        let f = frame(toast("", icon: nil, style: style))
        let layer = try #require(f.toasts.first)
        let image = try renderer(.iPhone15, RenderOptions(background: .plain(.black))).render(f)
        let edge = Point(x: layer.frame.midX, y: layer.frame.minY + 1)
        #expect(close(color(in: image, at: edge, scale: 3), RGBA(red: 1, green: 0, blue: 0)))
        #expect(close(color(in: image, at: Point(x: layer.frame.midX, y: layer.frame.minY - 0.4), scale: 3), .black))
    }
}
