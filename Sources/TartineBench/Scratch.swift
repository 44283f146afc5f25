import ToastFiles

/// Scratch files for benchmarks, through the file layer.
enum Scratch {
    /// A fresh directory `/tmp/tartine-bench-<name>-<pid>`.
    /// - Throws: ``FileError`` when it cannot be made.
    static func directory(_ name: String) throws -> String {
        let path = "/tmp/tartine-bench-\(name)-\(CurrentProcess.id)"
        try Files.removeTree(path)
        try Files.makeDirectories(path)
        return path
    }

    /// Removes `path` and everything under it, printing why not when it cannot (a benchmark's
    /// figure stands even when its scratch files cannot be removed).
    static func remove(_ path: String) {
        do { try Files.removeTree(path) } catch { print("cannot remove \(path): \(error)") }
    }

    /// Writes `bytes` to `path` atomically.
    static func write(_ bytes: [UInt8], to path: String) throws {
        try Files.writeAtomically(bytes, to: path)
    }

    /// Writes `text` to `path` atomically.
    static func write(_ text: String, to path: String) throws {
        try Files.writeAtomically(Array(text.utf8), to: path)
    }

    /// The text of `path` (at most 4 MiB).
    static func read(_ path: String) throws -> String {
        try Files.readText(path, limit: 4 << 20)
    }

    /// Whether `path` is an executable file (`access(X_OK)`).
    static func isExecutable(_ path: String) -> Bool {
        Files.isExecutable(path)
    }
}

/// A benchmark that cannot run: what is missing, and how to get it.
struct BenchmarkUnavailable: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
