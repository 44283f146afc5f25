import ToastFiles

/// Asks the kernel for transparent huge pages (2 MiB) for a large buffer about to be written for
/// the first time. A 1179×2556 RGBA picture is 12 MB: in 4 KiB pages that is three thousand page
/// faults, which cost more than inflating the picture; in huge pages, six. Only advice: where
/// huge pages are off or none is free the kernel uses small pages, and the bytes are the same.
package enum HugePages {
    /// Buffers smaller than this are left alone (a huge page would be mostly empty).
    package static let threshold = 4 << 20

    /// Advises huge pages for the 2 MiB-aligned part of `buffer` (Linux; nothing elsewhere).
    /// Call it before the first write: pages already touched keep their size.
    package static func advise(_ buffer: UnsafeMutableRawBufferPointer) {
        #if os(Linux)
            guard buffer.count >= threshold, let base = buffer.baseAddress else { return }
            let huge = 2 << 20
            let start = (Int(bitPattern: base) + huge - 1) & ~(huge - 1)
            let end = (Int(bitPattern: base) + buffer.count) & ~(huge - 1)
            guard end > start, let aligned = UnsafeMutableRawPointer(bitPattern: start) else { return }
            // Advice only: a kernel without transparent huge pages answers EINVAL, and the
            // buffer works the same in small pages.
            Memory.adviseHugePages(aligned, count: end - start)
        #endif
    }

    /// `advise` for the typed buffer `[UInt8](unsafeUninitializedCapacity:)` hands out.
    package static func advise(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
        advise(UnsafeMutableRawBufferPointer(buffer))
    }
}
