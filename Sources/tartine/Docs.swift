import ArgumentParser
import ToastRender
import ToastScript

/// `tartine docs`: writes the theme reference generated from the schema.
struct Docs: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "docs",
        abstract: "Write the theme reference (docs/themes.md) from the schema.", discussion: ExitStatus.contract)

    @Option(name: .shortAndLong, help: "Where to write.") var output = OutputFile("docs/themes.md")

    func run() throws {
        try writeOutput(Array(ReferenceDocs.markdown().utf8), to: output)
        say("wrote \(output.path)")
    }
}
