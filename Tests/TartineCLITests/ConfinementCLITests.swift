import Foundation
import Testing

/// Class 6 of issue 22: what a project carries (references, their directories, `.tartine`) is
/// never written through. Run as root, as the issue measured: a link to a file outside the
/// project (a temporary file standing in for a system file) must leave that file as it was.
@Suite("tartine snapshot keeps references and failure artifacts inside their directories", .serialized)
struct ConfinementCLITests {
    static let reference = "__Snapshots__/diary/saved/iphone-15-light-en@1x-1.png"

    /// The diary theme and a one-kind manifest in `dir`, references recorded.
    private func recordedSuite(in dir: String) throws {
        try FileManager.default.copyItem(atPath: "\(root)/themes/diary.lua", toPath: "\(dir)/diary.lua")
        try write(
            """
            return toast.manifest { themes = { "diary" }, kinds = { "saved" }, appearances = { "light" }, times = { 1 }, scale = 1 }
            """, to: "\(dir)/snapshots.lua")
        let recorded = try snapshot(dir, "--record", "all")
        #expect(recorded.status == 1, "\(recorded.err)")
    }

    private func snapshot(_ dir: String, _ arguments: String...) throws -> Run {
        try tartine(["snapshot", "\(dir)/snapshots.lua", "--jobs", "1"] + arguments, environment: ["CI": "true"])
    }

    /// Changes the saved kind's background, so that its snapshot no longer matches.
    private func changeTheme(in dir: String) throws {
        let theme = try String(contentsOfFile: "\(dir)/diary.lua", encoding: .utf8)
        let changed = theme.replacingOccurrences(
            of: "background = \"light-dark(#1B7430, #248A3D)@0.9\"", with: "background = \"systemGreen@0.5\"")
        #expect(changed != theme)
        try write(changed, to: "\(dir)/diary.lua")
    }

    /// A file outside the project standing in for a system file, and its bytes.
    private func withOutsideFile(_ body: (String, Data) throws -> Void) throws {
        try withScratch { outside in
            let file = "\(outside)/passwd"
            let bytes = Data("root:x:0:0:root:/root:/bin/sh\n".utf8)
            try bytes.write(to: URL(fileURLWithPath: file))
            try body(file, bytes)
        }
    }

