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

    @Test("Two displays at once get two numbers, and a stopped one is gone")
    func twoDisplays() throws {
        let first = try VirtualDisplay()
        let second = try VirtualDisplay()
        defer { second.stop() }
        #expect(first.name != second.name)
        // A mark on the first server's root: its number may go to another test's server as
        // soon as it stops, so "gone" is "that server no longer answers", not "no connection".
        let mark = "tartine-\(UInt64.random(in: 1...UInt64.max))"
        try first.run("xprop", ["-root", "-f", "_TARTINE_TEST", "8s", "-set", "_TARTINE_TEST", mark])
        #expect(try first.run("xprop", ["-root", "_TARTINE_TEST"]).contains(mark))
        first.stop()
        let after = try? first.run("xprop", ["-root", "_TARTINE_TEST"])
        #expect(after.map { !$0.contains(mark) } ?? true, "the stopped server still answers: \(after ?? "")")
        try second.run("xdotool", ["getmouselocation"])
    }
}
