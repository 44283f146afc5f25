import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A fresh directory from `mkdtemp`, removed again on `deinit`, with the ways editors change
/// files in it (for the watcher and reload tests of several targets).
public final class TemporaryDirectory {
    /// The directory's absolute path.
    public let path: String
    private var saves = 0

    /// Makes the directory under the system's temporary directory.
    /// - Throws: ``SupportFailure`` when `mkdtemp` fails.
    public init() throws {
        var base = NSTemporaryDirectory()
        while base.count > 1 && base.hasSuffix("/") { base.removeLast() }
        var template = Array((base + "/tartine-reload.XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        guard made != nil else { throw SupportFailure("mkdtemp", errno: errno) }
        path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The absolute path of `name` inside this directory.
    public func file(_ name: String) -> String { path + "/" + name }

    /// Makes a subdirectory.
    @discardableResult
    public func directory(_ name: String) throws -> String {
        try FileManager.default.createDirectory(atPath: file(name), withIntermediateDirectories: true)
        return file(name)
    }

    /// Writes `text` over the file in place (`open` with `O_TRUNC`, `write`, `close`), as a
    /// plain editor does.
    public func write(_ name: String, _ text: String) throws {
        let descriptor = open(file(name), O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw SupportFailure("open(\(name))", errno: errno) }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { raw in
            #if canImport(Glibc)
                Glibc.write(descriptor, raw.baseAddress, raw.count)
            #else
                Darwin.write(descriptor, raw.baseAddress, raw.count)
            #endif
        }
        close(descriptor)
        guard written == bytes.count else { throw SupportFailure("write(\(name)): \(written) of \(bytes.count) bytes") }
    }

    /// Saves `text` as most editors do: writes a temporary file beside it, then renames it over.
    public func save(_ name: String, _ text: String) throws {
        saves += 1
        let slash = name.lastIndex(of: "/").map { name.index(after: $0) } ?? name.startIndex
        let temporary = "\(name[..<slash]).\(name[slash...]).tmp\(saves)"
        try write(temporary, text)
        guard rename(file(temporary), file(name)) == 0 else { throw SupportFailure("rename", errno: errno) }
    }

    /// Makes (or replaces) a symbolic link `name` pointing at `target`.
    public func link(_ name: String, to target: String) throws {
        unlink(file(name))
        guard symlink(target, file(name)) == 0 else { throw SupportFailure("symlink", errno: errno) }
    }

    /// Deletes the file `name`.
    public func remove(_ name: String) throws {
        guard unlink(file(name)) == 0 else { throw SupportFailure("unlink(\(name))", errno: errno) }
    }

    /// The text of the file at `path`.
    public func read(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }
}

/// A helper of the tests could not do its part (a file that could not be written): the call
/// and the system's reason.
public struct SupportFailure: Error, CustomStringConvertible {
    /// What failed and why.
    public var description: String

    /// A failure described by `description`.
    public init(_ description: String) { self.description = description }

    /// A failed C call, with `strerror`'s text for `code`.
    public init(_ call: String, errno code: Int32) {
        description = "\(call): \(String(cString: strerror(code)))"
    }
}
