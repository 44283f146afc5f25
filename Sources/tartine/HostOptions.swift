import ArgumentParser
import ToastPreview

/// Where a local page server (`tartine preview`, `tartine review`) listens and the hosts it
/// answers to: the same options and rules for both.
struct HostOptions: ParsableArguments {
    @Option(help: "The address to listen on (127.0.0.1: this machine only).") var host = "127.0.0.1"
    @Option(
        name: .customLong("allowed-host"),
        help: ArgumentHelp(
            "Also answer requests for this host (a port forwarded to this machine): a name for any port, or "
                + "name:port for that port only; repeatable. Other hosts are refused.",
            valueName: "host"))
    var allowedHosts: [String] = []

    func validate() throws {
        guard !host.isEmpty, host.utf8.count <= 253 else { throw ValidationError("--host must name an address") }
        _ = try allowed()
    }

    /// The hosts the server answers to.
    /// - Throws: `ValidationError` naming the first `--allowed-host` that is not a host or host:port.
    func allowed() throws -> AllowedHosts {
        let extra = try allowedHosts.map { value in
            guard let authority = AllowedHosts.Authority(value) else {
                throw ValidationError(
                    "--allowed-host must be a host name or address, with an optional :port, got '\(value)'")
            }
            return authority
        }
        return AllowedHosts(serving: host, extra: extra)
    }

    /// The address as a URL shows it (an IPv6 address in brackets).
    var shown: String { host.contains(":") ? "[\(host)]" : host }
}
