import ToastCore
import ToastFiles
import ToastPNG

/// The one way from a scene to pixels. A scene (anything that runs to a timeline: a theme's
/// kind, a scenario; or what a toast center shows now, a frame built in Swift) and a ``Stage`` go in;
/// frames, pictures, PNGs with their `PictureManifest`, animations and the run's events come
/// out. Every command of the CLI, the snapshot suite, the preview, the testing adapters and the
/// benchmarks draw through it.
///
/// It keeps the pinned fonts, one text measurer, and one `FrameRenderer` and one PNG encoder
/// per stage's screen and options (a renderer reuses its background and its last frame's pixels;
/// an encoder the compressed rows a picture shares with the one before it). Not thread-safe: one
/// pipeline per thread, sharing the fonts.
public final class ScenePipeline {
    private struct Key: Hashable {
        let screen: Screen
        let options: RenderOptions
    }

    /// The pinned fonts every picture is measured and drawn with.
    public let fonts: FontSet
    /// Measures text for layout, with `fonts`.
    public let measurer: PangoMeasurer
    /// Threads a PNG encoder may use.
    private let jobs: Int
    private var renderers: [Key: FrameRenderer] = [:]
    private var encoders: [Key: BandedPNGEncoder] = [:]

    /// Creates a pipeline.
    /// - Parameters:
    ///   - fonts: the pinned fonts (`FontSet.pinned()`).
    ///   - measurer: a measurer of `fonts` to share with other pipelines (its caches are
    ///     thread-safe); `nil` for one of its own.
    ///   - jobs: threads each PNG encoder may use (the bytes are the same for any number);
    ///     `nil` for every core the process may use.
    public init(fonts: FontSet, measurer: PangoMeasurer? = nil, jobs: Int? = nil) {
        self.fonts = fonts
        self.measurer = measurer ?? PangoMeasurer(fonts: fonts)
        self.jobs = jobs ?? CurrentProcess.processorCount
    }

    // MARK: Scenes

    /// Runs `scene` on `stage`: what was on screen and every event.
    /// - Throws: what the scene's run throws.
    public func run(_ scene: some SceneSource, on stage: Stage) throws -> SceneRun {
        try scene.run(in: stage.setting)
    }

    /// What `run` puts on screen, laid out on `stage`'s screen.
    public func timeline(_ run: TimelineData, on stage: Stage) -> Timeline {
        Timeline(run, screen: stage.screen, measurer: measurer)
    }

    // MARK: Pictures

    /// The renderer of `stage` (made once per screen and options, then reused): for hosts that
    /// draw frame after frame and read back what changed, as the preview does.
    /// - Throws: `RenderError` (a surface too large, Cairo's errors).
    public func renderer(for stage: Stage) throws -> FrameRenderer {
        let key = Key(screen: stage.screen, options: stage.options)
        if let renderer = renderers[key] { return renderer }
        let renderer = try FrameRenderer(screen: stage.screen, options: stage.options, fonts: fonts)
        renderers[key] = renderer
        return renderer
    }

    /// The picture of what `center` shows now on `stage`'s screen.
    /// - Throws: `RenderError`.
    public func picture(of center: ToastCenter, on stage: Stage) throws -> RenderedImage {
        try picture(of: center.frame(on: stage.screen, measurer: measurer), on: stage)
    }

    /// The picture of `frame` on `stage` (whose screen is the frame's).
    /// - Throws: `RenderError`.
    public func picture(of frame: Frame, on stage: Stage) throws -> RenderedImage {
        try renderer(for: stage).render(frame)
    }

    /// The pictures of `run` at `times`, in order.
    /// - Parameters:
    ///   - run: what was on screen.
    ///   - stage: where it is drawn.
    ///   - times: the moments, in seconds.
    ///   - progress: called after each picture with (done, total).
    /// - Throws: `RenderError`.
    public func pictures(
        of run: TimelineData, on stage: Stage, at times: [Double], progress: (Int, Int) -> Void = { _, _ in }
    ) throws -> [RenderedImage] {
        let renderer = try renderer(for: stage)
        let timeline = timeline(run, on: stage)
        return try times.enumerated().map { i, t in
            defer { progress(i + 1, times.count) }
            return try renderer.render(timeline.frame(at: t))
        }
    }

