import Foundation
import ToastCore
import ToastRender

@testable import ToastSnapshot

/// An RGBA pixel for building test images.
struct Pixel: Equatable {
    var r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255
    static let white = Pixel(r: 255, g: 255, b: 255)
    static let black = Pixel(r: 0, g: 0, b: 0)
    static let clear = Pixel(r: 0, g: 0, b: 0, a: 0)
    static func gray(_ v: UInt8, a: UInt8 = 255) -> Pixel { Pixel(r: v, g: v, b: v, a: a) }
}

/// A mutable RGBA image for tests.
struct Canvas {
    let width: Int
    let height: Int
    var bytes: [UInt8]

    init(width: Int, height: Int, fill: Pixel = .white) {
        self.width = width
        self.height = height
        bytes = []
        bytes.reserveCapacity(width * height * 4)
        for _ in 0..<(width * height) { bytes += [fill.r, fill.g, fill.b, fill.a] }
    }

    init(_ image: RenderedImage) {
        width = image.width
        height = image.height
        bytes = image.pixels
    }

    subscript(x: Int, y: Int) -> Pixel {
        get {
            let o = (y * width + x) * 4
            return Pixel(r: bytes[o], g: bytes[o + 1], b: bytes[o + 2], a: bytes[o + 3])
        }
        set {
            let o = (y * width + x) * 4
            bytes[o] = newValue.r
            bytes[o + 1] = newValue.g
            bytes[o + 2] = newValue.b
            bytes[o + 3] = newValue.a
        }
    }

    mutating func fill(x: Range<Int>, y: Range<Int>, with pixel: Pixel) {
        for yy in y { for xx in x { self[xx, yy] = pixel } }
    }

    var image: RenderedImage { RenderedImage(width: width, height: height, pixels: bytes) }
}

/// A fresh empty directory under the system temporary directory, removed by `cleanup`.
final class TemporaryDirectory {
    let path: String

    init(_ name: String = "tartine-snapshot-tests") {
        let template = NSTemporaryDirectory() + "\(name)-XXXXXX"
        var buffer = Array(template.utf8CString)
        guard let made = mkdtemp(&buffer) else { fatalError("mkdtemp failed for \(template)") }
        path = String(cString: made)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func file(_ relative: String) -> String { path + "/" + relative }

    func exists(_ relative: String) -> Bool { FileManager.default.fileExists(atPath: file(relative)) }

    func bytes(_ relative: String) -> [UInt8]? {
        FileManager.default.contents(atPath: file(relative)).map { [UInt8]($0) }
    }
}

/// The ID the store tests use.
func sampleID(
    theme: String = "diary", group: String = "saved", appearance: String = "light", time: Double = 1,
    variant: String? = nil
) -> SnapshotID {
    SnapshotID(
        theme: theme, group: group, screen: "iphone-15", appearance: appearance, locale: "en", scale: 3, time: time,
        variant: variant)
}

/// The pinned fonts, shared by every test.
let fonts: FontSet = {
    do { return try FontSet.pinned() } catch { fatalError("pinned fonts: \(error)") }
}()

/// A toast rendered on a plain white iPhone 15 screen at 3×, its layer moved by `offset` points
/// (sub-pixel offsets move the text's anti-aliasing, nothing else).
func renderedToast(message: String = "Saved to your diary", offset: Double = 0) throws -> RenderedImage {
    let pipeline = ScenePipeline(fonts: fonts)
    let stage = Stage(setting: SceneSetting.standard, scale: nil, background: .plain(.white))
    var presenter = Presenter()
    presenter.show(
        ToastRequest(
            ToastContent(
                kind: "saved", icon: nil, title: nil, message: message, action: nil, style: ToastStyle(),
                position: .bottom, duration: .fixed(2))), at: 0)
    presenter.advance(to: 1)
    var frame = pipeline.timeline(presenter.timeline, on: stage).frame(at: 1)
    for index in frame.toasts.indices { frame.toasts[index].transform.offset = Point(x: offset, y: 0) }
    return try pipeline.picture(of: frame, on: stage)
}
