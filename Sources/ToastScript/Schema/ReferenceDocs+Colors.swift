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
            | `rgb(r, g, b)` | `"rgb(255, 59, 48)"` | channels from 0 to 255 |
            | `rgba(r, g, b, a)` | `"rgba(0, 0, 0, 0.8)"`, `"rgba(0, 0, 0, 80%)"` | alpha from 0 to 1, or a percentage |
            | a system colour name | `"systemGreen"`, `"secondaryLabel"` | the iOS system colour, light or dark as the appearance is (the names and values below), matched ignoring case; a misspelt name gets a suggestion |
            | `light-dark(light, dark)` | `"light-dark(#313033, #E6E1E5)"` | one colour in light appearance, another in dark, as CSS's `light-dark()`; each side is any form here (the light side of the first, the dark side of the second are used) |
            | any form `@alpha` | `"systemGreen@0.9"`, `"#FF0000@50%"`, `"light-dark(#1B7430, #248A3D)@0.9"` | the same colour with its alpha replaced (not multiplied), on both sides |
            | `{ light = …, dark = … }` | `{ light = "#FFFFFF", dark = "systemGray6" }` | a table: the light side of `light`, the dark side of `dark` |

            Surrounding spaces are ignored. A colour that does not parse is an error at its line that
            names the problem and the accepted forms.

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
