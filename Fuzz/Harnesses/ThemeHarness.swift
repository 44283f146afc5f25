import FoundationEssentials
import ToastCore
import ToastFiles
import ToastRender
import ToastScript

/// A theme's Lua source, all the way: the sandbox runs it, the schema decodes the values it
/// returns, and every kind (the first four) is shown, laid out and drawn. Any value a theme can
/// give must end in a diagnostic or in pixels, never in a trap.
enum ThemeHarness {
    /// Budgets small enough for thousands of runs a minute; the limits they enforce are the
    /// same code as the defaults'.
    static let budgets: LuaBudgets = {
        var budgets = LuaBudgets()
        budgets.instructions = 200_000
        budgets.callInstructions = 20_000
        budgets.memory = 4 << 20
        return budgets
    }()

    /// The directory the input is written to as a theme file (one per process).
    static let directory: String = {
        let base = ProcessInfo.processInfo.environment["TMPDIR"] ?? "/tmp"
        return Paths.join(base, "tartine-fuzz-\(ProcessInfo.processInfo.processIdentifier)")
    }()

    /// The pinned fonts, loaded once.
    static let fonts = try? FontSet.pinned()
    /// One renderer for every run: a small screen over a plain background, at 1×.
    nonisolated(unsafe) static var renderer: FrameRenderer?

    static let harness = FuzzHarness("theme", "a theme's Lua source: sandbox, schema, show, layout, drawing") { bytes in
        run(source: bytes)
    }

    /// Themes written from the bytes by the schema's own types (``SchemaThemeGenerator``).
    static let schemaValues = FuzzHarness(
        "theme-values", "themes generated from the schema's types with extreme values, run like 'theme'"
    ) { bytes in
        run(source: Array(generator.theme(from: bytes).utf8))
    }

    static let generator = SchemaThemeGenerator()

    /// Loads `source` as a theme file and shows, lays out and draws its first four kinds.
    static func run(source bytes: [UInt8]) {
        let path = Paths.join(directory, "theme.lua")
        defer { try? Files.removeTree(directory) }
        do {
            try Files.makeDirectories(directory)
            try Files.writeAtomically(bytes, to: path)
        } catch {
            preconditionFailure("cannot write the input: \(error)")
        }
        guard let loaded = try? ThemeLoader(budgets: budgets).load(path), let fonts else { return }
        let screen = Screen.iPhoneSE3
        for kind in loaded.theme.kinds.prefix(4) {
            guard let content = try? loaded.theme.content(kind: kind.id),
                let run = try? loaded.run(showing: content, until: 5, context: ResolutionContext())
            else { continue }
            let timeline = Timeline(run.timeline, screen: screen, measurer: PangoMeasurer(fonts: fonts))
            for time in [0.0, 0.1, loaded.theme.motion.enter.duration + 0.05, 5] {
                draw(timeline.frame(at: time), on: screen, fonts: fonts)
            }
        }
    }

    /// Draws `frame`; a refusal (a typed error) is an answer, a trap is a finding.
    private static func draw(_ frame: Frame, on screen: Screen, fonts: FontSet) {
        if renderer == nil {
            renderer = try? FrameRenderer(
                screen: screen, options: RenderOptions(scale: 1, background: .plain(.white)), fonts: fonts)
        }
        _ = try? renderer?.draw(frame)
    }
}
