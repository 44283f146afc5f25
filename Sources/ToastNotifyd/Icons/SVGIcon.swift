import CRsvg
import ToastCore
import ToastRender

/// An SVG icon drawn into pixels with librsvg, bounded before librsvg sees it (librsvg has no
/// time limit to set, so what bounds its time is what it is given): the file's bytes, a scan of
/// the document that counts its elements and refuses a raster picture inside it, and a square of
/// at most ``NotificationLimits/imageSide`` pixels a side to draw into. The document is given
/// without a base file, so it can load nothing outside itself. librsvg is loaded at the first SVG
/// drawn (`CRsvg`'s shim), not at every start of `tartine`.
package enum SVGIcon {
    /// The largest SVG file read (the icon themes installed here hold none over 45 KiB).
    package static let maxFileBytes = 1 << 20
    /// The most elements (start tags) an SVG icon may have (the largest installed here has 70).
    package static let maxElements = 2_000
    /// The most `<use>` elements: each may draw a whole group again, so nested ones multiply the
    /// work librsvg does for a small file (8 can draw a group at most 18 times; 17 drew 1,975
    /// paths 256 times, 9 s).
    package static let maxUses = 8

    /// Why an SVG icon is not drawn.
    package enum Refusal: Error, Equatable, CustomStringConvertible {
        /// More elements than ``maxElements``.
        case tooManyElements(Int)
        /// More `<use>` elements than ``maxUses``.
        case tooManyUses(Int)
        /// An `<image>` or `<feImage>` element: a raster picture whose size no scan of the
        /// document can bound.
        case rasterInside
        /// A side outside 1 to ``NotificationLimits/imageSide`` pixels.
        case side(Int)
        /// librsvg's or Cairo's message.
        case library(String)

        package var description: String {
            switch self {
            case .tooManyElements(let count):
                "the SVG has \(count) elements, more than the \(maxElements) an icon may have"
            case .tooManyUses(let count):
                "the SVG has \(count) <use> elements, more than the \(maxUses) an icon may have"
            case .rasterInside: "the SVG holds a raster image (<image> or <feImage>), which Tartine does not draw"
            case .side(let side):
                "an icon is drawn 1 to \(NotificationLimits.imageSide) pixels a side, not \(side)"
            case .library(let message): "librsvg: \(message)"
            }
        }
    }

    /// The document `bytes` drawn into a `side`×`side` square as straight RGBA pixels.
    /// - Throws: ``Refusal`` when the document is over a bound or librsvg cannot draw it.
    package static func pixels(of bytes: [UInt8], side: Int) throws(Refusal) -> NotificationImage {
        guard (1...NotificationLimits.imageSide).contains(side) else { throw .side(side) }
        try check(bytes)
        var argb = [UInt8](repeating: 0, count: side * side * 4)
        var message = [CChar](repeating: 0, count: 512)
        let status = bytes.withUnsafeBufferPointer { data in
            argb.withUnsafeMutableBufferPointer { pixels in
                tartine_svg_render(
                    data.baseAddress, data.count, Int32(side), pixels.baseAddress, &message, message.count)
            }
        }
        guard status == 0 else {
            throw .library(String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        var rgba = [UInt8](repeating: 0, count: argb.count)
        argb.withUnsafeBytes { source in
            rgba.withUnsafeMutableBytes { target in
                for offset in stride(from: 0, to: source.count, by: 4) {
                    let pixel = UInt32(littleEndian: source.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
                    target.storeBytes(
                        of: RGBAMirror.straightRGBA(pixel).littleEndian, toByteOffset: offset, as: UInt32.self)
                }
            }
        }
        return .pixels(width: side, height: side, rgba: rgba)
    }

    /// Scans the document once: counts its start tags and its `<use>` elements, and refuses a
    /// raster picture inside it.
    /// - Throws: ``Refusal`` for the first bound passed.
    package static func check(_ bytes: [UInt8]) throws(Refusal) {
        var elements = 0
        var uses = 0
        var index = 0
        while index < bytes.count - 1 {
            defer { index += 1 }
            guard bytes[index] == UInt8(ascii: "<"), isLetter(bytes[index + 1]) else { continue }
            elements += 1
            let name = bytes[(index + 1)...].prefix { isLetter($0) || $0 == UInt8(ascii: ":") }
            let local = name.split(separator: UInt8(ascii: ":")).last.map(Array.init) ?? []
            if local == Array("use".utf8) { uses += 1 }
            if local == Array("image".utf8) || local == Array("feImage".utf8) { throw .rasterInside }
        }
        if elements > maxElements { throw .tooManyElements(elements) }
        if uses > maxUses { throw .tooManyUses(uses) }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }
}
