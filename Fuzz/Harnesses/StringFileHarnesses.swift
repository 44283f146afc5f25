import ToastStrings

/// The Apple string-file readers: `.strings`, `.stringsdict` and `.xcstrings`.
enum StringFileHarnesses {
    static let strings = FuzzHarness("strings", "Localizable.strings (old-style property list, UTF-8 or UTF-16)") {
        bytes in
        do throws(StringFileError) {
            let contents = try StringsFile.contents(bytes, file: "fuzz.strings", locale: "en")
            let table = contents.tables["en"] ?? [:]
            // Every key read has the line its pair starts on, within the file.
            for key in table.keys {
                let line = contents.lines["en"]?[key]
                precondition(line.map { $0 >= 1 && $0 <= bytes.count + 1 } ?? false, "key without a line")
            }
        } catch {
            precondition(error.line >= 1, "an error on line \(error.line)")
        }
    }

    static let stringsdict = FuzzHarness("stringsdict", "Localizable.stringsdict (XML property list of plural rules)") {
        bytes in
        do throws(StringFileError) {
            _ = try StringsDictFile.read(bytes, file: "fuzz.stringsdict", locale: "en")
        } catch {
            precondition(error.line >= 1, "an error on line \(error.line)")
        }
    }

    /// The fast decoder and the tree reader must agree: what the decoder reads, the tree reader
    /// reads the same; what the decoder gives up on, the tree reader reads or refuses with a line.
    static let xcstrings = FuzzHarness("xcstrings", "Localizable.xcstrings (String Catalog JSON), two readers compared")
    {
        bytes in
        let fast = StringCatalog.decodeFast(bytes)
        do throws(StringFileError) {
            let tree = try StringCatalog.readTree(bytes, file: "fuzz.xcstrings")
            if let fast {
                precondition(fast.sourceLanguage == tree.sourceLanguage, "source languages differ")
                precondition(fast.tables == tree.tables, "the two readers' tables differ")
                precondition(fast.entries == tree.entries, "the two readers' varying strings differ")
            }
        } catch {
            precondition(fast == nil, "the fast decoder read a catalog the tree reader refuses: \(error)")
        }
    }
}
