import Foundation
import Synchronization
import TartineTestSupport
import Testing
import ToastCore
import ToastPNG

@testable import ToastNotifyd

/// A square PNG of one colour.
private func png(side: Int, _ rgba: [UInt8]) throws -> [UInt8] {
    try PNGEncoder.encode(
        rgba: Array([[UInt8]](repeating: rgba, count: side * side).joined()), width: side, height: side, manifest: [:])
}

/// An SVG square of one colour filling its 16-unit view box.
private func svg(_ fill: String) -> [UInt8] {
    Array(
        """
        <svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 16 16">\
        <rect id="r" width="16" height="16" fill="\(fill)"/></svg>
        """.utf8)
}

/// The colour of the pixel at the centre of straight RGBA pixels.
private func centre(_ image: NotificationImage?) -> [UInt8]? {
    guard case .pixels(let width, let height, let rgba)? = image else { return nil }
    let offset = ((height / 2) * width + width / 2) * 4
    return Array(rgba[offset..<offset + 4])
}

private func size(_ image: NotificationImage?) -> [Int]? {
    guard case .pixels(let width, let height, _)? = image else { return nil }
    return [width, height]
}

/// An icon theme built in a temporary directory: `mine` inherits `parent`, which inherits `mine`
/// back (a loop), then `hicolor`; fixed, threshold and scalable directories, PNGs and an SVG, and
/// an unthemed icon in the base directory.
private final class BuiltTheme {
    let root: TemporaryDirectory
    var base: String { root.file("icons") }

    init() throws {
        root = try TemporaryDirectory()
        try root.directory("icons")
        try add(
            "mine/index.theme",
            """
            [Icon Theme]
            Name=Mine
            # a comment
            Inherits=parent, hicolor
            Directories=16x16/apps,48x48/apps,scalable/apps,../escape,nosize
            ScaledDirectories=48x48@2/apps

            [16x16/apps]
            Size=16
            Type=Fixed

            [48x48/apps]
            Size=48

            [48x48@2/apps]
            Size=48
            Scale=2
            Type=Fixed

            [scalable/apps]
            Size=16
            MinSize=8
            MaxSize=512
            Type=Scalable

            [../escape]
            Size=48

            [nosize]
            Type=Fixed
            """)
        try add(
            "parent/index.theme",
            "[Icon Theme]\nInherits=mine\nDirectories=32x32/apps\n\n[32x32/apps]\nSize=32\nType=Fixed\n")
        try add("hicolor/index.theme", "[Icon Theme]\nDirectories=48x48/apps\n\n[48x48/apps]\nSize=48\nType=Fixed\n")
        try add("mine/16x16/apps/app.png", try png(side: 16, [255, 0, 0, 255]))
        try add("mine/48x48/apps/app.png", try png(side: 48, [0, 255, 0, 255]))
        try add("mine/48x48@2/apps/app.png", try png(side: 96, [0, 0, 255, 255]))
        try add("mine/scalable/apps/vector.svg", svg("#0000ff"))
        try add("mine/nosize/hidden.png", try png(side: 8, [0, 0, 0, 255]))
        try add("escape/hidden.png", try png(side: 8, [0, 0, 0, 255]))
        try add("parent/32x32/apps/inherited.png", try png(side: 32, [255, 255, 0, 255]))
        try add("hicolor/48x48/apps/inherited.png", try png(side: 48, [0, 0, 0, 255]))
        try add("hicolor/48x48/apps/fallback.png", try png(side: 48, [0, 255, 255, 255]))
        try add("plain.png", try png(side: 20, [255, 0, 255, 255]))
    }

    func add(_ name: String, _ contents: String) throws {
        try add(name, Array(contents.utf8))
    }

    func add(_ name: String, _ contents: [UInt8]) throws {
        let path = "icons/" + name
        if let slash = path.lastIndex(of: "/") { try root.directory(String(path[..<slash])) }
        guard FileManager.default.createFile(atPath: root.file(path), contents: Data(contents)) else {
            throw SupportFailure("could not write \(path)")
        }
    }

    func search(theme: String? = "mine", settings: String? = nil) -> IconSearch {
        IconSearch(themeName: theme, settingsFile: settings, baseDirectories: [base, root.file("nowhere")])
    }
}

/// A clock a test moves by hand.
private final class HandClock: Sendable {
    let seconds = Mutex(100.0)
    func advance(_ by: Double) { seconds.withLock { $0 += by } }
}

