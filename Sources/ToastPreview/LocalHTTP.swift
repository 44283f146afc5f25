import Hummingbird
import HummingbirdCore
import NIOCore

/// What every local page server of `tartine` (`preview`, `review`) answers alike: files from
/// memory with the same safety headers, bare status pages, and the `Host` / `Origin` checks
/// against ``AllowedHosts``.
package enum LocalHTTP {
    /// The Content-Security-Policy of every page: its own script, style and pictures only, no
    /// framing by another site.
    package static let contentSecurityPolicy =
        "default-src 'self'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'"

    /// Connections accepted at once by a local server.
    package static let maximumConnections = 32

    /// A `200 OK` of `bytes` as `type`, never cached, never sniffed, under the policy.
    package static func file(_ bytes: [UInt8], type: String, status: HTTPResponse.Status = .ok) -> Response {
        Response(
            status: status,
            headers: [
                .contentType: type, .cacheControl: "no-store", .init("X-Content-Type-Options")!: "nosniff",
                .init("Content-Security-Policy")!: contentSecurityPolicy,
            ],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    /// A `200 OK` of `text` as `type`.
    package static func file(_ text: String, type: String) -> Response { file(Array(text.utf8), type: type) }

    /// A plain-text page saying `status`.
    package static func status(_ status: HTTPResponse.Status) -> Response {
        Response(
            status: status, headers: [.contentType: "text/plain; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: "\(status.code) \(status.reasonPhrase)\n")))
    }

    /// Whether `head`'s `Host` is one of `hosts` and, when `origin` is true, its `Origin` (if
    /// sent) a page of the same allowed host (``AllowedHosts/allows(origin:host:)``).
    package static func isAllowed(_ head: HTTPRequest, hosts: AllowedHosts, origin checkOrigin: Bool) -> Bool {
        guard let host = head.authority else { return false }
        return checkOrigin ? hosts.allows(origin: head.headerFields[.origin], host: host) : hosts.allows(host: host)
    }
}
