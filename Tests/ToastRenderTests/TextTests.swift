import Testing
import ToastCore

@testable import ToastRender

@Suite struct TextTests {
    /// Messages from one word to many, so some fit in 3 lines and some do not.
    static let messages: [String] =
        (1...30).map { count in
            (0..<count).map { ["Saved", "your", "entry", "저장되었습니다", "with", "photos", "💾", "and", "places"][$0 % 9] }
                .joined(separator: " ")
        } + ["Saved\nTap to view", "Line one\nLine two\nLine three\nLine four", "저장\n\n💾\nmore"]

    @Test func theMeasurerSaysTruncatedExactlyWhenTheDrawnLayoutIsEllipsized() throws {
        let renderer = try renderer()
        var truncated = 0
        for message in Self.messages {
            let f = frame(toast(message))
            let layer = try #require(f.toasts.first)
            let style = layer.content.style
            let drawn = renderer.text.layout(
                TextBlock(
                    text: message, font: style.font, width: layer.layout.text(.message)!.frame.width,
                    maxLines: style.maxLines, alignment: layer.layout.text(.message)!.alignment))
            #expect(layer.layout.text(.message)!.measurement.isTruncated == drawn.isTruncated, "\(message)")
            if !message.contains("\n") { #expect(drawn.isTruncated == drawn.isEllipsized, "\(message)") }
            #expect(layer.layout.text(.message)!.measurement.lineCount == drawn.lineCount, "\(message)")
            #expect(layer.layout.text(.message)!.measurement.size == drawn.size, "\(message)")
            if drawn.isTruncated { truncated += 1 }
            #expect(drawn.lineCount <= style.maxLines)
        }
        #expect(truncated > 5 && truncated < Self.messages.count - 5)
    }

    @Test(arguments: [1, 2, 3, 5])
    func theLineLimitIsKept(maxLines: Int) {
        let long = String(repeating: "Saved to your diary with photos. ", count: 12)
        let m = measurer.measure(long, font: FontSpec(size: 14), maxWidth: 200, maxLines: maxLines)
        #expect(m.lineCount == maxLines)
        #expect(m.isTruncated)
        let one = measurer.measure(long, font: FontSpec(size: 14), maxWidth: 200, maxLines: 1)
        #expect(abs(m.size.height - one.size.height * Double(maxLines)) < 0.5)
        let unlimited = measurer.measure(long, font: FontSpec(size: 14), maxWidth: 200, maxLines: 0)
        #expect(!unlimited.isTruncated && unlimited.lineCount > 5)
    }

    @Test func shortTextIsNotTruncatedAndFitsItsWidth() {
        let m = measurer.measure("Saved", font: FontSpec(size: 14, weight: .bold), maxWidth: 300, maxLines: 3)
        #expect(!m.isTruncated && m.lineCount == 1)
        #expect(m.size.width > 30 && m.size.width < 60)
        let wrapped = measurer.measure(
            String(repeating: "W", count: 80), font: FontSpec(size: 14), maxWidth: 120,
            maxLines: 0)
        #expect(wrapped.size.width <= 120 && wrapped.lineCount > 3)
    }

    @Test func theLineLimitCountsLinesAcrossLineBreaks() throws {
        let m = measurer.measure("one\ntwo\nthree\nfour", font: FontSpec(size: 14), maxWidth: 300, maxLines: 2)
        #expect(m.lineCount == 2 && m.isTruncated)
        let all = measurer.measure("one\ntwo\nthree\nfour", font: FontSpec(size: 14), maxWidth: 300, maxLines: 0)
        #expect(all.lineCount == 4 && !all.isTruncated)
        let fits = measurer.measure("one\ntwo", font: FontSpec(size: 14), maxWidth: 300, maxLines: 2)
        #expect(fits.lineCount == 2 && !fits.isTruncated)
        // The cut line ends with "…", drawn as measured.
        let renderer = try renderer()
        let block = TextBlock(
            text: "one\ntwo\nthree", font: FontSpec(size: 14), width: 300, maxLines: 2, alignment: .left)
        let drawn = renderer.text.layout(block)
        #expect(drawn.isTruncated && drawn.lineCount == 2)
        #expect(
            measurer.measure("one\ntwo\nthree", font: FontSpec(size: 14), maxWidth: 300, maxLines: 2).size == drawn.size
        )
        let wide = measurer.measure("one\ntwo", font: FontSpec(size: 14), maxWidth: 300, maxLines: 2).size.width
        #expect(drawn.size.width > wide)  // "two…" is wider than "two"
    }

