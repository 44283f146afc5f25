extension SuiteReport.Lint {
    /// `lints` with each problem of a Lua file kept once, at its first case (a style function
    /// fails the same way in every case that resolves the kind, a message lacks its arguments
    /// on every screen of a locale); other lints all kept. A run
    /// and a merge of its shards both use it, so they keep the same ones.
    /// - Parameter lints: the lints in the matrix's order.
    /// - Returns: the lints to report.
    public static func onceEach(_ lints: [SuiteReport.Lint]) -> [SuiteReport.Lint] {
        var seen: Set<String> = []
        return lints.filter { !$0.fromScript || seen.insert($0.message).inserted }
    }
}
