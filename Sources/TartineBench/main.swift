import ToastFiles

// Tartine benchmarks: release build only (scripts/bench). Prints one line per figure.
// `TartineBench NAME…` runs only the named benchmarks (presenter, timeline).
let all: [(String, () throws -> Void)] = [
    ("presenter", CoreBenchmarks.presenterThroughput),
    ("timeline", CoreBenchmarks.timelineEvaluation),
    ("layout-tree", LayoutBenchmarks.tree),
    ("timeline-tree", LayoutBenchmarks.frameWithTree),
    ("theme", ScriptBenchmarks.themeLoad),
    ("plugin-call", PluginBenchmarks.handlerCall),
    ("plugins", PluginBenchmarks.presenterWithPlugins),
    ("theme-plugins", PluginBenchmarks.themeWithFourPlugins),
    ("reload", ScriptBenchmarks.reloadLatency),
    ("frame", RenderBenchmarks.frame),
    ("sheet", RenderBenchmarks.sheet),
    ("sheet-memory", RenderBenchmarks.sheetMemory),
    ("diff", SnapshotBenchmarks.diff),
    ("verify", SnapshotBenchmarks.verify100),
    ("strings", StringsBenchmarks.checkCatalog),
]
let wanted = Set(CommandLine.arguments.dropFirst())
if let unknown = wanted.first(where: { name in !all.contains { $0.0 == name } }) {
    print("unknown benchmark '\(unknown)'; known: \(all.map(\.0).joined(separator: ", "))")
    CurrentProcess.exit(2)
}
print("Tartine benchmarks (release build, median of 7 rounds)")
var failed = false
for (name, run) in all where wanted.isEmpty || wanted.contains(name) {
    do { try run() } catch {
        print("\(name): \(error)")
        failed = true
    }
}
if failed { CurrentProcess.exit(1) }
