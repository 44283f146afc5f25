import ToastCore
import ToastFiles

/// The keys of `toast.manifest { … }`.
enum ManifestSchema {
    struct Draft: Sendable {
        var themes: [String] = []
        var kinds: [String] = []
        var positions: [ToastPosition?] = [nil]
        var screens: [Screen] = [.iPhone15]
        var appearances: [Appearance] = [.light]
        var locales = ["en"]
        var direction: LayoutDirection?
        var textSizes = [1.0]
        var reducedMotion = [false]
        var screenReader = [false]
        var increaseContrast = [false]
        var reduceTransparency = [false]
        var times = [1.0]
        var scenarios: [String] = []
        var plugins: [String] = []
        var scale = 1.0
        var maxDiffPixels: Int?
        var maxDiffPixelRatio: Double?
        var threshold = 0.0
        var driftThreshold = 0.1
        var strict = false
        var references = "__Snapshots__"
        var lint: LintSettings?
        var arguments: [String: [FormatArgument]] = [:]
    }

    /// A list of values of one decoder (a single value counts as a list of one).
    static func list<V: Sendable>(_ item: ValueDecoder<V>) -> ValueDecoder<[V]> {
        ValueDecoder<[V]>(.list(item.shape)) { value, path, context in
            guard case .table(let table) = value else { return item.decode(value, path, context).map { [$0] } }
            guard table.fields.isEmpty, !table.array.isEmpty else {
                context.error(path, "expected a list of \(item.shape.expected), got \(value.described)")
                return nil
            }
            let decoded = table.array.enumerated().compactMap { i, v in
                item.decode(v, path.appending(index: i + 1), context)
            }
            return decoded.count == table.array.count ? decoded : nil
        }
    }

    static let lint = RecordSchema<LintSettings>(
        "tartine.Lint", doc: "How each lint counts: off, warning or error.",
        fields: [
            .value(
                "contrast", "Text of a toast or popup against its background below WCAG 4.5:1.",
                .choice(LintSeverity.self)
            ) {
                $0.contrast = $1
            },
            .value("hit_target", "An action's or popup button's touch area under 44 pt.", .choice(LintSeverity.self)) {
                $0.hitTarget = $1
            },
            .value("truncation", "Text cut in the pseudo-locale or at a large text size.", .choice(LintSeverity.self)) {
                $0.truncation = $1
            },
            .value(
                "unsafe_area", "A toast over the status bar, home indicator or keyboard.", .choice(LintSeverity.self)
            ) { $0.unsafeArea = $1 },
        ])

    /// Plugin names, each resolved beside the manifest (`PluginLoader.path(of:besides:)`) and
    /// required to exist: a name without a file is an error at its line, with the closest name
    /// found in the plugin directories.
    static let pluginFiles = ValueDecoder<[String]>(.list(.string)) { value, path, context in
        guard let names = ThemeSchema.pluginNames.decode(value, path, context) else { return nil }
        var files: [String] = []
        for (index, name) in names.enumerated() {
            let file = PluginLoader.path(of: name, besides: context.file)
            let found: Bool
            do { found = try Files.exists(file) } catch {
                context.error(path.appending(index: index + 1), "plugin '\(name)': \(error)")
                continue
            }
            guard found else {
                let searched = PluginLoader.searchPaths(of: name, besides: context.file)
                context.error(
                    path.appending(index: index + 1),
                    LuaErrorWording.noPlugin(name, searched: searched, known: PluginLoader.names(besides: context.file))
                )
                continue
            }
            files.append(file)
        }
        return files
    }

    static let position = ValueDecoder<ToastPosition?>(.choice(["kind"] + ToastPosition.allCases.map(\.rawValue))) {
        value, path, context in
        if value.stringValue == "kind" { return .some(nil) }
        return ValueDecoder<ToastPosition>.choice().decode(value, path, context).map { .some($0) }
    }

