import Foundation
import Testing

/// Issue 38, item 9: every output of every command is opened one way. The output options are
/// read from the argument parser definitions in `Sources/tartine` (every option whose type is
/// `OutputFile` or `OutputDirectory`), so a new one is covered, and each is given
///
/// - a FIFO as the path: refused (exit 2, one line) before any work is done: nothing else is
///   written, and the refusal comes first even when the command's inputs are missing;
/// - a symbolic link already in the place, to a file (or directory) outside: the link is
///   replaced, never followed, and what it led to is left as it was.
@Suite("every output option refuses a FIFO before any work and replaces a link, never follows it")
struct OutputConfinementCLITests {
    /// One output option of one command, as its definition declares it.
    struct OutputFlag: CustomStringConvertible, Sendable {
        let command: String
        let flag: String
        let isDirectory: Bool
        var description: String { "\(command) \(flag)" }
    }

    /// Every `@Option` of type `OutputFile` or `OutputDirectory` in `Sources/tartine`, with the
    /// `commandName` of the command declared above it.
    static let flags: [OutputFlag] = {
        let directory = "\(root)/Sources/tartine"
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
        let option =
            #/@Option\(([^@]*?)\)\s*var (\w+)(?::\s*(OutputFile|OutputDirectory)|\s*=\s*(OutputFile|OutputDirectory)\()/#
        let command = #/commandName: "([a-z-]+)"/#
        var found: [OutputFlag] = []
        for name in names where name.hasSuffix(".swift") {
            let text = (try? String(contentsOfFile: "\(directory)/\(name)", encoding: .utf8)) ?? ""
            let commands = text.matches(of: command).map { ($0.range.lowerBound, String($0.output.1)) }
            for match in text.matches(of: option) {
                let owner = commands.last { $0.0 < match.range.lowerBound }?.1 ?? "(no command in \(name))"
                let property = String(match.output.2)
                let short = match.output.1.contains(".shortAndLong")
                let kebab = property.replacing(#/[A-Z]/#) { "-" + $0.output.lowercased() }
                let type = match.output.3 ?? match.output.4 ?? ""
                found.append(
                    OutputFlag(
                        command: owner, flag: short ? "-" + String(property.prefix(1)) : "--" + kebab,
                        isDirectory: type == "OutputDirectory"))
            }
        }
        return found
    }()

    /// Each command's arguments before its output option, in a project made by `makeProject`.
    static let invocations: [String: [String]] = [
        "render": ["render", "themes/t.lua", "--kind", "saved", "--scale", "1"],
        "sheet": ["sheet", "themes/t.lua"],
        "play": ["play", "scenarios/s.lua", "--scale", "1"],
        "watch": ["watch", "themes/t.lua"],
        "snapshot": ["snapshot", "snapshots.lua", "--jobs", "1", "--record", "all"],
        "merge-reports": ["merge-reports", "shard/report.json"],
        "diff": ["diff", "a.png", "b.png"],
        "docs": ["docs"],
        "types": ["types"],
        "tokens": ["export", "tokens", "themes/t.lua"],
        "swift": ["export", "swift", "themes/t.lua"],
        "kotlin": ["export", "kotlin", "themes/t.lua"],
    ]

    /// `watch` never ends by itself: it is stopped once it has had the time to write.
    static func timeout(_ flag: OutputFlag) -> Double { flag.command == "watch" ? 20 : 120 }

    @Test("the output options are found in the sources, each with an invocation")
    func theOptionsAreFound() {
        let shown = Self.flags.map(\.description)
        for expected in [
            "play -o", "play --frames", "play --strip", "play --transcript", "render -o", "sheet -o",
            "snapshot --report", "snapshot --junit", "snapshot --json", "snapshot --summary",
            "merge-reports --summary", "watch -o", "diff -o", "tokens -o", "swift -o", "kotlin -o",
        ] {
            #expect(shown.contains(expected), "\(expected) not found in \(shown)")
        }
        for flag in Self.flags { #expect(Self.invocations[flag.command] != nil, "no invocation for \(flag)") }
    }

    /// A project every invocation can run in: a theme, a scenario, a manifest, two PNGs and a
    /// shard's report.
    static func makeProject(in dir: String) throws {
        let theme = """
            return toast.theme {
              name = "t",
              kinds = { saved = { message = "Saved" }, deleted = { message = "Deleted" } },
            }
            """
        try FileManager.default.createDirectory(atPath: "\(dir)/themes", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: "\(dir)/scenarios", withIntermediateDirectories: true)
        try write(theme, to: "\(dir)/themes/t.lua")
        try write(theme, to: "\(dir)/t.lua")
        try write(
            "return toast.scenario { theme = \"t\", events = { { at = 0, show = \"saved\" } }, capture = { 1 } }\n",
            to: "\(dir)/scenarios/s.lua")
        try write(
            "return toast.manifest { themes = { \"t\" }, kinds = { \"saved\" }, appearances = { \"light\" }, "
                + "times = { 1 }, scale = 1 }\n", to: "\(dir)/snapshots.lua")
        for (name, kind) in [("a.png", "saved"), ("b.png", "deleted")] {
            let run = try tartine(
                ["render", "themes/t.lua", "--kind", kind, "--scale", "1", "-o", name], in: dir)
            #expect(run.status == 0, "\(run.err)")
        }
        let shard = try tartine(
            ["snapshot", "snapshots.lua", "--jobs", "1", "--shard", "1/1", "--json", "shard/report.json"], in: dir,
            environment: ["CI": "true"])
        #expect([0, 1].contains(shard.status), "\(shard.err)")
        try? FileManager.default.removeItem(atPath: "\(dir)/__Snapshots__")
        try? FileManager.default.removeItem(atPath: "\(dir)/.tartine")
    }

    /// Every path under `dir`, relative, with what it is (`f`, `d`, `l`) and a file's size.
    static func tree(_ dir: String) -> [String] {
        guard let walk = FileManager.default.enumerator(atPath: dir) else { return [] }
        var entries: [String] = []
        while let path = walk.nextObject() as? String {
            let attributes = (try? FileManager.default.attributesOfItem(atPath: "\(dir)/\(path)")) ?? [:]
            let type = attributes[.type] as? FileAttributeType
            entries.append(
                "\(path) \(type == .typeSymbolicLink ? "l" : type == .typeDirectory ? "d" : "f")"
            )
        }
        return entries.sorted()
    }

    /// Runs `tartine` in `dir`, stopped after the flag's time.
    static func run(_ arguments: [String], in dir: String, scratch: String, flag: OutputFlag) throws -> ChildRun {
        try ChildRun.run(tartineBinary, arguments, in: dir, scratch: scratch, timeout: timeout(flag))
    }

    @Test("a FIFO given as the output is refused before any work", arguments: flags)
    func aFIFOIsRefusedFirst(flag: OutputFlag) throws {
        let base = try #require(Self.invocations[flag.command])
        for withInputs in [true, false] {
            try withScratch { scratch in
                let dir = scratch + "/project"
                try FileManager.default.createDirectory(atPath: "\(dir)/out", withIntermediateDirectories: true)
                if withInputs { try Self.makeProject(in: dir) }
                #expect(mkfifo("\(dir)/out/fifo", 0o600) == 0)
                let before = Self.tree(dir)
                let run = try Self.run(base + [flag.flag, "out/fifo"], in: dir, scratch: scratch, flag: flag)
                let error = String(decoding: run.error, as: UTF8.self)
                let refusal =
                    flag.isDirectory
                    ? "out/fifo: a FIFO, not a directory; refusing to write into it\n"
                    : "out/fifo: a FIFO, not a regular file; refusing to replace it\n"
                #expect(run.status == 2, "\(flag): \(error)")
                #expect(error == refusal, "\(flag), inputs \(withInputs)")
                #expect(Self.tree(dir) == before, "\(flag) wrote before refusing")
            }
        }
    }

    @Test("a link already in the output's place is replaced, never followed", arguments: flags)
    func aLinkIsReplaced(flag: OutputFlag) throws {
        let base = try #require(Self.invocations[flag.command])
        try withScratch { scratch in
            let dir = scratch + "/project"
            try Self.makeProject(in: dir)
            let outside = scratch + "/outside"
            try FileManager.default.createDirectory(atPath: outside + "/directory", withIntermediateDirectories: true)
            let victim = outside + "/passwd"
            let bytes = Data("root:x:0:0:root:/root:/bin/sh\n".utf8)
            try bytes.write(to: URL(fileURLWithPath: victim))
            let place = flag.isDirectory ? "out/place" : "out/place.file"
            // The names the command writes in its place, from a clean run.
            try FileManager.default.createDirectory(atPath: "\(dir)/out", withIntermediateDirectories: true)
            let clean = try Self.run(base + [flag.flag, place], in: dir, scratch: scratch, flag: flag)
            #expect(clean.signal == nil || flag.command == "watch", "\(flag)")
            let written = Self.tree("\(dir)/\(place)")
            if flag.isDirectory { #expect(!written.isEmpty, "\(flag) wrote nothing") }
            // Links planted where it wrote: at each name of the directory, or at the file.
            let planted: [(path: String, isDirectory: Bool)] =
                flag.isDirectory
                ? written.filter { !$0.dropLast(2).contains("/") }.map {
                    ("\(place)/\($0.dropLast(2))", $0.hasSuffix(" d"))
                } : [(place, false)]
            for link in planted {
                try FileManager.default.removeItem(atPath: "\(dir)/\(link.path)")
                try FileManager.default.createSymbolicLink(
                    atPath: "\(dir)/\(link.path)",
                    withDestinationPath: link.isDirectory ? outside + "/directory" : victim)
            }
            let run = try Self.run(base + [flag.flag, place], in: dir, scratch: scratch, flag: flag)
            let error = String(decoding: run.error, as: UTF8.self)
            #expect(run.status != 2, "\(flag): \(error)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: victim)) == bytes, "\(flag) wrote through a link")
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: outside + "/directory") == [],
                "\(flag) wrote through a linked directory")
            let after = Self.tree("\(dir)/\(place)")
            #expect(!after.contains { $0.hasSuffix(" l") }, "\(flag) left a link: \(after)")
            if !flag.isDirectory {
                let kind =
                    try FileManager.default.attributesOfItem(atPath: "\(dir)/\(place)")[.type] as? FileAttributeType
                #expect(kind == .typeRegular, "\(flag): the link is still there")
            }
        }
    }
}