    private func replaceWithLink(_ path: String, to destination: String) throws {
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: destination)
    }

    @Test("--record failed refuses a reference that is a link to a file outside, and leaves the file")
    func recordFailedThroughALink() throws {
        try withOutsideFile { outside, bytes in
            try withScratch { dir in
                try recordedSuite(in: dir)
                try replaceWithLink("\(dir)/\(Self.reference)", to: outside)
                try changeTheme(in: dir)
                let run = try snapshot(dir, "--record", "failed")
                #expect(run.status == 2, "\(run.out)")
                #expect(
                    run.err
                        == "\(dir)/\(Self.reference): resolves to \(outside), outside \(dir)/__Snapshots__\n")
                #expect(try Data(contentsOf: URL(fileURLWithPath: outside)) == bytes)
                #expect(
                    try FileManager.default.destinationOfSymbolicLink(atPath: "\(dir)/\(Self.reference)") == outside)
            }
        }
    }

    @Test("--record all refuses a reference that is a link, naming where it leads; nothing is written")
    func recordAllThroughALink() throws {
        try withOutsideFile { outside, bytes in
            try withScratch { dir in
                try recordedSuite(in: dir)
                try replaceWithLink("\(dir)/\(Self.reference)", to: outside)
                let run = try snapshot(dir, "--record", "all")
                #expect(run.status == 2, "\(run.out)")
                #expect(
                    run.err
                        == "\(dir)/\(Self.reference): a symbolic link to \(outside); refusing to write through it\n"
                )
                #expect(try Data(contentsOf: URL(fileURLWithPath: outside)) == bytes)
            }
        }
    }

    @Test("a link in a directory of the references is not written through")
    func linkedDirectory() throws {
        try withOutsideFile { outside, bytes in
            try withScratch { dir in
                try recordedSuite(in: dir)
                let outsideDirectory = (outside as NSString).deletingLastPathComponent
                // The system file, named as the reference would be.
                let victim = "\(outsideDirectory)/iphone-15-light-en@1x-1.png"
                try bytes.write(to: URL(fileURLWithPath: victim))
                try replaceWithLink("\(dir)/__Snapshots__/diary/saved", to: outsideDirectory)
                let run = try snapshot(dir, "--record", "all")
                #expect(run.status == 2, "\(run.out)")
                #expect(
                    run.err
                        == "\(dir)/__Snapshots__/diary/saved: a symbolic link to \(outsideDirectory); refusing to write through it\n"
                )
                #expect(try Data(contentsOf: URL(fileURLWithPath: victim)) == bytes)
                #expect(
                    try FileManager.default.contentsOfDirectory(atPath: outsideDirectory).sorted() == [
                        "iphone-15-light-en@1x-1.png", "passwd",
                    ])
            }
        }
    }

    @Test("a reference read through a link that leaves the references directory is refused")
    func readingThroughALink() throws {
        try withOutsideFile { outside, _ in
            try withScratch { dir in
                try recordedSuite(in: dir)
                try FileManager.default.copyItem(atPath: "\(dir)/\(Self.reference)", toPath: outside + ".png")
                try replaceWithLink("\(dir)/\(Self.reference)", to: outside + ".png")
                let run = try snapshot(dir, "--record", "never")
                #expect(run.status == 2, "\(run.out)")
                #expect(
                    run.err
                        == "\(dir)/\(Self.reference): resolves to \(outside).png, outside \(dir)/__Snapshots__\n")
            }
        }
    }

    @Test("failure artifacts are not written through a .tartine that is a link")
    func linkedFailuresDirectory() throws {
        try withScratch { outside in
            try withScratch { dir in
                try recordedSuite(in: dir)
                // The recording run left its report (last-run.json) in a real .tartine.
                try FileManager.default.removeItem(atPath: "\(dir)/.tartine")
                try FileManager.default.createSymbolicLink(atPath: "\(dir)/.tartine", withDestinationPath: outside)
                try changeTheme(in: dir)
                let run = try snapshot(dir, "--record", "never")
                #expect(run.status == 2, "\(run.out)")
                #expect(
                    run.err == "\(dir)/.tartine: a symbolic link to \(outside); refusing to write through it\n")
                #expect(try FileManager.default.contentsOfDirectory(atPath: outside) == [])
            }
        }
    }

    @Test("a passing snapshot removes no file behind a linked failures directory")
    func removalThroughALink() throws {
        try withOutsideFile { outside, bytes in
            try withScratch { dir in
                try recordedSuite(in: dir)
                let outsideDirectory = (outside as NSString).deletingLastPathComponent
                let victim = "\(outsideDirectory)/iphone-15-light-en@1x-1-expected.png"
                try bytes.write(to: URL(fileURLWithPath: victim))
                try FileManager.default.createDirectory(
                    atPath: "\(dir)/.tartine/failures/diary", withIntermediateDirectories: true)
                try FileManager.default.createSymbolicLink(
                    atPath: "\(dir)/.tartine/failures/diary/saved", withDestinationPath: outsideDirectory)
                let run = try snapshot(dir, "--record", "never")
                #expect(run.status == 0, "\(run.out)\(run.err)")
                #expect(try Data(contentsOf: URL(fileURLWithPath: victim)) == bytes)
            }
        }
    }

    @Test("references under a directory that is a link outside are refused before anything is recorded")
    func referencesUnderALinkedDirectory() throws {
        try withScratch { outside in
            try withScratch { dir in
                try FileManager.default.copyItem(atPath: "\(root)/themes/diary.lua", toPath: "\(dir)/diary.lua")
                try write(
                    """
                    return toast.manifest {
                      themes = { "diary" }, kinds = { "saved" }, appearances = { "light" }, times = { 1 }, scale = 1,
                      references = "tests/__Snapshots__",
                    }
                    """, to: "\(dir)/snapshots.lua")
                try FileManager.default.createSymbolicLink(atPath: "\(dir)/tests", withDestinationPath: outside)
                let run = try snapshot(dir, "--record", "all")
                #expect(run.status == 2, "\(run.out)")
                #expect(
                    run.err
                        == "\(dir)/snapshots.lua:3: references: \"tests/__Snapshots__\" resolves to \(outside), outside the manifest's directory; name a directory inside the manifest's directory, as \"__Snapshots__\"\n"
                )
                #expect(try FileManager.default.contentsOfDirectory(atPath: outside) == [])
            }
        }
    }
}
