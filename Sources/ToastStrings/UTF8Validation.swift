/// Well-formed UTF-8 as the Unicode Standard defines it (Table 3-7): no overlong forms, no
/// surrogates, nothing past U+10FFFF, no truncated sequence.
enum UTF8Validation {
    /// Whether `bytes` is well-formed UTF-8.
    static func isWellFormed(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = bytes.count
        var i = 0
        while i < count {
            let lead = bytes[i]
            if lead < 0x80 {
                i += 1
                continue
            }
            func continuation(_ offset: Int) -> Bool { i + offset < count && bytes[i + offset] & 0xC0 == 0x80 }
            switch lead {
            case 0xC2...0xDF:
                guard continuation(1) else { return false }
                i += 2
            case 0xE0...0xEF:
                // The second byte's range excludes overlong forms (E0) and surrogates (ED).
                let low: UInt8 = lead == 0xE0 ? 0xA0 : 0x80
                let high: UInt8 = lead == 0xED ? 0x9F : 0xBF
                guard i + 1 < count, (low...high).contains(bytes[i + 1]), continuation(2) else { return false }
                i += 3
            case 0xF0...0xF4:
                // The second byte's range excludes overlong forms (F0) and code points past U+10FFFF (F4).
                let low: UInt8 = lead == 0xF0 ? 0x90 : 0x80
                let high: UInt8 = lead == 0xF4 ? 0x8F : 0xBF
                guard i + 1 < count, (low...high).contains(bytes[i + 1]), continuation(2), continuation(3) else {
                    return false
                }
                i += 4
            default:
                return false
            }
        }
        return true
    }
}
