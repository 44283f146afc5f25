import ToastCore
import ToastSnapshot

extension SnapshotSuite {
    /// The matrix position of a shard's `taken`-th case (the case itself without a shard).
    static func position(_ taken: Int, _ shard: (index: Int, count: Int)?) -> Int {
        shard.map { SuiteRun.Shard(index: $0.index, count: $0.count).position(of: taken) } ?? taken
    }

    /// One case's entries and lints, each marked with the case's matrix position.
    static func placed(
        _ found: ([SuiteReport.Entry], [SuiteReport.Lint]), at position: Int
    ) -> ([SuiteReport.Entry], [SuiteReport.Lint]) {
        (
            found.0.map {
                var entry = $0
                entry.casePosition = position
                return entry
            },
            found.1.map {
                var lint = $0
                lint.casePosition = position
                return lint
            }
        )
    }

    /// The fingerprint of the matrix's identities (`fingerprint`) and of every theme's and
    /// scenario's sources, in the manifest's order.
    func sourcesFingerprint(_ fingerprint: Fingerprint) -> String {
        var fingerprint = fingerprint
        for path in manifest.themes { fingerprint.add(themes[path]?.sourceHash ?? "-") }
        for path in manifest.scenarios { fingerprint.add(scenarios[path]?.theme.sourceHash ?? "-") }
        return fingerprint.hex
    }

    /// The settings that decide verdicts, in words: shards run with other settings do not merge.
    static func settings(_ options: SnapshotRunOptions, policy: ComparisonPolicy, lint: Bool) -> String {
        let tolerance = policy.tolerance
        return "record \(options.mode.rawValue), strict \(policy.strict), "
            + "threshold \(NumberText.short(policy.threshold)), drift threshold \(NumberText.short(policy.drift.threshold)), "
            + "max diff pixels \(tolerance.maxDiffPixels.map(String.init) ?? "none"), "
            + "max diff pixel ratio \(tolerance.maxDiffPixelRatio.map(NumberText.short) ?? "none"), lint \(lint)"
    }
}

/// FNV-1a (64 bits) over lines of text: a short, stable fingerprint of a matrix. Not
/// cryptographic: it tells runs of other matrices apart, nothing more.
struct Fingerprint {
    private var state: UInt64 = 0xcbf2_9ce4_8422_2325

    /// Adds `line` and a line feed.
    mutating func add(_ line: String) {
        for byte in line.utf8 { mix(byte) }
        mix(0x0A)
    }

    private mutating func mix(_ byte: UInt8) {
        state ^= UInt64(byte)
        state = state &* 0x100_0000_01b3
    }

    /// 16 lowercase hex digits.
    var hex: String {
        let digits = String(state, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
