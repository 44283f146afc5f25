import ToastFiles
import ToastText

extension ReportWriter {
    /// Writes a static HTML report: `dir/index.html` and, under `dir/images/`, copies of each
    /// failure's expected, actual and diff images. Each failure shows the three side by side and a
    /// slider that wipes between expected and actual; a changed transcript shows its line diff
    /// (removed lines red, added green); a "Failures only" checkbox hides the passes.
    /// The page is self-contained (inline CSS and JS, no network) and valid HTML5.
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

    /// ``writeHTML(_:to:)`` with the artifacts' bytes given by `read` (a merge reads them
    /// inside each shard's directory).
    static func writeHTML(
        _ report: SuiteReport, to dir: String, read: (String) throws(SnapshotError) -> [UInt8]
    ) throws(SnapshotError) {
        var sections: [String] = []
        for (index, entry) in report.entries.enumerated() {
            var images: [(label: String, path: String)] = []
            if case .failed(_, let artifacts) = entry.outcome {
                let stem = "images/" + entry.id.relativeStem
                let sources: [(String, String?)] = [
                    ("expected", artifacts.expected), ("actual", artifacts.actual), ("diff", artifacts.diff),
                ]
                for case (let label, let source?) in sources {
                    let target = "\(stem)-\(label).png"
                    let bytes = try read(source)
                    do { try OutputTarget.directory(dir).write(bytes, to: target) } catch { throw .file(error) }
                    images.append((label, target))
                }
            }
            sections.append(section(entry, number: index + 1, images: images))
        }
        let page = document(report, sections: sections)
        do { try OutputTarget.directory(dir).write(Array(page.utf8), to: "index.html") } catch {
            throw .file(error)
        }
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
            \(HTMLPage.script)
            </script>
            </body>
            </html>

            """
        return html
    }

    private static func section(_ entry: SuiteReport.Entry, number: Int, images: [(label: String, path: String)])
        -> String
    {
        let e = TextMedium.html.field
        let status = status(entry.outcome)
        var html = "<section class=\"entry \(status)\" id=\"snapshot-\(number)\">\n"
        html += "<h2><span class=\"badge\">\(e(entry.label))</span>\(e(entry.id.relativePath))</h2>\n"
        if let message = entry.message { html += "<p class=\"message\">\(e(message))</p>\n" }
        if case .unchanged = entry.outcome { html += "<p class=\"message\">\(e(SnapshotMessages.unchangedNote))</p>\n" }
        if let diff = entry.transcriptDiff { html += transcriptDiff(diff, of: entry.id) }
        guard !images.isEmpty else { return html + "</section>\n" }
        html += "<div class=\"images\">\n"
        for image in images {
            html +=
                "<figure><figcaption>\(image.label.prefix(1).uppercased() + image.label.dropFirst())</figcaption>"
                + "<a href=\"\(e(image.path))\" title=\"Full size\"><img src=\"\(e(image.path))\" "
                + "alt=\"\(image.label) image of \(e(entry.id.relativePath))\"></a></figure>\n"
        }
        if let expected = images.first(where: { $0.label == "expected" }),
            let actual = images.first(where: { $0.label == "actual" })
        {
            html +=
                "<figure><figcaption>Actual (left of the line) over expected</figcaption>"
                + "<div class=\"slider\"><div class=\"stack\"><img class=\"under\" src=\"\(e(expected.path))\" alt=\"expected\">"
                + "<img class=\"over\" src=\"\(e(actual.path))\" alt=\"actual\"></div>"
                + "<input type=\"range\" min=\"0\" max=\"100\" value=\"50\" "
                + "aria-label=\"Wipe between actual and expected for \(e(entry.id.relativePath))\"></div></figure>\n"
        }
        return html + "</div>\n</section>\n"
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
