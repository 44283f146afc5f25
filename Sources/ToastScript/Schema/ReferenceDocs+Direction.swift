import ToastCore

extension ReferenceDocs {
    /// The section on the interface's direction and on how a manifest combines with a
    /// scenario's own settings; the lists of right-to-left languages and scripts are read from
    /// `LayoutDirection`'s tables.
    static func directionSection() -> String {
        let languages = LayoutDirection.rightToLeftLanguages.sorted().map { "`\($0)`" }.joined(separator: ", ")
        let scripts = LayoutDirection.rightToLeftScripts.sorted()
            .map { "`\($0.prefix(1).uppercased() + $0.dropFirst())`" }.joined(separator: ", ")
        return """

            ## Locale and direction

            The interface reads right to left when the locale is written right to left, as on iOS:
            a locale with a script subtag (`az-Arab`, `sd-Deva`) follows its script, one without
            follows its language. Right-to-left scripts: \(scripts). Right-to-left languages:
            \(languages). Every other locale, the pseudo-locale included, reads left to right.

            An explicit direction wins over the locale's: `--direction ltr|rtl` for `render`,
            `sheet` and `preview` (`--rtl` is `--direction rtl`), `direction` (or `right_to_left`)
            in a scenario (which `play` and `watch` follow), and `direction` in a manifest.

            A manifest and a scenario combine so that what the scenario fixes stays fixed:

            - **locale**: a scenario that sets `locale` is recorded in that locale alone; one that
              does not is recorded in each of the manifest's `locales`;
            - **direction**: the scenario's `direction`, else the manifest's, else the locale's;
            - **keyboard, background, modal sheet, events, captures**: the scenario's own;
            - **screens, appearances, text sizes, reduced motion, scale**: the manifest's matrix.

            """
    }
}
