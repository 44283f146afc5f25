import ToastCore

extension ReportWriter {
    /// The report as JUnit XML, for CI test tabs: one `<testsuite>` per theme, one `<testcase>`
    /// per snapshot (`classname` theme.group, `name` the file name without `.png`), a `<failure>`
    /// with the message for every snapshot that did not pass (`type` different, sizeMismatch,
    /// transcriptChanged with the diff in its text, recorded or missingReference), and a `lints` suite when there are lints (errors as
    /// failures). Times in seconds with three decimals; all text escaped.
    public static func junitXML(_ report: SuiteReport) -> String {
        var themes: [String] = []
        var byTheme: [String: [SuiteReport.Entry]] = [:]
        for entry in report.entries {
            if byTheme[entry.id.theme] == nil { themes.append(entry.id.theme) }
            byTheme[entry.id.theme, default: []].append(entry)
        }
        let total = report.entries.reduce(0) { $0 + $1.duration }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml +=
            "<testsuites name=\"\(TextMedium.xml.field(report.name))\" tests=\"\(report.entries.count + report.lints.count)\" "
            + "failures=\"\(report.notPassingCount)\" errors=\"0\" time=\"\(NumberText.fixed(total, digits: 3))\">\n"
        for theme in themes {
            let entries = byTheme[theme] ?? []
            let failures = entries.count { !$0.outcome.isPassing }
            let time = entries.reduce(0) { $0 + $1.duration }
            xml +=
                "  <testsuite name=\"\(TextMedium.xml.field(theme))\" tests=\"\(entries.count)\" failures=\"\(failures)\" "
                + "errors=\"0\" skipped=\"0\" time=\"\(NumberText.fixed(time, digits: 3))\">\n"
            for entry in entries { xml += testcase(entry) }
            xml += "  </testsuite>\n"
        }
        if !report.lints.isEmpty { xml += lintSuite(report.lints) }
        xml += "</testsuites>\n"
        return xml
    }

    private static func testcase(_ entry: SuiteReport.Entry) -> String {
        let name = String(entry.id.relativePath.split(separator: "/").last?.dropLast(4) ?? "")
        let open =
            "    <testcase classname=\"\(TextMedium.xml.field(entry.id.theme + "." + entry.id.group))\" "
            + "name=\"\(TextMedium.xml.field(name))\" file=\"\(TextMedium.xml.field(entry.id.relativePath))\" "
            + "time=\"\(NumberText.fixed(entry.duration, digits: 3))\""
        if case .unchanged = entry.outcome {
            // A pass that was not drawn says so, as a property and in its output.
            return open + ">\n"
                + "      <properties><property name=\"tartine.status\" value=\"unchanged\"/></properties>\n"
                + "      <system-out>unchanged: \(TextMedium.xml.field(SnapshotMessages.unchangedNote))</system-out>\n"
                + "    </testcase>\n"
        }
        guard let message = entry.message else { return open + "/>\n" }
        // The message, then the diff's lines: each a field of its own, so none adds a line.
        let lines = [message] + (entry.transcriptDiff?.split(separator: "\n").map(String.init) ?? [])
        let body = lines.map(TextMedium.xml.field).joined(separator: "\n")
        guard let type = failureType(entry.outcome) else {
            // A pass that is not identical says so: similar, or drifted.
            return open
                + ">\n      <system-out>\(entry.label): \(TextMedium.xml.field(message))</system-out>\n    </testcase>\n"
        }
        return open + ">\n"
            + "      <failure type=\"\(type)\" message=\"\(TextMedium.xml.field(message))\">\(body)</failure>\n"
            + "    </testcase>\n"
    }

    private static func lintSuite(_ lints: [SuiteReport.Lint]) -> String {
        let errors = lints.count { $0.severity == .error }
        var xml =
            "  <testsuite name=\"lints\" tests=\"\(lints.count)\" failures=\"\(errors)\" errors=\"0\" "
            + "skipped=\"0\" time=\"0.000\">\n"
        for lint in lints {
            let subject = lint.id?.relativePath ?? "run"
            xml += "    <testcase classname=\"lint\" name=\"\(TextMedium.xml.field(subject))\" time=\"0.000\">\n"
            switch lint.severity {
            case .error:
                xml +=
                    "      <failure type=\"lint\" message=\"\(TextMedium.xml.field(lint.message))\">"
                    + "\(TextMedium.xml.field(lint.message))</failure>\n"
            case .warning, .note:
                xml +=
                    "      <system-out>\(lint.severity.rawValue): \(TextMedium.xml.field(lint.message))</system-out>\n"
            }
            xml += "    </testcase>\n"
        }
        return xml + "  </testsuite>\n"
    }

    /// The `type` of a JUnit failure, or `nil` for a pass.
    static func failureType(_ outcome: SnapshotOutcome) -> String? {
        switch outcome {
        case .passed, .unchanged: nil
        case .failed(let comparison, _):
            if case .sizeMismatch = comparison.verdict { "sizeMismatch" } else { "different" }
        case .transcriptChanged: "transcriptChanged"
        case .recorded: "recorded"
        case .missingReference: "missingReference"
        }
    }
}
