import Foundation
import Testing
import ToastCore
import ToastPNG

@testable import ToastPreview

/// A theme directory with an image, a file that is not an image, and links in and out.
private final class ThemeDirectory {
    let root: String
    let themes: String

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("tartine-routes-\(UUID().uuidString)").path
        themes = root + "/themes"
        try FileManager.default.createDirectory(atPath: themes + "/icons", withIntermediateDirectories: true)
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: URL(fileURLWithPath: themes + "/icons/dot.png"))
        try Data("return toast.theme { name = \"t\" }\n".utf8).write(to: URL(fileURLWithPath: themes + "/t.lua"))
        try Data("secret".utf8).write(to: URL(fileURLWithPath: root + "/secret.png"))
        try FileManager.default.createSymbolicLink(
            atPath: themes + "/icons/leak.png", withDestinationPath: root + "/secret.png")
        try FileManager.default.createSymbolicLink(atPath: themes + "/icons/same.png", withDestinationPath: "dot.png")
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }
}

@Suite("Preview routes: the page, its script and style, the theme's images, nothing else")
struct PreviewRoutesTests {
    @Test(
        "traversal, encoded traversal, absolute paths, links out and non-images are not found",
        arguments: [
            "/theme/../t.lua", "/theme/%2e%2e/t.lua", "/theme/%2E%2e/secret.png",
            "/theme/icons/%2e%2e/%2e%2e/secret.png",
            "/theme/icons/..%2f..%2fsecret.png", "/theme//etc/hostname", "/theme/%2fetc%2fhostname",
            "/theme/icons/leak.png", "/theme/t.lua", "/theme/icons/dot.png%00.png", "/theme/icons%5cdot.png",
            "/theme/icons\\dot.png", "/theme/%zz.png", "/theme/icons/missing.png", "/theme/icons", "/../etc/passwd",
            "/etc/passwd", "/index.htm", "",
        ])
    func notFound(target: String) throws {
        let directory = try ThemeDirectory()
        #expect(PreviewRoutes.resource(target, themeDirectory: directory.themes) == .notFound)
    }

    @Test("the page, script, style, current picture and socket by their paths; a query is ignored")
    func ownPaths() {
        #expect(PreviewRoutes.resource("/", themeDirectory: "/nonexistent") == .page)
        #expect(PreviewRoutes.resource("/?still=0.75", themeDirectory: "/nonexistent") == .page)
        #expect(PreviewRoutes.resource("/preview.js", themeDirectory: "/nonexistent") == .script)
        #expect(PreviewRoutes.resource("/preview.css", themeDirectory: "/nonexistent") == .style)
        #expect(PreviewRoutes.resource("/frame.png", themeDirectory: "/nonexistent") == .picture)
        #expect(PreviewRoutes.resource("/frame.png?t=1", themeDirectory: "/nonexistent") == .picture)
        #expect(PreviewRoutes.resource("/ws", themeDirectory: "/nonexistent") == .webSocket)
        #expect(PreviewRoutes.resource("/" + String(repeating: "a", count: 2_048), themeDirectory: "/") == .notFound)
    }

    @Test("an image of the theme directory, by name or by a link that stays inside")
    func images() throws {
        let directory = try ThemeDirectory()
        let real = URL(fileURLWithPath: directory.themes + "/icons/dot.png").resolvingSymlinksInPath().path
        #expect(
            PreviewRoutes.resource("/theme/icons/dot.png", themeDirectory: directory.themes)
                == .image(path: real, type: "image/png"))
        #expect(
            PreviewRoutes.resource("/theme/icons/%64ot.png", themeDirectory: directory.themes)
                == .image(path: real, type: "image/png"))
        #expect(
            PreviewRoutes.resource("/theme/icons/same.png", themeDirectory: directory.themes)
                == .image(path: real, type: "image/png"))
    }
}

