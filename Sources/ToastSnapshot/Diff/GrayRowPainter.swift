import ToastFiles

/// Draws rows of the faded-grey background of the diff image (pixelmatch's `drawGrayPixel` for
/// every pixel of a row) without recomputing what it has just computed: a run of equal pixels is
/// converted once, and a row equal to the last converted one is copied whole. Screenshots are
/// mostly flat colour, so most rows cost a `memcmp` and a `memcpy`.
struct GrayRowPainter: ~Copyable {
    private let width: Int
    private let alpha: Double
    /// The last converted row.
    private let scratch: UnsafeMutableRawPointer
    /// Which source row `scratch` holds, or -1.
    private var scratchRow = -1

    init(width: Int, alpha: Double) {
        self.width = width
        self.alpha = alpha
        self.scratch = UnsafeMutableRawPointer.allocate(byteCount: max(width, 1) * 4, alignment: 16)
    }

    deinit { scratch.deallocate() }

    /// Writes the grey of row `y` of `source` into the same row of `output`.
    mutating func paint(row y: Int, of source: PixelWords, into output: UnsafeMutableRawPointer) {
        let rowStart = y * width
        let rowBytes = width * 4
        if scratchRow < 0
            || !Memory.equal(source.address(of: rowStart), source.address(of: scratchRow * width), count: rowBytes)
        {
            var lastInput = ~source[rowStart]  // differs from the first pixel: forces a conversion
            var lastOutput: UInt32 = 0
            for x in 0..<width {
                let pixel = source[rowStart + x]
                if pixel != lastInput {
                    lastInput = pixel
                    lastOutput = ColorDelta.grayWord(pixel, alpha: alpha).littleEndian
                }
                scratch.storeBytes(of: lastOutput, toByteOffset: x &* 4, as: UInt32.self)
            }
            scratchRow = y
        }
        Memory.copy(to: output + rowStart * 4, from: scratch, count: rowBytes)
    }
}
