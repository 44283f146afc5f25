import Foundation

/// The fenced code blocks of the DocC articles, and the regions of these tests that repeat them.
enum ArticleSource {
    /// The package's root directory, from this file's place in `Tests/DocumentationTests`.
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// The text of `path`, relative to the package root.
    static func text(_ path: String) throws -> String {
        try String(contentsOfFile: "\(root)/\(path)", encoding: .utf8)
    }

    /// The bodies of the code blocks fenced as ```` ```language ```` in the Markdown file at `path`,
    /// in order.
    static func blocks(_ language: String, in path: String) throws -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in try text(path).split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```\(language)" {
                current = []
            } else if current != nil, line == "```" {
                blocks.append(current!.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// The lines of the test file at `path` between `// BEGIN name` and `// END name`, with the
    /// indentation they share removed.
    static func region(_ name: String, in path: String) throws -> String {
        let lines = try text(path).split(separator: "\n", omittingEmptySubsequences: false)
        guard let begin = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "// BEGIN \(name)" }),
            let end = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "// END \(name)" }),
            begin < end
        else { return "" }
        let body = lines[(begin + 1)..<end]
        let indent =
            body.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return body.map { $0.count >= indent ? String($0.dropFirst(indent)) : "" }.joined(separator: "\n")
    }

    /// `code` split into its leading `import` lines and the rest (without the blank line between).
    static func splitImports(_ code: String) -> (imports: [String], body: String) {
        var lines = code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var imports: [String] = []
        while let first = lines.first, first.hasPrefix("import ") {
            imports.append(first)
            lines.removeFirst()
        }
        while lines.first == "" { lines.removeFirst() }
        return (imports, lines.joined(separator: "\n"))
    }
}
