import Foundation
import Testing

/// One row of the exit-code contract: a command line (`{dir}` stands for a scratch directory
/// holding the fixtures of ``ExitCodeTests/fixtures``), the exact status, and the exact first
/// line of standard error (`nil`: standard error is empty).
struct ExitCase: CustomTestStringConvertible, Sendable {
    let arguments: [String]
    let environment: [String: String]
    let status: Int32
    let firstErrorLine: String?

    init(_ arguments: [String], env environment: [String: String] = [:], _ status: Int32, _ firstErrorLine: String?) {
        self.arguments = arguments
        self.environment = environment
        self.status = status
        self.firstErrorLine = firstErrorLine
    }

    var testDescription: String { "tartine \(arguments.joined(separator: " ")) → \(status)" }
}

/// 0 success, 1 differences or findings, 2 bad input, 64 usage: every command and failure.
/// (Snapshot differences and recordings, exit 1, are in `SnapshotCLITests`.)
@Suite("exit codes: every command × failure", .serialized)
struct ExitCodeTests {
    static let success: [ExitCase] = [
        .init(["--version"], 0, nil),
        .init(["render", "--help"], 0, nil),
        .init(["check", "themes/diary.lua"], 0, nil),
        .init(
            ["check", "{dir}/warning.lua"], 0,
            "{dir}/warning.lua:1: warning: kinds.a.message: no 'ko' string for 'm'; falls back to 'en'"),
        .init(
            ["check", "{dir}/sticky.lua"], 0,
            "{dir}/sticky.lua:2: warning: kinds.pin.duration: kind 'pin' is sticky but cannot be closed: it has no action, and tap_to_dismiss and swipe_to_dismiss are off; give it an action or turn one of them on"
        ),
        .init(["render", "themes/diary.lua", "--scale", "1", "-o", "{dir}/out/r.png"], 0, nil),
        .init(
            ["render", "themes/diary.lua", "--scale", "1", "--locale", "fr", "-o", "{dir}/out/r.png"], 0,
            "themes/diary.lua: warning: no 'fr' strings for toast.away, toast.deleted, toast.failed, toast.loading, toast.saved, toast.updated; falls back to 'en'"
        ),
        .init(["render", "themes/diary.lua", "--scale", "1", "--locale", "pseudo", "-o", "{dir}/out/r.png"], 0, nil),
        // Quiet mode's summary kind is drawn without the count the queue gives it: said, with its line.
        .init(
            ["sheet", "themes/diary.lua", "--scale", "0.5", "-o", "{dir}/out/s.png"], 0,
            "themes/diary.lua:40: warning: kinds.away.message: 'toast.away' (en): %1$d has no argument 1. Give the message's arguments in order (--arg VALUE, once for each)"
        ),
        .init(["play", "scenarios/burst.lua", "--strip", "{dir}/out/p.png"], 0, nil),
        .init(["types", "-o", "{dir}/out/t.lua"], 0, nil),
        .init(["docs", "-o", "{dir}/out/d.md"], 0, nil),
    ]

