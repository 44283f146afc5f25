import Testing
import ToastText

@testable import ToastSnapshot

/// The JUnit XML of `ReportFixture`, byte for byte.
@Suite struct JUnitReportTests {
    @Test func golden() {
        #expect(ReportWriter.junitXML(ReportFixture.report()) == Self.expected)
    }

    @Test func everythingIsEscaped() {
        #expect(TextMedium.xml.field("a<b>&\"c\"'d'\n\u{1}") == "a&lt;b&gt;&amp;&quot;c&quot;&apos;d&apos;\\n\\u{1}")
    }

    static let expected = #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="tartine snapshots" tests="5" failures="3" errors="0" time="0.067">
          <testsuite name="diary" tests="3" failures="2" errors="0" skipped="0" time="0.066">
            <testcase classname="diary.saved" name="iphone-15-light-en@3x-1" file="diary/saved/iphone-15-light-en@3x-1.png" time="0.012"/>
            <testcase classname="diary.saved" name="iphone-15-dark-en@3x-1" file="diary/saved/iphone-15-dark-en@3x-1.png" time="0.034">
              <failure type="different" message="diary/saved/iphone-15-dark-en@3x-1.png: 1,234 pixels differ (0.04%), allowed 0; bounding box x 120…260, y 700…760. Expected, actual and diff: .tartine/failures/diary/saved/iphone-15-dark-en@3x-1-{expected,actual,diff}.png; re-record with --record failed or TARTINE_RECORD=failed. (environment changed: pango.version 1.50.12 → 1.52.0)">diary/saved/iphone-15-dark-en@3x-1.png: 1,234 pixels differ (0.04%), allowed 0; bounding box x 120…260, y 700…760. Expected, actual and diff: .tartine/failures/diary/saved/iphone-15-dark-en@3x-1-{expected,actual,diff}.png; re-record with --record failed or TARTINE_RECORD=failed. (environment changed: pango.version 1.50.12 → 1.52.0)</failure>
            </testcase>
            <testcase classname="diary.saved" name="iphone-15-light-en@3x-0.25" file="diary/saved/iphone-15-light-en@3x-0.25.png" time="0.020">
              <failure type="recorded" message="diary/saved/iphone-15-light-en@3x-0.25.png: recorded a new reference (there was none). Look at it and commit it; a run that records fails, so a reference is never accepted unseen.">diary/saved/iphone-15-light-en@3x-0.25.png: recorded a new reference (there was none). Look at it and commit it; a run that records fails, so a reference is never accepted unseen.</failure>
            </testcase>
          </testsuite>
          <testsuite name="night" tests="1" failures="1" errors="0" skipped="0" time="0.001">
            <testcase classname="night.deleted" name="iphone-15-dark-ko@3x-2.5-xxxl" file="night/deleted/iphone-15-dark-ko@3x-2.5-xxxl.png" time="0.001">
              <failure type="missingReference" message="night/deleted/iphone-15-dark-ko@3x-2.5-xxxl.png: no reference, and the record mode is &apos;never&apos; (the default when CI is set). Record it with --record missing or TARTINE_RECORD=missing, then commit it.">night/deleted/iphone-15-dark-ko@3x-2.5-xxxl.png: no reference, and the record mode is &apos;never&apos; (the default when CI is set). Record it with --record missing or TARTINE_RECORD=missing, then commit it.</failure>
            </testcase>
          </testsuite>
          <testsuite name="lints" tests="1" failures="0" errors="0" skipped="0" time="0.000">
            <testcase classname="lint" name="diary/saved/iphone-15-light-en@3x-0.25.png" time="0.000">
              <system-out>warning: message truncated to 3 lines: &quot;Saved &lt;all&gt; &amp; more&quot;</system-out>
            </testcase>
          </testsuite>
        </testsuites>

        """#
}
