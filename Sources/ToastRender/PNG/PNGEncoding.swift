import ToastFiles
import ToastPNG

/// PNG files from surfaces: the pixels converted to straight RGBA, then Tartine's encoder in
/// bands (`BandedPNGEncoder`, as every still picture) with the manifest chunk after IHDR.
enum PNGEncoding {
    static func png(of surface: ImageSurface, manifest: [String: String]) throws(PNGError) -> [UInt8] {
        let image = RenderedImage(surface: surface, fonts: nil)
        return try stillEncoder().encode(
            rgba: image.pixels, width: image.width, height: image.height, manifest: manifest)
    }

    /// An encoder for one still picture: its bands compressed on every core the process may
    /// use (`CurrentProcess.processorCount`, counted as the CLI counts them for `--jobs`; the
    /// bytes are the same for any number of jobs). It holds the caller's pixels rather than a
    /// copy to compare a next picture with: there is none, and the copy of a picture's every
    /// byte (a page fault every 4 KiB) was a tenth of a one-toast render's faults.
    static func stillEncoder() -> BandedPNGEncoder {
        BandedPNGEncoder(jobs: CurrentProcess.processorCount, holdsCallersPixels: true)
    }
}
