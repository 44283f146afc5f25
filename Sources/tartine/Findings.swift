import ArgumentParser
import ToastCore
import ToastFiles
import ToastScript
import ToastSnapshot
import ToastText

/// What `check` and `snapshot` found, as CI reads it: for people (the lines they print on
/// standard error), as GitHub Actions workflow annotations, or as one SARIF 2.1.0 log, so that
/// each finding appears on the line of the pull request it is about.
enum FindingsFormat: String, CaseIterable, ExpressibleByArgument {
    /// The lines on standard error only (the default).
    case text
    /// Also one `::error file=…,line=…::…` or `::warning …` line per finding on standard output.
    case github
    /// One SARIF 2.1.0 log on standard output, written once every file was read; the lines for
    /// people stay on standard error.
    case sarif

    static let help = ArgumentHelp(
        "How findings are also written on standard output: text (none), github (workflow annotations) or sarif (a SARIF 2.1.0 log)."
    )
}

/// One problem a command found, where it is and how bad.
struct Finding: Sendable, Hashable {
    /// An error fails the command; a warning fails it only under `--strict`.
    var isError: Bool
    /// The file it is in, as the user named it; nil for the run as a whole.
    var file: String?
    /// The line in `file`, when known.
    var line: Int?
    /// The key or the case it is about (`kinds.saved.background`, a snapshot's name); may be empty.
    var subject: String
    /// What is wrong.
    var message: String
    /// What found it: `check` or `lint`, SARIF's rule.
    var rule: String

    /// What is wrong, after what it is about: the text of an annotation and of a SARIF result.
    var text: String { subject.isEmpty ? message : "\(subject): \(message)" }
}

extension Finding {
    /// A load's diagnostic.
    init(_ diagnostic: Diagnostic) {
        self.init(
            isError: diagnostic.severity == .error, file: diagnostic.file, line: diagnostic.line,
            subject: diagnostic.path.isRoot ? "" : "\(diagnostic.path)", message: diagnostic.message, rule: "check")
    }

    /// A snapshot run's lint, about a case of `manifest` (the manifest's file: a frame has no
    /// line of its own) or the run.
    init(lint: SuiteReport.Lint, manifest: String) {
        self.init(
            isError: lint.severity == .error, file: manifest, line: nil, subject: lint.id.map { "\($0)" } ?? "",
            message: lint.message, rule: "lint")
    }

    /// The workflow command, every field through its writer.
    var githubAnnotation: String {
        var properties: [String] = []
        if let file { properties.append("file=" + TextMedium.githubProperty.field(Finding.relative(file))) }
        if let line { properties.append("line=\(line)") }
        if !subject.isEmpty { properties.append("title=" + TextMedium.githubProperty.field(subject)) }
        let command = isError ? "error" : "warning"
        let head = properties.isEmpty ? "::\(command)" : "::\(command) " + properties.joined(separator: ",")
        return head + "::" + TextMedium.githubMessage.field(text)
    }

    /// `path` relative to the current directory when it is inside it (how CI names a
    /// repository's files), else as given.
    static func relative(_ path: String) -> String {
        guard path.hasPrefix("/"), let here = try? Paths.currentDirectory() else {
            return path.hasPrefix("./") ? String(path.dropFirst(2)) : path
        }
        let prefix = here.hasSuffix("/") ? here : here + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// A SARIF artifact location's URI: a relative path with each byte outside RFC 3986's
    /// unreserved set and `/` percent-encoded, or a `file://` URI for a path outside the
    /// current directory.
    static func uri(_ path: String) -> String {
        let relative = relative(path)
        var out = relative.hasPrefix("/") ? "file://" : ""
        for byte in relative.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (byte < 16 ? "0" : "") + hex
            }
        }
        return out
    }

    /// One SARIF 2.1.0 log of `findings` by the tool `tartine`.
    static func sarif(_ findings: [Finding]) -> String {
        let rules = Array(Set(findings.map(\.rule))).sorted()
        let results: [JSONValue] = findings.map { finding in
            var location: [(String, JSONValue)] = []
            if let file = finding.file {
                var physical: [(String, JSONValue)] = [("artifactLocation", .object([("uri", .string(uri(file)))]))]
                if let line = finding.line { physical.append(("region", .object([("startLine", .int(line))]))) }
                location = [("physicalLocation", .object(physical))]
            }
            var members: [(String, JSONValue)] = [
                ("ruleId", .string(finding.rule)), ("level", .string(finding.isError ? "error" : "warning")),
                ("message", .object([("text", .string(finding.text))])),
            ]
            if !location.isEmpty { members.append(("locations", .array([.object(location)]))) }
            return .object(members)
        }
        let driver: JSONValue = .object([
            ("name", .string("tartine")), ("version", .string(TartineVersion.string)),
            (
                "rules",
                .array(
                    rules.map {
                        .object([("id", .string($0)), ("shortDescription", .object([("text", .string(ruleText($0)))]))])
                    })
            ),
        ])
        let log: JSONValue = .object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")), ("version", .string("2.1.0")),
            ("runs", .array([.object([("tool", .object([("driver", driver)])), ("results", .array(results))])])),
        ])
        return log.rendered()
    }

    /// What each rule checks, for SARIF's rule descriptions.
    static func ruleText(_ rule: String) -> String {
        switch rule {
        case "check": "A theme, scenario, manifest or plugin file that does not load, or loads with a warning."
        case "lint": "A snapshot case drawn with a problem: contrast, hit targets, truncation, a plugin's failure."
        default: rule
        }
    }

    /// Writes `findings` on standard output in `format` (text writes nothing there).
    static func write(_ findings: [Finding], as format: FindingsFormat) {
        switch format {
        case .text: break
        case .github: for finding in findings { say(finding.githubAnnotation) }
        case .sarif: sayDocument(sarif(findings) + "\n")
        }
    }
}
