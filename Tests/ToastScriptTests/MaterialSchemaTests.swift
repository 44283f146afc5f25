import Testing
import ToastCore
@testable import ToastScript

@Suite("Material")
struct MaterialSchemaTests {
    /// Loads a theme whose style sets `material = <value>`.
    private func material(_ value: String) throws -> Material? {
        let dir = try temporaryDirectory([
            "theme.lua": """
            return toast.theme { name = "m", style = { material = \(value) }, kinds = { saved = { message = "Saved" } } }
            """
        ])
        return try ThemeLoader().load("\(dir)/theme.lua").theme.style.material
    }

    @Test("material = true is the default material, as the reference documents")
    func trueIsTheDefault() throws {
        #expect(try material("true") == Material())
    }

    @Test("material = false is none, and a table sets its own values over the default's")
    func falseAndTable() throws {
        #expect(try material("false") == nil)
        #expect(try material("{ radius = 12 }") == Material(radius: 12))
    }
}
