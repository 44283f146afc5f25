import ToastFiles
import ToastPNG

extension SnapshotStore {
    /// The Tartine manifest of the reference of `id`, `nil` when there is no reference or it
    /// carries no manifest (`tartine snapshot --changed` reads the inputs' hash from it).
    /// - Throws: `SnapshotError` for an invalid ID, or a reference that cannot be read (over
    ///   the size limit, not a regular file, a link out of `root`).
    /// Only the file's head is read, as far as the first image data chunk (`PNGManifest.head`):
    /// the picture is neither read whole nor inflated.
    /// - Parameter keys: the stored keys wanted (`PictureManifest.inputsKeys`), `nil` for all;
    ///   no other line of the manifest is decoded.
    package func referenceManifest(of id: SnapshotID, keys: Set<String>? = nil) throws(SnapshotError)
        -> PictureManifest?
    {
        try id.validate()
        let head: [UInt8]?
        do {
            head = try Files.readConfined(
                id.relativePath, inside: root, limit: Limits.referenceFileSize, enough: PNGManifest.headIsComplete)
        } catch { throw .file(error) }
        guard let head, case .found(let entries?) = PNGManifest.head(of: head, keys: keys) else { return nil }
        return PictureManifest(entries: entries)
    }

    /// The bytes of the reference of `id` (a PNG or a transcript), `nil` when there is none.
    /// - Throws: `SnapshotError` as `referenceManifest(of:)`.
    package func referenceBytes(of id: SnapshotID) throws(SnapshotError) -> [UInt8]? {
        try id.validate()
        return try readReference(id)
    }
}
