import Testing

/// Every `tartine` run pays for loading the libraries it links: full Foundation (libFoundation,
/// libFoundationInternationalization and its 40 MB ICU data) cost about 3.7 ms of each start,
/// so the executable links FoundationEssentials at most.
@Suite("Linked libraries")
struct LinkedLibrariesTests {
    @Test("tartine loads neither Foundation, FoundationInternationalization nor ICU")
    func noFoundation() throws {
        let run = try runProcess("/usr/bin/ldd", [tartineBinary], environment: [:])
        #expect(run.status == 0, "\(run.err)")
        #expect(run.out.contains("libswiftCore.so"), "ldd listed the Swift runtime: \(run.out)")
        for library in ["libFoundation.so", "libFoundationInternationalization.so", "lib_FoundationICU.so"] {
            #expect(!run.out.contains(library), "\(library) is loaded:\n\(run.out)")
        }
    }

    /// librsvg and the libraries it needs (GdkPixbuf, libxml2 …) cost about 4 ms of CPU at each
    /// start: the SVG icons of notifyd load it at the first SVG (dlopen) instead.
    @Test("tartine does not load librsvg at start")
    func noRsvg() throws {
        let run = try runProcess("/usr/bin/ldd", [tartineBinary], environment: [:])
        #expect(run.status == 0, "\(run.err)")
        for library in ["librsvg-2.so", "libgdk_pixbuf-2.0.so", "libxml2.so"] {
            #expect(!run.out.contains(library), "\(library) is loaded:\n\(run.out)")
        }
    }
}
