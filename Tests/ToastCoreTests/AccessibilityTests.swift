import Testing
@testable import ToastCore

/// Increase Contrast, Reduce Transparency, a screen reader's rules and per-kind politeness, as
/// a toast is resolved.
@Suite("Accessibility settings")
struct AccessibilityTests {
    let contrast = SceneSetting.standard.with(accessibility: AccessibilitySettings(increaseContrast: true)).context
    let solid = SceneSetting.standard.with(accessibility: AccessibilitySettings(reduceTransparency: true)).context

    @Test("a system colour carries its increased-contrast values through @alpha and light-dark(); hex has none")
    func systemVariants() throws {
        let red = try Color(parsing: "systemRed")
        #expect(red.withIncreasedContrast.light == RGBA(r255: 215, g255: 0, b255: 21))
        #expect(red.withIncreasedContrast.dark == RGBA(r255: 255, g255: 105, b255: 97))
        let faded = try Color(parsing: "systemRed@0.5").withIncreasedContrast
        #expect(faded.light == RGBA(r255: 215, g255: 0, b255: 21, alpha: 0.5))
        let mixed = try Color(parsing: "light-dark(systemBlue, #123456)").withIncreasedContrast
        #expect(mixed.light == RGBA(r255: 0, g255: 64, b255: 221))
        #expect(mixed.dark == RGBA(r255: 0x12, g255: 0x34, b255: 0x56), "a side without a variant keeps its value")
        let table = try Color(parsing: "#FF3B30")
        #expect(table.increasedContrast == nil && table.withIncreasedContrast == table)
        #expect(SystemColor.label.color.increasedContrast == nil)
    }

    @Test("Increase Contrast resolves every colour of the style to its variant: background, text, border, layout nodes")
    func contrastResolves() throws {
        let blue = SystemColor.systemBlue.color
        let theme = Theme(
            name: "t",
            style: ToastStyle(
                background: blue, foreground: SystemColor.systemGray6.color,
                border: Border(width: 1, color: SystemColor.systemRed.color),
                layout: .vstack([LayoutNode(.progress, fillColor: SystemColor.systemGreen.color)])),
            kinds: [ToastKind(id: "k", message: .literal("Hi"))])
        let plain = try theme.content(kind: "k", context: SceneSetting.standard.context).style
        let high = try theme.content(kind: "k", context: contrast).style
        #expect(plain.background == blue)
        #expect(high.background.light == RGBA(r255: 0, g255: 64, b255: 221))
        #expect(high.foreground.dark == RGBA(r255: 36, g255: 36, b255: 38))
        #expect(high.border?.color.light == RGBA(r255: 215, g255: 0, b255: 21))
        guard case .stack(_, let children)? = high.layout?.element else {
            Issue.record("no layout")
            return
        }
        #expect(children.first?.fillColor?.light == RGBA(r255: 36, g255: 138, b255: 61))
    }

    @Test(
        "Reduce Transparency: a material becomes its tint made opaque under the background; a translucent fill turns opaque; clear stays"
    )
    func transparency() throws {
        let material = Material(
            tint: Color(
                light: RGBA(r255: 242, g255: 242, b255: 247, alpha: 0.7), dark: RGBA(r255: 44, g255: 44, b255: 46)))
        let theme = Theme(
            name: "t",
            style: ToastStyle(background: .clear, material: material),
            kinds: [
                ToastKind(id: "glass", message: .literal("Hi")),
                ToastKind(
                    id: "pill", message: .literal("Hi"),
                    style: StylePatch().setting(
                        \.material, to: Material?.none, key: "material"
                    ).setting(\.background, to: Color(RGBA(red: 0, green: 0, blue: 0, alpha: 0.5)), key: "background")),
                ToastKind(
                    id: "clear", message: .literal("Hi"),
                    style: StylePatch().setting(\.material, to: Material?.none, key: "material")),
            ])
        let glass = try theme.content(kind: "glass", context: solid).style
        #expect(glass.material == nil)
        #expect(glass.background.light == RGBA(r255: 242, g255: 242, b255: 247))
        #expect(try theme.content(kind: "glass", context: SceneSetting.standard.context).style.material == material)
        let pill = try theme.content(kind: "pill", context: solid).style
        #expect(pill.background.light.alpha == 1 && pill.background.dark.alpha == 1)
        #expect(pill.background.light == RGBA(red: 0.5, green: 0.5, blue: 0.5))
        #expect(try theme.content(kind: "clear", context: solid).style.background == .clear)
    }

