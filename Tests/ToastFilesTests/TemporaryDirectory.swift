import ToastFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A fresh directory under /tmp for one test, removed with everything in it afterwards.
func withTemporaryDirectory(_ body: (String) throws -> Void) throws {
    var template = Array("/tmp/tartine-files-XXXXXX".utf8CString)
    let directory = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)) }
    defer { removeTree(directory) }
    try body(directory)
}

/// `rm -rf path` (links are removed, not followed).
func removeTree(_ path: String) {
    if let entries = try? Files.entries(of: path) {
        for entry in entries {
            let child = Paths.join(path, entry.name)
            if entry.kind == .directory { removeTree(child) } else { unlink(child) }
        }
        rmdir(path)
    } else {
        unlink(path)
    }
}

/// The names in `directory`, sorted.
func names(in directory: String) throws -> [String] {
    try Files.entries(of: directory).map(\.name)
}