    static let schema = RecordSchema<Draft>(
        "tartine.Manifest",
        doc:
            "The snapshot matrix of a theme author's CI: `return toast.manifest { … }` in snapshots.lua, run by `tartine snapshot`. In one rendering environment every changed pixel fails; only when the environment changed do drift_threshold and anti-aliasing detection apply.",
        fields: [
            .value(
                "themes", "Theme names (beside the manifest, or in themes/) or paths.", list(.string), required: true
            ) { $0.themes = $1 },
            .value("kinds", "Kinds to include (all when absent).", list(.string)) { $0.kinds = $1 },
            .value("positions", "Positions; \"kind\" keeps each kind's own.", list(position)) { $0.positions = $1 },
            .value("screens", "Screen presets.", list(ScenarioSchema.screenDecoder)) { $0.screens = $1 },
            .value("appearances", "light and/or dark.", list(.choice(Appearance.self))) { $0.appearances = $1 },
            .value(
                "locales",
                "Locales, \"pseudo\" included. A scenario that sets its own locale is recorded in it alone; the others in each of these.",
                list(.string)
            ) { $0.locales = $1 },
            .value(
                "direction",
                "\"ltr\" or \"rtl\" for every case whose scenario sets none; by default each case's direction follows its locale (right to left for ar, he, fa, ur …).",
                .choice(LayoutDirection.self)
            ) { $0.direction = $1 },
            .value("text_sizes", "Dynamic Type multipliers.", list(.number(min: 0.5, max: 4))) { $0.textSizes = $1 },
            .value("reduced_motion", "false and/or true.", list(.boolean)) { $0.reducedMotion = $1 },
            .value(
                "screen_reader",
                "false and/or true: without and/or with a screen reader (a scenario that turns it on keeps it).",
                list(.boolean)
            ) { $0.screenReader = $1 },
            .value(
                "increase_contrast", "false and/or true: without and/or with increased contrast.", list(.boolean)
            ) { $0.increaseContrast = $1 },
            .value(
                "reduce_transparency", "false and/or true: without and/or with reduced transparency.", list(.boolean)
            ) { $0.reduceTransparency = $1 },
            .value("times", "Seconds after the toast is shown.", list(.number(min: 0, max: 60))) { $0.times = $1 },
            .value("scenarios", "Scenario names or paths, captured at their own times.", list(.string)) {
                $0.scenarios = $1
            },
            .value(
                "plugins",
                "Plugins by name (plugins/ beside the manifest, else one level up: see Where plugins are found) that join every theme and scenario of the manifest, after their own: { \"stats\" }.",
                pluginFiles
            ) { $0.plugins = $1 },
            .value("scale", "Pixels per point of the pictures.", .number(min: 0.5, max: 3)) { $0.scale = $1 },
            .value(
                "max_diff_pixels",
                "Pixels allowed to differ (none by default); with max_diff_pixel_ratio the stricter wins.",
                .integer(min: 0, max: 33_554_432)
            ) { $0.maxDiffPixels = $1 },
            .value(
                "max_diff_pixel_ratio", "Fraction of pixels allowed to differ (none by default).",
                .number(min: 0, max: 1)
            ) { $0.maxDiffPixelRatio = $1 },
            .value(
                "threshold",
                "Colour distance that counts as a difference when the reference and the new picture come from the same rendering environment (their PNG manifests agree on library versions and font hashes): 0, the default, counts every pixel whose RGBA differs at all; above 0, pixelmatch's distance (0…1) with anti-aliasing counted. Flag: --threshold.",
                .number(min: 0, max: 1)
            ) { $0.threshold = $1 },
            .value(
                "drift_threshold",
                "pixelmatch's colour threshold (0…1, default 0.1), with anti-aliasing detection, used only when the rendering environment changed (a Cairo, Pango, HarfBuzz, FreeType or fontconfig version, or a font file); such a pass is reported as drifted. Flag: --drift-threshold.",
                .number(min: 0, max: 1)
            ) { $0.driftThreshold = $1 },
            .value(
                "strict",
                "true: nothing let through: differences fail even when the rendering environment changed (no drift tolerance), and every warning (of loading, fonts, lints) fails the run once listed. Default false. Flag: --strict.",
                .boolean
            ) { $0.strict = $1 },
            .value(
                "references", "Directory of the reference pictures, inside the manifest's directory.",
                .referencesDirectory
            ) { $0.references = $1 },
            .value(
                "arguments",
                "Per kind, the values of its message's % directives and plural count: { deleted = { 3 } }.",
                ValueDecoder<[String: [FormatArgument]]>(.map(ValueDecoder<[FormatArgument]>.arguments.shape)) {
                    value, path, context in
                    guard let table = value.tableValue, table.array.isEmpty else {
                        context.error(
                            path, "expected arguments by kind such as { deleted = { 3 } }, got \(value.described)")
                        return nil
                    }
                    var result: [String: [FormatArgument]] = [:]
                    for (kind, list) in table.fields {
                        guard
                            let decoded = ValueDecoder<[FormatArgument]>.arguments.decode(
                                list, path.appending(kind), context)
                        else { return nil }
                        result[kind] = decoded
                    }
                    return result
                }
            ) { $0.arguments = $1 },
            .value(
                "lint", "Lint settings; when present, every snapshot is linted (as with --lint).",
                ValueDecoder<LintSettings>(.record("tartine.Lint")) { value, path, context in
                    var settings = LintSettings()
                    lint.decode(value, at: path, into: &settings, context)
                    return settings
                }
            ) { $0.lint = $1 },
        ])
}

