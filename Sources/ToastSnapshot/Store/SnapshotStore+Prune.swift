import ToastFiles
import ToastPNG

extension SnapshotStore {
    /// What ``pruneOrphans(producedIDs:)`` did with each orphaned reference.
    public struct Pruning: Sendable, Equatable {
        /// The references removed, as `orphans` spelled them.
        public var removed: [String]
        /// The references left in place, and why (not Tartine's, unreadable, outside the root).
        public var kept: [Kept]

        /// An orphan left in place.
        public struct Kept: Sendable, Equatable {
            /// The path, as `orphans` spelled it.
            public var path: String
            /// Why it stays.
            public var reason: String
        }
    }

    /// Removes the orphaned references of a run (what ``orphans(producedIDs:)`` lists), but only
    /// files Tartine wrote: a PNG that carries Tartine's manifest chunk, or an event transcript
    /// (a `-transcript.txt` whose every line starts with a time, as `EventTranscript` writes
    /// them). Each is read and removed below ``root`` without following a link (the file layer's
    /// confined calls), so nothing outside the references directory is touched; anything else is
    /// kept, and the result says why.
    /// - Parameter producedIDs: every snapshot the run produced (a sharded run cannot know them).
    /// - Returns: what was removed and what was kept, as `orphans(producedIDs:)` spells paths,
    ///   and the problems of the scan.
    /// - Throws: `SnapshotError.file` when `root` itself cannot be read.
    public func pruneOrphans(producedIDs: Set<SnapshotID>) throws(SnapshotError) -> (
        pruning: Pruning, problems: [FileError]
    ) {
        let scan = try orphanFiles(producedIDs: producedIDs)
        var pruning = Pruning(removed: [], kept: [])
        for relative in scan.files {
            let path = Paths.join(root, relative)
            do {
                guard let bytes = try Files.readConfined(relative, inside: root, limit: Limits.referenceFileSize)
                else { continue }
                guard Self.isTartines(bytes, name: relative) else {
                    pruning.kept.append(
                        .init(path: path, reason: "not written by Tartine (no manifest chunk, not a transcript)"))
                    continue
                }
                try Files.removeConfined(relative, inside: root)
                pruning.removed.append(path)
            } catch {
                pruning.kept.append(.init(path: path, reason: error.description))
            }
        }
        return (pruning, scan.problems)
    }

    /// Whether `bytes` are a reference Tartine wrote: a PNG with its manifest, or a transcript.
    static func isTartines(_ bytes: [UInt8], name: String) -> Bool {
        if name.hasSuffix(".png") { return PictureManifest(png: bytes) != nil }
        guard name.hasSuffix("-transcript.txt") else { return false }
        let text = String(decoding: bytes, as: UTF8.self)
        return text.split(separator: "\n").allSatisfy { line in
            let time = line.prefix { $0 != " " }
            let parts = time.split(separator: ".", omittingEmptySubsequences: false)
            return parts.count == 2 && parts[1].count == 3 && !parts[0].isEmpty
                && parts.allSatisfy { $0.allSatisfy(\.isASCIIDigitCharacter) } && line.count > time.count + 1
        }
    }
}

extension Character {
    /// `0` to `9`.
    fileprivate var isASCIIDigitCharacter: Bool { ("0"..."9").contains(self) }
}
