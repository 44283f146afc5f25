import Testing

@testable import ToastStrings

/// A catalog as Xcode writes it: a plain key, translated keys, a plural, a device variation, a
/// key with no localizations, and an escaped value.
private let catalog = #"""
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Copied" : {

        },
        "toast.deleted" : {
          "comment" : "Shown after a delete.",
          "localizations" : {
            "ko" : {
              "stringUnit" : {
                "state" : "needs_review",
                "value" : "삭제되었습니다"
              }
            }
          }
        },
        "toast.items" : {
          "localizations" : {
            "en" : {
              "variations" : {
                "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld item saved" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld items saved" } }
                }
              }
            },
            "ko" : {
              "variations" : {
                "plural" : {
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld개 항목을 저장했습니다" } }
                }
              }
            },
            "fr" : {
              "variations" : {
                "device" : {
                  "mac" : { "stringUnit" : { "state" : "translated", "value" : "Cliquez" } }
                }
              }
            }
          }
        },
        "toast.quote" : {
          "extractionState" : "manual",
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "\"%@\"\nremoved \u2705" } },
            "ko" : { "stringUnit" : { "state" : "translated", "value" : "\"%@\" 항목을\n\uC0AD\uC81C\uD588\uC2B5\uB2C8\uB2E4 \uD83D\uDDD1" } }
          }
        },
        "toast.saved" : {
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Saved" } },
            "ko" : { "stringUnit" : { "state" : "translated", "value" : "저장되었습니다" } }
          }
        }
      },
      "version" : "1.0"
    }
    """#

/// The error text for `text`, or `nil` if it parses.
private func errorText(_ text: String) -> String? {
    do {
        _ = try StringCatalog.parse(Array(text.utf8), file: "Localizable.xcstrings")
        return nil
    } catch {
        return error.description
    }
}

@Suite("Strings files: Xcode String Catalogs")
struct StringCatalogTests {
    @Test func aCatalogAsXcodeWritesIt() throws {
        let (sourceLanguage, tables) = try StringCatalog.parse(Array(catalog.utf8), file: "Localizable.xcstrings")
        #expect(sourceLanguage == "en")
        #expect(
            tables == [
                "en": [
                    "Copied": "Copied",
                    "toast.deleted": "toast.deleted",
                    "toast.items": "%lld items saved",
                    "toast.quote": "\"%@\"\nremoved ✅",
                    "toast.saved": "Saved",
                ],
                "fr": ["toast.items": "Cliquez"],
                "ko": [
                    "toast.deleted": "삭제되었습니다",
                    "toast.items": "%lld개 항목을 저장했습니다",
                    "toast.quote": "\"%@\" 항목을\n삭제했습니다 🗑",
                    "toast.saved": "저장되었습니다",
                ],
            ])
    }

    @Test func anEmptyCatalogHasAnEmptySourceTable() throws {
        let parsed = try StringCatalog.parse(
            Array(#"{"sourceLanguage":"ko","strings":{},"version":"1.0"}"#.utf8), file: "x")
        #expect(parsed.sourceLanguage == "ko")
        #expect(parsed.tables == ["ko": [:]])
    }

    @Test func aByteOrderMarkIsSkipped() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(#"{"sourceLanguage":"en","strings":{"a":{}}}"#.utf8)
        #expect(try StringCatalog.parse(bytes, file: "x").tables == ["en": ["a": "a"]])
    }

    @Test(arguments: [
        // Bad JSON.
        (
            "{\n  \"sourceLanguage\" : \"en\"\n  \"strings\" : {}\n}",
            "Localizable.xcstrings:3: expected ',' or '}' after a member, found '\"'"
        ),
        (
            "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n",
            "Localizable.xcstrings:4: expected a key in double quotes, found end of file"
        ),
        ("{\n  \"sourceLanguage\" : \"en,\n  \"strings\" : {}\n}", "Localizable.xcstrings:2: unterminated string"),
        ("{ \"sourceLanguage\" : 'en' }", "Localizable.xcstrings:1: expected a value, found '''"),
        ("{ \"sourceLanguage\" : \"e\\xn\" }", "Localizable.xcstrings:1: invalid escape '\\x' in string"),
        (
            "{ \"sourceLanguage\" : \"en\", \"strings\" : {}, }",
            "Localizable.xcstrings:1: expected a key in double quotes, found '}'"
        ),
        (
            "{ \"sourceLanguage\" : \"en\", \"strings\" : {} }\n{}",
            "Localizable.xcstrings:2: unexpected '{' after the JSON value"
        ),
        ("{ \"version\" : 01 }", "Localizable.xcstrings:1: invalid number '01'"),
        ("{ \"version\" : tru }", "Localizable.xcstrings:1: invalid literal, expected 'true'"),
        ("", "Localizable.xcstrings:1: expected a value, found end of file"),
        // Good JSON, not a catalog.
        ("[]", "Localizable.xcstrings:1: expected an object at the top level, found an array"),
        ("{\n  \"strings\" : {},\n  \"version\" : \"1.0\"\n}", "Localizable.xcstrings:1: missing 'sourceLanguage'"),
        ("{ \"sourceLanguage\" : \"en\" }", "Localizable.xcstrings:1: missing 'strings'"),
        (
            "{ \"sourceLanguage\" : 1, \"strings\" : {} }",
            "Localizable.xcstrings:1: sourceLanguage: expected a string, found a number"
        ),
        (
            "{\n \"sourceLanguage\" : \"en\",\n \"strings\" : {\n  \"toast.saved\" : {\n   \"localizations\" : {\n"
                + "    \"ko\" : { \"stringUnit\" : { \"state\" : \"translated\",\n     \"value\" : 3 } } } } } }",
            "Localizable.xcstrings:7: strings[\"toast.saved\"].localizations.ko.stringUnit.value: expected a string, found a number"
        ),
        (
            "{ \"sourceLanguage\" : \"en\", \"strings\" : {\n \"a\" : { \"localizations\" : {\n  \"ko\" : { \"stringUnit\" : { \"state\" : \"new\" } } } } } }",
            "Localizable.xcstrings:3: strings[\"a\"].localizations.ko.stringUnit: missing 'value'"
        ),
        (
            "{ \"sourceLanguage\" : \"en\", \"strings\" : { \"a\" : [] } }",
            "Localizable.xcstrings:1: strings[\"a\"]: expected an object, found an array"
        ),
    ])
    func errorsNameTheFileAndLine(source: String, expected: String) {
        #expect(errorText(source) == expected)
    }

    /// Strings are made straight from the bytes when they hold no escape, through a buffer when
    /// they do: both refuse bytes that are not UTF-8, on the line the string starts.
    @Test(arguments: [Array("\\n".utf8), []])
    func aStringThatIsNotUTF8IsRefused(escape: [UInt8]) {
        let bytes =
            Array("{\n \"sourceLanguage\" : \"en\",\n \"strings\" : { ".utf8) + [0x22] + escape + [0x61, 0xFF, 0x22]
            + Array(" : {} } }".utf8)
        #expect(throws: StringCatalogError(file: "x", line: 3, message: "string is not valid UTF-8")) {
            try StringCatalog.parse(bytes, file: "x")
        }
    }

    @Test func theErrorKeepsItsPartsApart() {
        let error = StringCatalogError(file: "Localizable.xcstrings", line: 1, message: "missing 'sourceLanguage'")
        #expect(error.description == "Localizable.xcstrings:1: missing 'sourceLanguage'")
    }
}
