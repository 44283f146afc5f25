#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension Files {
    /// Tartine's cache directory by the XDG base directory rules: `$XDG_CACHE_HOME/tartine` when
    /// that variable is an absolute path, else `$HOME/.cache/tartine` when `HOME` is; `nil`
    /// when neither is set (nothing is cached then). The directory may not exist yet, nor be
    /// writable: a cache is an optimisation, and its users fall back to computing.
    /// - Parameter environment: reads a variable (`getenv` unless told).
    package static func cacheDirectory(
        environment: (String) -> String? = { name in getenv(name).map { String(cString: $0) } }
    ) -> String? {
        if let xdg = environment("XDG_CACHE_HOME"), xdg.hasPrefix("/") { return Paths.join(xdg, "tartine") }
        if let home = environment("HOME"), home.hasPrefix("/") { return Paths.join(home, ".cache/tartine") }
        return nil
    }
}
