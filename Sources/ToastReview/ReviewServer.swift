import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import ServiceLifecycle
import ToastPreview

/// `tartine review`'s web server: ``ReviewRoutes`` on the preview's stack and rules
/// (``LocalHTTP``): at most ``LocalHTTP/maximumConnections`` connections, request bodies of at
/// most ``ReviewLimits/requestBytes`` (larger: 413, before anything is read), idle connections
/// closed after a minute, only the allowed hosts answered.
package struct ReviewServer: Sendable {
    let session: ReviewSession
    let host: String
    let port: Int
    let allowedHosts: AllowedHosts

    /// A server of `session` on `host` and `port`, answering to `allowedHosts`.
    package init(session: ReviewSession, host: String, port: Int, allowedHosts: AllowedHosts) {
        self.session = session
        self.host = host
        self.port = port
        self.allowedHosts = allowedHosts
    }

    /// Serves until SIGINT or SIGTERM; `onRunning` is told the port once listening.
    package func run(onRunning: @escaping @Sendable (Int) async -> Void) async throws {
        var logger = Logger(label: "tartine-review")
        logger.logLevel = .error
        let session = self.session
        let allowed = allowedHosts
        let responder = CallbackResponder<BasicRequestContext> { request, _ in
            await Self.respond(to: request, session: session, allowed: allowed)
        }
        let app = Application(
            responder: responder,
            server: .http1(configuration: HTTP1Channel.Configuration(idleTimeout: .seconds(60))),
            configuration: ApplicationConfiguration(
                address: .hostname(host, port: port), serverName: nil,
                availableConnectionsDelegate: MaximumAvailableConnections(LocalHTTP.maximumConnections)),
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? 0) },
            logger: logger)
        try await LocalHTTP.run(app, logger: logger)
    }

    private static func respond(to request: Request, session: ReviewSession, allowed: AllowedHosts) async -> Response {
        if let length = request.headers[.contentLength], (Int(length) ?? .max) > ReviewLimits.requestBytes {
            return LocalHTTP.status(.contentTooLarge)
        }
        var request = request
        let body: ByteBuffer
        do { body = try await request.collectBody(upTo: ReviewLimits.requestBytes) } catch {
            return LocalHTTP.status(.contentTooLarge)
        }
        let reply = ReviewRoutes.respond(
            ReviewRequest(
                method: request.method.rawValue, target: request.head.path ?? "", host: request.head.authority,
                origin: request.headers[.origin], contentType: request.headers[.contentType],
                body: Array(buffer: body)),
            session: session, allowed: allowed)
        var response = LocalHTTP.file(
            request.method == .head ? [] : reply.body, type: reply.type,
            status: HTTPResponse.Status(code: reply.status))
        if let allow = reply.allow { response.headers[.allow] = allow }
        return response
    }
}
