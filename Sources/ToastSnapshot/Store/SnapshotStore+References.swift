import ToastFiles

extension SnapshotStore {
    /// Every reference file under ``root`` (pictures and event transcripts, links not
    /// followed), relative to it and sorted, with the problems of the scan: what a shard reports
    /// so that a merge of the shards can tell the orphans.
    /// - Throws: `SnapshotError.file` when `root` itself cannot be read.
    public func referenceFiles() throws(SnapshotError) -> (files: [String], problems: [FileError]) {
        do {
            let pictures = try Files.scan(root, suffix: ".png")
            let transcripts = try Files.scan(root, suffix: "-transcript.txt")
            return ((pictures.files + transcripts.files).sorted(), pictures.problems)
        } catch { throw .file(error) }
    }
}
