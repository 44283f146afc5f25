import TartineTestSupport

/// A seeded random scenario's Lua source: a bundled theme and plugins, a setting (appearance,
/// locale, direction, the three accessibility settings, reduced motion, a time of day and a
/// weekday) and events (shows with options, notifications, taps that may not close, swipes,
/// dismissals, promises and their outcomes, quiet mode), in the scenario file's own words, so
/// that `play` reads it as a user's file.
struct RandomScenario {
    private var random: SplitMix
    let themes: [String: [String]]
    let root: String

    init(seed: UInt64, themes: [String: [String]], root: String) {
        random = SplitMix(state: seed &* 0x9E37_79B9_7F4A_7C15 &+ 0x2545_F491_4F6C_DD1D)
        self.themes = themes
        self.root = root
    }

    private mutating func below(_ n: Int) -> Int { random.below(n) }
    private mutating func flip() -> Bool { below(2) == 0 }
    private mutating func pick<T>(_ values: [T]) -> T { values[below(values.count)] }

    mutating func source() -> String {
        let theme = pick(themes.keys.sorted())
        let kinds = themes[theme] ?? []
        var lines = ["return toast.scenario {", "  theme = \"\(root)/themes/\(theme).lua\","]
        lines.append("  appearance = \"\(pick(["light", "dark"]))\", locale = \"\(pick(["en", "ko", "ar", "en"]))\",")
        if flip() { lines.append("  direction = \"\(pick(["ltr", "rtl"]))\",") }
        for setting in ["increase_contrast", "screen_reader", "reduce_transparency", "reduced_motion"]
        where below(4) == 0 {
            lines.append("  \(setting) = true,")
        }
        if flip() {
            let hour = pick([6, 7, 12, 21, 22, 23])
            let time = "\(pad(hour)):\(pad(below(60)))"
            lines.append("  time_of_day = \"\(time)\",")
            if flip() { lines.append("  weekday = \"\(pick(["mon", "sat", "sun"]))\",") }
        }
        let plugins = ["quiet-hours", "undo", "stats", "mute-app", "group-by-app", "progress", "burst", "battery-low"]
        let chosen = (0..<below(3)).map { _ in pick(plugins) }
        if !chosen.isEmpty {
            lines.append("  plugins = { " + Set(chosen).sorted().map { "\"\($0)\"" }.joined(separator: ", ") + " },")
        }
        lines.append("  events = {")
        var time = 0.0
        for _ in 0..<(3 + below(10)) {
            time += pick([0, 0.1, 0.25, 0.5, 1, 2.5])
            lines.append("    { at = \(time), \(event(kinds)) },")
        }
        lines.append("  },")
        lines.append("  capture = { \(time / 2), \(time + 0.3), \(time + 3) },")
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    private func pad(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }

    private mutating func event(_ kinds: [String]) -> String {
        switch below(10) {
        case 0, 1, 2:
            var options: [String] = []
            if flip() { options.append("priority = \(pick([0, 1, 5]))") }
            if below(3) == 0 { options.append("tag = \"\(pick(["a", "b"]))\"") }
            if below(4) == 0 { options.append("sticky = true") }
            if below(4) == 0 { options.append("message = \"\(pick(["Hello", "안녕하세요", "مرحبا"]))\"") }
            return (["show = \"\(pick(kinds))\""] + options).joined(separator: ", ")
        case 3, 4:
            let urgency = pick(["low", "normal", "critical"])
            let app = pick(["Mail", "Chat", "Spotify"])
            return "notify = { app = \"\(app)\", summary = \"\(pick(["Hi", "Done", "Build"]))\", "
                + "body = \"\(pick(["", "It is <b>done</b>", "Line one"]))\", urgency = \"\(urgency)\" }"
        case 5: return "tap = \"current\""
        case 6: return pick(["swipe = \"trailing\", toast = 1", "dismiss = \"current\"", "dismiss_all = true"])
        case 7:
            return
                "promise = { loading = \"\(pick(kinds))\", success = \"\(pick(kinds))\", error = \"\(pick(kinds))\", "
                + "tag = \"job\" }"
        case 8: return pick(["resolve = 1", "reject = 1, message = \"Failed\""])
        default: return pick(["quiet = true", "quiet = false", "quiet = { below = 3 }"])
        }
    }
}
