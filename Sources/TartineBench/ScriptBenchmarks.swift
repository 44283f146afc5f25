import Foundation
import Synchronization
import ToastFiles
import ToastScript

/// Benchmarks of the Lua host.
enum ScriptBenchmarks {
    /// Loading `themes/diary.lua`: read, sandboxed VM, run, validate, convert. Median of 200 loads.
    static func themeLoad() throws {
        let loader = ThemeLoader()
        var times: [Double] = []
        for _ in 0..<220 {
            let start = ContinuousClock.now
            _ = try loader.load("themes/diary.lua")
            times.append(seconds(ContinuousClock.now - start))
        }
        let p50 = median(times, droppingFirst: 20) * 1000
        let p95 = percentile(95, of: times, droppingFirst: 20) * 1000
        report(
            "theme: load diary.lua (p50, p95 \(format(p95)) ms)", "\(format(p50)) ms", target: "≤ 1 ms p50",
            met: p50 <= 1)
    }

    /// From an atomic save (write a temp file, rename over the theme) to the new theme in force,
    /// through the watcher, the debounce (0.15 s) and a full load. Median of 10 saves.
    static func reloadLatency() throws {
        let dir = try Scratch.directory("reload")
        defer { Scratch.remove(dir) }
        let path = "\(dir)/diary.lua"
        let original = try Scratch.read("themes/diary.lua")
        try Scratch.write(original, to: path)
        let arrived = Mutex<[Int: ContinuousClock.Instant]>([:])
        let loader = ThemeLoader()
        let live = try LiveValue<String>(
            load: {
                let loaded = try loader.load(path)
                return .init(value: loaded.theme.name, dependencies: loaded.dependencies)
            },
            onUpdate: { update in
                if case .loaded(let generation, _) = update { arrived.withLock { $0[generation] = .now } }
            })
        defer { live.cancel() }
        var latencies: [Double] = []
        for i in 1...10 {
            let edited = original.replacingOccurrences(of: "corner_radius = 12", with: "corner_radius = \(12 + i)")
            let temp = "\(dir)/.diary.lua.tmp"
            try Scratch.write(edited, to: temp)
            let saved = ContinuousClock.now
            guard rename(temp, path) == 0 else { throw FileError(errno: errno, function: "rename", path: path) }
            let deadline = saved + .seconds(3)
            while ContinuousClock.now < deadline, arrived.withLock({ $0[i] }) == nil { usleep(1000) }
            guard let done = arrived.withLock({ $0[i] }) else {
                print("reload: save \(i) was not picked up within 3 s")
                return
            }
            latencies.append(seconds(done - saved))
            usleep(50_000)
        }
        latencies.sort()
        let p50 = latencies[latencies.count / 2] * 1000
        report(
            "theme: save → new theme in force (p50, max \(format(latencies.last! * 1000)) ms)", "\(format(p50)) ms",
            target: "≤ 250 ms", met: p50 <= 250)
    }

    static func seconds(_ d: Duration) -> Double {
        let (s, atto) = d.components
        return Double(s) + Double(atto) * 1e-18
    }

    static func format(_ v: Double) -> String {
        let scaled = (v * 1000).rounded() / 1000
        return "\(scaled)"
    }
}
