/// Real devices, with their point sizes, scales, safe areas (portrait) and keyboard heights.
extension Screen {
    /// iPhone SE (3rd generation): 375×667 pt @2x, status bar 20 pt, no home indicator.
    public static let iPhoneSE3 = Screen(
        id: "iphone-se", name: "iPhone SE (3rd generation)", size: Size(width: 375, height: 667),
        scale: 2, safeArea: EdgeInsets(top: 20, bottom: 0), typicalKeyboardHeight: 260, deviceClass: .iphone)

    /// iPhone 15: 393×852 pt @3x (1179×2556 px), Dynamic Island top 59 pt, home indicator 34 pt.
    public static let iPhone15 = Screen(
        id: "iphone-15", name: "iPhone 15", size: Size(width: 393, height: 852),
        scale: 3, safeArea: EdgeInsets(top: 59, bottom: 34), typicalKeyboardHeight: 336, deviceClass: .iphone)

    /// iPhone 15 Pro Max: 430×932 pt @3x (1290×2796 px), top 59 pt, bottom 34 pt.
    public static let iPhone15ProMax = Screen(
        id: "iphone-15-pro-max", name: "iPhone 15 Pro Max", size: Size(width: 430, height: 932),
        scale: 3, safeArea: EdgeInsets(top: 59, bottom: 34), typicalKeyboardHeight: 346, deviceClass: .iphone)

    /// iPad (10th generation): 820×1180 pt @2x, status bar 24 pt, home indicator 20 pt.
    public static let iPad10 = Screen(
        id: "ipad", name: "iPad (10th generation)", size: Size(width: 820, height: 1180),
        scale: 2, safeArea: EdgeInsets(top: 24, bottom: 20), typicalKeyboardHeight: 313, deviceClass: .ipad)

    /// Google Pixel 8: 1080×2400 px at 2.625 px/dp (about 411×914 dp), status bar 24 dp, gesture
    /// bar 16 dp, Material 3's bars (``ScreenChrome/material3``).
    public static let pixel8 = Screen(
        id: "pixel-8", name: "Pixel 8", size: Size(width: 1080 / 2.625, height: 2400 / 2.625),
        scale: 2.625, safeArea: EdgeInsets(top: 24, bottom: 16), typicalKeyboardHeight: 283, chrome: .material3)

    /// MacBook Air 13-inch (M2): 1470×956 pt @2x (2940×1912 px, the default "looks like"
    /// resolution of its 2560×1664 panel), menu bar 37 pt (the notch), no home indicator and no
    /// on-screen keyboard. Its device class is `mac`, so strings' device variations take their
    /// `mac` form.
    public static let macBookAir13 = Screen(
        id: "macbook-air-13", name: "MacBook Air 13-inch (M2)", size: Size(width: 1470, height: 956),
        scale: 2, safeArea: EdgeInsets(top: 37, bottom: 0), typicalKeyboardHeight: 0, deviceClass: .mac)

    /// Every preset, in a stable order.
    public static let presets: [Screen] = [iPhoneSE3, iPhone15, iPhone15ProMax, iPad10, pixel8, macBookAir13]

    /// The preset with this identifier (`iphone-15`), if any.
    public static func preset(named id: String) -> Screen? {
        presets.first { $0.id == id }
    }
}
