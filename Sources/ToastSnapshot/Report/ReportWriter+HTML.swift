import FoundationEssentials
import ToastFiles
import ToastText

extension ReportWriter {
    /// Writes a static HTML report: `dir/index.html`, under `dir/images/` copies of each
    /// failure's artifacts (expected, actual and diff pictures; a transcript's three texts), and
    /// `dir/report.json`, the run's JSON report naming those copies (what `tartine review --report`
    /// reads: the directory is all a review needs, e.g. as a CI job's artifact). Each failed
    /// picture shows the three side by side and `PictureCompare`'s swipe with a divider, a zoom to
    /// the changed pixels and the two colours under the pointer (its two pictures inline, as
    /// `data:` URLs: a page opened from disk cannot read the pixels of its files); a changed
    /// transcript shows its line diff (removed lines red, added green); a "Failures only"
    /// checkbox hides the passes. The page is self-contained (inline CSS and JS, no network) and
    /// valid HTML5.
    /// - Parameters:
    ///   - report: the run.
    ///   - dir: the report directory (created if needed; files in it are replaced, and a link in
    ///     it is replaced, never followed).
    /// - Throws: `SnapshotError.file` when an artifact cannot be read or a file not written.
    public static func writeHTML(_ report: SuiteReport, to dir: String) throws(SnapshotError) {
        try writeHTML(report, to: dir) { (source) throws(SnapshotError) in
            do throws(FileError) { return try Files.read(source, limit: Limits.referenceFileSize) } catch {
                throw .file(error)
            }
        }
    }

    /// The name of the JSON report inside an HTML report's directory.
    public static let htmlReportJSON = "report.json"
    /// The directory of the artifacts' copies inside an HTML report's directory.
    public static let htmlReportImages = "images"

    /// ``writeHTML(_:to:)`` with the artifacts' bytes given by `read` (a merge reads them
    /// inside each shard's directory).
    static func writeHTML(
        _ report: SuiteReport, to dir: String, read: (String) throws(SnapshotError) -> [UInt8]
    ) throws(SnapshotError) {
        let target = OutputTarget.directory(dir)
        /// Copies `artifacts` into the report: the copies' paths, and the bytes of each.
        func copy(_ artifacts: Artifacts, of id: SnapshotID) throws(SnapshotError) -> (Artifacts, [String: [UInt8]]) {
            var bytes: [String: [UInt8]] = [:]
            func one(_ source: String, _ role: String) throws(SnapshotError) -> String {
                let copy = "\(htmlReportImages)/\(id.relativeStem)-\(role)\(id.fileExtension)"
                let content = try read(source)
                do { try target.write(content, to: copy) } catch { throw .file(error) }
                bytes[role] = content
                return copy
            }
            let copied = Artifacts(
                expected: try one(artifacts.expected, "expected"), actual: try one(artifacts.actual, "actual"),
                diff: try artifacts.diff.map { (diff) throws(SnapshotError) in try one(diff, "diff") })
            return (copied, bytes)
        }
        var sections: [String] = []
        var copies = report
        for (index, entry) in report.entries.enumerated() {
            var pictures: Pictures?
            switch entry.outcome {
            case .failed(let comparison, let artifacts):
                let (copied, bytes) = try copy(artifacts, of: entry.id)
                copies.entries[index].outcome = .failed(comparison, artifacts: copied)
                pictures = Pictures(artifacts: copied, expected: bytes["expected"] ?? [], actual: bytes["actual"] ?? [])
            case .transcriptChanged(let diff, let artifacts):
                copies.entries[index].outcome = .transcriptChanged(
                    diff: diff, artifacts: try copy(artifacts, of: entry.id).0)
            case .passed, .recorded, .missingReference, .unchanged:
                break
            }
            sections.append(section(entry, number: index + 1, pictures: pictures))
        }
        let page = document(report, sections: sections)
        do {
            try target.write(Array(json(copies).utf8), to: htmlReportJSON)
            try target.write(Array(page.utf8), to: "index.html")
        } catch {
            throw .file(error)
        }
    }

    /// A failed picture's copies in the report, and the bytes of the two the swipe compares.
    private struct Pictures {
        var artifacts: Artifacts
        var expected: [UInt8]
        var actual: [UInt8]
    }