    @Test("a rule can match each setting on or off")
    func rules() throws {
        let theme = Theme(
            name: "t", kinds: [ToastKind(id: "k", message: .literal("Hi"))],
            rules: [
                StyleRule(
                    match: RuleMatch(increaseContrast: true),
                    style: StylePatch().setting(\.cornerRadius, to: 2, key: "corner_radius")),
                StyleRule(
                    match: RuleMatch(screenReader: false),
                    style: StylePatch().setting(\.minHeight, to: 40, key: "min_height")),
            ])
        #expect(try theme.content(kind: "k", context: contrast).style.cornerRadius == 2)
        #expect(try theme.content(kind: "k", context: SceneSetting.standard.context).style.cornerRadius == 12)
        #expect(try theme.content(kind: "k", context: SceneSetting.standard.context).style.minHeight == 40)
        let reader = SceneSetting.standard.with(accessibility: AccessibilitySettings(screenReader: true)).context
        #expect(try theme.content(kind: "k", context: reader).style.minHeight == 0)
    }

    @Test("a kind's politeness is what its announcement carries; without one, the haptic decides")
    func politeness() throws {
        let theme = Theme(
            name: "t",
            kinds: [
                ToastKind(id: "loud", message: .literal("Now"), politeness: .assertive),
                ToastKind(id: "calm", message: .literal("Oops"), haptic: .error, politeness: .polite),
                ToastKind(id: "plain", message: .literal("Hi"), haptic: .warning),
            ])
        var presenter = theme.makePresenter()
        for (index, kind) in ["loud", "calm", "plain"].enumerated() {
            _ = presenter.show(
                ToastRequest(try theme.content(kind: kind, context: SceneSetting.standard.context)),
                at: Double(index) * 10)
        }
        presenter.advance(to: 60)
        let spoken = presenter.drainEvents().compactMap { timed -> Politeness? in
            if case .announce(_, _, let politeness) = timed.event { return politeness }
            return nil
        }
        #expect(spoken == [.assertive, .polite, .assertive])
    }
}

@Suite("Accessibility settings: popups")
struct PopupAccessibilityTests {
    @Test("a popup's colours take their increased-contrast variants, and its translucent card turns opaque")
    func popupStyle() {
        var style = PopupStyle()
        style.primaryBackground = SystemColor.systemBlue.color
        style.background = Color(RGBA(red: 1, green: 1, blue: 1, alpha: 0.5))
        let theme = Theme(name: "t", popupStyle: style)
        let plain = theme.popupStyle(in: SceneSetting.standard.context)
        #expect(plain == style)
        let high = theme.popupStyle(
            in: SceneSetting.standard.with(accessibility: AccessibilitySettings(increaseContrast: true)).context)
        #expect(high.primaryBackground.light == RGBA(r255: 0, g255: 64, b255: 221))
        let solid = theme.popupStyle(
            in: SceneSetting.standard.with(accessibility: AccessibilitySettings(reduceTransparency: true)).context)
        #expect(solid.background.light == RGBA(red: 1, green: 1, blue: 1))
        #expect(solid.background.dark == RGBA(red: 0.5, green: 0.5, blue: 0.5))
    }
}

@Suite("Accessibility settings: a screen reader's hold")
struct ScreenReaderHoldTests {
    static func theme(_ hold: ScreenReaderHold) -> Theme {
        Theme(
            name: "t",
            kinds: [
                ToastKind(
                    id: "undo", message: .literal("Archived"), duration: .fixed(3),
                    action: ToastActionSpec(id: "undo", title: .literal("Undo"))),
                ToastKind(id: "plain", message: .literal("Saved"), duration: .fixed(3)),
            ],
            screenReaderHold: hold)
    }
    let reader = SceneSetting.standard.with(accessibility: AccessibilitySettings(screenReader: true)).context

    @Test("a toast with an action stays until dismissed under a screen reader, by default; one without holds as ever")
    func untilDismissed() throws {
        let theme = Self.theme(.untilDismissed)
        #expect(try theme.content(kind: "undo", context: reader).duration == .forever)
        #expect(try theme.content(kind: "undo", context: SceneSetting.standard.context).duration == .fixed(3))
        #expect(try theme.content(kind: "plain", context: reader).duration == .fixed(3))
        var presenter = theme.makePresenter()
        let id = presenter.show(ToastRequest(try theme.content(kind: "undo", context: reader)), at: 0)
        presenter.advance(to: 600)
        #expect(presenter.visibleIDs == [id], "still shown ten minutes later")
    }

    @Test("a factor multiplies the hold of a toast with an action")
    func factor() throws {
        let theme = Self.theme(.factor(2.5))
        #expect(try theme.content(kind: "undo", context: reader).duration == .fixed(7.5))
        #expect(try theme.content(kind: "plain", context: reader).duration == .fixed(3))
    }
}
