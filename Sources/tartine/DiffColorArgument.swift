import ArgumentParser
import ToastCore
import ToastSnapshot

/// `--diff-color` and friends: `r,g,b` (0…255 each) or `#RRGGBB`.
enum DiffColorArgument {
    static func parse(_ text: String, option: String) throws -> DiffColor {
        if text.hasPrefix("#"), text.count == 7, let value = UInt32(text.dropFirst(), radix: 16) {
            return DiffColor(red: UInt8(value >> 16), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
        }
        // Spaces around a number are allowed ("255, 0, 0").
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { UInt8($0.trimmingWhitespace) }
        guard parts.count == 3, let r = parts[0], let g = parts[1], let b = parts[2] else {
            throw ValidationError("\(option) is r,g,b (each 0…255) or #RRGGBB, got '\(text)'")
        }
        return DiffColor(red: r, green: g, blue: b)
    }
}
