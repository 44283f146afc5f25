import Foundation
import Testing

/// Issue 38, item 8, on the command line: what a user or a program passes as arguments is
/// written back through the terminal's writer, one message on one line, whoever words it
/// (Tartine or ArgumentParser's usage errors).
@Suite("the command line is echoed through the terminal's writer")
struct TerminalWriterCLITests {
    static let hostile = "1\u{1B}[2J\u{7}\u{202E}\nstats: disabled after repeated failures"

    /// Whether `text` holds a control character (but the line feeds between lines) or a
    /// bidirectional control raw.
    static func showsRaw(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            scalar != "\n" && (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x202E)
        }
    }

    @Test(
        "a hostile operand or option is one escaped line of a usage error",
        arguments: [
            ["notifyctl", "close", hostile], ["notifyctl", "action", hostile, "key"],
            ["check", "x.lua", "--\(hostile)"],
            ["check", "--memory", hostile],
        ])
    func usageErrors(arguments: [String]) throws {
        let run = try tartine(arguments)
        #expect(run.status == 64, "\(run.err)")
        #expect(!Self.showsRaw(run.err + run.out), "\(run.err)")
        let forged = run.err.split(separator: "\n").contains { $0.hasPrefix("stats:") }
        #expect(!forged, "\(run.err)")
        #expect(run.err.contains("\\u{1B}[2J\\u{7}\\u{202E}\\nstats: disabled"), "\(run.err)")
    }

    @Test("the lines ArgumentParser makes stay lines around the escaped operand")
    func usageKeepsItsLines() throws {
        let run = try tartine(["notifyctl", Self.hostile])
        #expect(run.status == 64)
        let lines = run.err.split(separator: "\n")
        #expect(lines.first?.hasPrefix("Error: The value '1\\u{1B}[2J") == true, "\(run.err)")
        #expect(lines.contains("  - close-all"), "\(run.err)")
        #expect(!lines.contains { $0.hasPrefix("stats:") }, "\(run.err)")
    }
}