@Suite("icons by name: the freedesktop icon theme")
struct IconThemeTests {
    @Test("the side a card draws its icon at: the layout's largest icon or image, else the style's icon_size")
    func iconSide() {
        let tree = LayoutNode.hstack([
            LayoutNode(.icon, width: 20), .vstack([LayoutNode(.image), LayoutNode(.text(.title))]),
        ])
        #expect(tree.largestIconSide(iconSize: 32) == 32)
        #expect(tree.largestIconSide(iconSize: 12) == 20)
        #expect(
            LayoutNode.vstack([LayoutNode(.text(.title)), LayoutNode(.spinner)]).largestIconSide(iconSize: 9) == nil)
        var content = ToastContent(kind: "k", message: "m")
        content.style.iconSize = 44
        #expect(content.iconSide == 44)
        content.style.layout = .hstack([LayoutNode(.image, width: 36), LayoutNode(.text(.message))])
        #expect(content.iconSide == 36)
        content.style.layout = .hstack([LayoutNode(.text(.message))])
        #expect(content.iconSide == 44)
    }

    @Test("a directory matches and measures sizes as the specification's pseudocode does")
    func directorySizes() {
        let fixed = IconDirectory(path: "48", size: 48, kind: .fixed)
        let threshold = IconDirectory(path: "48", size: 48, threshold: 2)
        let scalable = IconDirectory(path: "s", size: 16, kind: .scalable, minSize: 8, maxSize: 512)
        let doubled = IconDirectory(path: "48@2", size: 48, scale: 2, kind: .fixed)
        let rows: [(IconDirectory, Int, Int, Bool, Int)] = [
            (fixed, 48, 1, true, 0), (fixed, 47, 1, false, 1), (fixed, 96, 1, false, 48),
            (threshold, 46, 1, true, 0), (threshold, 50, 1, true, 0), (threshold, 45, 1, false, 3),
            (threshold, 51, 1, false, 3), (scalable, 8, 1, true, 0), (scalable, 512, 1, true, 0),
            (scalable, 4, 1, false, 4), (scalable, 600, 1, false, 88), (doubled, 48, 2, true, 0),
            (doubled, 48, 1, false, 48), (doubled, 96, 1, false, 0), (scalable, 300, 2, false, 88),
        ]
        for (directory, size, scale, matches, distance) in rows {
            #expect(directory.matches(size: size, scale: scale) == matches, "\(directory.path) at \(size)@\(scale)")
            #expect(directory.distance(size: size, scale: scale) == distance, "\(directory.path) at \(size)@\(scale)")
        }
    }

    @Test("index.theme: Inherits, Directories and ScaledDirectories, the defaults, and what is passed over")
    func index() {
        let index = IconThemeIndex(
            parsing: """
                [Icon Theme]
                Inherits = a, b,,c
                Directories=x,y,/abs,../up,a/./b,big,x
                ScaledDirectories=z
                [x]
                Size=24
                [y]
                Size=32
                Type=Scalable
                MaxSize=64
                [z]
                Size=24
                Scale=2
                Type=Fixed
                [big]
                Size=5000
                [/abs]
                Size=1
                [../up]
                Size=1
                [a/./b]
                Size=1
                """)
        #expect(index.inherits == ["a", "b", "c"])
        #expect(
            index.directories == [
                IconDirectory(path: "x", size: 24, kind: .threshold, threshold: 2),
                IconDirectory(path: "y", size: 32, kind: .scalable, minSize: 32, maxSize: 64),
                IconDirectory(path: "z", size: 24, scale: 2, kind: .fixed),
            ])
        #expect(IconThemeIndex(parsing: "[Icon Theme]\nDirectories=q\n[q]\nSize=8\nType=Vector\n").directories.isEmpty)
    }

    @Test("a theme built in the test: the nearest size, the chain in order, loops once, then hicolor, then unthemed")
    func lookup() throws {
        let built = try BuiltTheme()
        let catalog = IconCatalog(built.search())
        #expect(catalog.themes == ["mine", "parent", "hicolor"])
        let base = built.base
        let rows: [(String, Int, Int, String?)] = [
            ("app", 16, 1, "mine/16x16/apps/app.png"),
            ("app", 48, 1, "mine/48x48/apps/app.png"),
            // Threshold 2 either side of 48.
            ("app", 46, 1, "mine/48x48/apps/app.png"),
            // Nothing made for 30: 16 is 14 away, 48 is 18.
            ("app", 30, 1, "mine/16x16/apps/app.png"),
            // 16 and 48 both 16 away: the larger.
            ("app", 32, 1, "mine/48x48/apps/app.png"),
            ("app", 48, 2, "mine/48x48@2/apps/app.png"),
            ("vector", 36, 1, "mine/scalable/apps/vector.svg"),
            // In parent (inherited first), not hicolor's nearer 48.
            ("inherited", 48, 1, "parent/32x32/apps/inherited.png"),
            ("fallback", 16, 1, "hicolor/48x48/apps/fallback.png"),
            ("plain", 48, 1, "plain.png"),
            ("hidden", 8, 1, nil),
            ("nothing", 48, 1, nil),
        ]
        for (name, size, scale, path) in rows {
            #expect(catalog.lookup(name, size: size, scale: scale)?.path == path.map { base + "/" + $0 }, "\(name)")
        }
        #expect(catalog.lookup("vector", size: 36, scale: 1)?.format == .svg)
        #expect(IconCatalog(built.search(theme: "parent")).themes == ["parent", "mine", "hicolor"])
        #expect(IconCatalog(built.search(theme: "absent")).themes == ["hicolor"])
        #expect(IconCatalog(built.search(theme: "../icons")).themes == ["hicolor"])
    }

    @Test("names become pixels: a PNG as it is, an SVG drawn at the card's side times the scale")
    func pixels() throws {
        let built = try BuiltTheme()
        let icons = NotificationIcons(built.search())
        let png = icons.resolved(.name("app"), side: 48, scale: 1)
        #expect(size(png) == [48, 48])
        #expect(centre(png) == [0, 255, 0, 255])
        #expect(centre(icons.resolved(.name("app"), side: 16, scale: 1)) == [255, 0, 0, 255])
        #expect(centre(icons.resolved(.name("app"), side: 48, scale: 2)) == [0, 0, 255, 255])
        let vector = icons.resolved(.name("vector"), side: 36, scale: 1)
        #expect(size(vector) == [36, 36])
        #expect(centre(vector) == [0, 0, 255, 255])
        #expect(size(icons.resolved(.name("vector"), side: 36, scale: 2)) == [72, 72])
        #expect(size(icons.resolved(.name("vector"), side: 4000, scale: 1)) == [1024, 1024])
        #expect(
            size(icons.resolved(.path(built.base + "/mine/scalable/apps/vector.svg"), side: 20, scale: 1)) == [20, 20])
        #expect(centre(icons.resolved(.path(built.base + "/plain.png"), side: 20, scale: 1)) == [255, 0, 255, 255])
        let sent = NotificationImage.pixels(width: 1, height: 1, rgba: [1, 2, 3, 4])
        #expect(icons.resolved(sent, side: 20, scale: 1) == sent)
    }

    @Test("the user's theme from gtk-3.0/settings.ini when none is named outright")
    func settingsFile() throws {
        let built = try BuiltTheme()
        try built.root.write(
            "settings.ini", "[Other]\ngtk-icon-theme-name=parent\n[Settings]\ngtk-icon-theme-name = \"mine\"\n")
        #expect(IconCatalog(built.search(theme: nil, settings: built.root.file("settings.ini"))).themes.first == "mine")
        #expect(
            IconCatalog(built.search(theme: "parent", settings: built.root.file("settings.ini"))).themes.first
                == "parent")
        #expect(IconSearch.themeName(inSettings: "[Settings]\ngtk-icon-theme-name=a/b\n") == nil)
        #expect(IconSearch.themeName(inSettings: "gtk-icon-theme-name=mine\n") == nil)
    }

    @Test("the session's base directories: XDG_DATA_HOME, ~/.icons, XDG_DATA_DIRS, pixmaps; relative ones passed over")
    func session() {
        let environment = ["HOME": "/home/u", "XDG_DATA_DIRS": "/opt/share:relative:/usr/share"]
        let search = IconSearch.session(themeName: "T", extraDirectories: ["/theme/icons"]) { environment[$0] }
        #expect(
            search.baseDirectories == [
                "/theme/icons", "/home/u/.local/share/icons", "/home/u/.icons", "/opt/share/icons", "/usr/share/icons",
                "/usr/share/pixmaps",
            ])
        #expect(search.settingsFile == "/home/u/.config/gtk-3.0/settings.ini")
        let other = IconSearch.session { ["HOME": "/h", "XDG_DATA_HOME": "/d", "XDG_CONFIG_HOME": "/c"][$0] }
        #expect(
            other.baseDirectories == [
                "/d/icons", "/h/.icons", "/usr/local/share/icons", "/usr/share/icons", "/usr/share/pixmaps",
            ])
        #expect(other.settingsFile == "/c/gtk-3.0/settings.ini")
    }

    @Test("the catalog is read once and again only when a stamp changed, checked at most every 5 s")
    func refresh() throws {
        let built = try BuiltTheme()
        let clock = HandClock()
        let icons = NotificationIcons(built.search()) { clock.seconds.withLock { $0 } }
        #expect(icons.resolved(.name("added"), side: 48, scale: 1) == nil)
        try built.add("mine/48x48/apps/added.png", try png(side: 48, [9, 9, 9, 255]))
        clock.advance(4)
        #expect(icons.resolved(.name("added"), side: 48, scale: 1) == nil)
        clock.advance(1.5)
        #expect(centre(icons.resolved(.name("added"), side: 48, scale: 1)) == [9, 9, 9, 255])
        // A theme installed after the first lookup (a directory of its own in a base directory).
        let later = NotificationIcons(built.search(theme: "later")) { clock.seconds.withLock { $0 } }
        #expect(later.resolved(.name("late"), side: 48, scale: 1) == nil)
        try built.add("later/index.theme", "[Icon Theme]\nDirectories=a\n[a]\nSize=48\n")
        try built.add("later/a/late.png", try png(side: 48, [7, 7, 7, 255]))
        clock.advance(5)
        #expect(centre(later.resolved(.name("late"), side: 48, scale: 1)) == [7, 7, 7, 255])
    }

    @Test("Adwaita: dialog-information is its PNG, dialog-information-symbolic its scalable SVG")
    func adwaita() throws {
        let search = IconSearch(
            themeName: "Adwaita", settingsFile: nil, baseDirectories: ["/usr/share/icons", "/usr/share/pixmaps"])
        let catalog = IconCatalog(search)
        #expect(catalog.themes == ["Adwaita", "hicolor"])
        let information = try #require(catalog.lookup("dialog-information", size: 36, scale: 1))
        #expect(information.path == "/usr/share/icons/Adwaita/48x48/legacy/dialog-information.png")
        let symbolic = try #require(catalog.lookup("dialog-information-symbolic", size: 36, scale: 1))
        #expect(symbolic.path == "/usr/share/icons/Adwaita/scalable/status/dialog-information-symbolic.svg")
        let icons = NotificationIcons(search)
        #expect(size(icons.resolved(.name("dialog-information"), side: 36, scale: 1)) == [48, 48])
        guard case .pixels(36, 36, let rgba)? = icons.resolved(.name("dialog-information-symbolic"), side: 36, scale: 1)
        else {
            Issue.record("the symbolic icon was not drawn 36 pixels square")
            return
        }
        #expect(stride(from: 3, to: rgba.count, by: 4).contains { rgba[$0] == 255 })
    }

    @Test("an SVG over a bound is refused, with what it passed")
    func svgBounds() throws {
        func document(_ body: String) -> [UInt8] {
            Array("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 4 4\">\(body)</svg>".utf8)
        }
        let cases: [([UInt8], Int, String)] = [
            (
                document(String(repeating: "<g/>", count: 2_000)), 8,
                "the SVG has 2001 elements, more than the 2000 an icon may have"
            ),
            (
                document(String(repeating: "<use href=\"#a\"/>", count: 9)), 8,
                "the SVG has 9 <use> elements, more than the 8 an icon may have"
            ),
            (
                document("<image href=\"data:image/png;base64,AAAA\"/>"), 8,
                "the SVG holds a raster image (<image> or <feImage>), which Tartine does not draw"
            ),
            (
                document("<filter><svg:feImage/></filter>"), 8,
                "the SVG holds a raster image (<image> or <feImage>), which Tartine does not draw"
            ),
            (document("<rect width=\"4\" height=\"4\"/>"), 0, "an icon is drawn 1 to 1024 pixels a side, not 0"),
            (document("<rect width=\"4\" height=\"4\"/>"), 1025, "an icon is drawn 1 to 1024 pixels a side, not 1025"),
        ]
        for (bytes, side, message) in cases {
            #expect(throws: SVGIcon.Refusal.self) { try SVGIcon.pixels(of: bytes, side: side) }
            do {
                _ = try SVGIcon.pixels(of: bytes, side: side)
            } catch {
                #expect(error.description == message)
            }
        }
        do {
            _ = try SVGIcon.pixels(of: Array("not an svg".utf8), side: 8)
            Issue.record("bytes that are not SVG were drawn")
        } catch {
            #expect(error.description.hasPrefix("librsvg: "))
        }
        #expect(size(try SVGIcon.pixels(of: document(String(repeating: "<g/>", count: 1_999)), side: 8)) == [8, 8])
    }
}
