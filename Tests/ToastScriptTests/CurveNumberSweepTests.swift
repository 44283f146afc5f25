import Foundation
import Testing
import ToastCore
@testable import ToastScript

/// Issue 38, item 4: the numbers inside a curve have ranges too. Every key that takes a curve
/// (from the schema, so a key added later is swept) is given each extreme in each place a curve
/// holds a number (the four numbers of `cubic-bezier(…)`, a sample of a list, a curve
/// function's result) and must be refused at its line; `toast.spring`'s own keys are swept by
/// `NumberSweepTests` (record `tartine.Spring`), and a spring whose keys are each in range but
/// whose swing is not is refused here.
@Suite("Numbers inside curves: every curve key, every place, every extreme")
struct CurveNumberSweepTests {
    /// Extremes as a curve string spells them (`Double(_:)` reads each), and as Lua writes them.
    static let stringExtremes = [
        "1e308", "-1e308", "1e999", "-1e999", "nan", "inf", "11", "-11", "9223372036854775807",
    ]
    static let luaExtremes = NumberSweepTests.extremes + ["11", "-11"]

    /// Every schema key that takes a curve.
    static let curveKeys: [NumberSweepTests.Key] = TypeFile.records.flatMap { record in
        record.fields.filter { takesCurve($0.shape) }.map {
            NumberSweepTests.Key(record: record.className, name: $0.name, shape: $0.shape)
        }
    }

    static func takesCurve(_ shape: ValueShape) -> Bool {
        switch shape {
        case .curve: true
        case .list(let inner), .map(let inner): takesCurve(inner)
        case .union(let shapes): shapes.contains(where: takesCurve)
        default: false
        }
    }

    /// A theme with `line` placed where the key's record goes (in the theme, a kind, or the
    /// style), or nil for a record of another file.
    static func theme(_ key: NumberSweepTests.Key, _ line: String) -> String? {
        if let template = NumberSweepTests.themeRecords[key.record] {
            return NumberSweepTests.theme(themeKeys: NumberSweepTests.placing(line, in: template))
        }
        if let template = NumberSweepTests.kindRecords[key.record] {
            return NumberSweepTests.theme(kindKeys: NumberSweepTests.placing(line, in: template))
        }
        if let template = NumberSweepTests.styleRecords[key.record] {
            return NumberSweepTests.theme(themeKeys: "style = {\n\(NumberSweepTests.placing(line, in: template))\n},")
        }
        return nil
    }

    /// The errors of loading `text` that name `key` at the line holding `line`.
    static func refusal(_ key: NumberSweepTests.Key, _ line: String, in text: String) throws -> Bool {
        let found = try NumberSweepTests.errors(["theme.lua": text]) { dir throws(LoadError) in
            _ = try ThemeLoader().load("\(dir)/theme.lua")
        }
        return NumberSweepTests.refuses(
            found, key, file: "DIR/theme.lua", line: NumberSweepTests.line(of: line, in: text))
    }

    @Test("every key that takes a curve has a place in the sweep")
    func everyCurveKeyIsPlaced() {
        #expect(!Self.curveKeys.isEmpty)
        for key in Self.curveKeys {
            #expect(Self.theme(key, "") != nil, "\(key): no template")
        }
    }

    @Test("cubic-bezier(…): each of its four numbers at each extreme", arguments: stringExtremes)
    func cubicBezierNumbers(_ value: String) throws {
        for key in Self.curveKeys {
            for position in 0..<4 {
                var numbers = ["0.25", "0.1", "0.25", "1"]
                numbers[position] = value
                let line = "\(key.name) = \"cubic-bezier(\(numbers.joined(separator: ", ")))\","
                let text = try #require(Self.theme(key, line))
                #expect(try Self.refusal(key, line, in: text), "\(key) \(line)")
            }
        }
    }

    @Test("a list of samples and a curve function at each extreme", arguments: luaExtremes)
    func samplesAndFunctions(_ value: String) throws {
        for key in Self.curveKeys {
            for line in [
                "\(key.name) = { 0, \(value), 1 },",
                "\(key.name) = function(t) if t > 0.4 and t < 0.6 then return \(value) end return t end,",
            ] {
                let text = try #require(Self.theme(key, line))
                #expect(try Self.refusal(key, line, in: text), "\(key) \(line)")
            }
        }
    }

