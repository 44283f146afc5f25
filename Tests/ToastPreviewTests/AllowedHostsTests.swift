import Testing

@testable import ToastPreview

@Suite("Allowed hosts: the served address, the loopback's names, the hosts named, no other")
struct AllowedHostsTests {
    private static let named = ["dev.example", "box.local:8080", "10.0.0.7"].compactMap(AllowedHosts.Authority.init)

    @Test(
        "on the loopback with --allowed-host dev.example, box.local:8080 and 10.0.0.7",
        arguments: [
            ("127.0.0.1:7325", true), ("localhost:7325", true), ("LOCALHOST", true), ("[::1]:7325", true),
            ("dev.example", true), ("dev.example:443", true), ("DEV.Example:9000", true),
            ("box.local:8080", true), ("box.local", false), ("box.local:8081", false), ("10.0.0.7:1", true),
            ("attacker.example", false), ("dev.example.attacker.example", false), ("sub.dev.example", false),
            ("127.0.0.2", false), ("", false), ("dev.example:", false), ("dev.example:0", false),
            ("dev.example:65536", false), ("dev.example:80:80", false), ("::1", false), ("[::1", false),
            ("dev.example/", false), ("user@dev.example", false), ("dev.example%00", false),
        ])
    func loopback(host: String, allowed: Bool) {
        #expect(AllowedHosts(serving: "127.0.0.1", extra: Self.named).allows(host: host) == allowed)
    }

    @Test(
        "on every address, IP addresses are allowed as written, names only when named",
        arguments: [
            ("192.168.1.20:7325", true), ("[fe80::1]:7325", true), ("0.0.0.0", true), ("dev.example", true),
            ("attacker.example", false), ("localhost:7325", true), ("192.168.1.256", false), ("1.2.3", false),
            ("1.2.3.4.5", false),
        ])
    func anyAddress(host: String, allowed: Bool) {
        for served in ["0.0.0.0", "::"] {
            #expect(AllowedHosts(serving: served, extra: Self.named).allows(host: host) == allowed, "\(served)")
        }
    }

    @Test("without --allowed-host, a forwarded name is refused; named, it is allowed")
    func forwardedName() throws {
        let forwarded = "fuzzy-space-7325.app.github.dev"
        #expect(!AllowedHosts(serving: "127.0.0.1").allows(host: forwarded))
        let authority = try #require(AllowedHosts.Authority(forwarded))
        #expect(AllowedHosts(serving: "127.0.0.1", extra: [authority]).allows(host: forwarded))
    }

    @Test(
        "a WebSocket's Origin: none (not a browser), or an allowed host of the same name over http(s)",
        arguments: [
            (nil, "dev.example", true), ("https://dev.example", "dev.example", true),
            ("http://dev.example:9000", "dev.example:9000", true), ("http://localhost:7325", "127.0.0.1:7325", false),
            ("https://attacker.example", "dev.example", false), ("null", "dev.example", false),
            ("file://dev.example", "dev.example", false), ("http://box.local:9999", "box.local:8080", false),
            ("http://box.local:8080", "box.local:8080", true), (nil, "attacker.example", false),
            ("https://attacker.example", "attacker.example", false),
        ] as [(String?, String, Bool)])
    func origin(origin: String?, host: String, allowed: Bool) {
        #expect(AllowedHosts(serving: "127.0.0.1", extra: Self.named).allows(origin: origin, host: host) == allowed)
    }

    @Test(
        "--allowed-host values: a name, an address, [v6], each with an optional port; nothing else",
        arguments: [
            ("dev.example", true), ("dev.example:8080", true), ("[::1]:9000", true), ("10.0.0.7", true),
            ("http://dev.example", false), ("dev.example/path", false), ("*", false), ("", false),
            ("dev.example:99999", false), ("::1", false), ("dev example", false), ("dévé.example", false),
        ])
    func values(value: String, valid: Bool) {
        #expect((AllowedHosts.Authority(value) != nil) == valid)
    }
}
