import Testing

@testable import ToastPNG

/// The typed manifest: each known key in its field, the environment apart, unknown keys kept,
/// and the stored entries the same whichever way a manifest was made.
struct PictureManifestTests {
    static let stored = [
        "theme": "diary", "theme-hash": "sha256:ab", "scene": "kind=saved screen=iphone-15", "time": "0.4",
        "tartine.diff-of": "diary/saved.png", "pixels": "r16-00ff", "tartine.version": "0.1.0",
        "pango.version": "1.50.12", "font.Inter-Regular.otf": "0123", "author.note": "kept",
    ]

    @Test func everyKeyReachesItsField() {
        let manifest = PictureManifest(entries: Self.stored)
        #expect(manifest.theme == "diary" && manifest.themeHash == "sha256:ab")
        #expect(manifest.scene == "kind=saved screen=iphone-15" && manifest.time == "0.4")
        #expect(manifest.diffOf == "diary/saved.png" && manifest.pixelHash == "r16-00ff")
        #expect(
            manifest.environment
                == ["tartine.version": "0.1.0", "pango.version": "1.50.12", "font.Inter-Regular.otf": "0123"])
        #expect(manifest.other == ["author.note": "kept"])
        #expect(manifest.entries == Self.stored)
        #expect(PictureManifest(entries: manifest.entries) == manifest)
    }

    @Test func fieldsAndLiteralsStoreTheSameEntries() {
        let typed = PictureManifest(theme: "diary", themeHash: "sha256:ab", scene: "s", time: "1")
        let literal: PictureManifest = ["theme": "diary", "theme-hash": "sha256:ab", "scene": "s", "time": "1"]
        #expect(typed == literal)
        #expect(typed.entries == ["theme": "diary", "theme-hash": "sha256:ab", "scene": "s", "time": "1"])
        #expect(PictureManifest().entries.isEmpty)
    }

    @Test func whatDrewThePictureCannotBeOverridden() {
        let caller = PictureManifest(entries: ["cairo.version": "spoofed", "scene": "s"])
        let drawn = caller.drawn(in: ["cairo.version": "1.16.0", "font.a.otf": "99"])
        #expect(drawn.environment == ["cairo.version": "1.16.0", "font.a.otf": "99"])
        #expect(drawn.scene == "s")
        #expect(PictureManifest.isEnvironmentKey("font.x.ttf") && PictureManifest.isEnvironmentKey("harfbuzz.version"))
        #expect(!PictureManifest.isEnvironmentKey("theme-hash") && !PictureManifest.isEnvironmentKey("fonts"))
    }
}
