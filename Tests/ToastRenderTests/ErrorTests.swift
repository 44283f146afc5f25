import Testing
import ToastPNG
import ToastCore

@testable import ToastRender

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The wording of every error, exactly.
@Suite struct ErrorTests {
    @Test func aScreenTooLargeIsRefusedBeforeCairoSeesIt() {
        let huge = Screen(
            id: "wall", name: "Wall", size: Size(width: 40_000, height: 100), scale: 1, safeArea: EdgeInsets())
        #expect {
            _ = try FrameRenderer(screen: huge, options: RenderOptions(background: .plain(.white)), fonts: fonts)
        } throws: { error in
            (error as? RenderError)?.description
                == "the 40000×100 point screen would be 40,000×100 pixels, more than Tartine draws (at most 16384 pixels a side and 33,554,432 pixels)"
        }
    }

    @Test(arguments: [
        (CairoStatus(code: CairoStatus.noMemoryCode, function: "cairo_create"), "cairo_create: out of memory"),
        (
            CairoStatus(code: CairoStatus.fileNotFoundCode, function: "cairo_image_surface_create_from_png"),
            "cairo_image_surface_create_from_png: file not found"
        ),
    ])
    func cairoStatusText(status: CairoStatus, text: String) {
        #expect(status.description == text)
    }

    @Test(arguments: [
        (
            RenderError.fontFileMissing(path: "/usr/share/fonts/opentype/inter/Inter-Bold.otf", package: "fonts-inter"),
            "pinned font /usr/share/fonts/opentype/inter/Inter-Bold.otf is missing: install the Debian package 'fonts-inter' (apt-get install fonts-inter)"
        ),
        (
            RenderError.emptySurface(width: 0, height: 10),
            "cannot render a 0×10 pixel surface: both sides must be at least 1 pixel"
        ),
        (
            RenderError.fontconfig(function: "FcConfigAppFontAddFile", detail: "/x.ttf could not be scanned"),
            "FcConfigAppFontAddFile: /x.ttf could not be scanned"
        ),
    ])
    func renderErrorText(error: RenderError, text: String) {
        #expect(error.description == text)
    }

    @Test func aMissingIconImageNamesThePathAndTheSystemsReason() throws {
        let f = frame(toast(icon: .image(path: "/nonexistent/icon.png")))
        #expect {
            try renderer().draw(f)
        } throws: { error in
            "\(error)" == "icon image open(/nonexistent/icon.png): No such file or directory"
        }
    }

    @Test func aBombIconIsRefusedFromItsHeader() throws {
        var header: [UInt8] = []
        PNGChunks.appendUInt32(&header, 23_000)
        PNGChunks.appendUInt32(&header, 23_000)
        header += [8, 6, 0, 0, 0]
        let bomb =
            PNGChunks.signature + PNGChunks.encode(type: "IHDR", data: header)
            + PNGChunks.encode(type: "IDAT", data: [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])
            + PNGChunks.encode(type: "IEND", data: [])
        let path = "/tmp/tartine-bomb-icon-\(getpid()).png"
        try writeAtomically(bomb, to: path)
        defer { unlink(path) }
        #expect {
            try renderer().draw(frame(toast(icon: .image(path: path))))
        } throws: { error in
            "\(error)"
                == "icon image \(path): the picture is 23000×23000 pixels (529,000,000 pixels): larger than Tartine "
                + "reads (at most 16384 pixels a side and 33,554,432 pixels)"
        }
    }

    // Class 4 of issue 10: an icon that is a FIFO hung the render (Cairo opened it and waited).
    @Test func anIconThatIsAFIFOIsRefusedWithoutBlocking() throws {
        let fifo = "/tmp/tartine-icon-fifo-\(getpid())"
        mkfifo(fifo, 0o644)
        defer { unlink(fifo) }
        let f = frame(toast(icon: .image(path: fifo)))
        #expect {
            try renderer().draw(f)
        } throws: { error in
            "\(error)" == "icon image \(fifo): a FIFO, not a regular file"
        }
    }

    @Test func aMissingPinnedFontIsReportedWithItsPackage() {
        #expect(throws: RenderError.fontFileMissing(path: "/nonexistent/Font.otf", package: "fonts-x")) {
            try FontSet(pinned: [PinnedFonts.File(path: "/nonexistent/Font.otf", package: "fonts-x")])
        }
    }

    @Test func aZeroScaleIsRefused() {
        #expect(throws: RenderError.invalidScale(0)) {
            try FrameRenderer(screen: .iPhone15, options: RenderOptions(scale: 0), fonts: fonts)
        }
        #expect(RenderError.invalidScale(-2).description == "the pixel scale must be a positive number, got -2.0")
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
