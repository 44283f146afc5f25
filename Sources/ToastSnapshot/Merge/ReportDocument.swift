import FoundationEssentials
import ToastCore

/// A JSON report (``ReportWriter/json(_:)``, schema 2) as read back: the keys a merge needs,
/// each checked when it is turned into a report.
struct ReportDocument: Decodable {
    /// Only the version, read first: a report of another schema says so before anything else.
    struct Header: Decodable {
        var schemaVersion: Int?
    }

    struct Entry: Decodable {
        var path: String
        var theme: String
        var group: String
        var screen: String
        var appearance: String
        var locale: String
        var scale: Int
        var time: Double?
        var variant: String?
        var medium: String
        var status: String
        var duration: Double
        var verdict: String?
        var passedOnDrift: Bool?
        var changedPixels: Int?
        var differentPixels: Int?
        var antialiasedPixels: Int?
        var totalPixels: Int?
        var boundingBox: Box?
        var expectedSize: [Int]?
        var actualSize: [Int]?
        var environmentChanged: [Change]?
        var tolerance: ToleranceLimits?
        var diffThreshold: Double?
        var artifacts: Files?
        var diff: String?
        var recordReason: String?
        var message: String?
        var `case`: Int?
    }

    struct Box: Decodable {
        var x: Int
        var y: Int
        var width: Int
        var height: Int
    }

    struct Change: Decodable {
        var key: String
        var expected: String?
        var actual: String?
    }

    struct ToleranceLimits: Decodable {
        var maxDiffPixels: Int?
        var maxDiffPixelRatio: Double?
    }

    struct Files: Decodable {
        var expected: String
        var actual: String
        var diff: String?
    }

    struct Lint: Decodable {
        var id: String?
        var severity: String
        var message: String
        var fromScript: Bool
        var `case`: Int?
    }

    struct Run: Decodable {
        struct Shard: Decodable {
            var index: Int
            var count: Int
        }
        var tartineVersion: String
        var matrix: String
        var settings: String
        var matrixSize: Int
        var shard: Shard?
        var referencesRoot: String
        var references: [String]?
        var mergedShards: Int?
    }

    var schemaVersion: Int
    var name: String
    var entries: [Entry]
    var orphans: [String]
    var pruned: [String]
    var lints: [Lint]
    var run: Run?

    /// Decodes `bytes`, the report at `path`.
    /// - Throws: ``ReportMergeError/schema(path:found:)`` for another schema version,
    ///   ``ReportMergeError/malformed(path:reason:)`` for anything that is not such a report.
    static func decode(_ bytes: [UInt8], path: String) throws(ReportMergeError) -> ReportDocument {
        let data = Data(bytes)
        let decoder = JSONDecoder()
        let header: Header
        do { header = try decoder.decode(Header.self, from: data) } catch {
            throw .malformed(path: path, reason: "not a JSON object (\(describe(error)))")
        }
        guard header.schemaVersion == ReportWriter.schemaVersion else {
            throw .schema(path: path, found: header.schemaVersion)
        }
        do { return try decoder.decode(ReportDocument.self, from: data) } catch {
            throw .malformed(path: path, reason: describe(error))
        }
    }

    /// What the decoder found wrong, with the key path (`entries[3].status: missing`).
    private static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        func place(_ path: [any CodingKey]) -> String {
            var text = ""
            for key in path {
                if let index = key.intValue {
                    text += "[\(index)]"
                } else {
                    text += (text.isEmpty ? "" : ".") + key.stringValue
                }
            }
            return text.isEmpty ? "the document" : text
        }
        switch error {
        case .keyNotFound(let key, let context):
            return "\(place(context.codingPath + [key])): missing"
        case .typeMismatch(let type, let context):
            return "\(place(context.codingPath)): not \(type)"
        case .valueNotFound(let type, let context):
            return "\(place(context.codingPath)): null, expected \(type)"
        case .dataCorrupted(let context):
            return "\(place(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }
}
