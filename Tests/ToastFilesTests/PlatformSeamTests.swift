import Foundation
import Testing

/// The platform seam, checked on the sources themselves: only the file layer imports the
/// platform's C library, and each of its imports has every branch.
@Suite("The platform seam")
struct PlatformSeamTests {
    /// The repository's `Sources` and `Fuzz` directories, from this file's path.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Every Swift file under `directory`, relative to the repository.
    static func swiftFiles(under directory: String) throws -> [String] {
        let base = root.appendingPathComponent(directory).path
        let enumerator = try #require(FileManager.default.enumerator(atPath: base))
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.map { "\(directory)/\($0)" }
            .sorted()
    }

    /// The lines of `file` that import a platform module.
    static func platformImports(_ file: String) throws -> [String] {
        let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
        return text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
            ["import Glibc", "import Musl", "import Darwin"].contains($0)
        }
    }

    @Test("no target but ToastFiles imports Glibc, Musl or Darwin")
    func onlyTheFileLayerImportsThePlatform() throws {
        let files = try Self.swiftFiles(under: "Sources") + Self.swiftFiles(under: "Fuzz")
        #expect(files.count > 100)
        var offenders: [String] = []
        for file in files where !file.hasPrefix("Sources/ToastFiles/") {
            if try !Self.platformImports(file).isEmpty { offenders.append(file) }
        }
        #expect(offenders == [])
    }

    @Test("every ToastFiles file that imports the platform has its Glibc and its Darwin branch")
    func eachImportHasItsDarwinBranch() throws {
        let files = try Self.swiftFiles(under: "Sources/ToastFiles")
        #expect(files.count > 10)
        for file in files {
            let imports = try Self.platformImports(file)
            guard !imports.isEmpty else { continue }
            #expect(imports.contains("import Glibc") && imports.contains("import Darwin"), "\(file): \(imports)")
        }
    }
}
