import ToastCore

/// The colours of the mock app, after iOS's system colours, in one appearance.
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
}