    /// The PNG of `run` at `time` on `stage`, one still picture (its bands compressed on
    /// `jobs` threads).
    /// - Throws: `RenderError`, `PNGError`.
    public func still(of run: TimelineData, on stage: Stage, at time: Double, manifest: PictureManifest) throws
        -> [UInt8]
    {
        let renderer = try renderer(for: stage)
        try renderer.draw(timeline(run, on: stage).frame(at: time))
        return try renderer.pngData(manifest: manifest)
    }

    /// The PNG of `image`, a picture this pipeline drew on `stage`, with `manifest` and what
    /// drew it: through the stage's encoder, which reuses the compressed rows `image` shares
    /// with the picture it encoded before.
    /// - Throws: `PNGError`.
    public func png(of image: RenderedImage, on stage: Stage, manifest: PictureManifest) throws(PNGError) -> [UInt8] {
        try image.pngData(manifest: fonts.manifest(manifest), encoder: encoder(for: stage))
    }

    /// The encoder of `stage`'s pictures (one thread: the pipeline belongs to one).
    package func encoder(for stage: Stage) -> BandedPNGEncoder {
        let key = Key(screen: stage.screen, options: stage.options)
        if let encoder = encoders[key] { return encoder }
        let encoder = BandedPNGEncoder(jobs: 1)
        encoders[key] = encoder
        return encoder
    }

    /// The PNGs of `run` at `times`: one encoder for the sequence, so the rows a frame shares
    /// with the one before keep their compressed bytes.
    /// - Parameters:
    ///   - run: what was on screen.
    ///   - stage: where it is drawn.
    ///   - times: the moments, in seconds.
    ///   - manifest: the pictures' manifest; each gets its own time (`"\(t)"`).
    ///   - progress: called after each picture with (done, total).
    /// - Throws: `RenderError`, `PNGError`.
    public func pngs(
        of run: TimelineData, on stage: Stage, at times: [Double], manifest: PictureManifest,
        progress: (Int, Int) -> Void = { _, _ in }
    ) throws -> [[UInt8]] {
        let renderer = try renderer(for: stage)
        let timeline = timeline(run, on: stage)
        // Each frame's lineage tells the encoder the rows that changed since the frame before
        // (none for a frame that stands still), so it needs no pixels of its own to compare
        // with. It holds none of the renderer's either: the renderer's next frame would copy
        // them whole (copy-on-write), a fresh picture's pages for every frame that moves.
        let encoder = BandedPNGEncoder(jobs: jobs)
        return try times.enumerated().map { i, t in
            defer { progress(i + 1, times.count) }
            let image = try renderer.render(timeline.frame(at: t))
            var stamped = manifest
            stamped.time = "\(t)"
            return try renderer.pngData(of: image, encoder: encoder, manifest: stamped)
        }
    }

    /// The animated PNG of `run` at `times`, each frame only the rectangle that changed; its
    /// first frame is a valid still picture.
    /// - Parameters:
    ///   - run: what was on screen.
    ///   - stage: where it is drawn.
    ///   - times: the moments, in seconds.
    ///   - delays: how long each frame shows, in seconds.
    ///   - manifest: the file's manifest; its time is set to the first frame's.
    ///   - progress: called after each frame with (done, total).
    /// - Throws: `RenderError`, `PNGError`.
    public func animation(
        of run: TimelineData, on stage: Stage, at times: [Double], delays: [Double], manifest: PictureManifest,
        progress: (Int, Int) -> Void = { _, _ in }
    ) throws -> [UInt8] {
        let renderer = try renderer(for: stage)
        let timeline = timeline(run, on: stage)
        var stamped = manifest
        stamped.time = "\(times.first ?? 0)"
        let writer = AnimatedPNGWriter(
            width: renderer.pixelWidth, height: renderer.pixelHeight, manifest: fonts.manifest(stamped).entries)
        for (i, t) in times.enumerated() {
            try writer.add(rgba: try renderer.render(timeline.frame(at: t)).pixels, delay: delays[i])
            progress(i + 1, times.count)
        }
        return writer.finish()
    }
}
