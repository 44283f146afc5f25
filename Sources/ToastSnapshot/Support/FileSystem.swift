import ToastRender

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The file-system calls ToastSnapshot makes, each turned into a `FileError` naming the call and
/// the path (writes go through ToastRender's `writeAtomically`).
enum FileSystem {
    /// The whole file at `path`, or `nil` when it does not exist (`open`, `read`).
    static func readIfPresent(_ path: String) throws(FileError) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        if fd < 0 {
            if errno == ENOENT { return nil }
            throw FileError(errno: errno, function: "open", path: path)
        }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileError(errno: errno, function: "read", path: path)
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    /// The whole file at `path`.
    static func read(_ path: String) throws(FileError) -> [UInt8] {
        guard let bytes = try readIfPresent(path) else { throw FileError(errno: ENOENT, function: "open", path: path) }
        return bytes
    }

    /// Writes `bytes` to `path` atomically, creating the directories above it first.
    static func write(_ bytes: [UInt8], to path: String) throws(FileError) {
        try makeDirectories(directory(of: path))
        do { try writeAtomically(bytes, to: path) } catch let error as FileError { throw error } catch {
            throw FileError(errno: EIO, function: "write", path: path)
        }
    }

    /// `mkdir -p`: creates `path` and any missing parents (`mkdir`, mode 0777 less the umask).
    static func makeDirectories(_ path: String) throws(FileError) {
        guard !path.isEmpty, path != "/", path != "." else { return }
        var info = stat()
        if stat(path, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else {
                throw FileError(errno: ENOTDIR, function: "mkdir", path: path)
            }
            return
        }
        try makeDirectories(directory(of: path))
        if mkdir(path, 0o777) != 0 && errno != EEXIST { throw FileError(errno: errno, function: "mkdir", path: path) }
    }

    /// Removes the file at `path` if there is one (`unlink`).
    static func removeIfPresent(_ path: String) throws(FileError) {
        if unlink(path) != 0 && errno != ENOENT { throw FileError(errno: errno, function: "unlink", path: path) }
    }

    /// The paths, relative to `root` and sorted, of the regular files under it whose names end
    /// in `suffix`; empty when `root` does not exist (`opendir`, `readdir`, `lstat`; symbolic
    /// links are not followed).
    static func files(under root: String, suffix: String) throws(FileError) -> [String] {
        var found: [String] = []
        try collect(root, relative: "", suffix: suffix, into: &found)
        return found.sorted()
    }

    private static func collect(_ directory: String, relative: String, suffix: String, into found: inout [String])
        throws(FileError)
    {
        guard let handle = opendir(directory) else {
            if errno == ENOENT && relative.isEmpty { return }
            throw FileError(errno: errno, function: "opendir", path: directory)
        }
        defer { closedir(handle) }
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            let path = directory + "/" + name
            let relativePath = relative.isEmpty ? name : relative + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0 else { throw FileError(errno: errno, function: "lstat", path: path) }
            switch info.st_mode & S_IFMT {
            case S_IFDIR: try collect(path, relative: relativePath, suffix: suffix, into: &found)
            case S_IFREG where name.hasSuffix(suffix): found.append(relativePath)
            default: break
            }
        }
    }

    /// "dir" for "dir/name", "." for a bare name.
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let directory = String(path[..<slash])
        return directory.isEmpty ? "/" : directory
    }

    /// `base/relative`, or `relative` alone when `base` is empty.
    static func join(_ base: String, _ relative: String) -> String {
        base.isEmpty ? relative : (base.hasSuffix("/") ? base + relative : base + "/" + relative)
    }
}

/// `read(2)`, under a name that does not collide with `FileSystem.read`.
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(fd, buffer, count)
}
