import Testing
import ToastCore

@testable import ToastRender

/// A count drawn through a theme: the pixels are those of the formatted text, in every locale.
@Suite struct PluralRenderTests {
    static let theme = Theme(
        name: "plurals", kinds: [ToastKind(id: "deleted", icon: nil, message: .localized(key: "toast.deleted"))],
        strings: Localization(
            developmentLanguage: "en",
            tables: [
                "en": ["toast.deleted": "%lld entries deleted"], "ru": ["toast.deleted": "%lld записи удалено"],
                "ar": ["toast.deleted": "حُذف %lld إدخال"],
            ],
            entries: [
                "en": [
                    "toast.deleted": LocalizedEntry(
                        value: .plural([
                            .one: .text("%lld entry deleted"),
                            .other: .text("%lld entries deleted"),
                        ]))
                ],
                "ru": [
                    "toast.deleted": LocalizedEntry(
                        value: .plural([
                            .one: .text("%lld запись удалена"), .few: .text("%lld записи удалены"),
                            .many: .text("%lld записей удалено"), .other: .text("%lld записи удалено"),
                        ]))
                ],
                "ar": [
                    "toast.deleted": LocalizedEntry(
                        value: .plural([
                            .zero: .text("لم يُحذف أي إدخال"), .one: .text("حُذف إدخال واحد"), .two: .text("حُذف إدخالان"),
                            .few: .text("حُذفت %lld إدخالات"), .many: .text("حُذف %lld إدخالًا"),
                            .other: .text("حُذف %lld إدخال"),
                        ]))
                ],
            ]))

    @Test(arguments: [
        ("en", 1, "1 entry deleted"), ("en", 3, "3 entries deleted"),
        ("ru", 1, "1 запись удалена"), ("ru", 3, "3 записи удалены"), ("ru", 5, "5 записей удалено"),
        ("ar", 0, "لم يُحذف أي إدخال"), ("ar", 2, "حُذف إدخالان"), ("ar", 3, "حُذفت 3 إدخالات"),
        ("ar", 11, "حُذف 11 إدخالًا"),
    ])
    func drawsTheFormattedText(locale: String, count: Int, expected: String) throws {
        let screen = locale == "ar" ? Screen.iPhone15.rightToLeft() : Screen.iPhone15
        let content = try Self.theme.content(
            kind: "deleted", arguments: [.integer(count)],
            context: SceneSetting.standard.with(locale: locale).context)
        #expect(content.message == expected)
        let shown = Self.theme.frame(showing: content, at: 1, on: screen, measurer: measurer)
        var literal = content
        literal.message = expected
        let reference = Self.theme.frame(showing: literal, at: 1, on: screen, measurer: measurer)
        #expect(shown.toasts.first?.layout == reference.toasts.first?.layout)
        let drawn = try renderer(screen).render(shown)
        let wanted = try renderer(screen).render(reference)
        #expect(drawn.pixels == wanted.pixels)
        var raw = content
        raw.message = "%lld entries deleted"
        let rawImage = try renderer(screen).render(
            Self.theme.frame(showing: raw, at: 1, on: screen, measurer: measurer))
        #expect(rawImage.pixels != drawn.pixels)
    }
}
