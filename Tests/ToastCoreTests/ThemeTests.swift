import Testing
@testable import ToastCore

/// The seed's emotion-diary toasts, built in Swift.
let diaryTheme = Theme(
    name: "diary",
    kinds: [
        ToastKind(
            id: "saved", icon: .emoji("💾"), message: .localized(key: "toast.saved"),
            style: StylePatch().setting(
                \.background, to: SystemColor.systemGreen.color.withAlpha(0.9), key: "background"),
            haptic: .success),
        ToastKind(
            id: "updated", icon: .emoji("✏️"), message: .localized(key: "toast.updated"),
            style: StylePatch().setting(
                \.background, to: SystemColor.systemBlue.color.withAlpha(0.9), key: "background")),
        ToastKind(
            id: "deleted", icon: .emoji("🗑️"), message: .localized(key: "toast.deleted"),
            style: StylePatch().setting(
                \.background, to: SystemColor.systemRed.color.withAlpha(0.9), key: "background"),
            haptic: .warning, position: .center),
    ],
    strings: Localization(tables: [
        "en": ["toast.saved": "Saved", "toast.updated": "Updated", "toast.deleted": "Deleted"],
        "ko": ["toast.saved": "저장되었습니다", "toast.updated": "수정했습니다"],
    ]),
    rules: [
        StyleRule(
            match: RuleMatch(locale: "ko"),
            style: StylePatch().setting(\.font.family, to: "Noto Sans CJK KR", key: "font.family"))
    ]
)

@Suite("Themes: kinds, strings, rules")
struct ThemeTests {
    @Test("the seed's kinds resolve to icon, localized message, colour, haptic and position")
    func seedKinds() throws {
        let saved = try diaryTheme.content(kind: "saved", context: SceneSetting.standard.context)
        #expect(saved.message == "Saved")
        #expect(saved.icon == .emoji("💾"))
        #expect(saved.style.background.light == RGBA(r255: 52, g255: 199, b255: 89, alpha: 0.9))
        #expect(saved.haptic == .success)
        #expect(saved.position == .bottom)
        #expect(try diaryTheme.content(kind: "deleted", context: SceneSetting.standard.context).position == .center)
        #expect(
            try diaryTheme.content(kind: "deleted", position: .top, context: SceneSetting.standard.context).position
                == .top)
    }

    @Test("Korean strings, with a fallback to the development language where one is missing")
    func localization() throws {
        let ko = SceneSetting.standard.with(locale: "ko-KR").context
        #expect(try diaryTheme.content(kind: "saved", context: ko).message == "저장되었습니다")
        #expect(try diaryTheme.content(kind: "deleted", context: ko).message == "Deleted")
        #expect(diaryTheme.missingStrings(locale: "ko") == ["toast.deleted"])
        #expect(diaryTheme.missingStrings(locale: "en") == [])
        let missing = diaryTheme.strings.lookup("toast.nothing", locale: "en")
        #expect(missing.text == "toast.nothing" && missing.isFallback && missing.locale == nil)
    }

    @Test("the pseudo-locale accents and lengthens by about 40%")
    func pseudoLocale() throws {
        let text = try diaryTheme.content(kind: "saved", context: SceneSetting.standard.with(locale: "pseudo").context)
            .message
        #expect(text == "[Šáṽéð ~~]")
        #expect(PseudoLocalizer.transform("Deleted") == "[Ðéļéţéð ~~~]")
        #expect(PseudoLocalizer.transform("Hello world").count >= Int(Double("Hello world".count) * 1.4))
    }

    @Test("rules apply in order to the toasts they match")
    func rules() throws {
        #expect(
            try diaryTheme.content(kind: "saved", context: SceneSetting.standard.with(locale: "ko").context).style.font
                .family
                == "Noto Sans CJK KR")
        #expect(
            try diaryTheme.content(kind: "saved", context: SceneSetting.standard.with(locale: "en").context).style.font
                .family == "Inter"
        )
        var theme = diaryTheme
        theme.rules.append(
            StyleRule(
                match: RuleMatch(kind: "deleted", appearance: .dark),
                style: StylePatch().setting(\.cornerRadius, to: 4, key: "corner_radius")))
        #expect(
            try theme.content(kind: "deleted", context: SceneSetting.standard.with(appearance: .dark).context).style
                .cornerRadius == 4)
        #expect(try theme.content(kind: "deleted", context: SceneSetting.standard.context).style.cornerRadius == 12)
        #expect(
            try theme.content(kind: "saved", context: SceneSetting.standard.with(appearance: .dark).context).style
                .cornerRadius == 12)
    }

    @Test("Dynamic Type scales the fonts and the icon")
    func textSize() throws {
        let big = try diaryTheme.content(kind: "saved", context: SceneSetting.standard.with(textSize: 1.5).context)
        #expect(big.style.font.size == 21)
        #expect(big.style.iconSize == 27)
    }

    @Test("an unknown kind names the theme and suggests the nearest kind")
    func unknownKind() {
        #expect(throws: ThemeError.unknownKind("savd", theme: "diary", suggestion: "saved")) {
            try diaryTheme.content(kind: "savd", context: SceneSetting.standard.context)
        }
        let error = ThemeError.unknownKind("savd", theme: "diary", suggestion: "saved")
        #expect(error.description == "theme 'diary' has no kind 'savd'. Did you mean 'saved'?")
    }

    @Test(
        "reading time: longer text and an action earn time, within the floor and ceiling",
        arguments: [
            ("Saved", false, 1.5), (String(repeating: "a", count: 50), false, 4.0),
            (String(repeating: "a", count: 50), true, 5.5), (String(repeating: "a", count: 500), true, 7),
        ])
    func readingTime(text: String, action: Bool, seconds: Double) {
        let rule = DisplayDuration.readingTime(ReadingTime())
        #expect(abs(rule.seconds(for: text, hasAction: action) - seconds) < 1e-12)
    }

    @Test("a style patch applies its edits in order and reports its keys")
    func stylePatch() {
        let patch =
            StylePatch().setting(\.cornerRadius, to: 4, key: "corner_radius")
            .setting(\.font.size, to: 20, key: "font.size")
            + StylePatch().setting(\.cornerRadius, to: 8, key: "corner_radius")
        let style = patch.applied(to: ToastStyle())
        #expect(style.cornerRadius == 8 && style.font.size == 20)
        #expect(patch.keys == ["corner_radius", "font.size", "corner_radius"])
    }
}
