import ToastFiles

extension PluginLoader {
    /// The plugin names found for a file at `file` (the `.lua` files of the directories
    /// `searchDirectories(besides:)` gives, where `path(of:besides:)` looks), sorted: the
    /// candidates of a "did you mean". A directory that cannot be listed adds no name (the hint
    /// is a courtesy, the error stands).
    static func names(besides file: String) -> [String] {
        var names: Set<String> = []
        for folder in searchDirectories(besides: file) {
            let entries: [DirectoryEntry]
            do { entries = try Files.entries(of: folder, endingWith: [".lua"]) } catch { continue }
            for entry in entries where entry.name.hasSuffix(".lua") { names.insert(String(entry.name.dropLast(4))) }
        }
        return names.sorted()
    }
}
