import ToastScript
import ToastSnapshot

extension SnapshotSuite {
    /// What `tartine render` says of a kind case's message drawn without the arguments it reads
    /// (a `%d`, a plural's count) in the case's locale and on its device, as lint rows: the
    /// warning `LoadedTheme.argumentWarnings` words for every command, at the kind's line, with
    /// how the manifest gives the arguments. Each is a warning, printed on stderr and kept once
    /// (``SuiteReport/Lint/fromScript``). A scenario's are said when it loads (`loadWarnings`).
    /// - Parameter last: the warnings of the case the worker checked before, used again when
    ///   `c` differs from it in its time alone (the time is nothing the warnings read).
    func argumentLints(of c: SnapshotCase, id: SnapshotID, last: inout ArgumentWarnings?) -> [SuiteReport.Lint] {
        let messages: [String]
        if let last, CaseGroups.sameGroup(last.case, c) {
            messages = last.messages
        } else {
            messages = argumentMessages(of: c)
            last = ArgumentWarnings(case: c, messages: messages)
        }
        return messages.map { SuiteReport.Lint(id: id, message: $0, severity: .warning, fromScript: true) }
    }

    private func argumentMessages(of c: SnapshotCase) -> [String] {
        guard case .kind(let kind, _) = c.source, let loaded = themes[c.theme] else { return [] }
        let warnings = loaded.argumentWarnings(
            kinds: [kind], arguments: c.arguments, context: kindStage(of: c).context,
            how: SnapshotManifest.argumentsAdvice(for: kind))
        return warnings.map(\.description)
    }

    /// A case's argument warnings, as `argumentLints` words them.
    struct ArgumentWarnings {
        let `case`: SnapshotCase
        let messages: [String]
    }
}
