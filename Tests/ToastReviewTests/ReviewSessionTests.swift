import Foundation
import Testing

@testable import ToastReview

@Suite("Review session: Accept writes the new snapshot, Reject keeps the reference, accept-all per theme")
struct ReviewSessionTests {
    @Test("Accept writes exactly the actual artifact's bytes as that one reference")
    func acceptWritesOneReference() throws {
        let fixture = try ReviewFixture()
        let before = fixture.tree()
        let session = try fixture.session()
        try session.accept(ReviewFixture.diaryLight)
        let actual = fixture.read(fixture.failures + "/diary/saved/iphone-15-light-en@1x-1-actual.png")
        #expect(fixture.read(fixture.refs + "/" + ReviewFixture.diaryLight) == actual)
        var after = fixture.tree()
        after[fixture.refs + "/" + ReviewFixture.diaryLight] = nil
        var expected = before
        expected[fixture.refs + "/" + ReviewFixture.diaryLight] = nil
        #expect(after == expected)
        #expect(session.currentDecisions == [.accepted, .pending, .pending, .pending])
        // A new review of the same run sees it accepted (the reference holds the new snapshot).
        #expect(try fixture.session().currentDecisions == [.accepted, .pending, .pending, .pending])
    }

    @Test("a changed transcript is accepted by writing the actual transcript")
    func acceptTranscript() throws {
        let fixture = try ReviewFixture()
        let session = try fixture.session()
        try session.accept(ReviewFixture.transcript)
        #expect(fixture.read(fixture.refs + "/" + ReviewFixture.transcript) == Array("0.000 show b\n".utf8))
        #expect(session.report.cases[3].diff == "-0.000 show a\n+0.000 show b")
    }

    @Test("Reject keeps the reference and marks the case")
    func reject() throws {
        let fixture = try ReviewFixture()
        let before = fixture.tree()
        let session = try fixture.session()
        try session.reject(ReviewFixture.diaryDark)
        #expect(fixture.tree() == before)
        #expect(session.currentDecisions == [.pending, .rejected, .pending, .pending])
    }

    @Test("accept-all accepts the theme's pending cases only: not a rejected one, not another theme's")
    func acceptAllOfTheme() throws {
        let fixture = try ReviewFixture()
        let session = try fixture.session()
        try session.reject(ReviewFixture.diaryDark)
        let result = session.acceptAll(theme: "diary")
        #expect(result.accepted == [ReviewFixture.diaryLight, ReviewFixture.transcript])
        #expect(result.refused.isEmpty)
        #expect(session.currentDecisions == [.accepted, .rejected, .pending, .accepted])
        #expect(
            fixture.read(fixture.refs + "/" + ReviewFixture.diaryDark) == ReviewFixture.png(value: 1),
            "the rejected reference stays")
        #expect(fixture.read(fixture.refs + "/" + ReviewFixture.snackbar) == ReviewFixture.png(value: 2))
    }

    @Test("an id the report does not list is refused, whatever it names")
    func unknownID() throws {
        let fixture = try ReviewFixture()
        let before = fixture.tree()
        let session = try fixture.session()
        for id in ["../outside/x.png", "diary/deleted/iphone-15-light-en@1x-1.png", "/etc/passwd", ""] {
            #expect(throws: ReviewError(ReviewMessages.unknownCase(id))) { try session.accept(id) }
            #expect(throws: ReviewError(ReviewMessages.unknownCase(id))) { try session.reject(id) }
        }
        #expect(fixture.tree() == before)
    }

    @Test("a link at the reference, or at a directory on the way, is refused: nothing is written through it")
    func linksInReferences() throws {
        let fixture = try ReviewFixture()
        try fixture.write(Array("secret".utf8), to: fixture.outside + "/secret.png")
        try fixture.link(fixture.refs + "/" + ReviewFixture.diaryLight, to: fixture.outside + "/secret.png")
        try FileManager.default.removeItem(atPath: fixture.refs + "/snackbar")
        try fixture.link(fixture.refs + "/snackbar", to: fixture.outside)
        let before = fixture.tree()
        let session = try fixture.session()
        #expect(throws: ReviewError.self) { try session.accept(ReviewFixture.diaryLight) }
        #expect(throws: ReviewError.self) { try session.accept(ReviewFixture.snackbar) }
        #expect(fixture.tree() == before)
        #expect(fixture.read(fixture.outside + "/secret.png") == Array("secret".utf8))
        #expect(session.currentDecisions == [.pending, .pending, .pending, .pending])
    }

    @Test("an artifact that is a link out of the artifacts directory is neither served nor accepted")
    func linkedArtifact() throws {
        let fixture = try ReviewFixture()
        try fixture.write(ReviewFixture.png(value: 9), to: fixture.outside + "/elsewhere.png")
        try fixture.link(
            fixture.failures + "/diary/saved/iphone-15-light-en@1x-1-actual.png", to: fixture.outside + "/elsewhere.png"
        )
        let before = fixture.tree()
        let session = try fixture.session()
        #expect(session.artifact(at: 0, .actual) == nil)
        #expect(session.artifact(at: 0, .expected) == ReviewFixture.png(value: 0))
        #expect(throws: ReviewError.self) { try session.accept(ReviewFixture.diaryLight) }
        #expect(fixture.tree() == before)
    }

    @Test("a new picture without Tartine's manifest is not accepted")
    func foreignPicture() throws {
        let fixture = try ReviewFixture()
        try fixture.write(
            Array("not a png".utf8), to: fixture.failures + "/diary/saved/iphone-15-dark-en@1x-1-actual.png")
        try FileManager.default.removeItem(
            atPath: fixture.failures + "/snackbar/saved/iphone-15-light-en@1x-1-actual.png")
        let before = fixture.tree()
        let session = try fixture.session()
        #expect(throws: ReviewError(ReviewMessages.notTartines(ReviewFixture.diaryDark))) {
            try session.accept(ReviewFixture.diaryDark)
        }
        #expect(throws: ReviewError(ReviewMessages.noActual(ReviewFixture.snackbar))) {
            try session.accept(ReviewFixture.snackbar)
        }
        #expect(fixture.tree() == before)
    }
}