@Suite("Preview gestures and messages")
struct PreviewGestureTests {
    @Test("a short press is a tap; past 24 pt the finger drags, its x toward trailing: the left right to left")
    func drags() {
        let start = Point(x: 100, y: 100)
        #expect(DragRules.drag(from: start, to: Point(x: 110, y: 105), rightToLeft: false) == nil)
        #expect(DragRules.drag(from: start, to: Point(x: 100, y: 40), rightToLeft: false) == Point(x: 0, y: -60))
        #expect(DragRules.drag(from: start, to: Point(x: 170, y: 90), rightToLeft: false) == Point(x: 70, y: -10))
        #expect(DragRules.drag(from: start, to: Point(x: 170, y: 90), rightToLeft: true) == Point(x: -70, y: -10))
        #expect(DragRules.drag(from: start, to: Point(x: 30, y: 110), rightToLeft: true) == Point(x: 70, y: 10))
    }

    @Test("a press on a toast's button names its action; on a right-to-left popup's left button, the second button")
    func targets() {
        var p = Presenter(configuration: QueueConfiguration(), motion: Motion())
        var style = ToastStyle()
        style.maxWidth = .points(300)
        style.fillsWidth = true
        let actions = [ToastAction(id: "undo", title: "Undo"), ToastAction(id: "view", title: "View")]
        p.show(ToastRequest(ToastContent(message: "Deleted", actions: actions, style: style)), at: 0)
        let popup = Popup(
            title: "Delete?", buttons: [PopupButton(id: "cancel", title: "Cancel"), PopupButton(id: "ok", title: "OK")])
        p.showPopup(popup, at: 0)
        let screen = Screen.iPhone15.rightToLeft()
        let frame = Timeline(p.timeline, screen: screen, measurer: MonospaceMeasurer()).frame(at: 1)
        guard let toast = frame.toasts.first, let card = frame.popup?.layout.frame else {
            Issue.record("nothing on screen")
            return
        }
        // Right to left, View is the outermost button: the leftmost, 16 pt in (its 44 pt area from 16).
        let view = Point(x: toast.frame.minX + 20, y: toast.frame.midY)
        #expect(Gesture.target(at: view, in: frame) == .toast(toast.id, action: "view"))
        #expect(
            Gesture.target(at: Point(x: toast.frame.maxX - 20, y: toast.frame.midY), in: frame)
                == .toast(toast.id, action: nil))
        #expect(Gesture.target(at: Point(x: card.minX + 20, y: card.maxY - 20), in: frame) == .popupButton(1))
        #expect(Gesture.target(at: Point(x: card.maxX - 20, y: card.maxY - 20), in: frame) == .popupButton(0))
    }

    @Test("a mouse over a deck hovers its newest toast, the gap between expanded cards included; no deck, none")
    func deckUnderMouse() {
        var p = Presenter(configuration: QueueConfiguration(policy: .deck(max: 3)), motion: Motion())
        for (i, message) in ["A", "B"].enumerated() {
            p.show(ToastRequest(ToastContent(message: message, duration: .fixed(30))), at: Double(i) * 0.5)
        }
        p.hoverBegan(at: 1)
        let frame = Timeline(p.timeline, screen: .iPhone15, measurer: MonospaceMeasurer()).frame(at: 2)
        let (older, newer) = (frame.toasts[0], frame.toasts[1])
        #expect(Gesture.deck(at: Point(x: older.frame.midX, y: older.frame.midY), in: frame) == newer.id)
        // The 8 pt between the two expanded cards still belongs to the deck.
        #expect(Gesture.deck(at: Point(x: newer.frame.midX, y: newer.frame.minY - 4), in: frame) == newer.id)
        #expect(Gesture.deck(at: Point(x: newer.frame.midX, y: older.frame.minY - 20), in: frame) == nil)
        var stack = Presenter(configuration: QueueConfiguration(policy: .stack(max: 3)), motion: Motion())
        stack.show(ToastRequest(ToastContent(message: "A")), at: 0)
        let plain = Timeline(stack.timeline, screen: .iPhone15, measurer: MonospaceMeasurer()).frame(at: 1)
        let toast = plain.toasts[0].frame
        #expect(Gesture.deck(at: Point(x: toast.midX, y: toast.midY), in: plain) == nil)
    }

    @Test("commands parse from JSON; anything else, or too long, is ignored")
    func commands() {
        #expect(PreviewCommand.parse(#"{"op":"show","kind":"saved"}"#)?.kind == "saved")
        #expect(PreviewCommand.parse(#"{"op":"down","x":10,"y":20}"#)?.point == Point(x: 10, y: 20))
        #expect(PreviewCommand.parse("not json") == nil)
        #expect(PreviewCommand.parse(#"{"kind":"saved"}"#) == nil)
        #expect(PreviewCommand.parse(#"{"op":"show","kind":""# + String(repeating: "x", count: 5_000) + #""}"#) == nil)
    }

    @Test("a frame message: header, then each area's place and its rows deflated")
    func frameMessage() throws {
        let bytes = try FrameMessage.encode(
            areas: [.init(x: 1, y: 2, width: 2, height: 1)], width: 4, height: 3, generation: 7, time: 0.75,
            keyframe: false
        ) { _, target in
            for index in target.indices { target[index] = UInt8(index) }
        }
        #expect(Array(bytes[0..<4]) == [2, 0, 1, 0])
        #expect(Array(bytes[4..<8]) == [7, 0, 0, 0])
        #expect(Array(bytes[8..<16]) == [4, 0, 0, 0, 3, 0, 0, 0])
        #expect(
            bytes[16..<24].withUnsafeBytes {
                Double(bitPattern: UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)))
            } == 0.75)
        #expect(Array(bytes[24..<28]) == [1, 0, 0, 0])
        #expect(Array(bytes[28..<44]) == [1, 0, 0, 0, 2, 0, 0, 0, 2, 0, 0, 0, 1, 0, 0, 0])
        let length = Int(bytes[44]) | Int(bytes[45]) << 8 | Int(bytes[46]) << 16 | Int(bytes[47]) << 24
        #expect(bytes.count == 48 + length)
        var pixels = [UInt8](repeating: 0, count: 8)
        let outcome = try pixels.withUnsafeMutableBufferPointer {
            try Inflate.decompress(Array(bytes[48...]), into: $0)
        }
        #expect(outcome == .complete && pixels == [0, 1, 2, 3, 4, 5, 6, 7])
    }
}

