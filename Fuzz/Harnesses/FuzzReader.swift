/// Values read one after another from a fuzzer's bytes, for harnesses that build a structured
/// input (a D-Bus message's arguments, a set of files) rather than parse the bytes themselves.
/// Past the end every read gives zeros and empty strings, so that any input builds something.
struct FuzzReader {
    private let bytes: [UInt8]
    private var offset = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Whether every byte was read.
    var isAtEnd: Bool { offset >= bytes.count }

    /// The next byte; 0 past the end.
    mutating func byte() -> UInt8 {
        guard offset < bytes.count else { return 0 }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// The next `count` bytes (fewer at the end).
    mutating func bytes(_ count: Int) -> [UInt8] {
        let end = min(bytes.count, offset + max(0, count))
        defer { offset = end }
        return Array(bytes[min(offset, end)..<end])
    }

    /// The next four bytes, little-endian.
    mutating func uint32() -> UInt32 {
        (0..<4).reduce(UInt32(0)) { value, shift in value | UInt32(byte()) << (8 * shift) }
    }

    /// The next eight bytes, little-endian.
    mutating func uint64() -> UInt64 {
        UInt64(uint32()) | UInt64(uint32()) << 32
    }

    /// A length: one byte below 250 is itself; 250 to 255 read two more bytes and scale them
    /// (up to about 4 million), so that short inputs reach texts and arrays past every limit.
    mutating func length() -> Int {
        let first = Int(byte())
        guard first >= 250 else { return first }
        let wide = Int(byte()) | Int(byte()) << 8
        return wide << (first - 250)
    }

    /// A string of `length()` bytes: the input's bytes (repaired as UTF-8) up to the end of the
    /// input, then a byte repeated to the length (so that a short input makes a long text).
    mutating func string() -> String {
        let count = length()
        var text = bytes(count)
        if text.count < count { text += [UInt8](repeating: UInt8(ascii: "x"), count: count - text.count) }
        return String(decoding: text, as: UTF8.self)
    }

    /// One of `choices`, picked by the next byte.
    mutating func pick<T>(_ choices: [T]) -> T {
        choices[Int(byte()) % choices.count]
    }
}
