import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import ServiceLifecycle
import ToastFiles

/// `tartine preview`'s web server: the page, its script and style, the current picture (the
/// page's first paint), the theme directory's images, and the WebSocket that carries frames
/// out and the page's commands in.
///
/// Bounded: at most ``maximumConnections`` connections at once, request targets of at most
/// ``PreviewRoutes/maximumTarget`` bytes, no request bodies, WebSocket messages from the page of
/// at most ``PreviewCommand/maximumBytes``, idle connections closed after a minute. A request
/// whose `Host` (or WebSocket `Origin`) is not one of ``AllowedHosts`` is not found, so another
/// site cannot reach the preview through a name that resolves to this machine.
package struct PreviewServer: Sendable {
    /// Connections accepted at once.
    package static let maximumConnections = LocalHTTP.maximumConnections
    /// The largest image served.
    static let maximumImageBytes = Limits.iconFileSize

    let session: PreviewSession
    let host: String
    let port: Int
    let allowedHosts: AllowedHosts

    /// A server of `session` on `host` and `port`, answering to `allowedHosts`.
    package init(session: PreviewSession, host: String, port: Int, allowedHosts: AllowedHosts) {
        self.session = session
        self.host = host
        self.port = port
        self.allowedHosts = allowedHosts
    }

    /// Serves until SIGINT or SIGTERM; `onRunning` is told the port once listening.
    package func run(onRunning: @escaping @Sendable (Int) async -> Void) async throws {
        var logger = Logger(label: "tartine-preview")
        logger.logLevel = .error
        let session = self.session
        let allowed = allowedHosts
        let responder = CallbackResponder<BasicRequestContext> { request, _ in
            try await Self.respond(to: request, session: session, allowedHosts: allowed)
        }
        let http1 = HTTP1Channel.Configuration(idleTimeout: .seconds(60))
        let ws = WebSocketServerConfiguration(
            maxFrameSize: 1 << 16, autoPing: .enabled(timePeriod: .seconds(20)), closeTimeout: .seconds(2))
        let server = HTTPServerBuilder { responder in
            HTTP1WebSocketUpgradeChannel(
                responder: responder, configuration: .init(http1: http1, ws: ws)
            ) { head, _, _ in
                guard head.path == "/ws", Self.isAllowed(head, hosts: allowed, origin: true) else {
                    return .dontUpgrade
                }
                return .upgrade([:]) { inbound, outbound, _ in
                    await Self.serve(session: session, inbound: inbound, outbound: outbound)
                }
            }
        }
        let app = Application(
            responder: responder, server: server,
            configuration: ApplicationConfiguration(
                address: .hostname(host, port: port), serverName: nil,
                availableConnectionsDelegate: MaximumAvailableConnections(Self.maximumConnections)),
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? 0) },
            logger: logger)
        try await LocalHTTP.run(app, logger: logger)
    }

    static func isAllowed(_ head: HTTPRequest, hosts: AllowedHosts, origin checkOrigin: Bool) -> Bool {
        LocalHTTP.isAllowed(head, hosts: hosts, origin: checkOrigin)
    }

    private static func respond(to request: Request, session: PreviewSession, allowedHosts: AllowedHosts) async throws
        -> Response
    {
        guard request.method == .get || request.method == .head else { return notFound }
        if let length = request.headers[.contentLength], length != "0" { return status(.contentTooLarge) }
        if request.headers[.transferEncoding] != nil { return status(.contentTooLarge) }
        guard isAllowed(request.head, hosts: allowedHosts, origin: false) else { return notFound }
        switch PreviewRoutes.resource(request.head.path ?? "", themeDirectory: session.themeDirectory) {
        case .page: return file(PreviewPage.html(screen: session.screenSize), type: "text/html; charset=utf-8")
        case .picture:
            guard let png = await session.picture() else { return status(.serviceUnavailable) }
            return file(png, type: "image/png")
        case .script: return file(PreviewPage.script, type: "text/javascript; charset=utf-8")
        case .style: return file(PreviewPage.style, type: "text/css; charset=utf-8")
        case .image(let path, let type):
            do {
                return file(try Files.read(path, limit: maximumImageBytes), type: type)
            } catch {
                return notFound
            }
        case .webSocket, .notFound: return notFound
        }
    }

    private static func file(_ text: String, type: String) -> Response { LocalHTTP.file(text, type: type) }

    private static func file(_ bytes: [UInt8], type: String) -> Response { LocalHTTP.file(bytes, type: type) }

    private static var notFound: Response { status(.notFound) }

    private static func status(_ status: HTTPResponse.Status) -> Response { LocalHTTP.status(status) }

    /// One page's WebSocket: its messages out, its commands in, until either side closes or the
    /// server shuts down (SIGINT, SIGTERM: an open page must not keep the process alive).
    private static func serve(
        session: PreviewSession, inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter
    ) async {
        guard let (id, messages) = session.connect() else {
            do { try await outbound.close(.policyViolation, reason: "too many pages") } catch {}
            return
        }
        defer { session.disconnect(id) }
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                for await message in messages {
                    do {
                        switch message {
                        case .binary(let bytes):
                            try await outbound.write(.binary(ByteBuffer(bytes: bytes)))
                            session.written(to: id, frame: true)
                        case .text(let text):
                            try await outbound.write(.text(text))
                            session.written(to: id, frame: false)
                        }
                    } catch {
                        return
                    }
                }
            }
            do {
                for try await message in inbound.messages(maxSize: PreviewCommand.maximumBytes)
                    .cancelOnGracefulShutdown()
                {
                    guard case .text(let text) = message, let command = PreviewCommand.parse(text) else { continue }
                    session.handle(command)
                }
            } catch {}
            session.disconnect(id)
            group.cancelAll()
        }
    }
}
