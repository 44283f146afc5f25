/// An output a command was told to write (`-o`, `--strip`, `--frames`, `--transcript`,
/// `--report`, `--junit`, `--json`, `--summary`): a file, or a directory Tartine writes files
/// of its own naming into. The one way every output is opened:
///
/// - ``check()`` refuses, before any work is done, a path that could never be written: a
///   FIFO, socket or device (and a directory where a file goes, or anything but a directory
///   where a directory goes);
/// - a file is written atomically (`Files.writeAtomically`), and a symbolic link at its path is
///   replaced, never followed;
/// - in a directory, each file and each directory on the way is opened without following a
///   link (`Files.writeConfined`), and a link already there is replaced, never followed.
///
/// The path itself is the user's: a directory named through a link (`out -> /mnt/out`) is
/// used as named; only what is in it is never followed.
package struct OutputTarget: Sendable, Hashable, CustomStringConvertible {
    /// A file, or a directory of files.
    package enum Shape: Sendable, Hashable { case file, directory }

    /// The path as given (`-` for standard output, for a file).
    package let path: String
    /// What is written there.
    package let shape: Shape

    /// A file output at `path` (`-` is standard output).
    package static func file(_ path: String) -> OutputTarget { OutputTarget(path: path, shape: .file) }

    /// A directory output at `path`.
    package static func directory(_ path: String) -> OutputTarget { OutputTarget(path: path, shape: .directory) }

    package var description: String { path }

    /// Whether this is standard output (`-o -`).
    package var isStandardOutput: Bool { shape == .file && path == Files.standardOutput }

    /// Refuses what could never be written, before any work: for a file, anything at the path
    /// but a regular file or a symbolic link (a FIFO, a socket, a device, a directory); for a
    /// directory, anything at the path, the link's destination when it is one, but a directory.
    /// - Throws: ``FileError/Problem/refusedOutput(_:)`` or
    ///   ``FileError/Problem/refusedDirectory(_:)`` naming what is there.
    package func check() throws(FileError) {
        guard !isStandardOutput else { return }
        switch shape {
        case .file:
            try Files.checkReplaceable(path)
        case .directory:
            guard let found = try status(of: path, following: true), found.kind != .directory else { return }
            throw FileError(path: path, problem: .refusedDirectory(found.kind))
        }
    }

    /// Writes the file: to standard output for `-`, else atomically, its directory created
    /// first, a link at the path replaced.
    /// - Throws: ``FileError`` for a refused path or a failed call.
    package func write(_ bytes: [UInt8]) throws(FileError) {
        precondition(shape == .file, "\(path) is a directory output")
        try Files.writeOutput(bytes, to: path)
    }

    /// Writes the file `relative` (Tartine's own name, `/`-separated) in the directory,
    /// creating the directory and those on the way; links in it are replaced, never followed.
    /// - Throws: ``FileError`` for a refused path or a failed call.
    package func write(_ bytes: [UInt8], to relative: String) throws(FileError) {
        precondition(shape == .directory, "\(path) is a file output")
        try Files.writeConfined(bytes, to: relative, inside: path, replacingLinks: true)
    }

    /// Writes each of `files` (Tartine's own names, `/`-separated) in the directory, as
    /// ``write(_:to:)`` writes one, synced to disk together (`Files.writeConfined(_:inside:replacingLinks:)`).
    /// - Throws: ``FileError`` for a refused path or a failed call.
    package func write(files: [(relative: String, bytes: [UInt8])]) throws(FileError) {
        precondition(shape == .directory, "\(path) is a file output")
        try Files.writeConfined(files, inside: path, replacingLinks: true)
    }
}
