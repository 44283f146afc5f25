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

    /// Up: adds the row above, sixty-four bytes a step (the decoders keep the row above wholly
    /// before this one in memory).
    private static func up(_ row: UnsafeMutablePointer<UInt8>, previous: UnsafeMutablePointer<UInt8>, count: Int) {
        let target = UnsafeMutableRawPointer(row)
        let source = UnsafeRawPointer(previous)
        var i = 0
        while i &+ 64 <= count {
            let sum =
                target.loadUnaligned(fromByteOffset: i, as: SIMD64<UInt8>.self)
                &+ source.loadUnaligned(fromByteOffset: i, as: SIMD64<UInt8>.self)
            target.storeBytes(of: sum, toByteOffset: i, as: SIMD64<UInt8>.self)
            i &+= 64
        }
        while i < count { row[i] &+= previous[i]; i &+= 1 }
    }

    /// Sub for four bytes a pixel: a running bytewise sum of the pixels, four pixels a step. In a
    /// step the four pixels are summed as a prefix (each plus the one before, then each plus
    /// the pair before), then the last pixel of the step before is added to all four.
    private static func subPixels(_ row: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
        let target = UnsafeMutableRawPointer(row)
        var left = SIMD16<UInt8>()
        var i = 0
        while i &+ 16 <= count {
            var sum = target.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
            sum &+= shiftedByPixels(sum, 1)
            sum &+= shiftedByPixels(sum, 2)
            sum &+= left
            target.storeBytes(of: sum, toByteOffset: i, as: SIMD16<UInt8>.self)
            let pixels = unsafeBitCast(sum, to: SIMD4<UInt32>.self)
            left = unsafeBitCast(SIMD4<UInt32>(repeating: pixels[3]), to: SIMD16<UInt8>.self)
            i &+= 16
        }
        var last = unsafeBitCast(left, to: SIMD4<UInt32>.self)[0]
        while i &+ 4 <= count {
            last = bytewiseSum(target.loadUnaligned(fromByteOffset: i, as: UInt32.self), last)
            target.storeBytes(of: last, toByteOffset: i, as: UInt32.self)
            i &+= 4
        }
        while i < count { row[i] &+= row[i &- 4]; i &+= 1 }
        return true
    }

    /// The four pixels of `vector` moved `pixels` (1 or 2) places towards the end, zeros coming in.
    @inline(__always)
    private static func shiftedByPixels(_ vector: SIMD16<UInt8>, _ pixels: Int) -> SIMD16<UInt8> {
        let lanes = unsafeBitCast(vector, to: SIMD4<UInt32>.self)
        let shifted =
            pixels == 1
            ? SIMD4<UInt32>(0, lanes[0], lanes[1], lanes[2]) : SIMD4<UInt32>(0, 0, lanes[0], lanes[1])
        return unsafeBitCast(shifted, to: SIMD16<UInt8>.self)
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
