import Foundation
import Testing
import ToastFiles

@testable import ToastSnapshot

/// The file calls the tests make, over the file layer.
enum FileSystem {
    static func write(_ bytes: [UInt8], to path: String) throws {
        try Files.makeDirectories(Paths.directory(of: path))
        try Files.writeAtomically(bytes, to: path)
    }

    static func read(_ path: String) throws -> [UInt8] {
        try Files.read(path, limit: Limits.referenceFileSize)
    }

    static func readIfPresent(_ path: String) throws -> [UInt8]? {
        try Files.readIfPresent(path, limit: Limits.referenceFileSize)
    }

    /// The file's bytes, or `nil` when it is absent or unreadable (for assertions).
    static func readIfPresentOrNil(_ path: String) -> [UInt8]? {
        do { return try readIfPresent(path) } catch { return nil }
    }

    /// The file's inode number: a file written again (atomically, by a rename) gets a new one.
    static func inode(_ path: String) throws -> UInt64 {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return try #require((attributes[.systemFileNumber] as? NSNumber)?.uint64Value)
    }
}
