#if canImport(Glibc)
    import Glibc
#endif

/// Path arithmetic for the watcher: absolute lexical paths, and the chain of symbolic links a file
/// leads through. Paths are compared as strings, so every path the watcher keeps is absolute and
/// normalised (`//`, `.` and `..` collapsed lexically).
enum WatchPaths {
    /// The most links followed from one file before giving up (Linux's own limit is 40).
    static let maximumLinks = 40

    /// `path` made absolute against the current directory, then normalised.
    /// - Throws: ``WatchError`` naming `getcwd` if the current directory cannot be read.
    static func absolute(_ path: String) throws(WatchError) -> String {
        if path.hasPrefix("/") { return normalize(path) }
        return normalize(try currentDirectory() + "/" + path)
    }

    /// Collapses repeated `/`, `.` and `..` components (lexically, without asking the file system).
    static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// The directory holding `path` (`/` for `/x`).
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }

    /// `name` inside `directory`.
    static func join(_ directory: String, _ name: String) -> String {
        directory == "/" ? "/" + name : directory + "/" + name
    }

    /// `path`, then each path its symbolic links lead to in turn (absolute, normalised), ending
    /// with the first that is not a link, does not exist, or after ``maximumLinks`` links.
    static func linkChain(_ path: String) -> [String] {
        var chain = [path]
        var current = path
        while chain.count <= maximumLinks, let destination = linkDestination(current) {
            let next = normalize(destination.hasPrefix("/") ? destination : join(directory(of: current), destination))
            if chain.contains(next) { break }
            chain.append(next)
            current = next
        }
        return chain
    }

    /// Where the symbolic link at `path` points, or `nil` if `path` is not a link; wraps `lstat`
    /// and `readlink`.
    static func linkDestination(_ path: String) -> String? {
        var status = stat()
        guard (try? systemCall("lstat", path: path) { lstat(path, &status) }) != nil,
            status.st_mode & S_IFMT == S_IFLNK
        else { return nil }
        var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = try? systemCall("readlink", path: path) {
            buffer.withUnsafeMutableBufferPointer { bytes in
                bytes.withMemoryRebound(to: CChar.self) { characters -> Int in
                    guard let base = characters.baseAddress else { return -1 }
                    return readlink(path, base, characters.count - 1)
                }
            }
        }
        guard let count, count > 0 else { return nil }
        return String(decoding: buffer[0..<count], as: UTF8.self)
    }

    /// The process's current directory; wraps `getcwd`.
    static func currentDirectory() throws(WatchError) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        _ = try systemCall("getcwd") {
            buffer.withUnsafeMutableBufferPointer { bytes -> Int32 in
                guard let base = bytes.baseAddress else { return -1 }
                return getcwd(base, bytes.count) == nil ? -1 : 0
            }
        }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
