import ToastScript

/// What the cases of one group share (they differ in their time alone: `CaseGroups`), made
/// once for the group by the worker that checks it (`SnapshotSuite.facts(of:inputs:last:)`):
/// the warnings of a message drawn without its arguments, and the parts of the inputs'
/// description (`SnapshotSuite.describe(_:id:facts:)`) that the time does not change.
struct GroupFacts {
    /// The first case of the group the worker met.
    let `case`: SnapshotCase
    /// `SnapshotSuite.argumentMessages(of:)`.
    let argumentMessages: [String]
    /// The description's parts from the theme to the accessibility settings, joined.
    let describedBefore: String
    /// Its parts from the scale to the direction, joined.
    let describedAfter: String
    /// Its last part: the manifest's plugins.
    let describedPlugins: String
}