    @Test func anUnpinnedFamilyFallsBackToInter() {
        let inter = measurer.measure(
            "Saved to your diary", font: FontSpec(family: "Inter", size: 14), maxWidth: 300, maxLines: 1)
        let unknown = measurer.measure(
            "Saved to your diary", font: FontSpec(family: "SF Pro Text", size: 14), maxWidth: 300,
            maxLines: 1)
        #expect(unknown == inter)
    }

    @Test func koreanAndEmojiAreDrawn() throws {
        let f = frame(toast("저장되었습니다", icon: .emoji("💾")))
        let layer = try #require(f.toasts.first)
        let renderer = try renderer()
        let image = try renderer.render(f)
        let fill = layer.content.style.background.light.composited(over: .white)
        // Text: many pixels in the message box differ from the fill, and no glyph is missing.
        let message = pixels(onScreen(layer.layout.text(.message)!.frame, of: layer), scale: 3)
        var inked = 0
        for y in message.ys {
            for x in message.xs
            where !close(
                color(in: image, at: Point(x: Double(x) / 3 + 0.1, y: Double(y) / 3 + 0.1), scale: 3), fill,
                tolerance: 30)
            { inked += 1 }
        }
        #expect(inked > 500)
        let drawn = renderer.text.layout(
            TextBlock(
                text: "저장되었습니다", font: layer.content.style.font,
                width: layer.layout.text(.message)!.frame.width, maxLines: 3, alignment: .center))
        #expect(drawn.unknownGlyphCount == 0)
        // Emoji: colourful pixels (not grey) inside the icon box.
        let icon = pixels(onScreen(try #require(layer.layout.frame(of: .icon)), of: layer), scale: 3)
        var colourful = 0
        for y in icon.ys { for x in icon.xs where isColourful(image.pixel(x: x, y: y)) { colourful += 1 } }
        #expect(colourful > 100, "\(colourful) colourful pixels in the icon box")
    }

    @Test func rightToLeftPutsTheIconOnTheRight() throws {
        let screen = Screen.iPhone15.rightToLeft()
        let f = frame(toast("تم الحفظ", icon: .emoji("💾")), on: screen)
        let layer = try #require(f.toasts.first)
        let iconFrame = try #require(layer.layout.frame(of: .icon))
        #expect(iconFrame.midX > layer.layout.text(.message)!.frame.maxX)
        let image = try renderer(screen).render(f)
        var left = 0
        var right = 0
        let box = pixels(layer.frame, scale: 3)
        let middle = Int(layer.frame.midX * 3)
        for y in box.ys {
            for x in box.xs where isColourful(image.pixel(x: x, y: y)) {
                if x < middle { left += 1 } else { right += 1 }
            }
        }
        #expect(left == 0 && right > 100, "colourful pixels: \(left) left, \(right) right")
        // The same toast left to right has its icon on the left.
        let ltr = frame(toast("Saved", icon: .emoji("💾")))
        let ltrLayer = try #require(ltr.toasts.first)
        #expect(try #require(ltrLayer.layout.frame(of: .icon)).midX < ltrLayer.layout.text(.message)!.frame.minX)
    }

    @Test func physicalAlignmentHoldsForRightToLeftText() throws {
        let renderer = try renderer()
        for alignment in [PhysicalAlignment.left, .right] {
            let layout = renderer.text.layout(
                TextBlock(
                    text: "تم الحفظ", font: FontSpec(size: 14), width: 300, maxLines: 1,
                    alignment: alignment))
            let ink = layout.inkRect
            if alignment == .left { #expect(ink.minX < 10) } else { #expect(ink.maxX > 290) }
        }
    }

    @Test func onlyThePinnedFamiliesAreVisible() {
        let families = Set(fonts.families)
        #expect(
            families.isSuperset(of: [
                "Inter", "Noto Sans CJK KR", "Noto Sans CJK JP", "Noto Sans CJK SC",
                "Noto Color Emoji", "DejaVu Sans",
            ]))
        #expect(
            families.allSatisfy {
                $0.hasPrefix("Inter") || $0.hasPrefix("Noto Sans") || $0 == "Noto Color Emoji"
                    || $0 == "DejaVu Sans"
            }, "\(families.sorted())")
        #expect(!families.contains("DejaVu Serif") && !families.contains("Noto Serif CJK JP"))
    }
}
