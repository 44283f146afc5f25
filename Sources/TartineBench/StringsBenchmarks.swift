import ToastFiles

/// Benchmarks of string files.
enum StringsBenchmarks {
    /// `tartine check` of a theme with a 2 MB `Localizable.xcstrings` (5 locales, a third of the
    /// keys with plural forms), the whole command as a process: median of 9 runs.
    static func checkCatalog() throws {
        let dir = try Scratch.directory("strings")
        defer { Scratch.remove(dir) }
        let catalog = makeCatalog(bytes: 2 << 20)
        let theme = "return toast.theme { name = \"big\", kinds = { deleted = { message = \"key.0\" } } }\n"
        try Scratch.write(theme, to: "\(dir)/theme.lua")
        try Scratch.write(catalog, to: "\(dir)/Localizable.xcstrings")
        let binary = RenderBenchmarks.tartineBinary()
        let check = try medianMilliseconds(of: binary, ["check", "\(dir)/theme.lua"])
        let version = try medianMilliseconds(of: binary, ["--version"])
        let size = catalog.utf8.count
        report(
            "strings: check of a \(ScriptBenchmarks.format(Double(size) / 1_048_576)) MB catalog (process)",
            "\(ScriptBenchmarks.format(check)) ms",
            target: "≤ 60 ms", met: check <= 60)
        // The same process doing nothing but start and exit: what of the figure above is the
        // catalog and what is the binary's start-up (dynamic linking, the Swift runtime).
        report(
            "strings: tartine --version, beside it (process)", "\(ScriptBenchmarks.format(version)) ms",
            target: "(start-up alone)", met: true)
    }

    /// The median wall time of 9 runs of `binary arguments` (after one warm-up), in milliseconds.
    private static func medianMilliseconds(of binary: String, _ arguments: [String]) throws -> Double {
        var times: [Double] = []
        for _ in 0..<10 { times.append(try ChildProcess.wallSeconds(binary, arguments)) }
        return median(times, droppingFirst: 1) * 1000
    }

    /// A String Catalog of about `bytes` bytes: every key in en, fr, de, ru, ja; every third a plural.
    static func makeCatalog(bytes: Int) -> String {
        var out = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"
        var index = 0
        func unit(_ value: String) -> String {
            "{ \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\(value)\" } }"
        }
        while out.utf8.count < bytes {
            if index > 0 { out += ",\n" }
            out += "    \"key.\(index)\" : {\n      \"localizations\" : {\n"
            let plural = index % 3 == 0
            let locales: [(String, [String: String])] = [
                ("en", ["one": "%lld entry deleted", "other": "%lld entries deleted"]),
                ("fr", ["one": "%lld entrée supprimée", "other": "%lld entrées supprimées"]),
                ("de", ["one": "%lld Eintrag gelöscht", "other": "%lld Einträge gelöscht"]),
                (
                    "ru",
                    [
                        "one": "%lld запись удалена", "few": "%lld записи удалены", "many": "%lld записей удалено",
                        "other": "%lld записи удалено",
                    ]
                ),
                ("ja", ["other": "%lld件のエントリを削除しました"]),
            ]
            out += locales.map { locale, forms in
                if plural {
                    let list = forms.keys.sorted().map { "\"\($0)\" : \(unit(forms[$0]!))" }.joined(separator: ", ")
                    return "        \"\(locale)\" : { \"variations\" : { \"plural\" : { \(list) } } }"
                }
                return "        \"\(locale)\" : \(unit((forms["other"] ?? "") + " \(index)"))"
            }.joined(separator: ",\n")
            out += "\n      }\n    }"
            index += 1
        }
        return out + "\n  },\n  \"version\" : \"1.0\"\n}\n"
    }
}
