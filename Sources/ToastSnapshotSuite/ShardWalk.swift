import ToastScript
import ToastSnapshot

/// The walk of one shard through a suite's matrix: the cases this machine takes, made one at a
/// time, each numbered by its place in the shard (the report's order).
struct ShardWalk: Sendable {
    var cases: SnapshotCases.Iterator
    /// `(index, count)`, 1-based: the cases whose position in the matrix ≡ index − 1 (mod count).
    let shard: (index: Int, count: Int)?
    private var position = 0
    private var taken = 0

    init(cases: SnapshotCases.Iterator, shard: (index: Int, count: Int)?) {
        self.cases = cases
        self.shard = shard
    }

    /// The next case of the shard with its number in the shard, `nil` after the last.
    mutating func next() -> (Int, SnapshotCase)? {
        while let next = cases.next() {
            defer { position += 1 }
            if let shard, position % shard.count != shard.index - 1 { continue }
            defer { taken += 1 }
            return (taken, next)
        }
        return nil
    }
}
