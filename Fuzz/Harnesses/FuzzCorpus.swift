import ToastFiles

/// The committed inputs of each harness: `Fuzz/Corpus/<harness>/` (seeds, and what fuzzing
/// found worth keeping) and `Fuzz/Regressions/<harness>/` (every input that once crashed).
public enum FuzzCorpus {
    /// The largest input kept or replayed.
    public static let maximumBytes = 1 << 20

    /// `tartine-fuzz` called without a harness it knows.
    public struct Usage: Error, CustomStringConvertible {
        /// Creates the error.
        public init() {}
        /// The usage line with the harnesses' names.
        public var description: String {
            "usage: tartine-fuzz HARNESS FILE… or tartine-fuzz --theme FILE (harnesses: \(FuzzHarness.all.map(\.name).joined(separator: ", ")))"
        }
    }

    /// The theme the `theme-values` harness writes from `bytes`.
    public static func generatedTheme(from bytes: [UInt8]) -> String { ThemeHarness.generator.theme(from: bytes) }

    /// The bytes of one input file.
    public static func read(_ path: String) throws(FileError) -> [UInt8] {
        try Files.read(path, limit: maximumBytes)
    }

    /// The harnesses that have a corpus directory under `root` (the `Fuzz` directory), sorted:
    /// `scripts/fuzz` runs these.
    public static func corpusNames(root: String) throws(FileError) -> [String] {
        try Files.entries(of: Paths.join(root, "Corpus")).filter { $0.kind == .directory }.map(\.name).sorted()
    }

    /// The project's own Lua files that seed a harness besides its corpus (directories of the
    /// package, read only): the bundled themes, plugins and scenarios, never copied.
    public static let projectSeeds: [String: [String]] = [
        "theme": ["themes"], "lua-source": ["themes", "plugins", "scenarios"],
    ]

    /// The input files of `harness` under `root` (the `Fuzz` directory): its corpus, its
    /// regressions and its project seeds (`.lua` files), by path, sorted.
    public static func files(of harness: String, root: String) throws(FileError) -> [String] {
        var files: [String] = []
        for directory in projectSeeds[harness] ?? [] {
            let path = Paths.join(Paths.directory(of: root), directory)
            for entry in try Files.entries(of: path) where entry.kind == .regular && entry.name.hasSuffix(".lua") {
                files.append(Paths.join(path, entry.name))
            }
        }
        for kind in ["Corpus", "Regressions"] {
            let directory = Paths.join(Paths.join(root, kind), harness)
            guard try Files.exists(directory) else { continue }
            for entry in try Files.entries(of: directory) where !entry.name.hasPrefix(".") {
                files.append(Paths.join(directory, entry.name))
            }
        }
        return files.sorted()
    }
}
