import ToastFiles
import ToastPNG

extension SnapshotStore {
    /// The Tartine manifest of the reference of `id`, `nil` when there is no reference or it
    /// carries no manifest (`tartine snapshot --changed` reads the inputs' hash from it).
    /// - Throws: `SnapshotError` for an invalid ID, or a reference that cannot be read (over
    ///   the size limit, not a regular file, a link out of `root`).
    package func referenceManifest(of id: SnapshotID) throws(SnapshotError) -> PictureManifest? {
        guard let png = try referenceBytes(of: id) else { return nil }
        return PictureManifest(png: png)
    }

    /// The bytes of the reference of `id` (a PNG or a transcript), `nil` when there is none.
    /// - Throws: `SnapshotError` as `referenceManifest(of:)`.
    package func referenceBytes(of id: SnapshotID) throws(SnapshotError) -> [UInt8]? {
        try id.validate()
        return try readReference(id)
    }
}