    private static func document(_ report: SuiteReport, sections: [String]) -> String {
        let e = TextMedium.html.field
        let failing = report.exitCode != 0
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(e(report.name)): \(e(report.closingLine))</title>
            <link rel="icon" href="data:,">
            <style>
            \(HTMLPage.style)
            \(PictureCompare.style)
            </style>
            </head>
            <body>
            <header>
            <h1>\(e(report.name))</h1>
            <p class="summary \(failing ? "failing" : "passing")">\(e(report.closingLine))</p>
            <label><input type="checkbox" id="failures-only"\(failing ? " checked" : "")> Failures only</label>
            </header>
            <main>

            """
        html += sections.joined(separator: "\n")
        html += lists(report)
        html += """
            </main>
            <script>
            \(PictureCompare.script)
            \(HTMLPage.script)
            </script>
            </body>
            </html>

            """
        return html
    }

    private static func section(_ entry: SuiteReport.Entry, number: Int, pictures: Pictures?) -> String {
        let e = TextMedium.html.field
        let status = status(entry.outcome)
        let name = e(entry.id.relativePath)
        var html = "<section class=\"entry \(status)\" id=\"snapshot-\(number)\">\n"
        html += "<h2><span class=\"badge\">\(e(entry.label))</span>\(name)</h2>\n"
        if let message = entry.message { html += "<p class=\"message\">\(e(message))</p>\n" }
        if case .unchanged = entry.outcome { html += "<p class=\"message\">\(e(SnapshotMessages.unchangedNote))</p>\n" }
        if let diff = entry.transcriptDiff { html += transcriptDiff(diff, of: entry.id) }
        guard let pictures else { return html + "</section>\n" }
        let files: [(label: String, path: String?)] = [
            ("Expected", pictures.artifacts.expected), ("Actual", pictures.artifacts.actual),
            ("Diff", pictures.artifacts.diff),
        ]
        html += "<div class=\"images\">\n"
        for case (let label, let path?) in files {
            html +=
                "<figure><figcaption>\(label)</figcaption><a href=\"\(e(path))\" title=\"Full size\">"
                + "<img class=\"picture\" src=\"\(e(path))\" alt=\"\(label.lowercased()) image of \(name)\"></a></figure>\n"
        }
        html +=
            "<figure class=\"compare\"><figcaption>Swipe: expected | actual "
            + "<button class=\"zoom\" type=\"button\" title=\"Zoom to the pixels that changed\" disabled>Zoom</button>"
            + "</figcaption><div class=\"swipe\">"
            + "<img class=\"swipe-expected\" src=\"\(dataURL(pictures.expected))\" alt=\"expected\">"
            + "<img class=\"swipe-actual\" src=\"\(dataURL(pictures.actual))\" alt=\"actual\">"
            + "<div class=\"swipe-divider\"></div></div>"
            + "<input class=\"swipe-slider\" type=\"range\" min=\"0\" max=\"100\" value=\"50\" "
            + "aria-label=\"Swipe between expected and actual for \(name)\"></figure>\n"
        html += "</div>\n"
        html +=
            "<p class=\"probe\" aria-live=\"polite\">Point at a picture for the expected and actual colour of a pixel.</p>\n"
        return html + "</section>\n"
    }

    /// A PNG's bytes as a `data:` URL.
    private static func dataURL(_ png: [UInt8]) -> String {
        "data:image/png;base64," + Data(png).base64EncodedString()
    }

    /// A changed transcript's diff: one line per row, removed lines (`-`) and added lines (`+`)
    /// marked by class and colour, context lines plain.
    private static func transcriptDiff(_ diff: String, of id: SnapshotID) -> String {
        var html = "<pre class=\"diff\" aria-label=\"Transcript diff of \(TextMedium.html.field(id.relativePath))\">"
        for line in diff.split(separator: "\n") {
            let kind = line.hasPrefix("- ") ? "removed" : line.hasPrefix("+ ") ? "added" : "context"
            html += "<span class=\"\(kind)\">\(TextMedium.html.field(String(line)))</span>\n"
        }
        return html + "</pre>\n"
    }

    private static func lists(_ report: SuiteReport) -> String {
        let e = TextMedium.html.field
        var html = ""
        if !report.lints.isEmpty {
            html += "<section class=\"lists\"><h2>Lints</h2><ul>\n"
            for lint in report.lints {
                let subject = lint.id.map { "\(e($0.relativePath)): " } ?? ""
                html += "<li>\(lint.severity.rawValue): \(subject)\(e(lint.message))</li>\n"
            }
            html += "</ul></section>\n"
        }
        if !report.orphans.isEmpty {
            html += "<section class=\"lists\"><h2>Orphaned references</h2><ul>\n"
            for orphan in report.orphans { html += "<li>\(e(orphan))</li>\n" }
            html += "</ul></section>\n"
        }
        return html
    }
}
