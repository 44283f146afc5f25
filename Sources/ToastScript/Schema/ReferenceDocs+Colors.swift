import ToastCore

extension ReferenceDocs {
    /// The section on colours: every form a colour value takes, and the system colour names with
    /// the light and dark values of `SystemColor`'s table (the table is the truth: the rows are
    /// generated from it, and a test compares them).
    static func colorsSection() -> String {
        var out = """

            ## Colours

            Every key that takes a colour (`background`, `foreground`, `tint`, a shadow's `color`, …)
            accepts a string in one of these forms, or a table of two of them:

            | form | example | means |
            |---|---|---|
            | `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA` | `"#FF3B30"`, `"#000000CC"` | hexadecimal sRGB, in either case; the last pair (or digit) is the alpha |
            | `rgb(r, g, b)`, `rgb(r g b)` | `"rgb(255, 59, 48)"`, `"rgb(255 59 48)"`, `"rgb(100% 23% 19%)"` | channels from 0 to 255, or percentages |
            | `rgba(r, g, b, a)`, `rgb(r g b / a)` | `"rgba(0, 0, 0, 0.8)"`, `"rgb(0 0 0 / 80%)"` | alpha from 0 to 1, or a percentage; `rgb` and `rgba` are one function, as in CSS Color 4 |
            | `hsl(h s l / a)`, `hsl(h, s, l, a)` | `"hsl(3deg 100% 59%)"`, `"hsla(120, 100%, 25%, 0.5)"` | CSS Color 4's hue (degrees, or `grad`, `rad`, `turn`; -360 to 360), saturation and lightness (0% to 100%); the alpha is optional |
            | `hwb(h w b / a)` | `"hwb(3 0% 0% / 0.9)"` | hue, whiteness and blackness (space form only, as CSS) |
            | a system colour name | `"systemGreen"`, `"secondaryLabel"` | the iOS system colour, light or dark as the appearance is (the names and values below), matched ignoring case; a misspelt name gets a suggestion |
            | `light-dark(light, dark)` | `"light-dark(#313033, #E6E1E5)"` | one colour in light appearance, another in dark, as CSS's `light-dark()`; each side is any form here (the light side of the first, the dark side of the second are used) |
            | any form `@alpha` | `"systemGreen@0.9"`, `"#FF0000@50%"`, `"light-dark(#1B7430, #248A3D)@0.9"` | the same colour with its alpha replaced (not multiplied), on both sides |
            | `{ light = …, dark = … }` | `{ light = "#FFFFFF", dark = "systemGray6" }` | a table: the light side of `light`, the dark side of `dark` |

            Surrounding spaces are ignored. A colour that does not parse is an error at its line that
            names the problem and the accepted forms; `0xFF3B30` gets "Did you mean '#FF3B30'?", and
            Android's `0xCCFF3B30` "Did you mean '#FF3B30CC'?".

            An 8-digit code is `#RRGGBBAA`, as CSS reads it. Android and Kotlin write `#AARRGGBB`, so a
            code copied from an Android project draws another colour. Most codes read plausibly both
            ways, so `check` warns, at the colour's line and with both readings, where the code looks
            written alpha first: it does not end in `FF`, its first pair is at least `33` (20 %), drawn as
            written it is less than half as opaque as alpha first, it is not a translucent grey (R = G = B,
            as CSS writes shadows and borders), and the two readings are a quarter of a channel apart over
            white or black:

            `themes/x.lua:3: warning: style.background: '#80FF3B30' is #RRGGBBAA here: rgb(128 255 59 / 19%); Android's #AARRGGBB would read it as rgb(255 59 48 / 50%), which is '#FF3B3080' here. Write rgb(… / alpha) or #RRGGBB@alpha to say which`

            ### System colours

            The names a colour string may use, with the sRGB values they resolve to (UIKit, iOS 15
            and later), as `#RRGGBBAA`, and the values drawn instead when the toast is shown with
            increased contrast (`--increase-contrast`, a manifest's `increase_contrast`; "same" when
            the colour keeps its values). A colour written in hexadecimal or `rgb(…)` has no
            variant: give a theme's own high-contrast colours with a rule that matches
            `increase_contrast = true`.

            | name | light | dark | increased contrast, light | increased contrast, dark |
            |---|---|---|---|---|

            """
        for system in SystemColor.allCases {
            let color = system.color
            let variant = color.increasedContrast
            let light = variant.map { "`\($0.light.hexString)`" } ?? "same"
            let dark = variant.map { "`\($0.dark.hexString)`" } ?? "same"
            out +=
                "| `\(system.rawValue)` | `\(color.light.hexString)` | `\(color.dark.hexString)` | \(light) | \(dark) |\n"
        }
        return out
    }
}
