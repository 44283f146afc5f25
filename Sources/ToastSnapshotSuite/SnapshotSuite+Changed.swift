import ToastCore
import ToastFiles
import ToastPNG
import ToastRender
import ToastScript
import ToastSnapshot

extension SnapshotSuite {
    /// The theme or scenario file whose load a case draws with (the key of `loadInputs`).
    func inputSource(of c: SnapshotCase) -> String {
        switch c.source {
        case .kind: c.theme
        case .scenario(let path, _): path
        }
    }

    /// The case as the manifest shapes it, for the inputs' hash: its reference's path, its
    /// theme or scenario (relative to the manifest), every setting of the matrix it was made
    /// with (the screen whole, appearance, locale, text size, motion, accessibility, time,
    /// scale, the kind's arguments) and what the manifest decides around it (direction, the
    /// run's horizon, whether it checks a transcript, the manifest's plugins). Files are hashed
    /// apart, by content. What the time does not change comes from `facts`, made once a group.
    func describe(_ c: SnapshotCase, id: SnapshotID, facts: GroupFacts) -> String {
        let parts: [String] = [
            id.relativePath, facts.describedBefore, "time \(c.time)", facts.describedAfter,
            "horizon \(manifest.times.max() ?? c.time)", "transcript \(checksTranscript(c))", facts.describedPlugins,
        ]
        return parts.joined(separator: "; ")
    }

    /// The facts of `c`'s group: `last` when `c` differs from its case in its time alone (the
    /// worker's group goes on), else made now (and kept in `last`).
    func facts(of c: SnapshotCase, inputs: CaseInputs, last: inout GroupFacts?) -> GroupFacts {
        if let last, CaseGroups.sameGroup(last.case, c) { return last }
        let source: String =
            switch c.source {
            case .kind(let kind, let position): "kind \(kind) at \(position?.rawValue ?? "own")"
            case .scenario(let path, let name): "scenario \(inputs.hashed(path)) \(name)"
            }
        let before: [String] = [
            "theme \(inputs.hashed(c.theme))", source, inputs.described(c.screen),
            "appearance \(c.appearance.rawValue)", "locale \(c.locale)", "text \(c.textSize)",
            "reduced \(c.reducedMotion)", inputs.described(c.accessibility),
        ]
        let after: [String] = [
            "scale \(c.scale)", inputs.described(c.arguments),
            "direction \(manifest.direction.map { String(reflecting: $0) } ?? "locale")",
        ]
        let made = GroupFacts(
            case: c, argumentMessages: argumentMessages(of: c), describedBefore: before.joined(separator: "; "),
            describedAfter: after.joined(separator: "; "),
            describedPlugins: "plugins \(manifest.plugins.map(inputs.hashed).joined(separator: ","))")
        last = made
        return made
    }

    /// Whether the reference of `c` was recorded from the inputs `c` has now: its manifest's
    /// `inputs-hash` is well formed and equals the hash of `description`, its theme's load and
    /// the files its `inputs-reads` says drawing read, hashed now; and, for a case that checks a
    /// transcript, the transcript reference is the one recorded with it. A reference without
    /// a hash (older), with a malformed one, or whose transcript is missing, is drawn.
    func isUnchanged(
        _ c: SnapshotCase, id: SnapshotID, description: String, store: SnapshotStore, inputs: CaseInputs
    ) throws -> Bool {
        guard let stored = try store.referenceManifest(of: id, keys: PictureManifest.inputsKeys),
            let hash = stored.inputsHash,
            CaseInputs.isWellFormed(hash), let reads = CaseInputs.parse(stored: stored.inputsReads ?? "")
        else { return false }
        if checksTranscript(c) {
            guard let recorded = reads.transcript, let transcript = try store.referenceBytes(of: id.transcript),
                SHA256.hex(transcript) == recorded
            else { return false }
        }
        return inputs.hash(description: description, source: inputSource(of: c), drawing: reads.drawing) == hash
    }

    /// The entries of a case not drawn: `unchanged` for its picture and its transcript. When
    /// linting, its frame is laid out (not drawn) and linted, and its plugins' and style
    /// function's problems reported, as a full run would.
    func unchanged(
        _ c: SnapshotCase, id: SnapshotID, pipeline: ScenePipeline, lint: Bool, start: ContinuousClock.Instant
    ) throws -> ([SuiteReport.Entry], [SuiteReport.Lint]) {
        var entries: [SuiteReport.Entry] = []
        var lints: [SuiteReport.Lint] = []
        if lint {
            let scene = try scene(of: c, pipeline: pipeline)
            lints += scene.styleProblems.map { problem in
                SuiteReport.Lint(
                    id: id, message: pluginPaths.relative(in: problem.description), severity: .warning,
                    fromScript: true)
            }
            if let events = scene.events?.map(relativePaths), checksTranscript(c) {
                lints += events.compactMap { Self.pluginLint($0, id: id.transcript) }
            }
            lints += frameLints(scene.frame, of: c, id: id)
        }
        if checksTranscript(c) {
            entries.append(SuiteReport.Entry(id: id.transcript, outcome: .unchanged, duration: 0))
        }
        entries.append(SuiteReport.Entry(id: id, outcome: .unchanged, duration: Self.seconds(since: start)))
        return (entries, lints)
    }
}
