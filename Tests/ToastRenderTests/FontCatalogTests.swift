import Testing
import ToastCore

@testable import ToastRender

/// Class 7 of issue 22: what the pinned fonts lack, said instead of falling back in silence.
@Suite struct FontCatalogTests {
    @Test(
        "families and weights the pinned fonts have draw as asked",
        arguments: [
            FontSpec(family: "Inter", weight: .ultralight), FontSpec(family: "inter", weight: .black),
            FontSpec(family: "Noto Sans CJK KR", weight: .bold), FontSpec(family: "DejaVu Sans"),
            FontSpec(family: "sans-serif", weight: .thin), FontSpec(family: "system-ui", weight: .semibold),
            FontSpec(family: "emoji"),
        ])
    func pinned(font: FontSpec) {
        #expect(fonts.fallback(for: font) == nil)
    }

    @Test func aFamilyThatIsNotPinnedFallsBackToInter() throws {
        let fallback = try #require(fonts.fallback(for: FontSpec(family: "SF Pro")))
        #expect(fallback == .family(requested: "SF Pro", drawn: "Inter", fonts: .pinned))
        #expect("\(fallback)" == "\"SF Pro\" is not among the pinned fonts; Inter is drawn instead")
    }

    @Test func aWeightTheFamilyLacksFallsBackToTheNearest() throws {
        let fallback = try #require(fonts.fallback(for: FontSpec(family: "DejaVu Sans", weight: .light)))
        #expect(fallback == .weight(family: "DejaVu Sans", requested: .light, available: [400, 700], fonts: .pinned))
        #expect(
            "\(fallback)"
                == "\"DejaVu Sans\" has no light (300) face among the pinned fonts, only 400, 700; the nearest is drawn"
        )
        #expect(
            fonts.fallback(for: FontSpec(family: "Noto Sans CJK JP", weight: .semibold))
                == .weight(family: "Noto Sans CJK JP", requested: .semibold, available: [400, 700], fonts: .pinned))
    }

    @Test func charactersNoPinnedFontHasAreFoundOnceEach() {
        // Latin, Hangul, kana, an emoji with a skin tone, a family joined by ZWJ, a heart with
        // its variation selector, a line break: all drawn. Linear B and Tibetan: not.
        let text = "Saved 저장 さ 👍🏽 👨‍👩‍👧 ❤️\n\u{10000} \u{0F00} \u{10000}"
        #expect(fonts.undrawable(in: text) == ["\u{10000}", "\u{0F00}"])
        #expect(fonts.undrawable(in: "Saved 💾, 1 234,5 € — «ok»") == [])
    }
}

/// Issue 40, item 2: the installed fonts (notifyd's, when a theme says so) are the machine's
/// families with the pinned ones.
@Suite struct InstalledFontCatalogTests {
    let installed = try! FontSet.installed()

    @Test("a family installed but not pinned draws as asked with the installed fonts only")
    func installedFamily() throws {
        // fonts-dejavu-core installs DejaVu Serif; only DejaVu Sans is pinned.
        let serif = FontSpec(family: "DejaVu Serif", weight: .bold)
        #expect(installed.source == .installed)
        #expect(installed.fallback(for: serif) == nil)
        #expect(
            try FontSet.pinned().fallback(for: serif)
                == .family(requested: "DejaVu Serif", drawn: "Inter", fonts: .pinned))
        // Measured with the family itself, not Inter standing in.
        let text = "Hamburgefonstiv 0123"
        let drawnInstalled = PangoMeasurer(fonts: installed).measure(text, font: serif, maxWidth: 10_000, maxLines: 0)
        let drawnPinned = PangoMeasurer(fonts: try FontSet.pinned()).measure(
            text, font: serif, maxWidth: 10_000, maxLines: 0)
        #expect(drawnInstalled.size.width != drawnPinned.size.width)
    }

    @Test("the pinned families are still there, and a family installed nowhere is named as such")
    func pinnedStillThere() throws {
        for family in ["Inter", "Noto Sans CJK KR", "Noto Color Emoji", "DejaVu Sans"] {
            #expect(installed.fallback(for: FontSpec(family: family)) == nil, "\(family)")
        }
        let missing = try #require(installed.fallback(for: FontSpec(family: "No Such Sans")))
        #expect("\(missing)" == "\"No Such Sans\" is not among the installed fonts; Inter is drawn instead")
        #expect(installed.undrawable(in: "Saved 저장 👍🏽") == [])
    }
}
