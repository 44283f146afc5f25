import Testing

@testable import ToastPNG

/// libdeflate inflates; zlib diagnoses what libdeflate refuses. Both must reach the same outcome
/// on every kind of stream, or a file would decode differently depending on the path taken.
@Suite struct InflateTests {
    /// A picture-like buffer: runs, a gradient and noise, 64 KiB (several deflate blocks).
    static let data: [UInt8] = (0..<65_536).map { i in
        i % 4096 < 1024 ? 7 : UInt8(truncatingIfNeeded: i % 4096 < 2048 ? i / 16 : (i &* 2_654_435_761) >> 13)
    }

    static func outcomes(_ stream: [UInt8], expected: Int) throws -> (Inflate.Outcome, Inflate.Outcome, [UInt8]) {
        var fast = [UInt8](repeating: 0, count: expected)
        var slow = [UInt8](repeating: 0, count: expected)
        let a = try fast.withUnsafeMutableBufferPointer { try Inflate.decompress(stream, into: $0) }
        let b = try slow.withUnsafeMutableBufferPointer { try Inflate.decompressWithZlib(stream, into: $0) }
        if a == .complete { #expect(fast == slow, "both libraries inflate the same bytes") }
        return (a, b, fast)
    }

    @Test func aCompleteStreamInflatesToTheSameBytes() throws {
        let stream = try Deflate.compress(Self.data, level: 3)
        let (fast, slow, bytes) = try Self.outcomes(stream, expected: Self.data.count)
        #expect(fast == .complete && slow == .complete)
        #expect(bytes == Self.data, "the bytes that went in")
    }

    @Test func shortLongAndTruncatedStreamsAreToldApart() throws {
        let stream = try Deflate.compress(Self.data, level: 3)
        // More room than the stream fills: it ended short.
        let (shortFast, shortSlow, _) = try Self.outcomes(stream, expected: Self.data.count + 10)
        #expect(shortFast == .short(Self.data.count) && shortSlow == .short(Self.data.count))
        // Less room than the stream holds.
        let (longFast, longSlow, _) = try Self.outcomes(stream, expected: Self.data.count - 10)
        #expect(longFast == .long && longSlow == .long)
        // The stream cut in the middle: libdeflate refuses it, zlib says how much came out.
        let cut = Array(stream.prefix(stream.count / 2))
        let (cutFast, cutSlow, _) = try Self.outcomes(cut, expected: Self.data.count)
        #expect(cutFast == cutSlow)
        guard case .short(let produced) = cutFast else {
            Issue.record("a truncated stream is short, got \(cutFast)")
            return
        }
        #expect(produced > 0 && produced < Self.data.count)
    }

    @Test func aCorruptStreamCarriesZlibsWords() {
        var output = [UInt8](repeating: 0, count: 16)
        let error = #expect(throws: ZlibError.self) {
            try output.withUnsafeMutableBufferPointer { try Inflate.decompress([0x78, 0x9C, 0xFF, 0xFF], into: $0) }
        }
        #expect(error?.description == "inflate: invalid block type (zlib status -3)")
        #expect(error?.code == -3)  // Z_DATA_ERROR
    }
}
