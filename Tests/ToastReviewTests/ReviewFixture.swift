import Foundation
import ToastPNG
import ToastPreview

@testable import ToastReview

/// A run under review in a temporary directory: `refs` (the references), `failures` (the
/// artifacts and `last-run.json`), `outside` (a directory links point into), and a report of
/// four failures: two pictures of `diary`, one of `snackbar`, one transcript of `diary`.
final class ReviewFixture {
    let root: String
    var refs: String { root + "/refs" }
    var failures: String { root + "/failures" }
    var outside: String { root + "/outside" }
    var reportPath: String { failures + "/last-run.json" }

    static let diaryLight = "diary/saved/iphone-15-light-en@1x-1.png"
    static let diaryDark = "diary/saved/iphone-15-dark-en@1x-1.png"
    static let snackbar = "snackbar/saved/iphone-15-light-en@1x-1.png"
    static let transcript = "diary/popup/iphone-15-light-en-transcript.txt"
    static let pictures = [diaryLight, diaryDark, snackbar]

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("tartine-review-\(UUID().uuidString)").path
        for directory in [refs, failures, outside] {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        }
        for (index, id) in Self.pictures.enumerated() {
            try write(Self.png(value: UInt8(index)), to: refs + "/" + id)
            try write(Self.png(value: UInt8(index)), to: failures + "/" + stem(id) + "-expected.png")
            try write(Self.png(value: 200 + UInt8(index)), to: failures + "/" + stem(id) + "-actual.png")
            try write(Self.png(value: 100), to: failures + "/" + stem(id) + "-diff.png")
        }
        try write(Array("0.000 show a\n".utf8), to: refs + "/" + Self.transcript)
        try write(Array("0.000 show a\n".utf8), to: failures + "/" + stem(Self.transcript) + "-expected.txt")
        try write(Array("0.000 show b\n".utf8), to: failures + "/" + stem(Self.transcript) + "-actual.txt")
        try write(Array(Self.report().utf8), to: reportPath)
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    /// A 2×2 PNG of one grey `value`, with Tartine's manifest (as `tartine snapshot` writes).
    static func png(value: UInt8, manifest: [String: String] = ["tartine.theme": "t"]) -> [UInt8] {
        let pixels = [UInt8]((0..<4).flatMap { _ in [value, value, value, 255] })
        return (try? PNGEncoder.encode(rgba: pixels, width: 2, height: 2, manifest: manifest)) ?? []
    }

    /// An entry of a JSON report, as `ReportWriter.json` writes one (the keys a review reads).
    static func entry(
        path: String, theme: String = "diary", group: String = "saved", appearance: String = "light",
        medium: String = "image", status: String = "failed", variant: String? = nil, diff: String? = nil
    ) -> String {
        let time = medium == "transcript" ? "null" : "1"
        let variantText = variant.map { "\"\($0)\"" } ?? "null"
        let diffText = diff.map { "\"\($0)\"" } ?? "null"
        return """
            {"path": "\(path)", "theme": "\(theme)", "group": "\(group)", "screen": "iphone-15",
             "appearance": "\(appearance)", "locale": "en", "scale": 1, "time": \(time), "variant": \(variantText),
             "medium": "\(medium)", "status": "\(status)", "verdict": "different", "message": "m", "diff": \(diffText)}
            """
    }

    /// The fixture's report: its four failures and one pass.
    static func report(entries: [String]? = nil, schemaVersion: Int = 1) -> String {
        let entries =
            entries ?? [
                entry(path: diaryLight), entry(path: diaryDark, appearance: "dark"),
                entry(path: snackbar, theme: "snackbar"),
                entry(path: transcript, group: "popup", medium: "transcript", diff: "-0.000 show a\\n+0.000 show b"),
                entry(path: "diary/deleted/iphone-15-light-en@1x-1.png", group: "deleted", status: "passed"),
            ]
        return "{\"schemaVersion\": \(schemaVersion), \"entries\": [\(entries.joined(separator: ",\n"))]}\n"
    }

    func session() throws -> ReviewSession {
        ReviewSession(report: try ReviewReport(path: reportPath), references: refs, artifacts: failures)
    }

    func stem(_ id: String) -> String { String(id.dropLast(4)) }

    func write(_ bytes: [UInt8], to path: String) throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    func read(_ path: String) -> [UInt8]? { FileManager.default.contents(atPath: path).map { Array($0) } }

    func link(_ path: String, to destination: String) throws {
        try? FileManager.default.removeItem(atPath: path)
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: destination)
    }

    /// Every file under `refs` and `outside` with its bytes, to see that nothing changed.
    func tree() -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        for directory in [refs, outside] {
            guard let walker = FileManager.default.enumerator(atPath: directory) else { continue }
            for case let relative as String in walker {
                if let bytes = read(directory + "/" + relative) { files[directory + "/" + relative] = bytes }
            }
        }
        return files
    }
}
