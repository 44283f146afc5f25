#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// One entry of a directory: its name and what it is (links not followed).
package struct DirectoryEntry: Hashable, Sendable {
    package var name: String
    package var kind: FileKind
}

/// What a recursive scan found: the files, and each directory it could not read or went too
/// deep for (reported, not fatal).
package struct DirectoryScan: Sendable {
    /// Paths relative to the root, sorted.
    package var files: [String] = []
    package var problems: [FileError] = []
}

extension Files {
    /// The deepest a recursive scan goes below its root (see docs/limits.md).
    package static let maximumScanDepth = 32

    /// `mkdir -p`: creates `path` and any missing parents (`mkdir`, mode 0777 less the umask).
    /// - Throws: ``FileError``: a path component that is not a directory (`ENOTDIR`), or a failed `mkdir`.
    package static func makeDirectories(_ path: String) throws(FileError) {
        guard !path.isEmpty, path != "/", path != "." else { return }
        if let found = try status(of: path, following: true) {
            guard found.kind == .directory else { throw FileError(errno: ENOTDIR, function: "mkdir", path: path) }
            return
        }
        try makeDirectories(Paths.directory(of: path))
        do { _ = try systemCall("mkdir", path: path) { mkdir(path, 0o777) } } catch  where error.errno == EEXIST {}
    }

    /// `rm -rf path`: removes `path` and, for a directory, everything under it; links are
    /// removed, not followed. Nothing at `path` is not an error.
    package static func removeTree(_ path: String) throws(FileError) {
        guard let found = try status(of: path, following: false) else { return }
        guard found.kind == .directory else { return try removeIfPresent(path) }
        for entry in try entries(of: path) { try removeTree(Paths.join(path, entry.name)) }
        do { _ = try systemCall("rmdir", path: path) { rmdir(path) } } catch  where error.errno == ENOENT {}
    }

    /// Removes the file at `path` if there is one (`unlink`).
    package static func removeIfPresent(_ path: String) throws(FileError) {
        do { _ = try systemCall("unlink", path: path) { unlink(path) } } catch  where error.errno == ENOENT {}
    }

    /// The entries of `directory`, sorted by name, without `.` and `..` (`opendir`, `readdir`,
    /// `lstat`: links are not followed); with `suffixes`, only those whose names end in one of
    /// them (and only those are an input of a recording: `FileObservation.list`).
    package static func entries(of directory: String, endingWith suffixes: [String] = []) throws(FileError)
        -> [DirectoryEntry]
    {
        noteRead(.list(directory, suffixes: suffixes))
        guard let handle = opendir(directory) else {
            throw FileError(errno: errno, function: "opendir", path: directory)
        }
        defer { closedir(handle) }
        var found: [DirectoryEntry] = []
        while true {
            errno = 0
            guard let entry = readdir(handle) else {
                if errno != 0 { throw FileError(errno: errno, function: "readdir", path: directory) }
                break
            }
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            if !suffixes.isEmpty, !suffixes.contains(where: { name.hasSuffix($0) }) { continue }
            // What the entry is, as `readdir` says it; `lstat` only where it does not.
            if let kind = FileKind(directoryEntryType: entry.pointee.d_type) {
                found.append(DirectoryEntry(name: name, kind: kind))
                continue
            }
            let path = Paths.join(directory, name)
            guard let info = try status(of: path, following: false) else { continue }  // removed meanwhile
            found.append(DirectoryEntry(name: name, kind: info.kind))
        }
        return found.sorted { $0.name < $1.name }
    }

    /// The regular files under `root` whose names end in one of `suffix`, relative to `root`;
    /// links are not followed. An absent `root` has none. A directory that cannot be read, or
    /// lies deeper than ``maximumScanDepth``, is reported in ``DirectoryScan/problems`` and skipped.
    package static func scan(_ root: String, suffix: String...) throws(FileError) -> DirectoryScan {
        guard try status(of: root, following: true) != nil else { return DirectoryScan() }
        var scan = DirectoryScan()
        var pending: [(path: String, relative: String, depth: Int)] = [(root, "", 0)]
        while let (directory, relative, depth) = pending.popLast() {
            let entries: [DirectoryEntry]
            do { entries = try self.entries(of: directory) } catch {
                if relative.isEmpty { throw error }
                scan.problems.append(error)
                continue
            }
            for entry in entries {
                let relativePath = relative.isEmpty ? entry.name : relative + "/" + entry.name
                switch entry.kind {
                case .directory where depth + 1 > maximumScanDepth:
                    scan.problems.append(
                        FileError(path: Paths.join(directory, entry.name), problem: .tooDeep(limit: maximumScanDepth)))
                case .directory:
                    pending.append((Paths.join(directory, entry.name), relativePath, depth + 1))
                case .regular where suffix.contains(where: entry.name.hasSuffix):
                    scan.files.append(relativePath)
                default:
                    break
                }
            }
        }
        scan.files.sort()
        scan.problems.sort { $0.path < $1.path }
        return scan
    }
}
