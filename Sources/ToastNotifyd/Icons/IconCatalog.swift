import ToastFiles

/// The icons an ``IconSearch`` can find, read once: the icon theme, the themes it inherits
/// (`Inherits`, depth first, each once), then `hicolor`, each theme's directories listed in every
/// base directory, and the icons directly in the base directories. A name is then looked up as
/// the freedesktop Icon Theme Specification's `FindIcon` says, in memory: no file is touched per
/// lookup. ``isCurrent`` tells whether what it read has changed since.
package struct IconCatalog: Sendable {
    /// The most themes in the chain (the user's, the ones it inherits, `hicolor`); a theme past it,
    /// or deeper than this in `Inherits`, is not searched.
    package static let maxThemes = 16
    /// The most icon files indexed; the directories after the one that reaches it are not read.
    package static let maxFiles = 200_000
    /// The largest `index.theme` and `settings.ini` read.
    package static let maxIndexBytes = 1 << 20

    /// An icon file's format.
    package enum Format: Sendable, Hashable { case png, svg }

    /// A found icon file.
    package struct Icon: Sendable, Hashable {
        /// Its absolute path.
        package var path: String
        /// PNG or SVG (from its name's extension).
        package var format: Format
    }

    /// One theme directory in one base directory.
    private struct Place: Sendable {
        var theme: Int
        var directory: IconDirectory
    }

    /// A file of a place: the place's index, and whether it is the SVG (else the PNG).
    private struct Entry: Sendable {
        var place: Int32
        var isSVG: Bool
    }

    /// The themes searched, in order (`hicolor` last).
    package private(set) var themes: [String] = []
    private var places: [Place] = []
    private var placePaths: [String] = []
    /// Each icon name's files, in the order the specification searches them.
    private var entries: [String: [Entry]] = [:]
    /// Icons directly in the base directories (the specification's fallback), first one wins.
    private var unthemed: [String: Icon] = [:]
    /// What was read, with what it was: a change to any makes the catalog stale.
    private var stamps: [(path: String, stamp: FileStamp?)] = []
    /// Icon files indexed.
    package private(set) var fileCount = 0

    /// Reads the icon theme `search` names and what it inherits.
    package init(_ search: IconSearch) {
        let bases = search.baseDirectories
        for base in bases { watch(base) }
        var themeName = search.themeName
        if themeName == nil, let file = search.settingsFile {
            watch(file)
            themeName = (try? Files.readText(file, limit: Self.maxIndexBytes)).flatMap(
                IconSearch.themeName(inSettings:))
        }
        var indexes: [IconThemeIndex] = []
        func visit(_ name: String, depth: Int) {
            guard depth < Self.maxThemes, themes.count < Self.maxThemes, IconSearch.isThemeName(name),
                !themes.contains(name), let index = readIndex(of: name, in: bases)
            else { return }
            themes.append(name)
            indexes.append(index)
            for parent in index.inherits { visit(parent, depth: depth + 1) }
        }
        if let themeName { visit(themeName, depth: 0) }
        visit("hicolor", depth: 0)
        for (theme, index) in indexes.enumerated() {
            for directory in index.directories {
                for base in bases {
                    list(Paths.join(Paths.join(base, themes[theme]), directory.path)) {
                        Place(theme: theme, directory: directory)
                    }
                }
            }
        }
        for base in bases {
            for entry in (try? Files.entries(of: base, endingWith: [".png", ".svg"])) ?? [] {
                let isSVG = entry.name.hasSuffix(".svg")
                let name = String(entry.name.dropLast(4))
                if unthemed[name] == nil, entry.kind != .directory {
                    unthemed[name] = Icon(path: Paths.join(base, entry.name), format: isSVG ? .svg : .png)
                }
            }
        }
    }

    /// The `index.theme` of `theme` in the first base directory that has one; notes every theme
    /// directory for ``isCurrent``.
    private mutating func readIndex(of theme: String, in bases: [String]) -> IconThemeIndex? {
        var found: IconThemeIndex?
        for base in bases {
            let directory = Paths.join(base, theme)
            watch(directory)
            guard found == nil else { continue }
            let file = Paths.join(directory, "index.theme")
            if let text = try? Files.readText(file, limit: Self.maxIndexBytes) {
                watch(file)
                found = IconThemeIndex(parsing: text)
            }
        }
        return found
    }

    /// Indexes the PNG and SVG files of the directory `path`, if it exists, as `place`.
    private mutating func list(_ path: String, as place: () -> Place) {
        guard fileCount < Self.maxFiles, let found = try? Files.entries(of: path, endingWith: [".png", ".svg"])
        else { return }
        watch(path)
        let index = Int32(places.count)
        places.append(place())
        placePaths.append(path)
        for entry in found.prefix(Self.maxFiles - fileCount) where entry.kind != .directory {
            entries[String(entry.name.dropLast(4)), default: []].append(
                Entry(place: index, isSVG: entry.name.hasSuffix(".svg")))
            fileCount += 1
        }
    }

    private mutating func watch(_ path: String) {
        stamps.append((path, try? Files.stamp(of: path)))
    }

    /// Whether every file and directory it read is as it was (`stat` of each: a theme
    /// installed, an icon added, the settings file changed make it stale).
    package var isCurrent: Bool {
        stamps.allSatisfy { (try? Files.stamp(of: $0.path)) == $0.stamp }
    }

    /// The file for the icon `name` at `size` units of `scale` pixels: in the first theme of
    /// the chain that has it, from a directory made for that size if there is one, else the one
    /// nearest to it (of two as near, the larger, which stays sharp drawn smaller, where the
    /// specification's pseudocode keeps the first), PNG before SVG in a directory, directories in
    /// the index's order, base directories in order; else an icon of that name directly in a base
    /// directory.
    package func lookup(_ name: String, size: Int, scale: Int) -> Icon? {
        // Nearest first; of two as near, the larger (drawn smaller stays sharp), else the first.
        func rank(_ directory: IconDirectory) -> (Int, Int) {
            (directory.distance(size: size, scale: scale), -directory.size * directory.scale)
        }
        if let found = entries[name], !found.isEmpty {
            var start = 0
            while start < found.count {
                let theme = places[Int(found[start].place)].theme
                var end = start
                while end < found.count, places[Int(found[end].place)].theme == theme { end += 1 }
                let candidates = found[start..<end]
                let chosen =
                    candidates.first { places[Int($0.place)].directory.matches(size: size, scale: scale) }
                    ?? candidates.min { first, second in
                        rank(places[Int(first.place)].directory) < rank(places[Int(second.place)].directory)
                    }
                if let chosen {
                    let path = Paths.join(placePaths[Int(chosen.place)], name + (chosen.isSVG ? ".svg" : ".png"))
                    return Icon(path: path, format: chosen.isSVG ? .svg : .png)
                }
                start = end
            }
        }
        return unthemed[name]
    }
}
