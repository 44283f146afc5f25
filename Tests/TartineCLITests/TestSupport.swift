import Foundation
import ToastPNG

/// The repository root, from this file's path.
let root: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path
}()

/// The `tartine` binary under test: `TARTINE_BIN` when set (scripts/test sets it from
/// `swift build --show-bin-path`), else the one beside this test bundle in the same bin path,
/// else the one in `swift build --show-bin-path`.
let tartineBinary: String = {
    if let path = ProcessInfo.processInfo.environment["TARTINE_BIN"], !path.isEmpty { return path }
    let sibling = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("tartine").path
    if FileManager.default.isExecutableFile(atPath: sibling) { return sibling }
    return (try? showBinPath()).map { "\($0)/tartine" } ?? "\(root)/.build/debug/tartine"
}()

/// `swift build --show-bin-path` run in the repository root.
private func showBinPath() throws -> String {
    let run = try runProcess("/usr/bin/env", ["swift", "build", "--show-bin-path"], environment: [:])
    guard run.status == 0 else { throw CocoaError(.executableLoad) }
    return run.out.trimmingCharacters(in: .whitespacesAndNewlines)
}

/// What a run printed and how it ended.
struct Run {
    let status: Int32
    /// Standard output as bytes (a PNG written to `-o -`).
    let output: [UInt8]
    let err: String

    /// Standard output as text.
    var out: String { String(decoding: output, as: UTF8.self) }
}

/// Runs the built `tartine` with `arguments` in `directory` (the repository root unless told);
/// `environment` adds to (or, with an empty value, removes from) the test's own environment.
func tartine(_ arguments: [String], in directory: String = root, environment: [String: String] = [:]) throws -> Run {
    try runProcess(tartineBinary, arguments, in: directory, environment: environment)
}

/// Runs `executable` with `arguments` in `directory`, both pipes drained.
func runProcess(
    _ executable: String, _ arguments: [String], in directory: String = root,
    environment: [String: String]
) throws -> Run {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    var env = ProcessInfo.processInfo.environment
    for (key, value) in environment { env[key] = value.isEmpty ? nil : value }
    process.environment = env
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    // Both pipes are drained at once, so a long error output cannot block the child.
    let errorOutput = ErrorOutput()
    let reader = DispatchQueue(label: "tartine-stderr")
    reader.async { errorOutput.data = err.fileHandleForReading.readDataToEndOfFile() }
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    reader.sync {}
    process.waitUntilExit()
    return Run(
        status: process.terminationStatus, output: [UInt8](outData),
        err: String(decoding: errorOutput.data, as: UTF8.self))
}

/// Standard error as read on the reader queue (read after `sync` on that queue).
private final class ErrorOutput: @unchecked Sendable {
    var data = Data()
}

/// Runs `body` with a fresh empty directory, and removes the directory afterwards, whatever
/// `body` does.
func withScratch<T>(_ body: (String) throws -> T) throws -> T {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tartine-cli-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    return try body(dir)
}

/// Writes `text` to `path` (not "atomically": Foundation's atomic write on Linux leaves a
/// `TemporaryDirectory.*` behind in the temporary directory).
func write(_ text: String, to path: String) throws {
    try text.write(toFile: path, atomically: false, encoding: .utf8)
}

/// A small, valid PNG whose header declares 23000×23000 RGBA pixels (about 2 GiB decoded): the
/// decompression bomb every reader must refuse from the header.
func bombPNG() -> [UInt8] {
    var header: [UInt8] = []
    PNGChunks.appendUInt32(&header, 23_000)
    PNGChunks.appendUInt32(&header, 23_000)
    header += [8, 6, 0, 0, 0]
    return PNGChunks.signature + PNGChunks.encode(type: "IHDR", data: header)
        + PNGChunks.encode(type: "IDAT", data: [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])
        + PNGChunks.encode(type: "IEND", data: [])
}