/// Loads `return toast.manifest { … }` files.
public struct ManifestLoader: Sendable {
    /// The limits the manifest's Lua code runs under.
    public var budgets: LuaBudgets

    /// Creates a loader with the given budgets (the defaults unless told otherwise).
    public init(budgets: LuaBudgets = LuaBudgets()) {
        self.budgets = budgets
    }

    /// Loads the manifest at `path`; theme, scenario and reference paths come back resolved against its directory.
    /// - Throws: `LoadError` with every error found.
    public func load(_ path: String) throws(LoadError) -> SnapshotManifest {
        let session = try ScriptSession(budgets: budgets, kind: .manifest)
        let value = try session.run(path)
        let context = DecodeContext(file: path, sourceMap: session.sourceMap(of: path), vm: nil)
        var d = ManifestSchema.Draft()
        ManifestSchema.schema.decode(value, at: .root, into: &d, context)
        guard !context.hasErrors else { throw LoadError(context.sortedDiagnostics) }
        let dir = Paths.directory(of: path)
        return SnapshotManifest(
            themes: d.themes.map { ScenarioLoader.resolveTheme($0, besides: path) },
            kinds: d.kinds, positions: d.positions, screens: d.screens, appearances: d.appearances, locales: d.locales,
            direction: d.direction,
            textSizes: d.textSizes, reducedMotion: d.reducedMotion,
            accessibility: AccessibilitySettings.combinations(
                screenReader: d.screenReader, increaseContrast: d.increaseContrast,
                reduceTransparency: d.reduceTransparency),
            times: d.times,
            plugins: d.plugins,
            scenarios: d.scenarios.map {
                $0.hasSuffix(".lua") ? ($0.hasPrefix("/") ? $0 : "\(dir)/\($0)") : "\(dir)/scenarios/\($0).lua"
            },
            scale: d.scale, maxDiffPixels: d.maxDiffPixels, maxDiffPixelRatio: d.maxDiffPixelRatio,
            threshold: d.threshold,
            driftThreshold: d.driftThreshold, strict: d.strict,
            references: d.references.hasPrefix("/") ? d.references : "\(dir)/\(d.references)",
            lint: d.lint ?? LintSettings(), lintsByDefault: d.lint != nil,
            arguments: d.arguments)
    }
}

extension ValueDecoder where Value == String {
    /// A directory inside the manifest's own directory: relative, no `..` above it, and no
    /// symbolic link leading out of it in what exists of it (a link that leads nowhere included). The orphan scan walks it, and records go there.
    static let referencesDirectory = ValueDecoder(.string) { value, path, context in
        guard let directory = value.stringValue else { return mismatch(.string, value, path, context) }
        let refuse = { (detail: String) -> String? in
            context.error(
                path,
                "\"\(TextMedium.terminal.field(directory))\" \(detail); name a directory inside the manifest's directory, as \"__Snapshots__\""
            )
            return nil
        }
        guard !directory.isEmpty, Paths.staysInside(directory) else {
            return refuse("is outside the manifest's directory")
        }
        do throws(FileError) {
            // Not recorded yet, or partly: what exists of it must stay inside.
            _ = try Paths.confinedIfPresent(directory, inside: Paths.directory(of: context.file))
        } catch {
            if case .outside(_, let resolved) = error.problem {
                return refuse("resolves to \(resolved), outside the manifest's directory")
            }
            return refuse("cannot be examined: \(error)")
        }
        return directory
    }
}