    static let badInput: [ExitCase] = [
        // Missing files.
        .init(["check", "{dir}/missing.lua"], 2, "{dir}/missing.lua: cannot read the file: No such file or directory"),
        .init(
            ["render", "{dir}/missing.lua", "-o", "{dir}/out/x.png"], 2,
            "{dir}/missing.lua: cannot read the file: No such file or directory"),
        .init(
            ["sheet", "{dir}/missing.lua", "-o", "{dir}/out/x.png"], 2,
            "{dir}/missing.lua: cannot read the file: No such file or directory"),
        .init(
            ["play", "{dir}/missing.lua", "-o", "{dir}/out/x.png"], 2,
            "{dir}/missing.lua: cannot read the file: No such file or directory"),
        .init(
            ["watch", "{dir}/missing.lua", "-o", "{dir}/out"], 2,
            "{dir}/missing.lua: cannot read the file: No such file or directory"),
        .init(
            ["snapshot", "{dir}/missing.lua"], 2, "{dir}/missing.lua: cannot read the file: No such file or directory"),
        .init(
            ["preview", "{dir}/missing.lua"], 2, "{dir}/missing.lua: cannot read the file: No such file or directory"),
        // Invalid files: a broken theme is bad input for every command, check included.
        .init(["check", "{dir}/broken.lua"], 2, "{dir}/broken.lua:2: name: expected a string, got number 1"),
        .init(
            ["render", "{dir}/broken.lua", "-o", "{dir}/out/x.png"], 2,
            "{dir}/broken.lua:2: name: expected a string, got number 1"),
        .init(
            ["sheet", "{dir}/broken.lua", "-o", "{dir}/out/x.png"], 2,
            "{dir}/broken.lua:2: name: expected a string, got number 1"),
        .init(
            ["watch", "{dir}/broken.lua", "-o", "{dir}/out"], 2,
            "{dir}/broken.lua:2: name: expected a string, got number 1"),
        .init(["preview", "{dir}/broken.lua"], 2, "{dir}/broken.lua:2: name: expected a string, got number 1"),
        .init(["check", "{dir}/binary.lua"], 2, "{dir}/binary.lua: binary chunks are not allowed (text only)"),
        .init(
            ["render", "{dir}/binary.lua", "-o", "{dir}/out/x.png"], 2,
            "{dir}/binary.lua: binary chunks are not allowed (text only)"),
        .init(
            ["check", "{dir}/bad-scenario.lua"], 2,
            "{dir}/bad-scenario.lua:1: captur: unknown key. Did you mean 'capture'?"),
        .init(
            ["play", "{dir}/bad-scenario.lua", "-o", "{dir}/out/x.png"], 2,
            "{dir}/bad-scenario.lua:1: captur: unknown key. Did you mean 'capture'?"),
        .init(
            ["snapshot", "{dir}/bad-manifest.lua"], 2,
            "{dir}/bad-manifest.lua:1: apperances: unknown key. Did you mean 'appearances'?"),
        .init(["check", "{dir}"], 2, "{dir}: cannot read the file: a directory, not a regular file"),
        // A kind and a scenario named alike would write one transcript: refused before anything
        // is drawn, whatever the record mode (recording would mend one by breaking the other).
        .init(
            ["snapshot", "{dir}/alike/snapshots.lua", "--record", "failed"], 2,
            "{dir}/alike/scenarios/offline.lua:1: scenario 'offline' (named after its file) would write "
                + "a/offline/iphone-15-light-en-transcript.txt, as kind 'offline' of theme 'a' ({dir}/alike/theme.lua:1) "
                + "does; each reference is made by one case: rename one of them"),
        // Values that only the theme can refuse.
        .init(
            ["render", "themes/diary.lua", "--kind", "savd", "-o", "{dir}/out/x.png"], 2,
            "Error: theme 'diary' has no kind 'savd'. Did you mean 'saved'?"),
        .init(
            ["snapshot", "{dir}/bad-manifest.lua"], env: ["TARTINE_RECORD": "sometimes"], 2,
            "TARTINE_RECORD 'sometimes' is not a record mode; use one of never, missing, failed, all."),
        // Outputs refused (a regular file where a directory must be).
        .init(
            ["render", "themes/diary.lua", "-o", "{dir}/plain/x.png"], 2, "lstat({dir}/plain/x.png): Not a directory"),
        .init(["types", "-o", "{dir}/plain/x.lua"], 2, "lstat({dir}/plain/x.lua): Not a directory"),
        .init(["docs", "-o", "{dir}/plain/x.md"], 2, "lstat({dir}/plain/x.md): Not a directory"),
    ]

