/// The checks every Lua source passes before it is loaded, wherever it comes from (a file, a
/// string, an import loaded by a host function): at most ``LuaBudgets/sourceSize`` bytes, a
/// leading UTF-8 byte order mark skipped, and no precompiled (binary) chunk.
enum LuaSourceCheck {
    /// Why a source is refused: the reason and the message of the ``LuaError`` it becomes.
    struct Refusal: Error, Equatable {
        let reason: LuaError.Reason
        let message: String
    }

    /// Refuses a source of `size` bytes over `limit` (checked before the bytes are copied).
    static func size(_ size: Int, limit: Int) -> Refusal? {
        guard size > limit else { return nil }
        return Refusal(
            reason: .sourceTooLarge(size: size, limit: limit),
            message: LuaErrorWording.sourceTooLarge(size, limit: limit))
    }

    /// The text to hand to Lua: `bytes` without a leading byte order mark.
    /// - Throws: ``Refusal`` for a source over `limit` bytes or a binary chunk.
    static func text(of bytes: [UInt8], limit: Int) throws(Refusal) -> ArraySlice<UInt8> {
        if let refusal = size(bytes.count, limit: limit) { throw refusal }
        let text = bytes.starts(with: byteOrderMark) ? bytes[byteOrderMark.count...] : bytes[...]
        guard text.first != binaryChunkSignature else {
            throw Refusal(reason: .binaryChunk, message: LuaErrorWording.binaryChunk)
        }
        return text
    }

    /// The UTF-8 byte order mark.
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The first byte of a precompiled chunk (`"\x1bLua"`).
    static let binaryChunkSignature: UInt8 = 0x1B
}
