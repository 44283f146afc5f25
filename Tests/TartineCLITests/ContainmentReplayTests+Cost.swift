extension ContainmentReplayTests {
    /// Issue 38's hostile inputs for the cost model and determinism (items 1 and 6).
    static let costCases: [Case] = []
}
