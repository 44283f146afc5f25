import Foundation
import Testing

/// The shape issue 23 gave the package, checked in its sources: a scene becomes pixels in one
/// place (the scene pipeline), and what must be written once is written once.
@Suite struct ArchitectureRulesTests {
    /// Every Swift file under `Sources` and `Fuzz`, by path relative to the root, with its text.
    static let files: [(path: String, text: String)] = {
        var found: [(String, String)] = []
        for top in ["Sources", "Fuzz"] {
            let base = URL(fileURLWithPath: root).appendingPathComponent(top)
            guard let walk = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walk where url.pathExtension == "swift" {
                let relative = String(url.path.dropFirst(root.count + 1))
                found.append((relative, (try? String(contentsOf: url, encoding: .utf8)) ?? ""))
            }
        }
        return found.sorted { $0.0 < $1.0 }
    }()

    /// The files that contain `needle`, with the count in each.
    static func occurrences(of needle: String) -> [String: Int] {
        var counts: [String: Int] = [:]
        for file in files {
            let count = file.text.components(separatedBy: needle).count - 1
            if count > 0 { counts[file.path] = count }
        }
        return counts
    }

    @Test("only ToastRender makes a FrameRenderer: everything else asks the scene pipeline")
    func framesAreDrawnInOnePlace() {
        #expect(Self.files.count > 100)
        let outside = Self.occurrences(of: "FrameRenderer(").keys.filter { !$0.hasPrefix("Sources/ToastRender/") }
        #expect(outside.sorted() == [])
    }

    @Test("the CLI, the preview, the snapshot targets and the fuzz harnesses lay out no timeline")
    func noTimelineOutsideThePipeline() {
        let hosts = ["Sources/tartine/", "Sources/ToastPreview/", "Sources/ToastSnapshot", "Fuzz/"]
        let outside = Self.occurrences(of: "Timeline(").keys.filter { path in hosts.contains { path.hasPrefix($0) } }
        #expect(outside.sorted() == [])
    }

    @Test("the theme hash's manifest key and the settled moment are each written once")
    func writtenOnce() {
        #expect(Self.occurrences(of: "\"theme-hash\"") == ["Sources/ToastPNG/PictureManifest.swift": 1])
        #expect(Self.occurrences(of: "enter.duration + 0.05") == ["Sources/ToastCore/Scene/SceneRun.swift": 1])
    }

