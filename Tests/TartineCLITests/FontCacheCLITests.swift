import Foundation
import Testing
import ToastPNG

/// `tartine render` with the font hash cache cold, warm, and unusable: the same bytes each time.
@Suite("tartine render and the font hash cache", .serialized)
struct FontCacheCLITests {
    private let arguments = ["render", "themes/diary.lua", "--kind", "saved", "--scale", "1"]

    private func render(_ output: String, environment: [String: String]) throws -> [UInt8] {
        let run = try tartine(arguments + ["-o", output], environment: environment)
        #expect(run.status == 0, "\(run.err)")
        #expect(run.err.isEmpty)
        return try [UInt8](Data(contentsOf: URL(fileURLWithPath: output)))
    }

    @Test("cold, warm, unwritable and absent caches give byte-identical PNGs")
    func sameBytesWhateverTheCache() throws {
        try withScratch { dir in
            let cache = ["XDG_CACHE_HOME": "\(dir)/cache"]
            let cold = try render("\(dir)/cold.png", environment: cache)
            let entries = try String(contentsOfFile: "\(dir)/cache/tartine/font-hashes-v1", encoding: .utf8)
            #expect(entries.split(separator: "\n").count == 23)
            let warm = try render("\(dir)/warm.png", environment: cache)
            try "x".write(toFile: "\(dir)/file", atomically: false, encoding: .utf8)
            let unwritable = try render("\(dir)/unwritable.png", environment: ["XDG_CACHE_HOME": "\(dir)/file/cache"])
            let homeless = try render("\(dir)/homeless.png", environment: ["XDG_CACHE_HOME": "", "HOME": ""])
            #expect(cold == warm && cold == unwritable && cold == homeless)
            let manifest = try #require(PNGManifest.read(from: cold))
            #expect(manifest.keys.filter { $0.hasPrefix("font.") }.count == 23)
            #expect(manifest.filter { $0.key.hasPrefix("font.") }.values.allSatisfy { $0.count == 64 })
        }
    }
}
