extension ContainmentReplayTests {
    /// Issue 38's hostile inputs for writers and output paths (items 8 and 9).
    static let outputCases: [Case] = []
}
