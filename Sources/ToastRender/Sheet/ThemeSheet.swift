import Dispatch
import Synchronization
import ToastCore

/// The contact sheet of a theme: every kind (rows) at every position, in light and dark
/// (columns), each at the moment it has fully entered, on the mock app.
public struct ThemeSheet: Sendable {
    /// The theme whose kinds are shown.
    public var theme: Theme
    /// The screen every cell is rendered on.
    public var screen: Screen
    /// The locale of the strings.
    public var locale: String
    /// The appearances, one column group each.
    public var appearances: [Appearance]
    /// Pixels per point of each cell (1 keeps the sheet small enough to look at).
    public var scale: Double
    /// The arguments of every kind's message (`%` directives, plural counts), in order.
    public var arguments: [FormatArgument] = []
    /// The accessibility settings every cell is drawn under (named in the subtitle when on).
    public var accessibility: AccessibilitySettings = .none
    /// Runs one cell's toast from the show to `time` (the moment it has fully entered) and
    /// returns what was on screen: how a theme's plugins take part, as in `tartine render`.
    /// `nil` runs the theme alone. Called from several threads at once.
    public var run: CellRun?

    /// Runs one cell's toast: the kind shown (with the cell's position and the arguments), the
    /// moment it is drawn at, and the cell's setting; the run's pipeline resolves the kind.
    public typealias CellRun = @Sendable (ToastOrigin, Double, SceneSetting) throws -> TimelineData

    /// Creates a theme sheet; the defaults are an iPhone 15, English, light and dark, 1 pixel per point.
    public init(
        theme: Theme, screen: Screen = .iPhone15, locale: String = "en",
        appearances: [Appearance] = [.light, .dark], scale: Double = 1
    ) {
        self.theme = theme
        self.screen = screen
        self.locale = locale
        self.appearances = appearances
        self.scale = scale
    }

    /// Renders every cell and lays out the sheet. Each appearance renders on its own thread
    /// with its own renderer (they share the fonts and the measurer).
    /// - Parameter progress: called after each cell with (done, total), from any thread.
    /// - Parameter fonts: the pinned fonts every cell is measured and drawn with.
    public func render(fonts: FontSet, progress: @Sendable (Int, Int) -> Void = { _, _ in }) throws -> RenderedImage {
        let positions = Self.positions(of: theme)
        // The sheet's size is known before any cell is drawn: refused first when too large.
        let cell = try SurfaceSize.check(
            width: (screen.size.width * scale).rounded(), height: (screen.size.height * scale).rounded(),
            of: .screen(width: screen.size.width, height: screen.size.height))
        _ = try ContactSheet.pixelSize(
            cellWidth: cell.width, cellHeight: cell.height, rows: theme.kinds.count,
            columns: positions.count * appearances.count, hasColumnLabels: true, hasRowLabels: true)
        let measurer = PangoMeasurer(fonts: fonts)
        let total = theme.kinds.count * positions.count * appearances.count
        let done = Mutex(0)
        let results = Mutex<[Result<[[RenderedImage]], any Error>?]>(Array(repeating: nil, count: appearances.count))
        let job = self
        DispatchQueue.concurrentPerform(iterations: appearances.count) { index in
            let outcome = Result { () throws -> [[RenderedImage]] in
                try job.cells(appearance: job.appearances[index], fonts: fonts, measurer: measurer) {
                    progress(
                        done.withLock {
                            $0 += 1; return $0
                        }, total)
                }
            }
            results.withLock { $0[index] = outcome }
        }
        var rows: [[RenderedImage]] = Array(repeating: [], count: theme.kinds.count)
        for outcome in results.withLock({ $0 }) {
            guard let outcome else { continue }
            for (row, cells) in try outcome.get().enumerated() { rows[row] += cells }
        }
        let columns = appearances.flatMap { appearance in positions.map { "\($0.rawValue) · \(appearance.rawValue)" } }
        return try ContactSheet(
            title: theme.name,
            subtitle: ([screen.name, locale] + accessibility.names + ["every kind × position × appearance"])
                .joined(separator: " · "),
            columnLabels: columns, rowLabels: theme.kinds.map(\.id), cells: rows
        ).render(fonts: fonts)
    }

    /// The sheet's columns for each appearance: top, center and bottom, then each corner the
    /// theme or one of its kinds sits in (a phone theme keeps three columns; a corner theme
    /// shows its corner beside them).
    static func positions(of theme: Theme) -> [ToastPosition] {
        ToastPosition.allCases.filter { position in
            !position.isCorner || theme.defaultPosition == position || theme.kinds.contains { $0.position == position }
        }
    }

    /// The cells of one appearance: a row per kind, a cell per position.
    private func cells(
        appearance: Appearance, fonts: FontSet, measurer: PangoMeasurer,
        cellDone: () -> Void
    ) throws -> [[RenderedImage]] {
        let time = Moment.settled.time(in: theme.motion)
        let pipeline = ScenePipeline(fonts: fonts, measurer: measurer)
        let setting = SceneSetting(
            screen: screen, locale: locale, appearance: appearance, textSize: 1, accessibility: accessibility,
            reducedMotion: false)
        let stage = Stage(setting: setting, scale: scale, background: .mockApp(MockApp()))
        return try theme.kinds.map { kind in
            try Self.positions(of: theme).map { position in
                defer { cellDone() }
                let origin = ToastOrigin(kind: kind.id, arguments: arguments, position: position)
                guard let run else {
                    let content = try theme.resolve(origin, context: setting.context)
                    return try pipeline.picture(
                        of: theme.frame(showing: content, at: time, on: screen, measurer: pipeline.measurer), on: stage)
                }
                return try pipeline.picture(
                    of: pipeline.timeline(try run(origin, time, setting), on: stage).frame(at: time), on: stage)
            }
        }
    }
}
