import CToastSystem

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The C library's memory calls, for the targets that compare and copy pixel rows (PNG, renderer,
/// snapshots) without importing a platform module. Each is an inlinable forward: the call sites
/// compile to the same `memcmp`, `memcpy` and `memset` as before.
package enum Memory {
    /// Whether the `count` bytes at `first` and `second` are the same; wraps `memcmp`.
    @inlinable @inline(__always)
    package static func equal(_ first: UnsafeRawPointer, _ second: UnsafeRawPointer, count: Int) -> Bool {
        memcmp(first, second, count) == 0
    }

    /// Copies `count` bytes from `source` to `destination` (which must not overlap); wraps `memcpy`.
    @inlinable @inline(__always)
    package static func copy(to destination: UnsafeMutableRawPointer, from source: UnsafeRawPointer, count: Int) {
        memcpy(destination, source, count)
    }

    /// Sets the `count` bytes at `start` to zero; wraps `memset`.
    @inlinable @inline(__always)
    package static func zero(_ start: UnsafeMutableRawPointer, count: Int) {
        memset(start, 0, count)
    }

    /// Makes the C library's `malloc` serve every block of `bytes` or more with pages of its
    /// own, given back to the kernel when the block is freed; wraps
    /// `mallopt(M_MMAP_THRESHOLD)`, glibc's (a no-op elsewhere). A long-running process whose
    /// large blocks come and go (a notification server's pixel buffers) keeps its heap to what
    /// it holds: by default glibc raises the threshold to the largest block freed, and then
    /// serves such blocks from a heap that cannot shrink past the live ones above them.
    package static func mapBlocks(largerThan bytes: Int) {
        _ = tartine_map_blocks_larger_than(Int32(clamping: bytes))  // advice: a refusal changes nothing
    }

    /// Asks the kernel to back `count` bytes from `start` (page-aligned) with huge pages; wraps
    /// `madvise(MADV_HUGEPAGE)`. Advice only: ignored where transparent huge pages are off, and a
    /// no-op on platforms without them (Apple's).
    package static func adviseHugePages(_ start: UnsafeMutableRawPointer, count: Int) {
        #if os(Linux)
            _ = madvise(start, count, MADV_HUGEPAGE)  // advice: a refusal changes nothing
        #endif
    }
}
