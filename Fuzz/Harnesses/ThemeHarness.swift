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

    /// The pipeline of every run (one thread: libFuzzer runs one input at a time), its renderer
    /// made once.
    nonisolated(unsafe) static let pipeline = (try? FontSet.pinned()).map { ScenePipeline(fonts: $0) }
    /// A small screen over a plain background, at 1×.
    static let stage = Stage(
        setting: SceneSetting(
            screen: .iPhoneSE3, locale: "en", appearance: .light, textSize: 1, accessibility: .none,
            reducedMotion: false),
        scale: 1, background: .plain(.white))

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
        guard let loaded = try? ThemeLoader(budgets: budgets).load(path), let pipeline else { return }
        for kind in loaded.theme.kinds.prefix(4) {
            guard
                let run = try? pipeline.run(
                    KindScene(theme: loaded, kind: kind.id, until: 5, timeOfDay: nil), on: stage)
            else {
                continue
            }
            let timeline = pipeline.timeline(run.timeline, on: stage)
            for moment in [Moment.at(0), .at(0.1), .settled, .at(5)] {
                // A refusal (a typed error) is an answer, a trap is a finding.
                _ = try? pipeline.renderer(for: stage).draw(timeline.frame(at: moment.time(in: loaded.theme.motion)))
            }
        }
    }
}
