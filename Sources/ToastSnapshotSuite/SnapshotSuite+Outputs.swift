import ToastCore
import ToastScript
import ToastSnapshot

extension SnapshotSuite {
    /// Every reference `c` writes or compares: its picture, and its run's event transcript when
    /// `c` is the case that checks it (`checksTranscript`).
    func outputs(of c: SnapshotCase) -> [SnapshotID] {
        let id = id(of: c)
        return checksTranscript(c) ? [id, id.transcript] : [id]
    }

    /// Two origins (indices into the walk's origins, the earlier first), the same one twice
    /// when cases of one origin are alike.
    private struct OriginPair: Hashable {
        var first: Int
        var second: Int
    }

    /// Two origins whose cases would write the same references: the first such reference, and how many.
    private struct Clash {
        var origins: OriginPair
        var reference: String
        var count = 1
    }

    /// The most clashes worded one by one; the rest are counted.
    static let clashesShown = 20

    /// Refuses a matrix in which two cases would write the same reference, a picture or a
    /// transcript: the run would record or compare one file twice, its verdict depending on order
    /// (and `--record failed` would mend one case by breaking the other). Every reference of the
    /// whole matrix is checked, whatever makes two alike: a kind and a scenario of one name, two
    /// scenarios or two themes named alike, a value listed twice.
    /// - Parameter manifestPath: the manifest, which a value listed twice is an error of.
    /// - Throws: `LoadError` with an error per pair of origins that clash (the first
    ///   ``clashesShown``, then how many more): at the later origin's line, naming the earlier
    ///   one's `file:line`; at the manifest's list when both cases come from one origin.
    func refuseSharedOutputs(manifestPath: String) throws(LoadError) {
        var origins: [CaseOrigin] = []
        var originIndex: [CaseOrigin: Int] = [:]
        var owners: [String: Int] = [:]
        var clashes: [Clash] = []
        var clashIndex: [OriginPair: Int] = [:]
        for c in cases {
            let origin = CaseOrigin(c)
            let index = originIndex[origin] ?? origins.count
            if index == origins.count {
                originIndex[origin] = index
                origins.append(origin)
            }
            for reference in outputs(of: c).map(\.relativePath) {
                guard let first = owners[reference] else {
                    owners[reference] = index
                    continue
                }
                let pair = OriginPair(first: first, second: index)
                if let known = clashIndex[pair] {
                    clashes[known].count += 1
                } else {
                    clashIndex[pair] = clashes.count
                    clashes.append(Clash(origins: pair, reference: reference))
                }
            }
        }
        guard !clashes.isEmpty else { return }
        var lines = SourceLines(budgets: budgets)
        let list = repeatedList()
        var diagnostics = clashes.prefix(Self.clashesShown).map { clash in
            let earlier = place(of: origins[clash.origins.first], lines: &lines)
            let more = clash.count - 1
            let references =
                clash.reference
                + (more > 0 ? " and \(NumberText.grouped(more)) more reference\(more == 1 ? "" : "s")" : "")
            guard clash.origins.first != clash.origins.second else {
                return Diagnostic(
                    .error, file: manifestPath, line: list.flatMap { lines.exactLine(of: $0, in: manifestPath) },
                    path: list ?? .root,
                    message: "\(earlier.reference) would write \(references) twice: "
                        + (list == nil
                            ? "two values of the manifest's lists name the same file" : "a value is listed twice")
                        + "; each reference is made by one case")
            }
            let later = place(of: origins[clash.origins.second], lines: &lines)
            return Diagnostic(
                .error, file: later.file, line: later.line, path: later.path,
                message: "\(later.subject) would write \(references), as \(earlier.reference) does; "
                    + "each reference is made by one case: rename one of them")
        }
        let unshown = clashes.count - Self.clashesShown
        if unshown > 0 {
            diagnostics.append(
                Diagnostic(
                    .error, file: manifestPath, line: nil, path: .root,
                    message: "and \(NumberText.grouped(unshown)) more "
                        + (unshown == 1 ? "pair" : "pairs") + " of cases that would write the same references"))
        }
        throw LoadError(diagnostics)
    }

    /// Where `origin` is written, its theme named as in the references' paths.
    private func place(of origin: CaseOrigin, lines: inout SourceLines) -> CaseOrigin.Place {
        origin.place(themeName: themeName(of: origin), lines: &lines)
    }

    /// The name of the theme an origin's cases are drawn with, the first part of their references'
    /// paths: the theme's own, or the scenario's theme's (the file's path if it did not load).
    func themeName(of origin: CaseOrigin) -> String {
        switch origin.source {
        case .kind: themeNames[origin.theme] ?? origin.theme
        case .scenario(let path, _): scenarioThemeNames[path] ?? origin.theme
        }
    }

    /// The first of the manifest's lists that holds a value twice (`times = { 1, 1 }`), whose
    /// cases are alike; `nil` when none does.
    private func repeatedList() -> KeyPath? {
        let m = manifest
        let lists: [(String, [String])] = [
            ("themes", m.themes), ("kinds", m.kinds), ("positions", m.positions.map { $0?.rawValue ?? "kind" }),
            ("screens", m.screens.map(\.id)), ("appearances", m.appearances.map(\.rawValue)), ("locales", m.locales),
            ("text_sizes", m.textSizes.map(NumberText.short)), ("reduced_motion", m.reducedMotion.map { "\($0)" }),
            ("times", m.times.map(NumberText.short)), ("scenarios", m.scenarios),
        ]
        return lists.first { Set($0.1).count < $0.1.count }.map { KeyPath().appending($0.0) }
    }
}
