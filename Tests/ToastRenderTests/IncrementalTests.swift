import Testing
import ToastCore

@testable import ToastRender

/// Drawing frame after frame (repainting only what changed) gives the same bytes as drawing each
/// frame from scratch.
@Suite struct IncrementalTests {
    /// Three toasts with shadows entering (fade, slide, scale) and leaving, then a popup fading in.
    static func timeline(screen: Screen = .iPhone15) -> Timeline {
        let shadow = Shadow(
            color: Color(RGBA(red: 0, green: 0, blue: 0, alpha: 0.3)), radius: 14, offset: Point(x: 0, y: 5))
        let style = ToastStyle(
            background: Color(
                light: RGBA(red: 0.1, green: 0.1, blue: 0.1, alpha: 0.85),
                dark: RGBA(red: 0.3, green: 0.3, blue: 0.32, alpha: 0.9)),
            shadow: shadow)
        var presenter = Presenter(
            configuration: QueueConfiguration(policy: .stack(max: 3), coalesceDuplicates: true),
            motion: Motion(
                enter: Transition(fade: true, slide: Slide(), scale: 0.85, duration: 0.4),
                exit: Transition(fade: true, scale: 0.9, duration: 0.3)))
        presenter.show(ToastRequest(toast("Saved", style: style)), at: 0)
        presenter.show(
            ToastRequest(toast("저장되었습니다 — 사진 3장", icon: .emoji("✏️"), position: .top, style: style)), at: 0.15)
        presenter.show(
            ToastRequest(
                toast(
                    "Deleted", icon: .emoji("🗑️"), action: ToastAction(id: "undo", title: "Undo"),
                    position: .center, style: style)), at: 0.3)
        presenter.show(ToastRequest(toast("Saved", style: style)), at: 0.5)  // coalesced: "×2"
        presenter.showPopup(
            Popup(
                title: "Delete this entry?", description: "This cannot be undone.",
                buttons: [
                    PopupButton(id: "no", title: "Keep", role: .secondary),
                    PopupButton(id: "yes", title: "Delete"),
                ]), at: 2.6)
        presenter.advance(to: 4)
        return Timeline(presenter.timeline, screen: screen, measurer: measurer)
    }

