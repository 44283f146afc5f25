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

    /// Asks the kernel to back `count` bytes from `start` (page-aligned) with huge pages; wraps
    /// `madvise(MADV_HUGEPAGE)`. Advice only: ignored where transparent huge pages are off, and a
    /// no-op on platforms without them (Apple's).
    package static func adviseHugePages(_ start: UnsafeMutableRawPointer, count: Int) {
        #if os(Linux)
            _ = madvise(start, count, MADV_HUGEPAGE)  // advice: a refusal changes nothing
        #endif
    }
}
