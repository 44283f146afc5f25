#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a directory entry is, from the `S_IFMT` bits of its `stat` mode.
public enum FileKind: String, Hashable, Sendable, CustomStringConvertible {
    case regular, directory, symbolicLink, fifo, socket, characterDevice, blockDevice, unknown

    /// The kind for a `st_mode` value.
    init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regular
        case S_IFDIR: self = .directory
        case S_IFLNK: self = .symbolicLink
        case S_IFIFO: self = .fifo
        case S_IFSOCK: self = .socket
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        default: self = .unknown
        }
    }

    /// The kind a directory entry's `d_type` says (`readdir`), `nil` when it does not say
    /// (`DT_UNKNOWN`: some file systems leave it to `lstat`).
    init?(directoryEntryType type: UInt8) {
        switch Int(type) {
        case Int(DT_REG): self = .regular
        case Int(DT_DIR): self = .directory
        case Int(DT_LNK): self = .symbolicLink
        case Int(DT_FIFO): self = .fifo
        case Int(DT_SOCK): self = .socket
        case Int(DT_CHR): self = .characterDevice
        case Int(DT_BLK): self = .blockDevice
        default: return nil
        }
    }

    /// `a FIFO`, `a character device`, `a directory` …
    public var description: String {
        switch self {
        case .regular: "a regular file"
        case .directory: "a directory"
        case .symbolicLink: "a symbolic link"
        case .fifo: "a FIFO"
        case .socket: "a socket"
        case .characterDevice: "a character device"
        case .blockDevice: "a block device"
        case .unknown: "a special file"
        }
    }
}
