#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Path arithmetic: lexical (no file-system access) unless a function says it resolves.
package enum Paths {
    /// The most symbolic links followed from one path before giving up (Linux's own limit is 40).
    package static let maximumLinks = 40

    /// The directory holding `path`: `dir` for `dir/name`, `.` for a bare name, `/` for `/name`.
    package static func directory(of path: String) -> String {
        split(path).directory
    }

    /// (`dir`, `name`) for `dir/name`; (`.`, `name`) for a bare name; (`/`, `name`) for `/name`.
    package static func split(_ path: String) -> (directory: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let directory = String(path[..<slash])
        return (directory.isEmpty ? "/" : directory, String(path[path.index(after: slash)...]))
    }

    /// The last component of `path` without its extension, as Foundation's `lastPathComponent`
    /// then `deletingPathExtension` give it: `dir/intro.lua` → `intro`, `c.d.lua` → `c.d`,
    /// `x.lua/` → `x`; a leading dot is no extension (`.hidden`, `..` stay), `/` stays `/`.
    package static func stem(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        if trimmed == "/" { return "/" }
        let name = split(String(trimmed)).name
        guard name != "..", let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// `name` inside `directory` (`name` alone when `directory` is empty or `.`).
    package static func join(_ directory: String, _ name: String) -> String {
        if directory.isEmpty || directory == "." { return name }
        return directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// Collapses repeated `/`, `.` and `..` components of an absolute path lexically.
    package static func normalize(_ path: String) -> String {
        "/" + folded(path, keepingClimbs: false).joined(separator: "/")
    }

    /// The components of `path` read lexically: empty ones and `.` dropped, each `..` folded
    /// into the name before it. A `..` with no name before it is kept when `keepingClimbs` (a
    /// relative path that climbs out of its start) and dropped otherwise (`/..` is `/`).
    static func folded(_ path: String, keepingClimbs: Bool) -> [Substring] {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                if let last = parts.last, last != ".." {
                    parts.removeLast()
                } else if keepingClimbs {
                    parts.append(part)
                }
            default: parts.append(part)
            }
        }
        return parts
    }

    /// Whether the relative `path` stays inside the directory it is relative to, read lexically:
    /// not absolute, and no `..` climbs above its start.
    package static func staysInside(_ path: String) -> Bool {
        guard !path.hasPrefix("/") else { return false }
        // Read byte by byte (a check of every reference read): each component's length, and
        // how many of its bytes are dots.
        var depth = 0
        var length = 0
        var dots = 0
        /// Ends a component: `false` when it climbs above the start.
        func endComponent() -> Bool {
            defer { (length, dots) = (0, 0) }
            switch (length, dots) {
            case (0, _), (1, 1): return true
            case (2, 2):
                depth -= 1
                return depth >= 0
            default:
                depth += 1
                return true
            }
        }
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") {
                guard endComponent() else { return false }
            } else {
                length += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
        }
        return endComponent()
    }

    /// `path` made absolute against the current directory, then normalised.
    package static func absolute(_ path: String) throws(FileError) -> String {
        if path.hasPrefix("/") { return normalize(path) }
        return normalize(try currentDirectory() + "/" + path)
    }

    /// The process's current directory; wraps `getcwd`.
    package static func currentDirectory() throws(FileError) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        _ = try systemCall("getcwd", path: ".") {
            buffer.withUnsafeMutableBufferPointer { bytes -> Int32 in
                guard let base = bytes.baseAddress else { return -1 }
                return getcwd(base, bytes.count) == nil ? -1 : 0
            }
        }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `path` with every symbolic link, `.` and `..` resolved; wraps `realpath`.
    /// - Throws: ``FileError`` naming `realpath` (no such file, a loop of links …).
    package static func resolved(_ path: String) throws(FileError) -> String {
        guard let result = realpath(path, nil) else { throw FileError(errno: errno, function: "realpath", path: path) }
        defer { free(result) }
        return String(cString: result)
    }

    /// The real path of `relative` inside `directory`, refused when it leads outside it (by
    /// `..` or by a symbolic link anywhere on the way).
    /// - Parameters:
    ///   - relative: a path named by a file of `directory` (an icon, an image).
    ///   - directory: the directory it must stay inside (a theme's directory).
    /// - Returns: the resolved path, to open.
    /// - Throws: ``FileError``: `realpath` failed (no such file), or ``FileError/Problem/outside(directory:resolved:)``.
    package static func confined(_ relative: String, inside directory: String) throws(FileError) -> String {
        let joined = relative.hasPrefix("/") ? relative : join(directory, relative)
        let root = try resolved(directory)
        let target = try resolved(joined)
        guard target == root || target.hasPrefix(root == "/" ? "/" : root + "/") else {
            throw FileError(path: joined, problem: .outside(directory: directory, resolved: target))
        }
        return target
    }

    /// ``confined(_:inside:)`` for a directory that may not exist yet (it is made when first
    /// written to): the longest part of `relative` that exists, a link that leads nowhere
    /// included, must resolve inside `directory`.
    /// - Returns: the resolved path, or `nil` when nothing of `relative` exists yet.
    /// - Throws: ``FileError``: ``FileError/Problem/outside(directory:resolved:)`` (for a link
    ///   that leads nowhere, where it leads), or a failed call.
    package static func confinedIfPresent(_ relative: String, inside directory: String) throws(FileError) -> String? {
        let components = relative.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        for count in stride(from: components.count, through: 1, by: -1) {
            let part = components[0..<count].joined(separator: "/")
            let joined = relative.hasPrefix("/") ? "/" + part : join(directory, part)
            guard try status(of: joined, following: false) != nil else { continue }
            do { return try confined(relative.hasPrefix("/") ? "/" + part : part, inside: directory) } catch
                where
                error.errno == ENOENT
            {
                let end = try linkChain(joined).last ?? joined
                let root = try resolved(directory)
                guard end == root || end.hasPrefix(root == "/" ? "/" : root + "/") else {
                    throw FileError(path: joined, problem: .outside(directory: directory, resolved: end))
                }
                return nil
            }
        }
        return nil
    }

    /// `path`, then each path its symbolic links lead to in turn (absolute, normalised), ending
    /// with the first that is not a link, does not exist, or after ``maximumLinks`` links.
    /// - Throws: ``FileError`` when a link cannot be read (`lstat`, `readlink`), other than a
    ///   path that does not exist (it ends the chain).
    package static func linkChain(_ path: String) throws(FileError) -> [String] {
        var chain = [path]
        var current = path
        while chain.count <= maximumLinks, let destination = try linkDestination(current) {
            let next = normalize(destination.hasPrefix("/") ? destination : join(directory(of: current), destination))
            if chain.contains(next) { break }
            chain.append(next)
            current = next
        }
        return chain
    }

    /// Where the symbolic link at `path` points, or `nil` when `path` is not a link or does not
    /// exist (nor does its directory); wraps `lstat` and `readlink`.
    package static func linkDestination(_ path: String) throws(FileError) -> String? {
        let found: (kind: FileKind, size: Int)?
        do { found = try status(of: path, following: false) } catch  where error.errno == ENOTDIR {
            return nil
        }
        guard found?.kind == .symbolicLink else { return nil }
        var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = try systemCall("readlink", path: path) {
            buffer.withUnsafeMutableBufferPointer { bytes in
                bytes.withMemoryRebound(to: CChar.self) { characters -> Int in
                    guard let base = characters.baseAddress else { return -1 }
                    return readlink(path, base, characters.count - 1)
                }
            }
        }
        return String(decoding: buffer[0..<count], as: UTF8.self)
    }
}
