import Testing

@testable import ToastSnapshot

/// Which record mode a run uses: flag, then TARTINE_RECORD, then CI.
@Suite struct RecordModeTests {
    @Test(
        arguments: [
            (nil, [:], RecordMode.missing),
            (nil, ["CI": "true"], .never),
            (nil, ["CI": ""], .missing),  // an empty CI is unset
            (nil, ["CI": "1", "TARTINE_RECORD": "failed"], .failed),
            (nil, ["TARTINE_RECORD": "all"], .all),
            (nil, ["TARTINE_RECORD": "NEVER"], .never),
            (nil, ["TARTINE_RECORD": "", "CI": "true"], .never),  // an empty variable is unset
            (.all, ["CI": "true", "TARTINE_RECORD": "never"], .all),  // the flag wins
            (.never, [:], .never),
        ] as [(RecordMode?, [String: String], RecordMode)])
    func resolve(flag: RecordMode?, environment: [String: String], expected: RecordMode) throws {
        #expect(try RecordMode.resolve(flag: flag, environment: environment) == expected)
    }

    @Test(arguments: [
        (
            "TARTINE_RECORD", "faild",
            "TARTINE_RECORD 'faild' is not a record mode; use one of never, missing, failed, all. Did you mean 'failed'?"
        ),
        ("TARTINE_RECORD", "yes", "TARTINE_RECORD 'yes' is not a record mode; use one of never, missing, failed, all."),
    ])
    func invalidVariable(variable: String, value: String, message: String) throws {
        let error = try #require(throws: SnapshotError.self) {
            try RecordMode.resolve(flag: nil, environment: [variable: value])
        }
        #expect(error.description == message)
    }

    @Test func parsesTheFlag() throws {
        #expect(try RecordMode.parse(flag: "missing") == .missing)
        let error = try #require(throws: SnapshotError.self) { try RecordMode.parse(flag: "al") }
        #expect(
            error.description
                == "--record 'al' is not a record mode; use one of never, missing, failed, all. Did you mean 'all'?")
    }
}
