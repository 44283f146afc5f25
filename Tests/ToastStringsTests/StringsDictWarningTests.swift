import Testing

@testable import ToastStrings

/// Class 7 of issue 22: what the `.stringsdict` reader (as Foundation) reads quietly past is a
/// warning at its line: a variable whose rule is not `NSStringPluralRuleType`, a form that is
/// not a plural category.
@Suite struct StringsDictWarningTests {
    static let file = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
          <key>toast.deleted</key>
          <dict>
            <key>NSStringLocalizedFormatKey</key>
            <string>%#@entries@ in %#@folders@</string>
            <key>entries</key>
            <dict>
              <key>NSStringFormatSpecTypeKey</key>
              <string>NSStringPluralRuleType</string>
              <key>NSStringFormatValueTypeKey</key>
              <string>lld</string>
              <key>One</key>
              <string>%lld entry</string>
              <key>other</key>
              <string>%lld entries</string>
            </dict>
            <key>folders</key>
            <dict>
              <key>NSStringFormatSpecTypeKey</key>
              <string>NSStringPluralRule</string>
              <key>other</key>
              <string>%lld folders</string>
            </dict>
          </dict>
        </dict>
        </plist>
        """

    @Test func unreadRulesAndFormsAreWarnedAtTheirLines() throws {
        let contents = try StringsDictFile.read(
            Array(Self.file.utf8), file: "en.lproj/Localizable.stringsdict", locale: "en")
        #expect(
            contents.warnings.map(\.description) == [
                "en.lproj/Localizable.stringsdict:15: 'toast.deleted': variable 'entries': 'One' is not a plural category (zero, one, two, few, many, other); this form is not used",
                "en.lproj/Localizable.stringsdict:20: 'toast.deleted': variable 'folders' has 'NSStringPluralRule', not NSStringPluralRuleType; it is not read, so '%#@folders@' is shown as it is",
            ])
        #expect(contents.entries["en"]?["toast.deleted"] != nil)
    }

    /// One variable with its plural rule and the forms `one` and `other`, as Xcode writes it.
    static let wellFormed = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
          <key>toast.deleted</key>
          <dict>
            <key>NSStringLocalizedFormatKey</key>
            <string>%#@entries@</string>
            <key>entries</key>
            <dict>
              <key>NSStringFormatSpecTypeKey</key>
              <string>NSStringPluralRuleType</string>
              <key>NSStringFormatValueTypeKey</key>
              <string>lld</string>
              <key>one</key>
              <string>%lld entry deleted</string>
              <key>other</key>
              <string>%lld entries deleted</string>
            </dict>
          </dict>
        </dict>
        </plist>
        """

    @Test func aWellFormedFileHasNoWarnings() throws {
        let contents = try StringsDictFile.read(
            Array(Self.wellFormed.utf8), file: "en.lproj/Localizable.stringsdict", locale: "en")
        #expect(contents.warnings.isEmpty)
    }
}
