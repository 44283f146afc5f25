/// Undoing PNG's row filters in place (PNG spec §9): None, Sub, Up, Average, Paeth.
enum RowFilter {
    /// Reverses filter `type` on `row` (`count` bytes), given the already unfiltered row above
    /// (`nil` for a pass's first row, read as zeros) and the byte distance to the pixel on the
    /// left. Returns false for a filter type that does not exist.
    static func undo(
        type: UInt8, row: UnsafeMutablePointer<UInt8>, previous: UnsafeMutablePointer<UInt8>?,
        count: Int, stride: Int
    ) -> Bool {
        switch type {
        case 0:
            return true
        case 1:
            if stride == 4 { return subPixels(row, count: count) }
            var i = stride
            while i < count { row[i] &+= row[i - stride]; i += 1 }
        case 2:
            guard let previous else { return true }
            up(row, previous: previous, count: count)
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

    /// Up: adds the row above, sixteen bytes a step (the decoders keep the row above wholly
    /// before this one in memory).
    private static func up(_ row: UnsafeMutablePointer<UInt8>, previous: UnsafeMutablePointer<UInt8>, count: Int) {
        let target = UnsafeMutableRawPointer(row)
        let source = UnsafeRawPointer(previous)
        var i = 0
        while i + 16 <= count {
            let sum =
                target.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
                &+ source.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
            target.storeBytes(of: sum, toByteOffset: i, as: SIMD16<UInt8>.self)
            i += 16
        }
        while i < count { row[i] &+= previous[i]; i += 1 }
    }

    /// Sub for four bytes a pixel: adds the pixel on the left, a pixel (four bytewise sums in
    /// one 32-bit word) a step.
    private static func subPixels(_ row: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
        let target = UnsafeMutableRawPointer(row)
        var left: UInt32 = 0
        var i = 0
        while i + 4 <= count {
            left = bytewiseSum(target.loadUnaligned(fromByteOffset: i, as: UInt32.self), left)
            target.storeBytes(of: left, toByteOffset: i, as: UInt32.self)
            i += 4
        }
        while i < count { row[i] &+= row[i - 4]; i += 1 }
        return true
    }

    /// The four bytes of `a` and `b` added each to each, modulo 256.
    @inline(__always)
    static func bytewiseSum(_ a: UInt32, _ b: UInt32) -> UInt32 {
        ((a & 0x7F7F_7F7F) &+ (b & 0x7F7F_7F7F)) ^ ((a ^ b) & 0x8080_8080)
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
