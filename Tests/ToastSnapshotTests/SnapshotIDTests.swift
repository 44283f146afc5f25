import Testing

@testable import ToastSnapshot

/// Reference paths.
@Suite struct SnapshotIDTests {
    @Test(
        arguments: [
            (1.0, nil, "diary/saved/iphone-15-light-en@3x-1.png"),
            (0.25, nil, "diary/saved/iphone-15-light-en@3x-0.25.png"),
            (2.5, nil, "diary/saved/iphone-15-light-en@3x-2.5.png"),
            (0, nil, "diary/saved/iphone-15-light-en@3x-0.png"),
            (1, "xxxl", "diary/saved/iphone-15-light-en@3x-1-xxxl.png"),
            (0.1, "reduced-motion", "diary/saved/iphone-15-light-en@3x-0.1-reduced-motion.png"),
        ] as [(Double, String?, String)])
    func relativePath(time: Double, variant: String?, path: String) {
        #expect(sampleID(time: time, variant: variant).relativePath == path)
    }

    @Test func otherAxesAppearInOrder() {
        let id = SnapshotID(
            theme: "night", group: "scenario-burst", screen: "ipad-pro-13", appearance: "dark", locale: "ko", scale: 2,
            time: 12)
        #expect(id.relativePath == "night/scenario-burst/ipad-pro-13-dark-ko@2x-12.png")
        #expect(id.description == id.relativePath)
    }

    @Test(arguments: [
        ("theme", ".."), ("group", "a/b"), ("screen", ""), ("locale", "."), ("variant", "x/../../y"),
    ])
    func componentsThatCouldEscapeTheRootAreRejected(component: String, value: String) throws {
        var id = sampleID()
        switch component {
        case "theme": id.theme = value
        case "group": id.group = value
        case "screen": id.screen = value
        case "locale": id.locale = value
        default: id.variant = value
        }
        let error = try #require(throws: SnapshotError.self) { try id.validate() }
        #expect(
            error.description
                == "snapshot \(component) '\(value)' cannot be a file name: it must be non-empty, not '.' or '..', and hold no '/'"
        )
    }
}
