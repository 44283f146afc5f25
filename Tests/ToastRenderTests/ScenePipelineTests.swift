import Testing
import ToastCore
import ToastPNG

@testable import ToastRender

/// The scene pipeline: one renderer and encoder per stage, the same pixels and bytes as a
/// renderer of its own, the settled moment, and a scene source's run on the stage's setting.
@Suite struct ScenePipelineTests {
    /// A source that records the setting it ran in and shows one toast.
    struct Recording: SceneSource {
        let seen = Shared<SceneSetting?>(nil)
        func run(in setting: SceneSetting) throws -> SceneRun {
            seen.value = setting
            var presenter = Presenter()
            presenter.show(ToastRequest(toast("Saved")), at: 0)
            presenter.advance(to: 5)
            return SceneRun(timeline: presenter.timeline, events: presenter.drainEvents())
        }
    }

    final class Shared<T>: @unchecked Sendable {
        var value: T
        init(_ value: T) { self.value = value }
    }

    @Test("a stage has one renderer and one encoder; another stage another")
    func renderersAreCachedPerStage() throws {
        let pipeline = ScenePipeline(fonts: fonts, measurer: measurer, jobs: 1)
        let light = Stage(setting: SceneSetting.standard, scale: 1, background: .mockApp(MockApp()))
        var dark = light
        dark.setting.appearance = .dark
        #expect(try pipeline.renderer(for: light) === pipeline.renderer(for: light))
        #expect(try pipeline.renderer(for: light) !== pipeline.renderer(for: dark))
        #expect(pipeline.encoder(for: light) === pipeline.encoder(for: light))
        #expect(pipeline.encoder(for: light) !== pipeline.encoder(for: dark))
        // The locale and text size are the scene's, not the renderer's: one renderer.
        var korean = light
        korean.setting.locale = "ko"
        #expect(try pipeline.renderer(for: light) === pipeline.renderer(for: korean))
    }

    @Test("pictures and PNGs are a fresh renderer's, byte for byte, in any order of stages")
    func picturesMatchAFreshRenderer() throws {
        let pipeline = ScenePipeline(fonts: fonts, measurer: measurer, jobs: 1)
        let stage = Stage(setting: SceneSetting.standard, scale: 1, background: .plain(.white))
        let other = Stage(
            setting: SceneSetting.standard.with(appearance: .dark), scale: 1, background: .mockApp(MockApp()))
        let run = try pipeline.run(Recording(), on: stage)
        let times = [0.0, 0.1, 0.3, 1, 4.9]
        let drawn = try pipeline.pictures(of: run.timeline, on: stage, at: times)
        _ = try pipeline.pictures(of: run.timeline, on: other, at: times)
        let again = try pipeline.pictures(of: run.timeline, on: stage, at: times.reversed())
        for (i, t) in times.enumerated() {
            let fresh = try FrameRenderer(screen: stage.screen, options: stage.options, fonts: fonts)
                .render(Timeline(run.timeline, screen: stage.screen, measurer: measurer).frame(at: t))
            #expect(drawn[i].pixels == fresh.pixels, "t = \(t)")
            #expect(again[times.count - 1 - i].pixels == fresh.pixels, "t = \(t), again")
        }
        let manifest = PictureManifest(theme: "t", themeHash: "h", scene: "s")
        let pngs = try pipeline.pngs(of: run.timeline, on: stage, at: times, manifest: manifest)
        for (i, t) in times.enumerated() {
            var m = manifest
            m.time = "\(t)"
            #expect(pngs[i] == (try drawn[i].pngData(manifest: m)), "t = \(t)")
            #expect(PictureManifest(png: pngs[i])?.themeHash == "h")
        }
        let still = try pipeline.still(of: run.timeline, on: stage, at: 1, manifest: manifest)
        #expect(still == (try drawn[3].pngData(manifest: manifest)))
    }

    @Test("a scene runs in its stage's setting")
    func theSceneRunsInTheStagesSetting() throws {
        let source = Recording()
        let stage = Stage(
            setting: SceneSetting.standard.with(
                screen: .iPad10, locale: "ar", appearance: .dark, textSize: 1.5, reducedMotion: true), scale: 1,
            background: .mockApp(MockApp()))
        _ = try ScenePipeline(fonts: fonts, measurer: measurer).run(source, on: stage)
        #expect(
            source.seen.value
                == SceneSetting(
                    screen: .iPad10, locale: "ar", appearance: .dark, textSize: 1.5, accessibility: .none,
                    reducedMotion: true))
        #expect(source.seen.value?.context.device == .ipad)
    }

    @Test("the settled moment is the end of the enter transition and a twentieth of a second")
    func settledMoment() {
        let motion = Motion(enter: Transition(fade: true, duration: 0.35, curve: .linear))
        #expect(Moment.settled.time(in: motion) == 0.35 + 0.05)
        #expect(Moment.at(2).time(in: motion) == 2)
    }
}
