/// A desktop monitor as a screen: any size in points, scale 1 unless told, no safe area, no
/// keyboard, no tab bar (`ScreenChrome.desktop`). What the notification server draws on (each monitor a screen) and what a scenario
/// or `tartine render --screen 1920x1080` names as `WIDTHxHEIGHT`.
extension Screen {
    /// The sides a desktop screen may have, in points.
    public static let desktopSides = 100...8_192

    /// A desktop screen of `width` × `height` points at `scale`, with the identifier
    /// `WIDTHxHEIGHT`; `nil` when a side is outside ``desktopSides``.
    public static func desktop(width: Int, height: Int, scale: Double = 1) -> Screen? {
        guard desktopSides.contains(width), desktopSides.contains(height) else { return nil }
        return Screen(
            id: "\(width)x\(height)", name: "Desktop \(width)×\(height)",
            size: Size(width: Double(width), height: Double(height)), scale: scale, safeArea: EdgeInsets(),
            typicalKeyboardHeight: 0, deviceClass: .mac, chrome: .desktop)
    }

    /// The desktop screen `WIDTHxHEIGHT` names (`1920x1080`), at scale 1; `nil` for any other
    /// text or a side outside ``desktopSides``.
    public static func desktop(named text: String) -> Screen? {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2,
            parts.allSatisfy({ !$0.isEmpty && $0.count <= 5 && $0.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }),
            let width = Int(parts[0]), let height = Int(parts[1])
        else { return nil }
        return desktop(width: width, height: height)
    }
}
