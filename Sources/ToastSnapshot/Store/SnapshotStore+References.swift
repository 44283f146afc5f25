import ToastFiles

extension SnapshotStore {
    /// Every reference file under ``root`` (pictures and event transcripts, links not
    /// followed), relative to it and sorted, with the problems of the scan: what a shard reports
    /// so that a merge of the shards can tell the orphans.
    /// - Throws: `SnapshotError.file` when `root` itself cannot be read.
    public func referenceFiles() throws(SnapshotError) -> (files: [String], problems: [FileError]) {
        do {
            // One walk for both kinds (its files sorted).
            let scan = try Files.scan(root, suffix: ".png", "-transcript.txt")
            return (scan.files, scan.problems)
        } catch { throw .file(error) }
    }
}
