/// Where a picture's pixels come from: a sequence of pictures (one per source, such as a
/// renderer's pixel buffer), the picture's number in it, and the rows in which it may differ
/// from the picture numbered one less. Every other row holds the very bytes of that picture: the
/// source guarantees it (it changed nothing else). An encoder that handled that picture compares
/// only the bands of those rows; for any other picture it compares every band.
package struct PixelLineage: Sendable {
    /// A sequence, compared by identity. A lineage holds it, so a sequence is never mistaken
    /// for a later one made at the same address.
    package final class Sequence: Sendable {
        package init() {}
    }

    package let sequence: Sequence
    /// The picture's number in the sequence: one more for each picture.
    package let version: Int
    /// The rows that may differ from picture `version − 1` (any others hold its bytes).
    package let changedRows: [Range<Int>]

    package init(sequence: Sequence, version: Int, changedRows: [Range<Int>]) {
        self.sequence = sequence
        self.version = version
        self.changedRows = changedRows
    }
}

extension BandedPNGEncoder {
    /// The bands of the picture of `lineage` that may differ from the last picture, when that was
    /// its predecessor in the same sequence (or the same picture): the bands holding a changed
    /// row or having one as the row above. `nil` when the last picture is not known to be.
    func bandsThatMayDiffer(_ lineage: PixelLineage?, bandCount: Int) -> Set<Int>? {
        guard let lineage, let last = lastLineage, last.sequence === lineage.sequence else { return nil }
        if lineage.version == last.version { return [] }
        guard lineage.version == last.version + 1 else { return nil }
        var bands = Set<Int>()
        for rows in lineage.changedRows where !rows.isEmpty {
            // Row y lies in band y / bandRows and is the row above band (y + 1) / bandRows.
            let first = max(0, rows.lowerBound / Self.bandRows)
            let last = min(bandCount - 1, rows.upperBound / Self.bandRows)
            if first <= last { bands.formUnion(first...last) }
        }
        return bands
    }
}
