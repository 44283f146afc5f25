/// The `Host` values (and WebSocket `Origin`s) the preview answers to: its protection against DNS
/// rebinding, where a page of another site reaches the preview through a name of its own that
/// resolves to this machine.
///
/// Allowed: the address served (on any port), `127.0.0.1`, `localhost` and `[::1]` when that
/// address is the loopback or every address, and the hosts the user names (`--allowed-host`): a name alone is
/// allowed on any port, `name:port` on that port only (a port forwarded from a dev container or a
/// remote machine). When the server listens on every address (`0.0.0.0`, `::`), an IP address
/// written as such is allowed too (no DNS name is involved, so nothing can rebind it); any other
/// name must still be named. Names compare without regard to case.
package struct AllowedHosts: Sendable, Equatable {
    /// A `Host` value taken apart: a name (lowercased; an IPv6 address keeps its brackets) and
    /// its port, if any.
    package struct Authority: Hashable, Sendable {
        package var name: String
        package var port: Int?

        /// `authority` (`name`, `name:port`, `[v6]` or `[v6]:port`); `nil` when it is none of
        /// these: empty, a scheme or a path, a bare IPv6 address, characters a host name cannot
        /// hold, or a port that is not a number from 1 to 65535.
        package init?(_ authority: String) {
            let text = authority.lowercased()
            let rest: Substring
            if text.hasPrefix("[") {
                guard let end = text.firstIndex(of: "]") else { return nil }
                let inside = text[text.index(after: text.startIndex)..<end]
                guard !inside.isEmpty, inside.allSatisfy({ $0.isHexDigit || $0 == ":" || $0 == "." }) else {
                    return nil
                }
                name = String(text[...end])
                rest = text[text.index(after: end)...]
            } else {
                let colon = text.firstIndex(of: ":") ?? text.endIndex
                let host = text[..<colon]
                guard !host.isEmpty, host.utf8.count <= 253,
                    host.allSatisfy({
                        ($0.isASCII && ($0.isLetter || $0.isNumber)) || $0 == "-" || $0 == "." || $0 == "_"
                    })
                else { return nil }
                name = String(host)
                rest = text[colon...]
            }
            if rest.isEmpty {
                port = nil
                return
            }
            let digits = rest.dropFirst()
            guard rest.first == ":", (1...5).contains(digits.count), digits.allSatisfy(\.isASCII),
                let number = Int(digits), (1...65535).contains(number)
            else { return nil }
            port = number
        }

        /// Whether the name is an IP address written as such (IPv4 dotted, or IPv6 in brackets).
        var isAddress: Bool {
            if name.hasPrefix("[") { return true }
            let parts = name.split(separator: ".", omittingEmptySubsequences: false)
            return parts.count == 4
                && parts.allSatisfy { part in
                    (1...3).contains(part.count) && part.allSatisfy(\.isNumber) && Int(part).map { $0 <= 255 } == true
                }
        }
    }

    /// Names allowed on any port.
    private var names: Set<String>
    /// Names allowed on one port only.
    private var authorities: Set<Authority>
    /// Whether the server listens on every address.
    private let anyAddress: Bool

    /// The hosts a server listening on `host` answers to, with `extra` (`--allowed-host` values).
    package init(serving host: String, extra: [Authority] = []) {
        let served = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        anyAddress = served == "0.0.0.0" || served == "[::]"
        names = [served.lowercased()]
        if anyAddress || ["127.0.0.1", "localhost", "[::1]"].contains(served.lowercased()) {
            names.formUnion(["127.0.0.1", "localhost", "[::1]"])
        }
        authorities = []
        for authority in extra {
            if authority.port == nil {
                names.insert(authority.name)
            } else {
                authorities.insert(authority)
            }
        }
    }

    /// Whether a request whose `Host` is `host` is answered.
    package func allows(host: String) -> Bool {
        guard let authority = Authority(host) else { return false }
        return names.contains(authority.name) || authorities.contains(authority) || (anyAddress && authority.isAddress)
    }

    /// Whether a WebSocket upgrade from a page at `origin` (`scheme://host[:port]`, `nil` when
    /// the client sent none, as non-browser clients do) to `host` is accepted: the origin must
    /// be an allowed host, the same name as `host`, over http or https.
    package func allows(origin: String?, host: String) -> Bool {
        guard allows(host: host), let target = Authority(host) else { return false }
        guard let origin else { return true }
        let lowered = origin.lowercased()
        let scheme = ["http://", "https://"].first { lowered.hasPrefix($0) }
        guard let scheme else { return false }
        let rest = String(origin.dropFirst(scheme.count))
        guard allows(host: rest), let source = Authority(rest) else { return false }
        return source.name == target.name
    }
}