@Suite("The page's commands in the queue's vocabulary")
struct PreviewQueueCommandTests {
    @Test("show, popup and dismissAll become ToastCommands; pointers and settings do not")
    func queueCommands() {
        let show = PreviewCommand.parse(#"{"op":"show","kind":"saved"}"#)?.queueCommands()
        guard case .showKind(let origin, priority: 0, tag: nil, progress: nil)? = show?.first, show?.count == 1 else {
            Issue.record("expected one showKind, got \(String(describing: show))")
            return
        }
        #expect(origin == ToastOrigin(kind: "saved"))
        let dismiss = PreviewCommand.parse(#"{"op":"dismissAll"}"#)?.queueCommands() ?? []
        // The page's Dismiss all is the person at the page: the user's.
        guard case .dismissAll(by: .user) = dismiss.first, case .dismissPopup = dismiss.last, dismiss.count == 2 else {
            Issue.record("expected dismissAll by the user then dismissPopup, got \(dismiss)")
            return
        }
        let popup = PreviewCommand.parse(#"{"op":"popup"}"#)?.queueCommands() ?? []
        guard case .popup(let sample)? = popup.first, popup.count == 1 else {
            Issue.record("expected one popup, got \(popup)")
            return
        }
        #expect(sample == PreviewCommand.samplePopup)
        #expect(PreviewCommand.parse(#"{"op":"down","x":10,"y":20}"#)?.queueCommands() == nil)
        #expect(PreviewCommand.parse(#"{"op":"settings","locale":"fr"}"#)?.queueCommands() == nil)
        #expect(PreviewCommand.parse(#"{"op":"show"}"#)?.queueCommands() == nil)
    }
}
