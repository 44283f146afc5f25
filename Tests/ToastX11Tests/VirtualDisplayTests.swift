import TartineTestSupport
import Testing

/// The test support's X server: what a test reads when a program is missing, and that each
/// display is its own.
@Suite("VirtualDisplay")
struct VirtualDisplayTests {
    @Test("A missing program fails with the Debian package to install")
    func missingProgramNamesThePackage() {
        let error = #expect(throws: SupportFailure.self) { try VirtualDisplay.program("tartine-no-such-tool") }
        #expect(
            error?.description
                == "tartine-no-such-tool is missing: install the Debian package tartine-no-such-tool (scripts/bootstrap does)"
        )
        #expect(VirtualDisplay.packages["xwd"] == "x11-apps")
    }

    @Test("Two displays at once get two numbers, and a stopped one accepts no connection")
    func twoDisplays() throws {
        let first = try VirtualDisplay()
        let second = try VirtualDisplay()
        defer { second.stop() }
        #expect(first.name != second.name)
        try first.run("xdotool", ["getmouselocation"])
        first.stop()
        #expect(throws: SupportFailure.self) { try first.run("xdotool", ["getmouselocation"]) }
        try second.run("xdotool", ["getmouselocation"])
    }
}
