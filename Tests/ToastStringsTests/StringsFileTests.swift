import Testing

@testable import ToastStrings

private let koreanFile = #"""
    /*
      Localizable.strings (Korean)
      Tartine
    */

    /* Shown after a save. */
    "toast.saved" = "저장되었습니다";
    "toast.updated" = "수정되었습니다"; // trailing comment
    "toast.deleted"="삭제되었습니다";

    // Quotes, a line break and a tab inside the value.
    "toast.quote" = "\"%@\" 항목을\n삭제할까요?\t(되돌릴 수 없음)";
    "toast.unicode" = "\UC800\UC7A5 \U2705 \UD83D\UDCBE";

    "toast.multiline" = "첫 줄
    둘째 줄";
    """#

private func parse(_ text: String, file: String = "ko.lproj/Localizable.strings") throws -> [String: String] {
    try StringsFile.parse(Array(text.utf8), file: file)
}

/// The error text for `text`, or `nil` if it parses.
private func errorText(_ text: String) -> String? {
    do {
        _ = try StringsFile.parse(Array(text.utf8), file: "ko.lproj/Localizable.strings")
        return nil
    } catch {
        return error.description
    }
}

@Suite("Strings files: Apple's Localizable.strings")
struct StringsFileTests {
    @Test func aKoreanFileWithCommentsAndEscapes() throws {
        #expect(
            try parse(koreanFile) == [
                "toast.saved": "저장되었습니다",
                "toast.updated": "수정되었습니다",
                "toast.deleted": "삭제되었습니다",
                "toast.quote": "\"%@\" 항목을\n삭제할까요?\t(되돌릴 수 없음)",
                "toast.unicode": "저장 ✅ 💾",
                "toast.multiline": "첫 줄\n둘째 줄",
            ])
    }

    @Test(arguments: [
        (#""k" = "a\"b";"#, "a\"b"),
        (#""k" = "a\\b";"#, "a\\b"),
        (#""k" = "a\'b";"#, "a'b"),
        (#""k" = "1\n2\r3\t4";"#, "1\n2\r3\t4"),
        (#""k" = "nul\0end";"#, "nul\u{0}end"),
        (#""k" = "\101\102";"#, "AB"),
        (#""k" = "\a\b\f\v";"#, "\u{07}\u{08}\u{0C}\u{0B}"),
        (#""k" = "\U00e9\U00E9";"#, "éé"),
        (#""k" = "\UD83C\UDF5E";"#, "🍞"),
        // Apple's parser: an unknown escape keeps its character; `\u` is not an escape.
        (#""k" = "\Μ\q\u00E9";"#, "Μqu00E9"),
        // `\U` takes up to four hex digits.
        (#""k" = "\U26 \U4a1";"#, "& \u{4A1}"),
        (#""k" = "\U26g";"#, "&g"),
        // A lone surrogate becomes U+FFFD.
        (#""k" = "\UD83D!";"#, "\u{FFFD}!"),
        // Single quotes, and a double quote inside them.
        (#"'k' = 'it\'s "quoted"';"#, "it's \"quoted\""),
        ("\"k\" = \"line\\\nbreak\";", "line\nbreak"),
        (#""k" = "// not a comment /* either */";"#, "// not a comment /* either */"),
    ])
    func escapes(source: String, value: String) throws {
        #expect(try parse(source) == ["k": value])
    }

    @Test func unquotedKeysAndValues() throws {
        #expect(
            try parse("toast.saved = Saved_$:/-1.0;\nplain = \"quoted\";") == [
                "toast.saved": "Saved_$:/-1.0",
                "plain": "quoted",
            ])
    }

    @Test func aKeyAloneStandsForItself() throws {
        #expect(try parse(#""Hello"; "Bye" = "안녕";"#) == ["Hello": "Hello", "Bye": "안녕"])
    }

    @Test func theLastOfTwoEqualKeysWins() throws {
        #expect(try parse(#""k" = "first"; "k" = "second";"#) == ["k": "second"])
    }

    @Test("a /* never closed runs to the end of the file, as in Apple's parser")
    func trailingUnclosedComment() throws {
        #expect(try parse("\"a\" = \"b\";\n/* open\n\"c\" = \"d\";\n") == ["a": "b"])
    }

    // Class 7 of issue 22: accepted as Apple's parser does, but no longer silently.
    @Test("a /* never closed is a warning at its line; a closed one is none")
    func unclosedCommentWarns() throws {
        let file = "ko.lproj/Localizable.strings"
        let open = try StringsFile.contents(
            Array("\"a\" = \"b\";\n\n/* open\n\"c\" = \"d\";\n".utf8), file: file, locale: "ko")
        #expect(open.tables["ko"] == ["a": "b"])
        #expect(
            open.warnings.map(\.description) == [
                "ko.lproj/Localizable.strings:3: unterminated comment: '/*' is never closed, so the rest of the file is not read"
            ])
        let closed = try StringsFile.contents(Array("/* a */ \"a\" = \"b\"; /* b */".utf8), file: file, locale: "ko")
        #expect(closed.warnings == [])
    }

    @Test func emptyAndCommentOnlyFilesAreEmptyTables() throws {
        #expect(try parse("") == [:])
        #expect(try parse("  /* nothing */ // here\n\n") == [:])
    }

    @Test(
        arguments: [
            ("UTF-8 with BOM", [0xEF, 0xBB, 0xBF] + Array(koreanFile.utf8)),
            ("UTF-16LE with BOM", [0xFF, 0xFE] + koreanFile.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }),
            ("UTF-16BE with BOM", [0xFE, 0xFF] + koreanFile.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }),
            ("UTF-16LE without BOM", koreanFile.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }),
        ] as [(String, [UInt8])])
    func encodings(name: String, bytes: [UInt8]) throws {
        let table = try StringsFile.parse(bytes, file: "ko.lproj/Localizable.strings")
        #expect(table == (try parse(koreanFile)), "\(name)")
        #expect(table["toast.saved"] == "저장되었습니다")
    }

    @Test(arguments: [
        ("\"a\" = \"b\";\n\"c\" = \"d\"\n\"e\" = \"f\";", "ko.lproj/Localizable.strings:2: expected ';' after value"),
        ("\"a\" = \"b\";\n\n\"c\" = \"d\"", "ko.lproj/Localizable.strings:3: expected ';' after value"),
        (
            "\"a\" = \"b\";\n\"c\" = \"unterminated;\n\"e\" = \"f\";\n",
            "ko.lproj/Localizable.strings:3: expected ';' after value"
        ),
        ("\"a\" = \"b\";\n\"c\" = \"never closed;\n", "ko.lproj/Localizable.strings:2: unterminated string"),
        ("\"a\" = \"b\";\r\n\r\n= \"c\";", "ko.lproj/Localizable.strings:3: expected a key"),
        ("\"a\" \"b\";", "ko.lproj/Localizable.strings:1: expected '=' or ';' after key"),
        ("\"a\" =\n;", "ko.lproj/Localizable.strings:2: expected a value after '='"),
        ("\"a\" = b c;", "ko.lproj/Localizable.strings:1: expected ';' after value"),
        ("\"a\" = \"b\";\n\"c\" = {};", "ko.lproj/Localizable.strings:2: expected a value after '='"),
    ])
    func errorsNameTheFileAndLine(source: String, expected: String) {
        #expect(errorText(source) == expected)
    }

    @Test func invalidUTF8IsAnErrorOnItsLine() {
        let bytes = Array("\"a\" = \"b\";\n\"c\" = \"".utf8) + [0xC3, 0x28] + Array("\";".utf8)
        #expect(throws: StringsFileError(file: "x.strings", line: 2, message: "not valid UTF-8 text")) {
            try StringsFile.parse(bytes, file: "x.strings")
        }
    }

    @Test func theErrorKeepsItsPartsApart() {
        let error = StringsFileError(file: "ko.lproj/Localizable.strings", line: 3, message: "expected ';' after value")
        #expect(error.description == "ko.lproj/Localizable.strings:3: expected ';' after value")
    }
}
