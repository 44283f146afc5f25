import Testing

@testable import ToastCore

@Suite("GlobPattern: dunst's fnmatch rules, in bounded time")
struct GlobPatternTests {
    @Test(
        "each form matches as fnmatch(3) without flags",
        arguments: [
            ("Spotify", "Spotify", true),
            ("Spotify", "spotify", false),
            ("*", "", true),
            ("*", "anything at all", true),
            ("Spot*", "Spotify", true),
            ("*ify", "Spotify", true),
            ("S*t*y", "Spotify", true),
            ("S*x*y", "Spotify", false),
            ("?", "", false),
            ("?", "a", true),
            ("?", "가", true),
            ("??", "a", false),
            ("[abc]", "b", true),
            ("[abc]", "d", false),
            ("[a-c]x", "bx", true),
            ("[a-c]x", "dx", false),
            ("[!a-c]x", "dx", true),
            ("[!a-c]x", "ax", false),
            ("[^a-c]x", "dx", true),
            ("[]]", "]", true),
            ("[!]]", "]", false),
            ("[a-]", "-", true),
            ("[\\]]", "]", true),
            ("*[Bb]attery*", "Low Battery", true),
            ("*[Bb]attery*", "battery low", true),
            ("*[Bb]attery*", "BATTERY", false),
            ("device.*", "device.added", true),
            ("device.*", "network.connected", false),
            ("\\*", "*", true),
            ("\\*", "a", false),
            ("\\?", "?", true),
            ("a\\", "a\\", true),
            ("[abc", "[abc", true),
            ("[abc", "a", false),
            ("a*b*c", "aXbYc", true),
            ("a*b*c", "aXbYcZ", false),
            ("*a", "bba", true),
            ("*a*", "bab", true),
        ])
    func forms(pattern: String, text: String, matches: Bool) throws {
        let glob = try #require(GlobPattern(pattern))
        #expect(glob.matches(text) == matches, "\(pattern) against \(text)")
    }

    @Test("a pattern over 256 bytes is refused; one of 256 is taken")
    func bounded() {
        #expect(GlobPattern(String(repeating: "a", count: GlobPattern.maxLength + 1)) == nil)
        #expect(GlobPattern(String(repeating: "a", count: GlobPattern.maxLength)) != nil)
    }

    @Test("hostile patterns against long text cost pattern × text steps at most", .timeLimit(.minutes(1)))
    func hostile() throws {
        let b = String(repeating: "b", count: 4_096)
        let stars = try #require(GlobPattern("*********a"))
        let many = try #require(GlobPattern(String(repeating: "*b", count: 120) + "a"))
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            for _ in 0..<20 {
                #expect(!stars.matches(b))
                #expect(!many.matches(b))
            }
        }
        #expect(elapsed < .seconds(2), "40 hostile matches took \(elapsed)")
    }
}
