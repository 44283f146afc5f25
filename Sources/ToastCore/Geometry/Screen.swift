/// The surface toasts are laid out on: a size in points, a pixel scale, the safe area and,
/// when it is up, the software keyboard.
public struct Screen: Sendable, Hashable {
    /// A short identifier, such as `iphone-15`.
    public var id: String
    /// A human name, such as `iPhone 15`.
    public var name: String
    /// Size in points, portrait.
    public var size: Size
    /// Pixels per point (1, 2, 3, or fractional on Android devices).
    public var scale: Double
    /// Areas covered by the status bar, the notch or Dynamic Island and the home indicator.
    public var safeArea: EdgeInsets
    /// Height of the keyboard from the bottom edge when it is shown; `nil` when hidden.
    public var keyboardHeight: Double?
    /// Height of this device's keyboard (with the suggestion bar), used by `withKeyboard()`.
    public var typicalKeyboardHeight: Double
    /// Whether the user interface reads right to left.
    public var isRightToLeft: Bool
    /// The kind of device, for strings that vary by device.
    public var deviceClass: DeviceClass
    /// The app's navigation and tab bars, for toasts that keep clear of them.
    public var chrome: ScreenChrome

    /// Creates a screen; the keyboard is hidden and the interface left to right unless told otherwise.
    public init(
        id: String, name: String, size: Size, scale: Double, safeArea: EdgeInsets,
        keyboardHeight: Double? = nil, typicalKeyboardHeight: Double = 0,
        isRightToLeft: Bool = false, deviceClass: DeviceClass = .other, chrome: ScreenChrome = ScreenChrome()
    ) {
        self.chrome = chrome
        self.deviceClass = deviceClass
        self.id = id
        self.name = name
        self.size = size
        self.scale = scale
        self.safeArea = safeArea
        self.keyboardHeight = keyboardHeight
        self.typicalKeyboardHeight = typicalKeyboardHeight
        self.isRightToLeft = isRightToLeft
    }

    /// The full screen rectangle in points.
    public var bounds: Rect { Rect(origin: .zero, size: size) }

    /// Size in whole device pixels (`points × scale`, rounded).
    public var pixelWidth: Int { Self.pixels(size.width * scale) }
    /// Height in whole device pixels (`points × scale`, rounded).
    public var pixelHeight: Int { Self.pixels(size.height * scale) }

    /// `value` rounded to whole pixels; a size that is not a finite number is 0, and one past
    /// ±2^40 is held there (a `Screen` built in Swift may hold anything: this never traps).
    private static func pixels(_ value: Double) -> Int {
        guard value.isFinite else { return 0 }
        return Int(Swift.min(Swift.max(value.rounded(), -1_099_511_627_776), 1_099_511_627_776))
    }

    /// The distance from the bottom edge that content must stay above: the keyboard when it is
    /// up, otherwise the bottom safe area.
    public var bottomObstruction: Double { max(safeArea.bottom, keyboardHeight ?? 0) }

    /// The same screen with its keyboard shown (at `height`, or the device's typical height).
    public func withKeyboard(height: Double? = nil) -> Screen {
        var copy = self
        copy.keyboardHeight = height ?? typicalKeyboardHeight
        return copy
    }

    /// The same screen with a right-to-left user interface.
    public func rightToLeft(_ flag: Bool = true) -> Screen {
        var copy = self
        copy.isRightToLeft = flag
        return copy
    }
}