    static let usage: [ExitCase] = [
        .init(["frobnicate"], 64, "Error: Unexpected argument 'frobnicate'"),
        .init(["check", "--unknown-flag", "themes/diary.lua"], 64, "Error: Unknown option '--unknown-flag'"),
        .init(["types", "--unknown-flag"], 64, "Error: Unknown option '--unknown-flag'"),
        .init(["docs", "--unknown-flag"], 64, "Error: Unknown option '--unknown-flag'"),
        .init(
            ["render", "themes/diary.lua", "--unknown-flag", "-o", "{dir}/out/x.png"], 64,
            "Error: Unknown option '--unknown-flag'"),
        .init(
            ["sheet", "themes/diary.lua", "--unknown-flag", "-o", "{dir}/out/x.png"], 64,
            "Error: Unknown option '--unknown-flag'"),
        .init(
            ["play", "scenarios/burst.lua", "--unknown-flag", "-o", "{dir}/out/x.png"], 64,
            "Error: Unknown option '--unknown-flag'"),
        .init(
            ["watch", "themes/diary.lua", "--unknown-flag", "-o", "{dir}/out"], 64,
            "Error: Unknown option '--unknown-flag'"),
        .init(["snapshot", "--unknown-flag"], 64, "Error: Unknown option '--unknown-flag'"),
        .init(["preview", "themes/diary.lua", "--unknown-flag"], 64, "Error: Unknown option '--unknown-flag'"),
        .init(["preview"], 64, "Error: Missing expected argument '<theme>'"),
        .init(
            ["preview", "themes/diary.lua", "--port", "70000"], 64, "Error: --port must be from 0 to 65535, got 70000"),
        .init(["preview", "themes/diary.lua", "--host", ""], 64, "Error: --host must name an address"),
        .init(
            ["preview", "themes/diary.lua", "--allowed-host", "dev.example", "--allowed-host", "http://dev.example"],
            64,
            "Error: --allowed-host must be a host name or address, with an optional :port, got 'http://dev.example'"),
        .init(
            ["render", "themes/diary.lua", "--apperance", "dark", "-o", "{dir}/out/x.png"], 64,
            "Error: Unknown option '--apperance'. Did you mean '--appearance'?"),
        // Missing arguments.
        .init(["check"], 64, "Error: Missing expected argument '<files> ...'"),
        .init(["render", "themes/diary.lua"], 64, "Error: Missing expected argument '--output <output>'"),
        .init(["sheet", "-o", "{dir}/out/x.png"], 64, "Error: Missing expected argument '<theme>'"),
        .init(
            ["play", "scenarios/burst.lua"], 64,
            "Error: say where to write: -o anim.png, --frames dir/, --strip strip.png or --transcript events.txt"),
        .init(["watch", "themes/diary.lua"], 64, "Error: Missing expected argument '--output <output>'"),
        // Enumerations: the values are listed and the nearest suggested.
        .init(
            ["render", "themes/diary.lua", "--appearance", "drak", "-o", "{dir}/out/x.png"], 64,
            "Error: The value 'drak' is invalid for '--appearance <appearance>': expected one of light, dark. Did you mean 'dark'?"
        ),
        .init(
            ["render", "themes/diary.lua", "--position", "botom", "-o", "{dir}/out/x.png"], 64,
            "Error: The value 'botom' is invalid for '--position <position>': expected one of top, center, bottom, top_leading, top_trailing, bottom_leading, bottom_trailing. Did you mean 'bottom'?"
        ),
        .init(
            ["render", "themes/diary.lua", "--position", "middle", "-o", "{dir}/out/x.png"], 64,
            "Error: The value 'middle' is invalid for '--position <position>': expected one of top, center, bottom, top_leading, top_trailing, bottom_leading, bottom_trailing"
        ),
        .init(
            ["render", "themes/diary.lua", "--background", "plian", "-o", "{dir}/out/x.png"], 64,
            "Error: The value 'plian' is invalid for '--background <background>': expected one of app, plain. Did you mean 'plain'?"
        ),
        .init(
            ["render", "themes/diary.lua", "--screen", "iphone-51", "-o", "{dir}/out/x.png"], 64,
            "Error: The value 'iphone-51' is invalid for '--screen <screen>': expected one of iphone-se, iphone-15, "
                + "iphone-15-pro-max, ipad, pixel-8, macbook-air-13. Did you mean 'iphone-15'?"),
        .init(
            ["sheet", "themes/diary.lua", "--screen", "pixel8", "-o", "{dir}/out/x.png"], 64,
            "Error: The value 'pixel8' is invalid for '--screen <screen>': expected one of iphone-se, iphone-15, "
                + "iphone-15-pro-max, ipad, pixel-8, macbook-air-13. Did you mean 'pixel-8'?"),
        .init(
            ["snapshot", "--record", "faild"], 64,
            "Error: The value 'faild' is invalid for '--record <mode>': expected one of never, missing, failed, all. "
                + "Did you mean 'failed'?"),
        // Numbers: malformed, out of range, NaN and infinities.
        .init(
            ["render", "themes/diary.lua", "--at", "soon", "-o", "{dir}/out/x.png"], 64,
            "Error: The value 'soon' is invalid for '--at <at>'"),
        .init(
            ["render", "themes/diary.lua", "--at", "nan", "-o", "{dir}/out/x.png"], 64,
            "Error: --at must be from 0 to 3600, got nan"),
        .init(
            ["render", "themes/diary.lua", "--at", "inf", "-o", "{dir}/out/x.png"], 64,
            "Error: --at must be from 0 to 3600, got inf"),
        .init(
            ["render", "themes/diary.lua", "--at=-1", "-o", "{dir}/out/x.png"], 64,
            "Error: --at must be from 0 to 3600, got -1"),
        .init(
            ["render", "themes/diary.lua", "--scale", "0", "-o", "{dir}/out/x.png"], 64,
            "Error: --scale must be above 0 and at most 4, got 0"),
        .init(
            ["render", "themes/diary.lua", "--text-size", "inf", "-o", "{dir}/out/x.png"], 64,
            "Error: --text-size must be above 0.5 and at most 4, got inf"),
        .init(
            ["render", "themes/diary.lua", "--memory", "0", "-o", "{dir}/out/x.png"], 64,
            "Error: --memory must be from 1 to 1024, got 0"),
        .init(
            ["check", "--time-limit", "nan", "themes/diary.lua"], 64,
            "Error: --time-limit must be above 0 and at most 3600, got nan"),
        .init(
            ["check", "--instructions=-5", "themes/diary.lua"], 64,
            "Error: --instructions must be from 1000 to 1000000000, got -5"),
        .init(
            ["sheet", "themes/diary.lua", "--scale", "nan", "-o", "{dir}/out/x.png"], 64,
            "Error: --scale must be above 0 and at most 3, got nan"),
        .init(
            ["play", "scenarios/burst.lua", "--scale", "inf", "-o", "{dir}/out/x.png"], 64,
            "Error: --scale must be above 0 and at most 4, got inf"),
        .init(
            ["watch", "themes/diary.lua", "--debounce", "1e300", "-o", "{dir}/out"], 64,
            "Error: --debounce must be from 0 to 60, got 1e+300"),
        .init(
            ["watch", "themes/diary.lua", "--debounce=-1", "-o", "{dir}/out"], 64,
            "Error: --debounce must be from 0 to 60, got -1"),
        .init(["snapshot", "--shard", "3/2"], 64, "Error: --shard is i/n with 1 ≤ i ≤ n, got '3/2'"),
        .init(["snapshot", "--jobs", "0"], 64, "Error: --jobs must be from 1 to 256, got 0"),
    ]

