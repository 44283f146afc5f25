import ToastCore

/// The colours of the mock app in one appearance: after iOS's system colours, or on Android
/// after Material 3's baseline colour scheme (surface, on-surface, primary, …).
struct MockPalette {
    let background: RGBA
    let card: RGBA
    let label: RGBA
    let secondaryLabel: RGBA
    let tertiaryLabel: RGBA
    let separator: RGBA
    let tint: RGBA
    let inactive: RGBA
    let bar: RGBA
    let barHairline: RGBA
    let sheet: RGBA
    let sheetDim: RGBA
    let keyboard: RGBA
    let key: RGBA
    let specialKey: RGBA
    let keyShadow: RGBA
    let accents: [RGBA]
    /// Material's active indicator behind the selected destination (secondary container).
    var indicator: RGBA = .clear
    /// Material's icon on the active indicator (on-secondary-container).
    var onIndicator: RGBA = .clear
    /// Material's glyph on a primary-coloured element (on-primary: the keyboard's enter key).
    var onTint: RGBA = .clear

    /// The palette for `design` in `appearance`.
    init(_ appearance: Appearance, design: ChromeDesign) {
        switch design {
        case .uiKit: self.init(appearance)
        case .material3: self.init(material: appearance)
        }
    }

    init(_ appearance: Appearance) {
        func system(_ color: SystemColor) -> RGBA { color.color.resolved(for: appearance) }
        let dark = appearance == .dark
        background = dark ? .black : RGBA(r255: 242, g255: 242, b255: 247)
        card = dark ? RGBA(r255: 28, g255: 28, b255: 30) : .white
        label = system(.label)
        secondaryLabel = system(.secondaryLabel)
        tertiaryLabel =
            dark ? RGBA(r255: 235, g255: 235, b255: 245, alpha: 0.3) : RGBA(r255: 60, g255: 60, b255: 67, alpha: 0.3)
        separator =
            dark ? RGBA(r255: 84, g255: 84, b255: 88, alpha: 0.65) : RGBA(r255: 60, g255: 60, b255: 67, alpha: 0.29)
        tint = system(.systemBlue)
        inactive = system(.systemGray)
        bar =
            dark ? RGBA(r255: 22, g255: 22, b255: 23, alpha: 0.94) : RGBA(r255: 249, g255: 249, b255: 249, alpha: 0.94)
        barHairline =
            dark ? RGBA(r255: 255, g255: 255, b255: 255, alpha: 0.15) : RGBA(r255: 0, g255: 0, b255: 0, alpha: 0.3)
        sheet = dark ? RGBA(r255: 28, g255: 28, b255: 30) : .white
        sheetDim = RGBA(red: 0, green: 0, blue: 0, alpha: dark ? 0.48 : 0.32)
        keyboard = dark ? RGBA(r255: 43, g255: 43, b255: 45) : RGBA(r255: 208, g255: 211, b255: 217)
        key = dark ? RGBA(r255: 108, g255: 108, b255: 110) : .white
        specialKey = dark ? RGBA(r255: 70, g255: 70, b255: 72) : RGBA(r255: 171, g255: 177, b255: 186)
        keyShadow = dark ? RGBA(red: 0, green: 0, blue: 0, alpha: 0.6) : RGBA(r255: 137, g255: 138, b255: 141)
        accents = [
            system(.systemGreen), system(.systemOrange), system(.systemPurple), system(.systemBlue),
            system(.systemPink), system(.systemTeal),
        ]
    }

    /// Material 3's baseline scheme (the purple seed, #6750A4), light or dark: surface, surface
    /// container low for cards, surface container for the navigation bar, on-surface and
    /// on-surface-variant for text, primary for the tint.
    private init(material appearance: Appearance) {
        let dark = appearance == .dark
        func hex(_ light: UInt32, _ dark: UInt32) -> RGBA {
            let value = appearance == .dark ? dark : light
            return RGBA(
                r255: Int(value >> 16 & 0xFF), g255: Int(value >> 8 & 0xFF), b255: Int(value & 0xFF))
        }
        background = hex(0xFEF7FF, 0x141218)
        card = hex(0xF7F2FA, 0x1D1B20)
        label = hex(0x1D1B20, 0xE6E0E9)
        secondaryLabel = hex(0x49454F, 0xCAC4D0)
        tertiaryLabel = hex(0x79747E, 0x938F99)
        separator = hex(0xCAC4D0, 0x49454F)
        tint = hex(0x6750A4, 0xD0BCFF)
        inactive = hex(0x49454F, 0xCAC4D0)
        bar = hex(0xF3EDF7, 0x211F26)
        barHairline = .clear
        sheet = hex(0xF7F2FA, 0x1D1B20)
        sheetDim = RGBA(red: 0, green: 0, blue: 0, alpha: 0.32)
        // The keyboard as Gboard draws it in the scheme's colours: keys on the surface container,
        // function keys in the secondary container, no shadows.
        keyboard = hex(0xF3EDF7, 0x211F26)
        key = hex(0xFFFFFF, 0x36343B)
        specialKey = hex(0xE8DEF8, 0x4A4458)
        keyShadow = .clear
        accents = [
            hex(0x386A20, 0x9CD67D), hex(0x8B5000, 0xFFB870), hex(0x6750A4, 0xD0BCFF), hex(0x0061A4, 0x9ECAFF),
            hex(0xB3261E, 0xF2B8B5), hex(0x006A6A, 0x4CDADA),
        ]
        indicator = hex(0xE8DEF8, 0x4A4458)
        onIndicator = hex(0x1D192B, 0xE8DEF8)
        onTint = hex(0xFFFFFF, 0x381E72)
    }
}
