import Foundation
import Testing
import ToastPNG
import ToastRender

@testable import ToastSnapshot

/// The HTML report, written from a real failure and opened in headless Chromium when it is
/// installed (`apt-get install chromium`).
@Suite struct HTMLReportTests {
    /// `chromium` on the PATH, or `nil`.
    static let chromium: String? = {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
            let path = "\(directory)/chromium"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }()

    /// A run with a real failure (a toast whose message changed), a pass, a recording, an orphan
    /// and a lint, verified through a store, and its report written to `directory/report`.
    static func writeReport(in directory: TemporaryDirectory) throws -> String {
        let store = SnapshotStore(root: directory.file("__Snapshots__"), failuresRoot: directory.file("failures"))
        let failing = sampleID()
        let passing = sampleID(group: "updated")
        try FileSystem.write(try renderedToast(message: "Saved to your diary").pngData(), to: store.path(for: failing))
        let changed = try renderedToast(message: "Saved to your diary!").pngData()
        let same = try Canvas(width: 40, height: 40).image.pngData()
        try FileSystem.write(same, to: store.path(for: passing))
        let report = SuiteReport(
            entries: [
                .init(
                    id: failing, outcome: try store.verify(failing, actualPNG: changed, mode: .never), duration: 0.05),
                .init(id: passing, outcome: try store.verify(passing, actualPNG: same, mode: .never), duration: 0.01),
                .init(id: sampleID(time: 0.25), outcome: .recorded(reason: .missing), duration: 0.02),
            ],
            orphans: ["__Snapshots__/diary/old/iphone-15-light-en@3x-1.png"],
            lints: [.init(id: failing, message: "contrast <4.5:1 & \"low\"", severity: .warning)])
        let output = directory.file("report")
        try ReportWriter.writeHTML(report, to: output)
        return output
    }