    @Test("a spring whose keys are each in range but whose swing is not is refused at its line")
    func springSwing() throws {
        let key = try #require(Self.curveKeys.first)
        let line = "\(key.name) = toast.spring { damping = 1, velocity = 1000, duration = 10 },"
        let text = try #require(Self.theme(key, line))
        let errors = try loadErrors(text)
        let swings = errors.filter { $0.contains("swings") }
        #expect(
            swings.count == 1
                && swings[0].hasSuffix(
                    "the spring swings to 14.3 of the distance, outside the -10 to 10 a curve may reach; lower its velocity or raise its damping"
                ), "\(errors)")
        #expect(try Self.refusal(key, line, in: text))
        // The same spring with less velocity is a spring a theme may use.
        let gentle = try #require(
            Self.theme(key, "\(key.name) = toast.spring { damping = 1, velocity = 10, duration = 10 },"))
        #expect(try loadErrors(gentle).isEmpty)
    }

    @Test("springs a designer reaches for, in every spelling, keep within the range")
    func springsAtTheEdgesOfTheirKeys() throws {
        for spring in [
            "damping = 0.1, velocity = 0, duration = 1", "damping = 100, velocity = 0, duration = 0.01",
            "response = 0.5, damping_fraction = 0.3", "duration = 0.5, bounce = 0.6",
            "duration = 0.5, bounce = -0.5", "damping = 0.5, velocity = -30, duration = 0.5",
            "damping = 0.8, velocity = 50, duration = 0.4",
        ] {
            let key = try #require(Self.curveKeys.first)
            let text = try #require(Self.theme(key, "\(key.name) = toast.spring { \(spring) },"))
            #expect(try loadErrors(text).isEmpty, "\(spring)")
        }
    }
}

/// Issue 38, item 4: what `export tokens` writes has ranges too. Every numeric key a theme,
/// its kinds and its style may set is set to each end of its range (and the curve to its
/// extremes), the theme's tokens are made as `tartine export tokens` makes them, and every
/// numeric leaf of the document must be a finite number an app can take as it is: within
/// ±`tokenLimit` (JSON's exponent form stays for magnitudes below one).
@Suite("Numbers in exported tokens: every numeric leaf, every key at the ends of its range")
struct TokenNumberSweepTests {
    /// The largest magnitude a token may carry (a toast's duration of an hour, in milliseconds).
    static let tokenLimit = 3_600_000.0

    /// The two ends of a numeric shape's range, as Lua writes them.
    static func ends(_ shape: ValueShape) -> [String] {
        switch shape {
        case .number(let min, let max): ["\(min)", "\(max)"]
        case .positiveNumber(let max): ["1e-9", "\(max)"]
        case .integer(let min, let max): ["\(min)", "\(max)"]
        case .list(let inner), .map(let inner): ends(inner)
        case .union(let shapes): shapes.flatMap(ends)
        default: []
        }
    }

    /// The numeric leaves of `value` that are not finite or too large.
    static func badLeaves(_ value: JSONValue, at path: String = "") -> [String] {
        switch value {
        case .array(let items):
            return items.enumerated().flatMap { badLeaves($1, at: "\(path)[\($0)]") }
        case .object(let members):
            return members.flatMap { badLeaves($1, at: "\(path).\($0)") }
        case .double, .int, .number:
            let text = value.rendered()
            let number = Double(text)
            let fits = number.map { $0.isFinite && abs($0) <= tokenLimit } ?? false
            return fits ? [] : ["\(path) = \(text)"]
        default:
            return []
        }
    }

    /// The tokens of `text`, or nil when the theme does not load (a key whose end needs
    /// another key beside it).
    static func tokens(_ text: String) throws -> JSONValue? {
        let dir = try temporaryDirectory(["theme.lua": text])
        guard let loaded = try? ThemeLoader().load("\(dir)/theme.lua") else { return nil }
        let documents = ThemeTokens.documents(
            try ThemeValues(loaded.theme, setting: .standard), tokensReference: "theme.tokens.json")
        return .array([documents.tokens, documents.resolver])
    }

    @Test("every numeric key at both ends of its range")
    func everyKeyAtItsEnds() throws {
        var exported = 0
        var cases: [(String, String)] = []
        for key in NumberSweepTests.keys {
            for end in Self.ends(key.shape) {
                if let theme = CurveNumberSweepTests.theme(key, key.assignment(end)) {
                    cases.append(("\(key) = \(end)", theme))
                }
            }
        }
        for y in ["-10", "10", "1e308", "-1e308"] {
            cases.append(
                (
                    "curve y1 = \(y)",
                    NumberSweepTests.theme(
                        themeKeys: "motion = { enter = { \"fade\", curve = \"cubic-bezier(0.5, \(y), 0.5, 1)\" } },")
                ))
        }
        for (name, text) in cases {
            guard let document = try Self.tokens(text) else { continue }
            exported += 1
            let bad = Self.badLeaves(document)
            #expect(bad.isEmpty, "\(name): \(bad)")
        }
        #expect(exported > 100, "only \(exported) of \(cases.count) themes loaded")
    }
}