    /// The files the cases read: a broken theme, a theme with a warning, a sticky kind that
    /// cannot be closed, a binary chunk, a
    /// scenario and a manifest with mistakes, a regular file where a directory is expected, and a
    /// project (`alike/`) whose kind and scenario share a name.
    static func fixtures(in dir: String) throws {
        try write("return toast.theme {\n  name = 1,\n}\n", to: "\(dir)/broken.lua")
        try write(
            "return toast.theme { name = \"w\", kinds = { a = { message = \"m\" } },\n"
                + "  strings = { en = { m = \"M\" }, ko = { x = \"X\" } } }\n", to: "\(dir)/warning.lua")
        try write(
            "return toast.theme { name = \"s\", kinds = {\n"
                + "  pin = { message = \"Pinned\", duration = \"forever\", tap_to_dismiss = false, swipe_to_dismiss = false },\n"
                + "} }\n", to: "\(dir)/sticky.lua")
        try Data([0x1B, 0x4C, 0x75, 0x61, 0x54, 0x00]).write(to: URL(fileURLWithPath: "\(dir)/binary.lua"))
        try write("return toast.scenario { theme = \"diary\", captur = { 0 } }\n", to: "\(dir)/bad-scenario.lua")
        try write(
            "return toast.manifest { themes = { \"diary\" }, apperances = { \"dark\" } }\n",
            to: "\(dir)/bad-manifest.lua")
        try write("not a directory\n", to: "\(dir)/plain")
        for folder in ["plugins", "scenarios"] {
            try FileManager.default.createDirectory(atPath: "\(dir)/alike/\(folder)", withIntermediateDirectories: true)
        }
        try write(
            "return toast.theme { name = \"a\", plugins = { \"p\" }, kinds = { offline = { message = \"Offline\" } } }\n",
            to: "\(dir)/alike/theme.lua")
        try write("return toast.plugin { name = \"p\", api = 1 }\n", to: "\(dir)/alike/plugins/p.lua")
        try write(
            "return toast.scenario { theme = \"../theme.lua\", events = { { at = 0, show = \"offline\" } }, capture = { 0.5 } }\n",
            to: "\(dir)/alike/scenarios/offline.lua")
        try write(
            "return toast.manifest { themes = { \"theme.lua\" }, scenarios = { \"offline\" } }\n",
            to: "\(dir)/alike/snapshots.lua")
    }