    @Test func writesASelfContainedPage() throws {
        let directory = TemporaryDirectory()
        let output = try Self.writeReport(in: directory)
        let html = try #require(
            String(data: try Data(contentsOf: URL(fileURLWithPath: output + "/index.html")), encoding: .utf8))
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(!html.contains("http://") && !html.contains("https://"))  // no network, no external assets
        #expect(html.contains("<title>tartine snapshots: 1 passed, 2 failed</title>"))
        #expect(html.contains("contrast &lt;4.5:1 &amp; &quot;low&quot;"))
        #expect(html.contains("type=\"range\""))
        #expect(html.contains("id=\"failures-only\" checked"))
        for suffix in ["expected", "actual", "diff"] {
            let path = "images/diary/saved/iphone-15-light-en@3x-1-\(suffix).png"
            #expect(html.contains("src=\"\(path)\""))
            #expect(FileManager.default.fileExists(atPath: output + "/" + path), "\(path) copied")
        }
        // Every element opened is closed (a cheap well-formedness check on the tags we write).
        for tag in ["section", "figure", "div", "h2", "p", "a", "main", "header", "ul", "li", "script", "style"] {
            let opened =
                html.components(separatedBy: "<\(tag)>").count + html.components(separatedBy: "<\(tag) ").count - 2
            #expect(opened == html.components(separatedBy: "</\(tag)>").count - 1, "<\(tag)>")
        }
    }

    @Test(
        "a failed picture's comparison: the swipe's two pictures inline, zoom, divider, probe; report.json names the copies"
    )
    func comparesTheFailedPicture() throws {
        let directory = TemporaryDirectory()
        let output = try Self.writeReport(in: directory)
        let html = try String(contentsOfFile: output + "/index.html", encoding: .utf8)
        let stem = "images/diary/saved/iphone-15-light-en@3x-1"
        let failed = try #require(html.components(separatedBy: "<section ").first { $0.contains("\(stem)-actual.png") })
        // The pictures the swipe measures are the copied artifacts' bytes, as data: URLs (readable
        // by a canvas in a page opened from disk); the three side by side are the files.
        for role in ["expected", "actual"] {
            let bytes = try Data(contentsOf: URL(fileURLWithPath: "\(output)/\(stem)-\(role).png"))
            #expect(
                failed.contains(
                    "<img class=\"swipe-\(role)\" src=\"data:image/png;base64,\(bytes.base64EncodedString())\""),
                "\(role)")
        }
        for role in ["expected", "actual", "diff"] {
            #expect(failed.contains("<img class=\"picture\" src=\"\(stem)-\(role).png\""), "\(role)")
        }
        for part in [
            "<figure class=\"compare\">", "<button class=\"zoom\" type=\"button\"",
            "<div class=\"swipe-divider\"></div>",
            "<input class=\"swipe-slider\" type=\"range\"", "<p class=\"probe\" aria-live=\"polite\">",
        ] {
            #expect(failed.contains(part), "\(part)")
        }
        #expect(
            html.components(separatedBy: "<figure class=\"compare\">").count == 2, "one comparison: one failed picture")
        // One script and one style for the report and the review page.
        #expect(html.contains(PictureCompare.script) && html.contains(PictureCompare.style))
        #expect(html.contains("tartineCompare({"))

        // report.json: the run, its failure's artifacts named as the copies beside it.
        let json = try String(contentsOfFile: output + "/report.json", encoding: .utf8)
        let data = try #require(json.data(using: .utf8))
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let entries = try #require(document["entries"] as? [[String: Any]])
        let artifacts = try #require(entries.compactMap { $0["artifacts"] as? [String: String] }.first)
        #expect(
            artifacts == [
                "expected": "\(stem)-expected.png", "actual": "\(stem)-actual.png", "diff": "\(stem)-diff.png",
            ])
    }

    /// Skipped only outside CI: under CI (where scripts/bootstrap installs chromium) a missing
    /// browser fails the test instead of hiding it.
    @Test(
        .enabled(if: chromium != nil || ProcessInfo.processInfo.environment["CI"] != nil, "chromium is not installed"),
        .timeLimit(.minutes(2)))
    func rendersInHeadlessChromiumWithoutConsoleErrors() throws {
        guard Self.chromium != nil else {
            Issue.record("chromium is not installed; scripts/bootstrap installs it")
            return
        }
        let directory = TemporaryDirectory()
        let output = try Self.writeReport(in: directory)
        let page = "file://\(output)/index.html"
        let screenshot = directory.file("report-screenshot.png")
        let shot = try Self.run([
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--enable-logging=stderr", "--v=0",
            "--screenshot=\(screenshot)", "--window-size=1200,900", page,
        ])
        #expect(Self.consoleMessages(shot.stderr).isEmpty, "console: \(Self.consoleMessages(shot.stderr))")
        #expect(!shot.stderr.contains("Uncaught"))

        // Control: the same flags do report a page's console errors, so the check above can fail.
        let broken = directory.file("broken.html")
        try FileSystem.write(
            Array("<!DOCTYPE html><title>x</title><script>undefinedFunction();</script>".utf8), to: broken)
        let control = try Self.run([
            "--headless", "--no-sandbox", "--disable-gpu", "--enable-logging=stderr", "--v=0",
            "--screenshot=\(directory.file("broken.png"))", "--window-size=400,300", "file://\(broken)",
        ])
        #expect(Self.consoleMessages(control.stderr).count == 1)

        // The screenshot exists and is not blank: many distinct colours.
        let image = try RenderedImage(png: try FileSystem.read(screenshot))
        #expect(image.width == 1200 && image.height == 900)
        var colours = Set<UInt32>()
        image.pixels.withUnsafeBytes { raw in
            for i in stride(from: 0, to: raw.count, by: 4 * 97) {
                colours.insert(raw.loadUnaligned(fromByteOffset: i, as: UInt32.self))
            }
        }
        #expect(colours.count > 20)
        if let keep = ProcessInfo.processInfo.environment["TARTINE_KEEP_REPORT_SCREENSHOT"] {
            try FileSystem.write(try FileSystem.read(screenshot), to: keep)
            _ = try? FileManager.default.copyItem(atPath: output, toPath: keep + ".report")
        }

        // The script ran: it applied the "failures only" filter and placed each swipe's divider.
        let dom = try Self.run(["--headless", "--no-sandbox", "--disable-gpu", "--dump-dom", page])
        #expect(dom.stdout.contains("<body class=\"failures-only\">"))
        #expect(dom.stdout.contains("<div class=\"swipe-divider\" style=\"left: 50%;\">"))
    }

    /// The lines of Chromium's log that are console messages of a page (`INFO:CONSOLE … source: file://…`).
    static func consoleMessages(_ log: String) -> [Substring] {
        log.split(separator: "\n").filter { $0.contains("CONSOLE") && $0.contains("source: file://") }
    }

    /// Runs chromium with `arguments` and returns what it printed.
    static func run(_ arguments: [String]) throws -> (stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(chromium))
        process.arguments = arguments
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
    }
}
