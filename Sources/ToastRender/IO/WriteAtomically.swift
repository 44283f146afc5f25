import ToastFiles

/// A failed file operation: the path and the system's reason (see ToastFiles' `FileError`).
public typealias FileError = ToastFiles.FileError

/// Writes `bytes` to `path` atomically: readers see the old file or the complete new one. Only
/// a regular file, a symbolic link (or nothing) is replaced; a device, FIFO, socket or directory
/// is refused, and a link is replaced by the new file, never followed. The one
/// implementation is ToastFiles' `Files.writeAtomically`; this is its public name.
/// - Throws: `FileError` naming the call and path that failed, or the refusal.
public func writeAtomically(_ bytes: [UInt8], to path: String) throws(FileError) {
    try Files.writeAtomically(bytes, to: path)
}
