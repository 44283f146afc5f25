#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension Files {
    /// Whether this process may read `path` (following links); wraps `access(R_OK)`.
    package static func isReadable(_ path: String) -> Bool {
        access(path, R_OK) == 0
    }

    /// Whether this process may execute `path` (following links); wraps `access(X_OK)`.
    package static func isExecutable(_ path: String) -> Bool {
        access(path, X_OK) == 0
    }
}