    /// The occurrences of `pattern` outside doc comments and comments (an example in a comment
    /// is no construction).
    static func constructions(of pattern: String) -> [String: Int] {
        var counts: [String: Int] = [:]
        for file in files {
            let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false).filter {
                !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//")
            }
            let count = lines.reduce(0) { $0 + $1.components(separatedBy: pattern).count - 1 }
            if count > 0 { counts[file.path] = count }
        }
        return counts
    }

    @Test(
        "one run for every host: one construction site each for the run, the pipeline and the context, and no plugin binding"
    )
    func oneRunForEveryHost() {
        // Every host of a loaded theme makes its run in LoadedTheme.makeRun; ToastRun makes the
        // pipeline, and the setting the context (issue 37).
        #expect(Self.constructions(of: "ToastRun(") == ["Sources/ToastScript/Theme/LoadedTheme+Run.swift": 1])
        #expect(Self.constructions(of: "ToastPipeline(") == ["Sources/ToastCore/Run/ToastRun.swift": 1])
        #expect(Self.constructions(of: "ResolutionContext(") == ["Sources/ToastCore/Scene/SceneRun.swift": 1])
        #expect(Self.constructions(of: "RunResolver(") == ["Sources/ToastCore/Run/ToastRun.swift": 1])
        // Plugins read the run through their calls' views: nothing is bound to them beside it.
        #expect(Self.constructions(of: ".bind(theme") == [:])
        #expect(Self.constructions(of: "kindResolver") == [:])
    }

    @Test("the snapshot store and the testing adapters link no Lua")
    func snapshotTestingWithoutLua() {
        let lua = ["import ToastScript", "import CLua", "import CLuaSandbox", "import ToastSnapshotSuite"]
        let adapters = ["Sources/ToastSnapshot/", "Sources/ToastSnapshotTesting/", "Sources/ToastSnapshotStrategy/"]
        let linking = Self.files.filter { file in
            adapters.contains { file.path.hasPrefix($0) } && lua.contains { file.text.contains($0) }
        }
        #expect(linking.map(\.path) == [])
        let package = (try? String(contentsOfFile: "\(root)/Package.swift", encoding: .utf8)) ?? ""
        #expect(
            package.contains(
                #"name: "ToastSnapshot", dependencies: ["ToastFiles", "ToastPNG", "ToastRender", "ToastCore", "ToastText"])"#
            ))
    }

    @Test("every output goes through a medium's writer and an output target: no direct write (issue 38, items 8 and 9)")
    func noDirectWrites() {
        // Standard output and error: only the file layer's calls, and the CLI's Output.swift,
        // whose printError, say and sayDocument write through the terminal's writer.
        let sinks = [
            "print(", "debugPrint(", "dump(", "FileHandle", "fputs(", "fwrite(", "puts(", "putchar(", "STDOUT_FILENO",
            "STDERR_FILENO", "writeStandardError(", "exit(withError:",
        ]
        let allowed = ["Sources/ToastFiles/", "Sources/tartine/Output.swift", "Sources/TartineBench/", "Fuzz/Driver/"]
        for sink in sinks {
            // A call, not the end of a longer name (`Fingerprint(`, `outputs(`).
            let call = try! Regex(#"(^|[^\w.])"# + NSRegularExpression.escapedPattern(for: sink))
            let outside = Self.files.filter { file in
                !allowed.contains { file.path.hasPrefix($0) }
                    && file.text.split(separator: "\n").contains { line in
                        !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") && line.contains(call)
                    }
            }
            #expect(outside.map(\.path) == [], "\(sink)")
        }
        // Files: an output is opened by OutputTarget alone (the caches and the confined
        // references keep their own calls, below the file layer's rules).
        let fileWrites = ["Files.writeOutput(", "Files.writeAtomically(", "replacingLinks: true"]
        let writers = [
            "Sources/ToastFiles/", "Sources/ToastRender/Background/BackgroundCache.swift",
            "Sources/ToastRender/Fonts/FontHashCache.swift", "Sources/ToastRender/IO/WriteAtomically.swift",
            "Sources/TartineBench/", "Fuzz/Harnesses/", "Sources/tartine/Output.swift",
        ]
        for call in fileWrites {
            let outside = Self.constructions(of: call).keys.filter { path in !writers.contains { path.hasPrefix($0) } }
            #expect(outside.sorted() == [], "\(call)")
        }
        // One escaper per medium: the old ones are gone, and no other file spells an entity
        // for its output.
        #expect(Self.constructions(of: "TerminalText") == [:])
        #expect(Self.constructions(of: "Escaping.") == [:])
        let entities = Self.constructions(of: "\"&amp;\"").keys.sorted()
        #expect(entities == ["Sources/ToastCore/Markup/MarkupParser.swift", "Sources/ToastText/TextMedium.swift"])
        // Every option that names an output is an OutputFile or an OutputDirectory, which
        // checkOutputs finds: none is a plain path.
        let plain = Self.files.filter { $0.path.hasPrefix("Sources/tartine/") }.flatMap { file in
            file.text.matches(
                of:
                    #/@Option\([^@]*?help: "(Write|Where to write|Output directory|Directory to write|Animated PNG|Filmstrip PNG|Text file to write|The PNG to write)[^@]*?\)\s*var \w+(: String| = ")/#
            )
            .map { "\(file.path): \($0.output.0.suffix(60))" }
        }
        #expect(plain == [])
    }
}
