import Testing
import ToastCore
@testable import ToastScript

/// The theme reference's colours section (docs/themes.md, "Colours"): every system colour name
/// with the light and dark values of `SystemColor`'s table, and examples that parse.
@Suite("Theme reference: colours")
struct ColorReferenceTests {
    /// The lines of the reference from the heading `from` to the next `## ` heading.
    func section(_ from: String) throws -> [Substring] {
        let lines = ReferenceDocs.markdown().split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(lines.firstIndex { $0 == from })
        let rest = lines[(start + 1)...]
        return Array(rest.prefix { !$0.hasPrefix("## ") })
    }

    @Test("every system colour has one row with its light, dark and increased-contrast values, and no other name does")
    func systemColors() throws {
        let rows = try section("### System colours").filter { $0.hasPrefix("| `") }
        #expect(rows.count == SystemColor.allCases.count)
        for system in SystemColor.allCases {
            let color = system.color
            let row = "| `\(system.rawValue)` | `\(color.light.hexString)` | `\(color.dark.hexString)` | "
            #expect(rows.contains { $0.hasPrefix(row) }, "no row \(row)")
        }
        #expect(rows.contains("| `secondaryLabel` | `#3C3C4399` | `#EBEBF599` | same | same |"))
        #expect(rows.contains("| `systemRed` | `#FF3B30FF` | `#FF453AFF` | `#D70015FF` | `#FF6961FF` |"))
    }

    @Test("every colour string the forms table shows parses, light-dark() and @alpha among them")
    func examplesParse() throws {
        let rows = try section("## Colours").prefix { !$0.hasPrefix("### ") }.filter { $0.hasPrefix("| ") }
        var parsed = 0
        for row in rows.dropFirst() {  // after the header
            let example = row.split(separator: "|")[1]
            for piece in example.split(separator: "`").enumerated() where piece.offset % 2 == 1 {
                let text = piece.element
                guard text.hasPrefix("\""), text.hasSuffix("\"") else { continue }
                #expect(throws: Never.self) { try Color(parsing: String(text.dropFirst().dropLast())) }
                parsed += 1
            }
        }
        #expect(parsed >= 11)
        #expect(rows.contains { $0.contains("`light-dark(light, dark)`") })
    }
}
