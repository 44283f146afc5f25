import Foundation
import Synchronization
@testable import ToastScript

/// The repository's root, from this file's path.
let repositoryRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path
}()

/// The temporary directories made by this test target, removed when the test process exits
/// (a test may hand its directory's paths to code that outlives its last use of the path).
private let madeDirectories: Mutex<[String]> = {
    atexit {
        for dir in madeDirectories.withLock({ $0 }) { try? FileManager.default.removeItem(atPath: dir) }
    }
    return Mutex([])
}()

/// A fresh temporary directory with `files` (name → content) written into it; removed when the
/// test process exits.
func temporaryDirectory(_ files: [String: String]) throws -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tartine-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    madeDirectories.withLock { $0.append(dir) }
    for (name, content) in files {
        let path = "\(dir)/\(name)"
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try content.write(toFile: path, atomically: false, encoding: .utf8)
    }
    return dir
}

/// Loads `source` as `theme.lua` in a temporary directory; returns the diagnostics' texts
/// with the directory replaced by `DIR`.
func loadErrors(_ source: String, extraFiles: [String: String] = [:]) throws -> [String] {
    let dir = try temporaryDirectory(extraFiles.merging(["theme.lua": source]) { a, _ in a })
    do {
        _ = try ThemeLoader().load("\(dir)/theme.lua")
        return []
    } catch {
        return error.diagnostics.map { $0.description.replacingOccurrences(of: dir, with: "DIR") }
    }
}