    @Test(arguments: success + badInput + usage)
    func exitCode(_ row: ExitCase) throws {
        try withScratch { dir in
            try Self.fixtures(in: dir)
            let run = try tartine(
                row.arguments.map { $0.replacingOccurrences(of: "{dir}", with: dir) },
                environment: row.environment.merging(["CI": "1"]) { a, _ in a })
            #expect(run.status == row.status, "\(run.err)")
            let firstLine =
                run.err.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
            if let expected = row.firstErrorLine?.replacingOccurrences(of: "{dir}", with: dir) {
                #expect(firstLine == expected)
            } else if row.status == 0 {
                #expect(run.err.isEmpty)
            } else {
                #expect(firstLine.hasPrefix("Error: "), "a refused output still says why: \(run.err)")
            }
            if row.status != 0 {
                #expect(!FileManager.default.fileExists(atPath: "\(dir)/out"), "a failing run writes nothing")
            }
        }
    }

    @Test(
        "every command's help states the exit codes",
        arguments: ["check", "types", "render", "sheet", "play", "watch", "snapshot", "docs", "notifyd", "notifyctl"])
    func helpStatesContract(command: String) throws {
        let run = try tartine([command, "--help"])
        #expect(run.status == 0)
        let text = run.out.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        // The command's own help (an unknown command gets the root's, which states the contract too).
        #expect(text.contains("USAGE: tartine \(command)"))
        #expect(
            text.contains(
                "Exit codes: 0 success, 1 differences or findings, 2 bad input (a missing, unreadable or "
                    + "invalid file, a limit exceeded, an output refused), 3 a plugin ran past the wall-clock guard, "
                    + "64 usage (unknown option, malformed value), 69 unavailable (no display or session bus, the "
                    + "notification service owned by another server or absent).")
        )
    }

    @Test("help lists the values of every enumeration")
    func helpListsValues() throws {
        let render = try tartine(["render", "--help"]).out.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(
            render.contains("(values: top, center, bottom, top_leading, top_trailing, bottom_leading, bottom_trailing)")
        )
        #expect(render.contains("(values: light, dark; default: light)"))
        #expect(render.contains("(values: app, plain; default: app)"))
        #expect(
            render.contains(
                "(values: iphone-se, iphone-15, iphone-15-pro-max, ipad, pixel-8, macbook-air-13; default: iphone-15)"))
        let snapshot = try tartine(["snapshot", "--help"]).out.split(whereSeparator: \.isWhitespace).joined(
            separator: " ")
        #expect(snapshot.contains("(values: never, missing, failed, all)"))
    }
}
