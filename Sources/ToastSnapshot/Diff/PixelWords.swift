/// Read-only access to RGBA8 pixels as one 32-bit word each (R in the low byte), the way
/// pixelmatch reads its `Uint32Array` views. Valid only inside the closure that made it.
struct PixelWords {
    let base: UnsafeRawPointer

    /// The pixel at index `i` (`y × width + x`).
    @inline(__always)
    subscript(_ i: Int) -> UInt32 {
        UInt32(littleEndian: base.loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self))
    }

    /// The address of the pixel at index `i`, for `memcmp` over whole rows.
    @inline(__always)
    func address(of i: Int) -> UnsafeRawPointer { base + i &* 4 }
}

extension UInt32 {
    @inline(__always) var red: Int { Int(self & 0xFF) }
    @inline(__always) var green: Int { Int(self >> 8 & 0xFF) }
    @inline(__always) var blue: Int { Int(self >> 16 & 0xFF) }
    @inline(__always) var alpha: Int { Int(self >> 24) }
}
