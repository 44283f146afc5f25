import ToastPNG

/// The one PNG module as it reads a reference or an icon: chunks and CRCs, the header's limits,
/// inflate and unfiltering, the manifest's text chunks, the band index and the band-by-band
/// verification.
enum PNGHarness {
    /// Smaller limits than a reference's: a fuzzer's picture need not be large to reach every path.
    static let limits = PNGLimits(maxDimension: 2_048, maxPixels: 1 << 20)

    static let harness = FuzzHarness("png", "PNG files: chunks, header, image data, manifest, band index, verification")
    {
        png in
        _ = PNGManifest.read(from: png)
        _ = PNGChunks.chunks(of: png)
        _ = PNGBandIndex(png: png, limits: limits)
        guard let image = try? PNGDecoder.decode(png, limits: limits) else { return }
        precondition(image.pixels.count == image.width * image.height * 4, "pixels of the wrong size")
        // Verification never says a file holds pixels it does not: change one byte and it must
        // refuse (it may refuse the right pixels too; then callers decode and compare).
        guard image.width > 0, image.height > 0 else { return }
        let encoder = BandedPNGEncoder(jobs: 1)
        _ = encoder.verify(rgba: image.pixels, width: image.width, height: image.height, against: png)
        var other = image.pixels
        let index = Int(png.count % other.count)
        other[index] ^= 0x01
        let claimed = BandedPNGEncoder(jobs: 1).verify(
            rgba: other, width: image.width, height: image.height, against: png)
        precondition(claimed == nil, "verification accepted pixels the file does not hold")
    }
}
