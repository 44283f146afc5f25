import Testing
import ToastCore
@testable import ToastScript

/// The bundled snackbar theme placed at the top: every kind sits below the navigation bar
/// (iPhone 15: top safe area 59 pt, navigation bar 44 pt), so that it never covers the bar's
/// title and buttons, as a snackbar at the bottom keeps clear of the tab bar.
@Suite("Bundled snackbar: clear of the app's bars")
struct SnackbarPlacementTests {
    @Test("at the top, every kind sits below the navigation bar; at the bottom, above the tab bar")
    func clearOfBars() throws {
        let loaded = try ThemeLoader().load("\(repositoryRoot)/themes/snackbar.lua")
        let screen = Screen.iPhone15
        let navigationBarEnd = screen.safeArea.top + screen.chrome.navigationBarHeight
        let tabBarStart = screen.size.height - screen.safeArea.bottom - screen.chrome.tabBarHeight
        let measurer = MonospaceMeasurer()
        #expect(loaded.theme.kinds.count >= 4)
        for kind in loaded.theme.kinds {
            for position in [ToastPosition.top, .bottom] {
                let content = try loaded.theme.content(
                    kind: kind.id, position: position, context: SceneSetting.standard.context)
                let frame = loaded.theme.frame(showing: content, at: 2, on: screen, measurer: measurer)
                let toast = try #require(frame.toasts.first)
                if position == .top {
                    #expect(toast.frame.minY >= navigationBarEnd, "\(kind.id) at the top: \(toast.frame)")
                } else {
                    #expect(toast.frame.maxY <= tabBarStart, "\(kind.id) at the bottom: \(toast.frame)")
                }
            }
        }
    }
}
