import Synchronization
import Testing
import ToastCore

@testable import ToastRender

/// Shadow masks and material backdrops made once per process and shared by every renderer:
/// each entry is made once, and a renderer that takes them draws the bytes of one that makes
/// its own.
@Suite struct SharedPixelsTests {
    static func pixels(_ fill: UInt8) -> SharedPixels<Int>.Pixels {
        SharedPixels<Int>.Pixels(format: .a8, width: 4, height: 2, stride: 4, bytes: [UInt8](repeating: fill, count: 8))
    }

    @Test func anEntryIsMadeOnceWhoeverAsksAtOnce() throws {
        let store = SharedPixels<Int>(capacity: 1 << 20)
        let makes = Atomic(0)
        let answers = Mutex<[UInt8]>([])
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let got = try? store.pixels(for: 7) { () throws(CairoStatus) in
                makes.add(1, ordering: .relaxed)
                return Self.pixels(7)
            }
            answers.withLock { $0.append(got?.bytes.first ?? 0) }
        }
        #expect(makes.load(ordering: .relaxed) == 1)
        #expect(answers.withLock { $0 } == [UInt8](repeating: 7, count: 8))
        #expect(try store.pixels(for: 8) { () throws(CairoStatus) in Self.pixels(8) }.bytes.first == 8)
        #expect(store.count == 2)
    }

    @Test func aFailedMakeIsTriedAgain() throws {
        let store = SharedPixels<Int>(capacity: 1 << 20)
        #expect(throws: CairoStatus.self) {
            try store.pixels(for: 1) { () throws(CairoStatus) in throw CairoStatus(code: 1, function: "test") }
        }
        #expect(try store.pixels(for: 1) { () throws(CairoStatus) in Self.pixels(3) }.bytes.first == 3)
    }

    @Test func aFullStoreStartsOver() throws {
        let store = SharedPixels<Int>(capacity: 20)  // two entries of 8 bytes fit, not three
        for key in 0..<2 { _ = try store.pixels(for: key) { () throws(CairoStatus) in Self.pixels(UInt8(key)) } }
        #expect(store.count == 2)
        _ = try store.pixels(for: 2) { () throws(CairoStatus) in Self.pixels(2) }
        #expect(store.count == 1)
        // Made again after the start over, by the new `make`.
        #expect(try store.pixels(for: 0) { () throws(CairoStatus) in Self.pixels(9) }.bytes.first == 9)
    }

    /// A material toast with a shadow, in the middle of the mock app.
    static func materialFrame(at time: Double) -> Frame {
        var style = ToastStyle(
            background: .clear, foreground: .black,
            shadow: Shadow(
                color: Color(RGBA(r255: 0, g255: 0, b255: 0, alpha: 0.3)), radius: 24, offset: Point(x: 0, y: 8)),
            material: Material())
        style.padding = EdgeInsets(all: 40)
        var presenter = Presenter(
            motion: Motion(enter: Transition(fade: true, scale: 0.8, duration: 0.4), exit: Transition(duration: 0.2)))
        presenter.show(ToastRequest(toast("Copied", icon: nil, position: .center, style: style)), at: 0)
        presenter.advance(to: 3)
        return Timeline(presenter.timeline, screen: .iPhone15, measurer: measurer).frame(at: time)
    }

    @Test(
        "a renderer taking the process's masks and backdrops draws what one making its own draws, whatever other backgrounds drew first",
        arguments: [0.1, 1.0])
    func sharedPixelsAreTheOnesARendererMakes(time: Double) throws {
        let frame = Self.materialFrame(at: time)
        let backgrounds: [RenderOptions] = [
            RenderOptions(appearance: .light), RenderOptions(appearance: .dark),
            RenderOptions(appearance: .light, background: .mockApp(MockApp(showsModalSheet: true))),
            RenderOptions(appearance: .dark, scale: 2),
        ]
        for options in backgrounds {
            // Other backgrounds' backdrops of the same area are in the store first.
            for other in backgrounds where other != options {
                try FrameRenderer(screen: .iPhone15, options: other, fonts: fonts).draw(frame)
            }
            let shared = try FrameRenderer(screen: .iPhone15, options: options, fonts: fonts)
            let alone = try FrameRenderer(screen: .iPhone15, options: options, fonts: fonts, sharesPixels: false)
            try shared.draw(frame)
            try alone.draw(frame)
            let same = sameBytes(shared.surfaceBytes(), alone.surfaceBytes())
            #expect(same, "\(options)")
        }
    }
}

import Dispatch
