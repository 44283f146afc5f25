import ToastFiles

#if canImport(Glibc)
    import Glibc
#endif

/// Scratch files for benchmarks, through the file layer; a failure is printed with its reason.
enum Scratch {
    /// A fresh directory `/tmp/tartine-bench-<name>-<pid>`, or `nil` (the reason printed).
    static func directory(_ name: String) -> String? {
        let path = "/tmp/tartine-bench-\(name)-\(getpid())"
        do {
            try Files.removeTree(path)
            try Files.makeDirectories(path)
            return path
        } catch {
            print("\(name): cannot make a scratch directory: \(error)")
            return nil
        }
    }

    /// Removes `path` and everything under it, printing why not when it cannot.
    static func remove(_ path: String) {
        do { try Files.removeTree(path) } catch { print("cannot remove \(path): \(error)") }
    }

    /// Writes `bytes` to `path`; `false` (the reason printed) when it cannot.
    static func write(_ bytes: [UInt8], to path: String) -> Bool {
        do {
            try Files.writeAtomically(bytes, to: path)
            return true
        } catch {
            print("cannot write \(path): \(error)")
            return false
        }
    }

    /// The text of `path` (at most 1 MiB), or `nil` (the reason printed).
    static func read(_ path: String) -> String? {
        do { return try Files.readText(path, limit: 1 << 20) } catch {
            print("cannot read \(path): \(error)")
            return nil
        }
    }
}
