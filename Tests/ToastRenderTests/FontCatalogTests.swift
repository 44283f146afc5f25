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
        #expect(fallback == .family(requested: "SF Pro", drawn: "Inter"))
        #expect("\(fallback)" == "\"SF Pro\" is not among the pinned fonts; Inter is drawn instead")
    }

    @Test func aWeightTheFamilyLacksFallsBackToTheNearest() throws {
        let fallback = try #require(fonts.fallback(for: FontSpec(family: "DejaVu Sans", weight: .light)))
        #expect(fallback == .weight(family: "DejaVu Sans", requested: .light, available: [400, 700]))
        #expect(
            "\(fallback)"
                == "\"DejaVu Sans\" has no light (300) face among the pinned fonts, only 400, 700; the nearest is drawn"
        )
        #expect(
            fonts.fallback(for: FontSpec(family: "Noto Sans CJK JP", weight: .semibold))
                == .weight(family: "Noto Sans CJK JP", requested: .semibold, available: [400, 700]))
    }

    @Test func charactersNoPinnedFontHasAreFoundOnceEach() {
        // Latin, Hangul, kana, an emoji with a skin tone, a family joined by ZWJ, a heart with
        // its variation selector, a line break: all drawn. Linear B and Tibetan: not.
        let text = "Saved 저장 さ 👍🏽 👨‍👩‍👧 ❤️\n\u{10000} \u{0F00} \u{10000}"
        #expect(fonts.undrawable(in: text) == ["\u{10000}", "\u{0F00}"])
        #expect(fonts.undrawable(in: "Saved 💾, 1 234,5 € — «ok»") == [])
    }
}
