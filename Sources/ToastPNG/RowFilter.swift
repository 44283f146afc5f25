/// Undoing PNG's row filters in place (PNG spec §9): None, Sub, Up, Average, Paeth.
enum RowFilter {
    /// Reverses filter `type` on `row` (`count` bytes), given the already unfiltered row above
    /// (`nil` for a pass's first row, read as zeros) and the byte distance to the pixel on the
    /// left. Returns false for a filter type that does not exist.
    static func undo(type: UInt8, row: UnsafeMutablePointer<UInt8>, previous: UnsafeMutablePointer<UInt8>?,
                     count: Int, stride: Int) -> Bool {
        switch type {
        case 0:
            return true
        case 1:
            var i = stride
            while i < count { row[i] &+= row[i - stride]; i += 1 }
        case 2:
            guard let previous else { return true }
            for i in 0..<count { row[i] &+= previous[i] }
        case 3:
            if let previous {
                for i in 0..<min(stride, count) { row[i] &+= previous[i] >> 1 }
                var i = stride
                while i < count { row[i] &+= UInt8((Int(row[i - stride]) + Int(previous[i])) >> 1); i += 1 }
            } else {
                var i = stride
                while i < count { row[i] &+= row[i - stride] >> 1; i += 1 }
            }
        case 4:
            if let previous {
                for i in 0..<min(stride, count) { row[i] &+= previous[i] }
                var i = stride
                while i < count {
                    row[i] &+= paeth(row[i - stride], previous[i], previous[i - stride])
                    i += 1
                }
            } else {
                // With no row above, Paeth predicts the left byte (Sub).
                var i = stride
                while i < count { row[i] &+= row[i - stride]; i += 1 }
            }
        default:
            return false
        }
        return true
    }

    /// The Paeth predictor: whichever of left, above and upper-left is closest to left + above − upper-left.
    @inline(__always)
    static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a))
        let pb = abs(p - Int(b))
        let pc = abs(p - Int(c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }
}
