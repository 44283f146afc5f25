import Foundation
import Testing
import ToastPreview

@testable import ToastReview

@Suite("Review routes: reads by GET, changes by POST from the page's own origin, no path from the client")
struct ReviewRoutesTests {
    static let host = "127.0.0.1:7326"
    static let origin = "http://127.0.0.1:7326"
    static let allowed = AllowedHosts(serving: "127.0.0.1")

    static func request(
        _ method: String, _ target: String, host: String? = host, origin: String? = origin,
        type: String? = "application/json", body: String = ""
    ) -> ReviewRequest {
        ReviewRequest(
            method: method, target: target, host: host, origin: origin, contentType: type, body: Array(body.utf8))
    }

    static func respond(_ request: ReviewRequest, _ session: ReviewSession) -> ReviewReply {
        ReviewRoutes.respond(request, session: session, allowed: allowed)
    }

    @Test("the page, its script and style, the cases and the artifacts, by position")
    func reads() throws {
        let fixture = try ReviewFixture()
        let session = try fixture.session()
        #expect(Self.respond(Self.request("GET", "/"), session).type == "text/html; charset=utf-8")
        #expect(Self.respond(Self.request("GET", "/review.js"), session).status == 200)
        #expect(Self.respond(Self.request("GET", "/review.css"), session).status == 200)
        let cases = Self.respond(Self.request("GET", "/cases.json"), session)
        #expect(cases.text.contains("\"id\": \"diary/saved/iphone-15-dark-en@1x-1.png\""))
        let picture = Self.respond(Self.request("GET", "/artifact/2/actual"), session)
        #expect(picture.type == "image/png")
        #expect(picture.body == ReviewFixture.png(value: 202))
        let transcript = Self.respond(Self.request("HEAD", "/artifact/3/actual?x=1"), session)
        #expect(transcript.type == "text/plain; charset=utf-8")
        #expect(transcript.text == "0.000 show b\n")
    }

    @Test(
        "artifact paths that are not a position and a role are not found",
        arguments: [
            "/artifact/4/actual", "/artifact/-1/actual", "/artifact/0/secret", "/artifact/0/../../outside/x",
            "/artifact/0/%2e%2e", "/artifact/0", "/artifact/0/actual/x", "/artifact/9999999/actual",
            "/artifact/0x1/actual", "/artifact//actual", "/refs/diary/saved/iphone-15-light-en@1x-1.png",
            "/../failures/last-run.json", "/failures/", "/" + String(repeating: "a", count: 3_000),
        ])
    func notFound(target: String) throws {
        let fixture = try ReviewFixture()
        #expect(Self.respond(Self.request("GET", target), try fixture.session()).status == 404)
    }

    @Test("a change by GET (or HEAD) is refused with 405 and changes nothing", arguments: ["GET", "HEAD"])
    func changeByGet(method: String) throws {
        let fixture = try ReviewFixture()
        let before = fixture.tree()
        let session = try fixture.session()
        for path in ["/accept", "/reject", "/accept-theme"] {
            let reply = Self.respond(
                Self.request(method, path + "?id=\(ReviewFixture.diaryLight)&theme=diary"), session)
            #expect(reply.status == 405)
            #expect(reply.allow == "POST")
        }
        #expect(Self.respond(Self.request("POST", "/cases.json"), session).status == 405)
        #expect(fixture.tree() == before)
        #expect(session.currentDecisions.allSatisfy { $0 == .pending })
    }

    @Test(
        "a change from another origin, without one, for another host or not as JSON is refused",
        arguments: [
            (host, "http://evil.example", "application/json", 403),
            (host, nil, "application/json", 403),
            (host, "null", "application/json", 403),
            (host, "http://evil.example:7326", "application/json", 403),
            (host, "file://", "application/json", 403),
            ("evil.example:7326", "http://evil.example:7326", "application/json", 404),
            (nil, origin, "application/json", 404),
            (host, origin, "application/x-www-form-urlencoded", 415),
            (host, origin, "text/plain", 415),
            (host, origin, nil, 415),
        ] as [(String?, String?, String?, Int)])
    func refusedChange(host: String?, origin: String?, type: String?, status: Int) throws {
        let fixture = try ReviewFixture()
        let before = fixture.tree()
        let session = try fixture.session()
        let body = "{\"id\": \"\(ReviewFixture.diaryLight)\", \"theme\": \"diary\"}"
        for path in ["/accept", "/reject", "/accept-theme"] {
            let reply = Self.respond(
                Self.request("POST", path, host: host, origin: origin, type: type, body: body), session)
            #expect(reply.status == status)
        }
        #expect(fixture.tree() == before)
        #expect(session.currentDecisions.allSatisfy { $0 == .pending })
    }

    @Test(
        "hostile ids are not found and write nothing",
        arguments: [
            "../outside/x.png", "diary/saved/../../outside/x.png", "%2e%2e/outside/x.png", "/etc/passwd",
            "diary/saved/iphone-15-light-en@1x-1.png/", "diary//saved/iphone-15-light-en@1x-1.png",
            "DIARY/saved/iphone-15-light-en@1x-1.png", "diary/deleted/iphone-15-light-en@1x-1.png",
        ])
    func hostileID(id: String) throws {
        let fixture = try ReviewFixture()
        let before = fixture.tree()
        let session = try fixture.session()
        let reply = Self.respond(Self.request("POST", "/accept", body: "{\"id\": \"\(id)\"}"), session)
        #expect(reply.status == 404)
        #expect(reply.text.contains("no such failure in the run under review"))
        #expect(fixture.tree() == before)
    }

    @Test("malformed or oversized bodies are refused")
    func badBodies() throws {
        let fixture = try ReviewFixture()
        let before = fixture.tree()
        let session = try fixture.session()
        let large = "{\"id\": \"" + String(repeating: "a", count: ReviewLimits.requestBytes) + "\"}"
        for body in ["", "id=x", "[1]", "{\"path\": \"x\"}", large] {
            #expect(Self.respond(Self.request("POST", "/accept", body: body), session).status == 400)
        }
        #expect(Self.respond(Self.request("POST", "/accept-theme", body: "{\"id\": \"x\"}"), session).status == 400)
        #expect(fixture.tree() == before)
    }

    @Test("Accept, Reject and accept-all from the page's origin change what they name")
    func changes() throws {
        let fixture = try ReviewFixture()
        let session = try fixture.session()
        let accepted = Self.respond(
            Self.request("POST", "/accept", body: "{\"id\": \"\(ReviewFixture.snackbar)\"}"), session)
        #expect(accepted.status == 200)
        #expect(accepted.text.contains("\"decision\": \"accepted\""))
        #expect(fixture.read(fixture.refs + "/" + ReviewFixture.snackbar) == ReviewFixture.png(value: 202))
        let localhost = Self.request(
            "POST", "/reject", host: "localhost:7326", origin: "http://localhost:7326",
            body: "{\"id\": \"\(ReviewFixture.diaryDark)\"}")
        #expect(Self.respond(localhost, session).status == 200)
        let all = Self.respond(Self.request("POST", "/accept-theme", body: "{\"theme\": \"diary\"}"), session)
        #expect(all.status == 200)
        #expect(all.text.contains(ReviewFixture.diaryLight) && all.text.contains(ReviewFixture.transcript))
        #expect(session.currentDecisions == [.accepted, .rejected, .accepted, .accepted])
    }
}
