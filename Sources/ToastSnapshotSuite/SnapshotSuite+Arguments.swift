import ToastScript
import ToastSnapshot

extension SnapshotSuite {
    /// What `tartine render` says of a kind case's message drawn without the arguments it reads
    /// (a `%d`, a plural's count) in the case's locale and on its device, as lint rows: the
    /// warning `LoadedTheme.argumentWarnings` words for every command, at the kind's line, with
    /// how the manifest gives the arguments. Each is a warning, printed on stderr and kept once
    /// (``SuiteReport/Lint/fromScript``). A scenario's are said when it loads (`loadWarnings`).
    /// - Parameter facts: what the case's group shares (`GroupFacts`), its argument warnings among it.
    func argumentLints(id: SnapshotID, facts: GroupFacts) -> [SuiteReport.Lint] {
        facts.argumentMessages.map { SuiteReport.Lint(id: id, message: $0, severity: .warning, fromScript: true) }
    }

    /// The argument warnings of `c`'s message, in words (the time is nothing they read).
    func argumentMessages(of c: SnapshotCase) -> [String] {
        guard case .kind(let kind, _) = c.source, let loaded = themes[c.theme] else { return [] }
        let warnings = loaded.argumentWarnings(
            kinds: [kind], arguments: c.arguments, context: kindStage(of: c).context,
            how: SnapshotManifest.argumentsAdvice(for: kind))
        return warnings.map(\.description)
    }
}
