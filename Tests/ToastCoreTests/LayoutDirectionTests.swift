import Testing
import ToastCore

/// The direction a locale writes in, as iOS lays it out: by the script subtag when there is
/// one, else by the language; an explicit direction wins.
@Suite("Layout direction from the locale")
struct LayoutDirectionTests {
    @Test(
        "right-to-left languages and scripts",
        arguments: [
            "ar", "ar-SA", "ar_EG", "AR", "he", "he-IL", "iw", "fa", "fa-IR", "ur", "ur-PK", "ps", "sd", "ug", "yi",
            "dv", "ckb", "syr", "az-Arab", "pa-Arab-PK", "uz-Arab", "ks-Arab",
        ])
    func rightToLeft(locale: String) {
        #expect(LayoutDirection(locale: locale) == .rightToLeft)
    }

    @Test(
        "left-to-right languages, scripts and the pseudo-locale",
        arguments: [
            "en", "en-US", "ko", "ko-KR", "ja", "zh-Hant-TW", "de", "tr", "ku", "sd-Deva", "az-Latn", "pseudo", "en-XA",
            "", "-",
        ])
    func leftToRight(locale: String) {
        #expect(LayoutDirection(locale: locale) == .leftToRight)
    }

    @Test("an explicit direction wins over the locale's; without one the locale decides")
    func override() {
        #expect(LayoutDirection.resolved(nil, locale: "ar") == .rightToLeft)
        #expect(LayoutDirection.resolved(nil, locale: "en") == .leftToRight)
        #expect(LayoutDirection.resolved(.leftToRight, locale: "ar") == .leftToRight)
        #expect(LayoutDirection.resolved(.rightToLeft, locale: "en") == .rightToLeft)
        #expect(LayoutDirection(rawValue: "rtl")?.isRightToLeft == true)
        #expect(LayoutDirection(rawValue: "ltr")?.isRightToLeft == false)
    }
}