    @Test(arguments: [Appearance.light, .dark])
    func incrementalFramesEqualFreshOnes(appearance: Appearance) throws {
        let timeline = Self.timeline()
        let options = RenderOptions(appearance: appearance)
        let incremental = try renderer(.iPhone15, options)
        let fresh = try renderer(.iPhone15, options)
        let times = stride(from: 0.0, through: 3.2, by: 0.1).map { $0 } + [0.05, 2.0, 0.0]
        var drawnToasts = 0
        for t in times {
            let f = timeline.frame(at: t)
            drawnToasts += f.toasts.count
            try incremental.draw(f)
            fresh.invalidate()
            try fresh.draw(f)
            #expect(
                sameBytes(incremental.surfaceBytes(), fresh.surfaceBytes()),
                "frame at t=\(t) differs after incremental drawing")
        }
        #expect(drawnToasts > 20)
        // And a renderer that never drew anything else agrees too.
        let last = timeline.frame(at: 1.2)
        try incremental.draw(last)
        let never = try renderer(.iPhone15, options)
        try never.draw(last)
        #expect(sameBytes(never.surfaceBytes(), incremental.surfaceBytes()))
    }

    @Test func renderedImagesStayAsTheyWereWhileLaterFramesAreRendered() throws {
        let timeline = Self.timeline()
        let r = try renderer(.iPhone15, RenderOptions())
        let times = [0.1, 0.3, 0.3, 1.0, 2.7, 0.2]
        var kept: [RenderedImage] = []
        for (index, t) in times.enumerated() {
            let image = try r.render(timeline.frame(at: t))
            if index % 2 == 0 { kept.append(image) }  // some images are kept, others dropped at once
            try r.draw(timeline.frame(at: t + 0.05))  // drawn but not rendered: the copy must catch up
        }
        for (image, t) in zip(kept, [0.1, 0.3, 2.7]) {
            let fresh = try renderer(.iPhone15, RenderOptions()).render(timeline.frame(at: t))
            #expect(sameBytes(image.pixels, fresh.pixels), "the image of t=\(t) changed or was wrong")
        }
        let last = try r.render(timeline.frame(at: 0.2))
        #expect(sameBytes(last.pixels, try renderer(.iPhone15, RenderOptions()).render(timeline.frame(at: 0.2)).pixels))
    }

    @Test func aFrameForAnotherScreenRebuildsTheBackground() throws {
        let r = try renderer(.iPhone15, RenderOptions())
        _ = try r.render(frame(toast()))
        let withKeyboard = Screen.iPhone15.withKeyboard()
        let f = frame(toast("Typed"), on: withKeyboard)
        #expect(sameBytes(try r.render(f).pixels, try renderer(withKeyboard, RenderOptions()).render(f).pixels))
        #expect(r.screen == withKeyboard)
    }

    @Test func anEmptyFrameAfterToastsIsTheBackground() throws {
        let r = try renderer(.iPhone15, RenderOptions())
        _ = try r.render(frame(toast()))
        let empty = try r.render(emptyFrame())
        #expect(sameBytes(empty.pixels, try renderer(.iPhone15, RenderOptions()).render(emptyFrame()).pixels))
    }

    @Test func damageRectanglesMergeWhenTheyOverlap() {
        let a = PixelRect(x0: 0, y0: 0, x1: 10, y1: 10)
        let b = PixelRect(x0: 5, y0: 5, x1: 20, y1: 20)
        let c = PixelRect(x0: 30, y0: 30, x1: 40, y1: 40)
        let d = PixelRect(x0: 15, y0: 0, x1: 35, y1: 32)
        #expect(DamageRegion.merge([a, c], width: 100, height: 100) == [a, c])
        #expect(DamageRegion.merge([a, b], width: 100, height: 100) == [PixelRect(x0: 0, y0: 0, x1: 20, y1: 20)])
        // d joins everything: a–b through their overlap, then c.
        #expect(DamageRegion.merge([a, c, b, d], width: 100, height: 100) == [PixelRect(x0: 0, y0: 0, x1: 40, y1: 40)])
        #expect(
            DamageRegion.merge([PixelRect(x0: -5, y0: -5, x1: 3, y1: 200)], width: 100, height: 100)
                == [PixelRect(x0: 0, y0: 0, x1: 3, y1: 100)])
        #expect(DamageRegion.merge([PixelRect(x0: 200, y0: 0, x1: 300, y1: 10)], width: 100, height: 100).isEmpty)
    }

    @Test("a frame drawing the toasts the last one drew is not painted again, and has its bytes")
    func aFrameDrawingTheSameIsNotRepainted() throws {
        let timeline = Self.timeline()
        let renderer = try ToastRenderTests.renderer(.iPhone15, RenderOptions())
        // 1.0 and 1.2: the toasts stand still (the same drawing at two times); 1.25 moves one;
        // 2.7 and 2.8 hold the popup fading in (always painted).
        var last: Frame? = nil
        for t in [0.2, 1.0, 1.2, 1.2, 1.25, 2.7, 2.8, 2.8] {
            let frame = timeline.frame(at: t)
            try renderer.draw(frame)
            let same = last.flatMap { DrawnLayers($0) }.map { $0 == DrawnLayers(frame) } ?? false
            #expect(renderer.repainted.isEmpty == same, "t=\(t)")
            let fresh = try ToastRenderTests.renderer(.iPhone15, RenderOptions())
            try fresh.draw(frame)
            let identical = sameBytes(renderer.surfaceBytes(), fresh.surfaceBytes())
            #expect(identical, "t=\(t)")
            last = frame
        }
        #expect(DrawnLayers(timeline.frame(at: 1.0)) == DrawnLayers(timeline.frame(at: 1.2)))
        #expect(DrawnLayers(timeline.frame(at: 1.2)) != DrawnLayers(timeline.frame(at: 0.2)))
        #expect(DrawnLayers(timeline.frame(at: 2.8)) == nil)
        // A transform alone differs: painted.
        var moved = timeline.frame(at: 1.2)
        moved.toasts[0].transform.opacity = 0.5
        try renderer.draw(timeline.frame(at: 1.2))
        try renderer.draw(moved)
        #expect(!renderer.repainted.isEmpty)
    }
}

/// Layers below full opacity are drawn on one kept surface, cleared for each: the bytes are the
/// ones a renderer drawing its first layer on a new surface gives.
@Suite struct LayerSurfaceTests {
    /// Translucent cards without a shadow (their first drawing is the fill: on a surface Cairo
    /// knows is clear it takes another path), fading in and out, two of them at once.
    static func timeline() -> Timeline {
        let style = ToastStyle(background: Color(RGBA(red: 0.11, green: 0.45, blue: 0.19, alpha: 0.9)))
        var presenter = Presenter(
            configuration: QueueConfiguration(policy: .stack(max: 3)),
            motion: Motion(
                enter: Transition(fade: true, duration: 0.4), exit: Transition(fade: true, scale: 0.9, duration: 0.3)))
        presenter.show(ToastRequest(toast("Saved", icon: .emoji("💾"), style: style)), at: 0)
        presenter.show(ToastRequest(toast("Entry deleted for good", position: .top, style: style)), at: 0.2)
        presenter.advance(to: 4)
        return Timeline(presenter.timeline, screen: .iPhone15, measurer: measurer)
    }

