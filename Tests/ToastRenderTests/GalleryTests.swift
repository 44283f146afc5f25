import Testing
import ToastCore

@testable import ToastRender

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Renders a few scenes to /tmp/tartine-render-tests for looking at (only when the environment
/// variable TARTINE_GALLERY is set).
@Suite struct GalleryTests {
    @Test(.enabled(if: getenv("TARTINE_GALLERY") != nil)) func gallery() throws {
        let green = ToastStyle(
            background: SystemColor.systemGreen.color.withAlpha(0.9),
            shadow: Shadow(
                color: Color(RGBA(red: 0, green: 0, blue: 0, alpha: 0.25)), radius: 12,
                offset: Point(x: 0, y: 4)))
        let scenes: [(String, Frame, RenderOptions)] = [
            ("saved-light", frame(toast()), RenderOptions()),
            ("saved-dark", frame(toast()), RenderOptions(appearance: .dark)),
            (
                "stack",
                frame([
                    toast("Saved", style: green), toast("저장되었습니다", icon: .emoji("✏️")),
                    toast(
                        "Deleted 3 entries from your diary", icon: .emoji("🗑️"),
                        action: ToastAction(id: "undo", title: "Undo")),
                ]), RenderOptions()
            ),
            (
                "keyboard-sheet",
                frame(
                    toast("Entry saved to your diary, with photos and places", title: "Saved"),
                    on: Screen.iPhone15.withKeyboard()),
                RenderOptions(background: .mockApp(MockApp(showsModalSheet: true)))
            ),
            ("rtl", frame(toast("تم الحفظ بنجاح"), on: Screen.iPhone15.rightToLeft()), RenderOptions()),
            (
                "popup",
                frame(
                    [toast()],
                    popup: Popup(
                        title: "Delete this entry?", description: "This cannot be undone.",
                        buttons: [
                            PopupButton(id: "cancel", title: "Cancel", role: .secondary),
                            PopupButton(id: "delete", title: "Delete"),
                        ])), RenderOptions()
            ),
            ("badge-action", coalesced(), RenderOptions(appearance: .dark)),
            ("se-2x", frame(toast("Saved", position: .top), on: .iPhoneSE3), RenderOptions()),
            ("pixel8", frame(toast("Saved to your diary"), on: .pixel8), RenderOptions(appearance: .dark)),
            ("entering", entering(), RenderOptions()),
            (
                "newlines",
                frame(
                    toast(
                        "Line one\nLine two is a little longer than the others\nLine three\nLine four",
                        title: "Four lines, three shown")), RenderOptions()
            ),
            (
                "popup-dark",
                frame(
                    [],
                    popup: Popup(
                        title: "Sign out?", description: "Your diary stays on this phone.",
                        buttons: [
                            PopupButton(id: "cancel", title: "Cancel", role: .secondary),
                            PopupButton(id: "ok", title: "Sign Out"),
                        ], axis: .vertical)),
                RenderOptions(appearance: .dark)
            ),
        ]
        for (name, frame, options) in scenes {
            let renderer = try FrameRenderer(screen: frame.screen, options: options, fonts: fonts)
            try renderer.draw(frame)
            print(try save(renderer, name))
        }
    }

    /// "Saved" shown three times (coalesced into "×3"), with a filled Undo button, in a dark theme.
    func coalesced() -> Frame {
        var action = ActionButtonStyle()
        action.background = Color(RGBA(red: 1, green: 1, blue: 1, alpha: 0.15))
        let style = ToastStyle(
            background: Color(light: .black, dark: RGBA(r255: 58, g255: 58, b255: 60)),
            shadow: Shadow(
                color: Color(RGBA(red: 0, green: 0, blue: 0, alpha: 0.5)), radius: 16,
                offset: Point(x: 0, y: 6)),
            action: action)
        var presenter = Presenter(configuration: QueueConfiguration(coalesceDuplicates: true))
        let content = toast(
            "Entry deleted", icon: .emoji("🗑️"), action: ToastAction(id: "undo", title: "Undo"),
            style: style)
        for t in [0.0, 0.3, 0.6] { presenter.show(ToastRequest(content), at: t) }
        presenter.advance(to: 1)
        return Timeline(presenter.timeline, screen: .iPhone15, measurer: measurer).frame(at: 1)
    }

    /// A toast half way through a fade, slide and scale entrance.
    func entering() -> Frame {
        let style = ToastStyle(
            background: SystemColor.systemBlue.color.withAlpha(0.95),
            shadow: Shadow(
                color: Color(RGBA(red: 0, green: 0, blue: 0, alpha: 0.3)), radius: 12,
                offset: Point(x: 0, y: 4)))
        var presenter = Presenter(
            motion: Motion(
                enter: Transition(
                    fade: true, slide: Slide(edge: .bottom, distance: 60),
                    scale: 0.8, duration: 0.4, curve: .linear)))
        presenter.show(ToastRequest(toast("Uploading 3 photos…", icon: .emoji("☁️"), style: style)), at: 0)
        return Timeline(presenter.timeline, screen: .iPhone15, measurer: measurer).frame(at: 0.2)
    }
}
