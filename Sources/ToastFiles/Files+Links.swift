#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension Files {
    /// Makes a symbolic link at `path` that leads to `destination` (`symlink`).
    /// - Throws: ``FileError`` naming `symlink` (something already at `path`: `EEXIST`).
    package static func makeSymbolicLink(at path: String, to destination: String) throws(FileError) {
        _ = try systemCall("symlink", path: path) { symlink(destination, path) }
    }

    /// Renames the directory `source` to `destination` unless a non-empty directory is already
    /// there (`rename`); for publishing a directory built under a temporary name.
    /// - Returns: `false`, leaving `source` where it is, when `destination` was already taken.
    /// - Throws: ``FileError`` naming `rename` for any other failure.
    package static func renameDirectory(_ source: String, to destination: String) throws(FileError) -> Bool {
        do {
            _ = try systemCall("rename", path: destination) { rename(source, destination) }
            return true
        } catch  where error.errno == ENOTEMPTY || error.errno == EEXIST {
            return false
        }
    }
}
