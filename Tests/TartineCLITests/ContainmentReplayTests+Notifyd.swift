extension ContainmentReplayTests {
    /// Issue 38's hostile inputs for the desktop server (item 10).
    static let notifydCases: [Case] = []
}
