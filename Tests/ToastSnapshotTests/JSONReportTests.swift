import Testing
import ToastText

@testable import ToastSnapshot

/// The JSON of `ReportFixture`, byte for byte (keys in a fixed order).
@Suite struct JSONReportTests {
    @Test func golden() {
        #expect(ReportWriter.json(ReportFixture.report()) == Self.expected)
    }

    @Test func emptyRunAndEscapes() {
        #expect(
            ReportWriter.json(SuiteReport(entries: []))
                == "{\n  \"schemaVersion\": 2,\n  \"name\": \"tartine snapshots\",\n  \"summary\": {\n"
                + "    \"checked\": 0,\n    \"passed\": 0,\n    \"failed\": 0,\n    \"recorded\": 0,\n"
                + "    \"missing\": 0,\n    \"unchanged\": 0,\n    \"orphans\": 0,\n    \"lintErrors\": 0,\n    \"exitCode\": 0\n  },\n"
                + "  \"entries\": [],\n  \"orphans\": [],\n  \"pruned\": [],\n  \"lints\": [],\n  \"run\": null\n}\n")
        #expect(JSONValue.quoted("tab\there \"q\" \\ \u{7}") == #""tab\there \"q\" \\ \u0007""#)
    }

    static let expected = #"""
        {
          "schemaVersion": 2,
          "name": "tartine snapshots",
          "summary": {
            "checked": 4,
            "passed": 1,
            "failed": 1,
            "recorded": 1,
            "missing": 1,
            "unchanged": 0,
            "orphans": 1,
            "lintErrors": 0,
            "exitCode": 1
          },
          "entries": [
            {
              "path": "diary/saved/iphone-15-light-en@3x-1.png",
              "theme": "diary",
              "group": "saved",
              "screen": "iphone-15",
              "appearance": "light",
              "locale": "en",
              "scale": 3,
              "time": 1,
              "variant": null,
              "medium": "image",
              "status": "passed",
              "duration": 0.012,
              "verdict": "identical",
              "passedOnDrift": false,
              "differentPixels": 0,
              "antialiasedPixels": 0,
              "totalPixels": 3013524,
              "ratio": 0.0,
              "boundingBox": null,
              "environmentChanged": [],
              "tolerance": {
                "maxDiffPixels": null,
                "maxDiffPixelRatio": null
              },
              "diffThreshold": 0.1,
              "message": null,
              "case": null
            },
            {
              "path": "diary/saved/iphone-15-dark-en@3x-1.png",
              "theme": "diary",
              "group": "saved",
              "screen": "iphone-15",
              "appearance": "dark",
              "locale": "en",
              "scale": 3,
              "time": 1,
              "variant": null,
              "medium": "image",
              "status": "failed",
              "duration": 0.034,
              "verdict": "different",
              "passedOnDrift": false,
              "differentPixels": 1234,
              "antialiasedPixels": 56,
              "totalPixels": 3013524,
              "ratio": 0.00040948736429509105,
              "boundingBox": {
                "x": 120,
                "y": 700,
                "width": 141,
                "height": 61
              },
              "environmentChanged": [
                {
                  "key": "pango.version",
                  "expected": "1.50.12",
                  "actual": "1.52.0"
                }
              ],
              "tolerance": {
                "maxDiffPixels": null,
                "maxDiffPixelRatio": null
              },
              "diffThreshold": 0.1,
              "artifacts": {
                "expected": ".tartine/failures/diary/saved/iphone-15-dark-en@3x-1-expected.png",
                "actual": ".tartine/failures/diary/saved/iphone-15-dark-en@3x-1-actual.png",
                "diff": ".tartine/failures/diary/saved/iphone-15-dark-en@3x-1-diff.png"
              },
              "message": "diary/saved/iphone-15-dark-en@3x-1.png: 1,234 pixels differ (0.04%), allowed 0; bounding box x 120…260, y 700…760. Expected, actual and diff: .tartine/failures/diary/saved/iphone-15-dark-en@3x-1-{expected,actual,diff}.png; re-record with --record failed or TARTINE_RECORD=failed. (environment changed: pango.version 1.50.12 → 1.52.0)",
              "case": null
            },
            {
              "path": "diary/saved/iphone-15-light-en@3x-0.25.png",
              "theme": "diary",
              "group": "saved",
              "screen": "iphone-15",
              "appearance": "light",
              "locale": "en",
              "scale": 3,
              "time": 0.25,
              "variant": null,
              "medium": "image",
              "status": "recorded",
              "duration": 0.020,
              "recordReason": "missing",
              "message": "diary/saved/iphone-15-light-en@3x-0.25.png: recorded a new reference (there was none). Look at it and commit it; a run that records fails, so a reference is never accepted unseen.",
              "case": null
            },
            {
              "path": "night/deleted/iphone-15-dark-ko@3x-2.5-xxxl.png",
              "theme": "night",
              "group": "deleted",
              "screen": "iphone-15",
              "appearance": "dark",
              "locale": "ko",
              "scale": 3,
              "time": 2.5,
              "variant": "xxxl",
              "medium": "image",
              "status": "missing",
              "duration": 0.001,
              "message": "night/deleted/iphone-15-dark-ko@3x-2.5-xxxl.png: no reference, and the record mode is 'never' (the default when CI is set). Record it with --record missing or TARTINE_RECORD=missing, then commit it.",
              "case": null
            }
          ],
          "orphans": [
            "__Snapshots__/diary/old/iphone-15-light-en@3x-1.png"
          ],
          "pruned": [],
          "lints": [
            {
              "id": "diary/saved/iphone-15-light-en@3x-0.25.png",
              "severity": "warning",
              "message": "message truncated to 3 lines: \"Saved <all> & more\"",
              "fromScript": false,
              "case": null
            }
          ],
          "run": null
        }

        """#
}