    @Test("fading layers of changing sizes, frame after frame, equal a new renderer's each frame")
    func keptLayerSurfaceEqualsNewOnes() throws {
        let timeline = Self.timeline()
        let options = RenderOptions(appearance: .light, background: .plain(.clear))
        let kept = try renderer(.iPhone15, options)
        var faded = 0
        for t in stride(from: 0.0, through: 3.2, by: 0.1) {
            let f = timeline.frame(at: t)
            faded += f.toasts.filter { $0.transform.opacity > 0 && $0.transform.opacity < 1 }.count
            try kept.draw(f)
            let new = try renderer(.iPhone15, options)
            try new.draw(f)
            let same = sameBytes(kept.surfaceBytes(), new.surfaceBytes())
            #expect(same, "frame at t=\(t) differs from a new renderer's")
        }
        #expect(faded >= 5, "the timeline fades toasts in and out")
    }
}

/// A frame of toasts alone repaints, layer by layer, what changed: a card fading beside still
/// ones costs that card's pixels, and the picture is a fresh renderer's.
@Suite struct LayerDamageTests {
    static let a = PixelRect(x0: 0, y0: 0, x1: 10, y1: 10)
    static let b = PixelRect(x0: 20, y0: 0, x1: 30, y1: 10)
    static let c = PixelRect(x0: 40, y0: 0, x1: 50, y1: 10)

    /// Placed layers of the IncrementalTests timeline's still frame, with made-up bounds.
    static func placed(_ ids: [Int], bounds: [PixelRect], opacity: [Double]? = nil) -> [DrawnLayers.Placed] {
        let layer = IncrementalTests.timeline().frame(at: 1.2).toasts[0]
        return ids.indices.map { index in
            var drawn = layer
            drawn.transform.opacity = opacity?[index] ?? 1
            return DrawnLayers.Placed(id: ToastID(ids[index]), layer: DrawnLayers.Layer(drawn), bounds: bounds[index])
        }
    }

    @Test func theDamageIsWhatChangedCameOrWent() {
        let old = Self.placed([1, 2, 3], bounds: [Self.a, Self.b, Self.c])
        #expect(DamageRegion.changed(from: old, to: old) == [])
        // 2 fades: its bounds; 3 moves: where it was and where it is.
        let moved = PixelRect(x0: 60, y0: 0, x1: 70, y1: 10)
        let new = Self.placed([1, 2, 3], bounds: [Self.a, Self.b, moved], opacity: [1, 0.5, 1])
        #expect(DamageRegion.changed(from: old, to: new) == [Self.b, Self.b, Self.c, moved])
        // 1 went, 4 came.
        let came = Self.placed([2, 3, 4], bounds: [Self.b, Self.c, Self.a])
        #expect(DamageRegion.changed(from: old, to: came) == [Self.a, Self.a])
    }

    @Test func anOrderChangedOrAToastTwiceRepaintsAll() {
        let old = Self.placed([1, 2], bounds: [Self.a, Self.b])
        #expect(DamageRegion.changed(from: old, to: Self.placed([2, 1], bounds: [Self.b, Self.a])) == nil)
        #expect(DamageRegion.changed(from: old, to: Self.placed([1, 1], bounds: [Self.a, Self.a])) == nil)
        #expect(DamageRegion.changed(from: Self.placed([1, 1], bounds: [Self.a, Self.a]), to: old) == nil)
    }

    @Test("one card fading beside still ones repaints that card's pixels, to a fresh renderer's bytes")
    func aFadingCardRepaintsItself() throws {
        let timeline = IncrementalTests.timeline()
        let still = timeline.frame(at: 1.2)
        try #require(still.toasts.count >= 2)
        for appearance in [Appearance.light, .dark] {
            let options = RenderOptions(appearance: appearance)
            let renderer = try renderer(.iPhone15, options)
            try renderer.draw(still)
            var frame = still
            for (index, opacity) in [(0, 0.5), (0, 0.25), (1, 0.6), (1, 1.0)] {
                frame.toasts[index].transform.opacity = opacity
                try renderer.draw(frame)
                let faded = renderer.area(of: frame.toasts[index])
                let card = PixelRect(x0: faded.x, y0: faded.y, x1: faded.x + faded.width, y1: faded.y + faded.height)
                let repainted = renderer.repainted.map {
                    PixelRect(x0: $0.x, y0: $0.y, x1: $0.x + $0.width, y1: $0.y + $0.height)
                }
                #expect(repainted == [card], "layer \(index) at \(opacity)")
                let fresh = try ToastRenderTests.renderer(.iPhone15, options)
                try fresh.draw(frame)
                #expect(sameBytes(renderer.surfaceBytes(), fresh.surfaceBytes()), "layer \(index) at \(opacity)")
            }
        }
    }
}
