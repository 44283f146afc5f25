import Foundation
import Testing

/// docs/tutorial.md, run as a reader would: every Lua block that starts with `-- path` is
/// written to that path in an empty directory, and every line of every `sh` block is run there in
/// order with the built `tartine`. A line ending in `# exits N` must exit N, every other line 0;
/// `tartine preview` must start serving (it is stopped once it says where).
@Suite("docs/tutorial.md, run as written")
struct TutorialTests {
    struct Step {
        let arguments: [String]
        let status: Int32
    }

    /// The files and the commands of the tutorial, in order.
    static func parse(_ text: String) -> (files: [(String, String)], steps: [Step]) {
        var files: [(String, String)] = []
        var steps: [Step] = []
        let blocks = text.components(separatedBy: "```")
        // Odd pieces are the insides of fences: the language on the first line.
        for (index, block) in blocks.enumerated() where index % 2 == 1 {
            var lines = block.components(separatedBy: "\n")
            let language = lines.removeFirst()
            if language == "lua", let first = lines.first, first.hasPrefix("-- "), first.hasSuffix(".lua") {
                files.append((String(first.dropFirst(3)), lines.joined(separator: "\n")))
            } else if language == "sh" {
                for line in lines where line.hasPrefix("tartine ") {
                    let parts = line.components(separatedBy: "# exits ")
                    let status = parts.count == 2 ? Int32(parts[1].prefix { $0.isNumber }) ?? -1 : 0
                    let words = parts[0].split(separator: " ").map(String.init).dropFirst()
                    steps.append(Step(arguments: Array(words), status: status))
                }
            }
        }
        return (files, steps)
    }

    @Test("every file and command of the tutorial works as written")
    func tutorial() throws {
        let text = try String(contentsOfFile: "\(root)/docs/tutorial.md", encoding: .utf8)
        let (files, steps) = Self.parse(text)
        #expect(
            files.map(\.0) == ["themes/notes.lua", "plugins/notes-undo.lua", "scenarios/undo.lua", "snapshots.lua"])
        #expect(steps.count == 9)
        try withScratch { dir in
            for (path, contents) in files {
                let full = "\(dir)/\(path)"
                try FileManager.default.createDirectory(
                    atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try write(contents, to: full)
            }
            for step in steps {
                if step.arguments.first == "preview" {
                    try Self.startsServing(step.arguments + ["--port", "0"], in: dir)
                    continue
                }
                let run = try tartine(step.arguments, in: dir, environment: ["CI": ""])
                #expect(run.status == step.status, "tartine \(step.arguments.joined(separator: " ")): \(run.err)")
                #expect(!run.err.contains("warning"), "tartine \(step.arguments.joined(separator: " ")): \(run.err)")
            }
            // What the steps say they make.
            for output in [
                "out/saved.png", "out/deleted-ko.png", "out/saved-android.png", "out/sheet.png", "out/undo.png",
            ] {
                #expect(FileManager.default.fileExists(atPath: "\(dir)/\(output)"), "\(output)")
            }
            let transcript = try String(contentsOfFile: "\(dir)/out/undo.txt", encoding: .utf8)
            #expect(transcript.contains("action deleted#1 \"undo\""), "\(transcript)")
            #expect(transcript.contains("did_show restored#2"), "\(transcript)")
        }
    }

    /// Runs `tartine arguments` in `directory` until it says it is serving, then stops it.
    static func startsServing(_ arguments: [String], in directory: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tartineBinary)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        var said = ""
        let deadline = Date().addingTimeInterval(60)
        while !said.contains("serving http://"), process.isRunning, Date() < deadline {
            said += String(decoding: out.fileHandleForReading.availableData, as: UTF8.self)
        }
        process.terminate()
        process.waitUntilExit()
        #expect(said.contains("serving http://127.0.0.1:"), "tartine \(arguments.joined(separator: " ")): \(said)")
    }
}
