import FoundationEssentials
import ToastPreview
import ToastText

/// A request as the review's routes see it: the method, the target as sent, the headers that
/// matter, and the body (already bounded by the server).
package struct ReviewRequest: Sendable {
    /// `GET`, `HEAD`, `POST`, …
    package var method: String
    /// The path and query, as sent (not decoded).
    package var target: String
    /// The `Host` header (the `:authority`), if any.
    package var host: String?
    /// The `Origin` header, if any.
    package var origin: String?
    /// The `Content-Type` header, if any.
    package var contentType: String?
    /// The body, at most ``ReviewLimits/requestBytes`` once the server has read it.
    package var body: [UInt8]

    /// A request; the body is empty unless given.
    package init(
        method: String, target: String, host: String?, origin: String? = nil, contentType: String? = nil,
        body: [UInt8] = []
    ) {
        self.method = method
        self.target = target
        self.host = host
        self.origin = origin
        self.contentType = contentType
        self.body = body
    }
}

/// What the review answers: a status, a type and bytes (and the methods allowed, for a 405).
package struct ReviewReply: Sendable, Equatable {
    /// The HTTP status code.
    package var status: Int
    /// The `Content-Type`.
    package var type: String
    /// The bytes (the server sends none for `HEAD`).
    package var body: [UInt8]
    /// The `Allow` header of a 405.
    package var allow: String?

    /// The body as text (for tests and messages).
    package var text: String { String(decoding: body, as: UTF8.self) }

    static func json(_ text: String, status: Int = 200) -> ReviewReply {
        ReviewReply(status: status, type: "application/json; charset=utf-8", body: Array(text.utf8))
    }

    static func error(_ status: Int, _ message: String) -> ReviewReply {
        json(JSONValue.object([("error", .string(message))]).rendered() + "\n", status: status)
    }

    static func plain(_ status: Int, _ text: String) -> ReviewReply {
        ReviewReply(status: status, type: "text/plain; charset=utf-8", body: Array((text + "\n").utf8))
    }
}

/// What the review server answers, apart from the network (tested without one).
///
/// Reads (`GET`, `HEAD`): the page, its script and style, `/cases.json`, and
/// `/artifact/<n>/{expected,actual,diff}` (the case at position `n` of the report: no path is
/// ever taken from the client). Changes (`POST` only, JSON bodies naming a case by its id from
/// the report or a theme by name): `/accept`, `/reject`, `/accept-theme`. A `Host` not
/// allowed is not found (DNS rebinding); a change needs an `Origin` of the same allowed host
/// (a browser always sends one with a POST; another site's page cannot) and a JSON content
/// type (which a cross-site form cannot send); a change by `GET` is 405.
package enum ReviewRoutes {
    private static let readable = ["GET", "HEAD"]
    private static let changes = ["/accept", "/reject", "/accept-theme"]

    /// The reply to `request` in `session`, answering only hosts `allowed`.
    package static func respond(_ request: ReviewRequest, session: ReviewSession, allowed: AllowedHosts)
        -> ReviewReply
    {
        guard request.target.utf8.count <= ReviewLimits.targetBytes, let host = request.host,
            allowed.allows(host: host)
        else { return .plain(404, "404 Not Found") }
        let path =
            request.target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init)
            ?? ""
        if changes.contains(path) {
            guard request.method == "POST" else {
                var reply = ReviewReply.plain(405, "405 Method Not Allowed: changes are POST requests from the page")
                reply.allow = "POST"
                return reply
            }
            guard let origin = request.origin, allowed.allows(origin: origin, host: host) else {
                return .plain(403, "403 Forbidden: a change must come from the review's own page")
            }
            guard request.contentType?.lowercased().hasPrefix("application/json") == true else {
                return .plain(415, "415 Unsupported Media Type: send application/json")
            }
            return change(path, body: request.body, session: session)
        }
        guard readable.contains(request.method) else {
            var reply = ReviewReply.plain(405, "405 Method Not Allowed")
            reply.allow = "GET, HEAD"
            return reply
        }
        switch path {
        case "/", "/index.html":
            return ReviewReply(status: 200, type: "text/html; charset=utf-8", body: Array(ReviewPage.html.utf8))
        case "/review.js":
            return ReviewReply(status: 200, type: "text/javascript; charset=utf-8", body: Array(ReviewPage.script.utf8))
        case "/review.css":
            return ReviewReply(status: 200, type: "text/css; charset=utf-8", body: Array(ReviewPage.style.utf8))
        case "/cases.json": return .json(session.casesJSON())
        default: return artifact(path, session: session)
        }
    }

    /// `/artifact/<n>/<role>`: the bytes, or not found.
    private static func artifact(_ path: String, session: ReviewSession) -> ReviewReply {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 4, parts[0].isEmpty, parts[1] == "artifact", (1...6).contains(parts[2].count),
            parts[2].allSatisfy({ $0.isASCII && $0.isNumber }), let index = Int(parts[2]),
            let role = ArtifactRole(rawValue: String(parts[3])), let bytes = session.artifact(at: index, role)
        else { return .plain(404, "404 Not Found") }
        let type = session.report.cases[index].isTranscript ? "text/plain; charset=utf-8" : "image/png"
        return ReviewReply(status: 200, type: type, body: bytes)
    }

    /// The body of a change.
    private struct Change: Decodable {
        var id: String?
        var theme: String?
    }

    private static func change(_ path: String, body: [UInt8], session: ReviewSession) -> ReviewReply {
        guard body.count <= ReviewLimits.requestBytes,
            let change = try? JSONDecoder().decode(Change.self, from: Data(body))
        else { return .error(400, "the body must be a JSON object with an id or a theme") }
        switch path {
        case "/accept-theme":
            guard let theme = change.theme else { return .error(400, "accept-theme needs a theme") }
            let (accepted, refused) = session.acceptAll(theme: theme)
            return .json(
                JSONValue.object([
                    ("accepted", .array(accepted.map(JSONValue.string))),
                    (
                        "refused",
                        .array(refused.map { .object([("id", .string($0.id)), ("reason", .string($0.reason))]) })
                    ),
                ]).rendered() + "\n")
        default:
            guard let id = change.id else { return .error(400, "\(path.dropFirst()) needs an id") }
            do {
                if path == "/accept" { try session.accept(id) } else { try session.reject(id) }
            } catch {
                return .error(session.knows(id) ? 409 : 404, error.description)
            }
            return .json(session.casesJSON())
        }
    }
}
