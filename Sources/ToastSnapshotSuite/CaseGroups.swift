import ToastCore
import ToastScript
import ToastSnapshot

/// The walk of a shard in groups: consecutive cases that differ only in their time (one kind or
/// scenario on one screen, in one appearance, locale, text size and motion), which draw on the
/// same renderer one moment after the other.
///
/// A worker takes a whole group, preferring, among the next few, one that draws on the renderer
/// it used last: each worker keeps few renderers (each holds a screen's pictures), and sees a
/// toast's moments in order, most of which repaint little. Which worker takes which group
/// changes the work only: every case's outcome is kept under its number in the shard.
struct CaseGroups: Sendable {
    /// Cases with their numbers in the shard.
    typealias Group = [(index: Int, case: SnapshotCase)]

    /// What decides the renderer a case draws on, as far as the matrix tells: the screen,
    /// appearance and scale, and the scenario (whose mock app may differ from the kinds').
    struct Affinity: Hashable, Sendable {
        let screen: Screen
        let appearance: Appearance
        let scale: Double
        let scenario: String?

        init(_ c: SnapshotCase) {
            screen = c.screen
            appearance = c.appearance
            scale = c.scale
            if case .scenario(let path, _) = c.source { scenario = path } else { scenario = nil }
        }
    }

    private var walk: ShardWalk
    private var pushedBack: (Int, SnapshotCase)?
    private var ahead: [Group] = []
    /// How many groups are read ahead to choose from.
    private let lookahead: Int

    /// - Parameters:
    ///   - walk: the shard's cases.
    ///   - lookahead: how many groups a worker chooses from (at least 1).
    init(_ walk: ShardWalk, lookahead: Int) {
        self.walk = walk
        self.lookahead = max(1, lookahead)
    }

    /// The next group: the first of the next few drawn with `affinity`, else the first.
    mutating func next(preferring affinity: Affinity?) -> Group? {
        while ahead.count < lookahead, let group = readGroup() { ahead.append(group) }
        guard !ahead.isEmpty else { return nil }
        let chosen = affinity.flatMap { affinity in ahead.firstIndex { Affinity($0[0].case) == affinity } } ?? 0
        return ahead.remove(at: chosen)
    }

    /// The shard's next cases as long as only their time differs.
    private mutating func readGroup() -> Group? {
        guard let first = pushedBack ?? walk.next() else { return nil }
        pushedBack = nil
        var group: Group = [(first.0, first.1)]
        while let next = walk.next() {
            guard Self.sameGroup(first.1, next.1) else {
                pushedBack = next
                break
            }
            group.append((next.0, next.1))
        }
        return group
    }

    /// Whether two cases differ in their time alone.
    static func sameGroup(_ a: SnapshotCase, _ b: SnapshotCase) -> Bool {
        var b = b
        b.time = a.time
        return a == b
    }
}
