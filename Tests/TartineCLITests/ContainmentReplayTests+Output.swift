extension ContainmentReplayTests {
    /// A theme with the plugin `p`, beside a one-kind manifest whose references and failures
    /// stay under `out/`.
    static func snapshotFiles(plugin: String) -> [String: String] {
        [
            "t.lua": theme, "plugins/p.lua": plugin,
            "snapshots.lua": """
            return toast.manifest {
              themes = { "t" }, kinds = { "saved" }, appearances = { "light" }, times = { 1 }, scale = 1,
              references = "out/refs",
            }
            """,
        ]
    }

    /// A plugin whose every call logs `text` (Lua source of a string).
    static func logging(_ text: String) -> String {
        plugin("will_show = function() log(\(text)) end,")
    }

    /// The snapshot command with every report asked for, under `out/`.
    static let snapshotReports = [
        "snapshot", "snapshots.lua", "--jobs", "1", "--record", "all", "--report", "out/html", "--junit",
        "out/junit.xml", "--json", "out/report.json", "--summary", "out/summary.md",
    ]

    /// What a snapshot run writes with measured durations in it (the HTML report's `report.json` too).
    static let measuredReports = [".tartine/failures/last-run.json", "junit.xml", "report.json", "html/report.json"]

    /// Issue 38's hostile inputs for writers and output paths (items 8 and 9).
    static let outputCases: [Case] = [
        // 8: one writer per medium; a field is one line, shown as written.
        Case(
            name: "a log line that forges a host line",
            files: [
                "themes/t.lua": theme, "plugins/p.lua": logging(#""x\nstats: disabled after repeated failures""#),
                "scenarios/s.lua": scenario(),
            ],
            arguments: ["play", "scenarios/s.lua", "--scale", "1", "--transcript", "out/s.txt"],
            blame: "plugins/p.lua", absent: ["^stats: disabled"]),
        Case(
            name: "an error message with a line feed, an escape and a bell",
            files: [
                "themes/t.lua": theme, "scenarios/s.lua": scenario(),
                "plugins/p.lua": plugin(
                    #"will_show = function() error("boom\nstats: disabled after repeated failures\27[2J\7") end,"#),
            ], arguments: ["play", "scenarios/s.lua", "--scale", "1", "--transcript", "out/s.txt"],
            blame: "plugins/p.lua", absent: ["^stats: disabled"]),
        Case(
            name: "snapshot's summary and reports given BEL, ESC[2J, U+202E and a forged line",
            files: snapshotFiles(plugin: logging(#""bell\7 clear\27[2J rlo\u{202E}x\u{2066}\nstats: forged\u{85}""#)),
            arguments: snapshotReports, blame: "plugins/p.lua", absent: ["^stats: forged"],
            measured: measuredReports),
        Case(
            name: "a filter's veto reason with every bidirectional control, shown on stderr",
            files: [
                "themes/t.lua": theme,
                "plugins/p.lua": plugin(
                    extra:
                        #"filter = function(r) return { veto = "\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}\u{2066}\u{2067}\u{2068}\u{2069}\u{200E}\u{200F}\u{61C}\u{FEFF}\u{2028}\u{2029}\u{9B}31m" } end,"#
                ),
            ], arguments: ["render", "themes/t.lua", "--scale", "1", "-o", "out/r.png"], blame: nil),
        // 9: every output confined: a link in the place is replaced, a FIFO refused first.
        Case(
            name: "-o at a link to a file outside",
            files: ["themes/t.lua": theme, "plugins/p.lua": plugin()],
            arguments: ["render", "themes/t.lua", "--scale", "1", "-o", "out/r.png"], blame: nil,
            planted: ["out/r.png": .linkToOutsideFile]),
        Case(
            name: "play --frames, --strip and --transcript into links already there",
            files: ["themes/t.lua": theme, "plugins/p.lua": plugin(), "scenarios/s.lua": scenario()],
            arguments: [
                "play", "scenarios/s.lua", "--scale", "1", "--frames", "out/frames", "--strip", "out/strip.png",
                "--transcript", "out/s.txt",
            ], blame: nil,
            planted: [
                "out/frames/s-000.png": .linkToOutsideFile, "out/frames/s-001.png": .linkToOutsideFile,
                "out/strip.png": .linkToOutsideFile, "out/s.txt": .linkToOutsideFile,
            ]),
        Case(
            name: "snapshot's HTML report into a directory of links",
            files: snapshotFiles(plugin: plugin()), arguments: snapshotReports, blame: nil,
            planted: [
                "out/html/index.html": .linkToOutsideFile, "out/junit.xml": .linkToOutsideFile,
                "out/summary.md": .linkToOutsideFile, "out/report.json": .linkToOutsideFile,
            ], measured: measuredReports),
        Case(
            name: "snapshot --summary at a FIFO: refused before the matrix is recorded",
            files: snapshotFiles(plugin: plugin()),
            arguments: ["snapshot", "snapshots.lua", "--jobs", "1", "--record", "all", "--summary", "out/fifo"],
            blame: nil, planted: ["out/fifo": .fifo]),
    ]
}
