/// The font files ToastRender draws with, by absolute Debian path, with the package that
/// installs each one; the fallback order of families; and the fontconfig rules, embedded as a
/// string so no resource bundle or file lookup is needed at run time.
enum PinnedFonts {
    struct File: Sendable {
        let path: String
        let package: String
    }

    /// Inter (every weight, upright and italic), Noto Sans CJK (regular and bold collections:
    /// KR, JP, SC, TC, HK), Noto Color Emoji, and DejaVu Sans as the last resort.
    static let files: [File] =
        interFiles + [
            File(path: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", package: "fonts-noto-cjk"),
            File(path: "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc", package: "fonts-noto-cjk"),
            File(path: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf", package: "fonts-noto-color-emoji"),
            File(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", package: "fonts-dejavu-core"),
            File(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", package: "fonts-dejavu-core"),
        ]

    private static let interFiles: [File] = [
        "Thin", "ThinItalic", "ExtraLight", "ExtraLightItalic", "Light", "LightItalic",
        "Regular", "Italic", "Medium", "MediumItalic", "SemiBold", "SemiBoldItalic",
        "Bold", "BoldItalic", "ExtraBold", "ExtraBoldItalic", "Black", "BlackItalic",
    ].map { File(path: "/usr/share/fonts/opentype/inter/Inter-\($0).otf", package: "fonts-inter") }

    /// Families tried after the theme's own, in order, for characters it lacks.
    static let fallbackFamilies = [
        "Noto Sans CJK KR", "Noto Sans CJK JP", "Noto Sans CJK SC", "Noto Color Emoji", "DejaVu Sans",
    ]

    /// The family drawn for a family that is not pinned (see ``familyList(_:)``).
    static let standInFamily = "Inter"

    /// The generic families `fontsConf` aliases, lowercased, each to the family it prefers first.
    static let genericFamilies = ["sans-serif": "Inter", "system-ui": "Inter", "emoji": "Noto Color Emoji"]

    /// The family of emoji icons.
    static let emojiFamily = "Noto Color Emoji"

    /// The Pango family list for `family`: itself, Inter (standing in for a family that is not
    /// pinned, such as "SF Pro", so Latin text does not fall through to the CJK font), then the
    /// fallbacks it is not already one of.
    static func familyList(_ family: String) -> String {
        var families = [family]
        for fallback in [standInFamily] + fallbackFamilies where !families.contains(fallback) {
            families.append(fallback)
        }
        return families.joined(separator: ",")
    }

    /// The private configuration's rules, with `<cachedir>` naming `cacheDirectory` when there
    /// is one (see ``FontScanCache``, which gives none whose path XML would need to escape). No `<dir>` or `<include>`: fonts are added by the
    /// program, and nothing from the system or the user is read. Generic names map
    /// to the pinned families; rendering settings are fixed at the pattern stage so that any
    /// match carries them (Cairo's font options then agree with them).
    static func fontsConf(cacheDirectory: String?) -> String {
        let cache = cacheDirectory.map { "<cachedir>\($0)</cachedir>" } ?? ""
        return fontsConfHead + cache + fontsConfRules
    }

    private static let fontsConfHead = """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
        <fontconfig>

        """

    private static let fontsConfRules = """
          <alias binding="same">
            <family>sans-serif</family>
            <prefer><family>Inter</family><family>Noto Sans CJK KR</family><family>DejaVu Sans</family></prefer>
          </alias>
          <alias binding="same">
            <family>system-ui</family>
            <prefer><family>Inter</family></prefer>
          </alias>
          <alias binding="same">
            <family>emoji</family>
            <prefer><family>Noto Color Emoji</family></prefer>
          </alias>
          <match target="pattern">
            <edit name="antialias" mode="assign"><bool>true</bool></edit>
            <edit name="hinting" mode="assign"><bool>false</bool></edit>
            <edit name="hintstyle" mode="assign"><const>hintnone</const></edit>
            <edit name="autohint" mode="assign"><bool>false</bool></edit>
            <edit name="rgba" mode="assign"><const>none</const></edit>
            <edit name="lcdfilter" mode="assign"><const>lcdnone</const></edit>
            <edit name="embeddedbitmap" mode="assign"><bool>true</bool></edit>
          </match>
          <!-- Bitmap fonts (Noto Color Emoji has one strike, 109 px) are scaled to the size
               asked for, as the stock 10-scale-bitmap-fonts.conf does. -->
          <match target="font">
            <test name="outline" compare="eq"><bool>false</bool></test>
            <edit name="pixelsizefixupfactor" mode="assign">
              <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
            </edit>
          </match>
          <match target="font">
            <test name="outline" compare="eq"><bool>false</bool></test>
            <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>
            <edit name="matrix" mode="assign">
              <times>
                <name>matrix</name>
                <matrix>
                  <name>pixelsizefixupfactor</name> <double>0</double>
                  <double>0</double> <name>pixelsizefixupfactor</name>
                </matrix>
              </times>
            </edit>
            <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>
          </match>
        </fontconfig>
        """
}
