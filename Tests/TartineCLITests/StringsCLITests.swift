import Foundation
import Testing

/// `tartine` with string files: arguments on the command line, warnings summarised by `render`
/// and listed by `check`.
@Suite("tartine and string files, run as a binary", .serialized)
struct StringsCLITests {
    private static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    private func run(_ arguments: [String]) throws -> (status: Int32, err: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "\(Self.root)/.build/debug/tartine")
        process.arguments = arguments
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let data = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test("render prints one line for 6 untranslated strings; check lists all 6")
    func warningsSummarised() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tartine-strings-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: "\(dir)/fr.lproj", withIntermediateDirectories: true)
        let kinds = (1...6).map { "k\($0) = { message = \"toast.k\($0)\" }" }.joined(separator: ", ")
        try "return toast.theme { name = \"t\", kinds = { \(kinds) } }\n".write(toFile: "\(dir)/theme.lua", atomically: true, encoding: .utf8)
        let en = (1...6).map { "\"toast.k\($0)\" = \"Entry %lld\";" }.joined(separator: "\n")
        try FileManager.default.createDirectory(atPath: "\(dir)/en.lproj", withIntermediateDirectories: true)
        try en.write(toFile: "\(dir)/en.lproj/Localizable.strings", atomically: true, encoding: .utf8)
        try "\"other\" = \"Autre\";".write(toFile: "\(dir)/fr.lproj/Localizable.strings", atomically: true, encoding: .utf8)

        let render = try run(["render", "\(dir)/theme.lua", "--kind", "k1", "--argument", "3", "-o", "\(dir)/out.png"])
        #expect(render.status == 0)
        #expect(render.err == "\(dir)/theme.lua: warning: 6 untranslated strings; `tartine check \(dir)/theme.lua` lists them all\n")
        let check = try run(["check", "\(dir)/theme.lua"])
        #expect(check.err.split(separator: "\n").count == 6)
        #expect(check.err.hasPrefix("\(dir)/theme.lua:1: warning: kinds.k1.message: no 'fr' string for 'toast.k1'; falls back to 'en'\n"))
    }
}
