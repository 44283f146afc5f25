import Foundation
import Testing

@testable import ToastRender

/// dist/runtime-packages, the one list of what a released `tartine` needs installed, names the
/// package of every pinned font (the libraries: CIDocCLITests, from the binary).
@Suite struct RuntimePackagesTests {
    @Test("every pinned font's package is in dist/runtime-packages")
    func pinnedFonts() throws {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        let text = try String(contentsOf: url.appendingPathComponent("dist/runtime-packages"), encoding: .utf8)
        let listed = Set(
            text.split(separator: "\n").map { $0.prefix { $0 != "#" }.trimmingCharacters(in: .whitespaces) })
        let packages = Set(PinnedFonts.files.map(\.package))
        #expect(packages.count >= 4)
        #expect(packages.subtracting(listed).isEmpty, "not in dist/runtime-packages: \(packages.subtracting(listed))")
    }
}
