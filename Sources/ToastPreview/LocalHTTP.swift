import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import ServiceLifecycle
import UnixSignals

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

    /// How long SIGINT or SIGTERM lets open pages and requests close before the server cancels
    /// them and stops anyway.
    package static let shutdownGrace: Duration = .seconds(3)

    /// Serves `app` until SIGINT or SIGTERM, the one way the local servers run: what is still open
    /// ``shutdownGrace`` after the signal (a page's WebSocket whose close never completes) is
    /// cancelled, so that nothing a page does keeps the process alive.
    /// (`signals` are SIGTERM and SIGINT but in a test, which must not stop itself.)
    package static func run(
        _ app: some Service, logger: Logger, signals: [UnixSignal] = [.sigterm, .sigint]
    ) async throws {
        var configuration = ServiceGroupConfiguration(services: [app], gracefulShutdownSignals: signals, logger: logger)
        configuration.maximumGracefulShutdownDuration = shutdownGrace
        try await ServiceGroup(configuration: configuration).run()
    }

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
