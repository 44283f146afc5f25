import Synchronization
import ToastCore
import ToastFiles
import ToastRender
import ToastScript

/// What a case is made from, hashed for `tartine snapshot --changed`: Tartine's version, the
/// rendering environment (library versions and the pinned fonts' SHA-256, as manifests record
/// them), the case as the manifest shapes it, and every file its theme's load and its drawing
/// read, probed or listed through the file layer (`ReadLog`), each by its content now. Paths are
/// written relative to the manifest's directory (`hashed(_:)`) and lines sorted, so the hash
/// depends on no machine path, modification time, inode or listing order: a fresh clone, at
/// any path, hashes what the machine that recorded its references hashed.
final class CaseInputs: Sendable {
    /// The manifest's directory as the manifest's paths start with it, and absolute.
    let directory: String
    private let base: String
    /// A hasher that has taken the version and environment lines that start every case's text
    /// (most of its bytes: every pinned font's hash), copied for each case.
    private let header: SHA256
    /// What each theme and scenario file's load observed (by the path the manifest names it).
    let loads: [String: Set<FileObservation>]
    /// The lines of each load's observations, evaluated once, sorted.
    private let loadLines: [String: [String]]
    /// Each load's sorted lines as hashed, each ended by a line feed: the whole of the lines
    /// of a case whose drawing read nothing beyond its load (most cases).
    private let loadText: [String: [UInt8]]
    /// `hashed(_:)` of each path asked for (the matrix's few themes, scenarios and plugins).
    private let hashedPaths = Mutex<[String: String]>([:])
    /// Lines of observations made while drawing, evaluated once per run (a run's files are
    /// taken as they are when first hashed).
    private let evaluated = Mutex<[FileObservation: String]>([:])

    /// `String(reflecting:)` of the matrix's values (screens, accessibility, arguments), made
    /// once each: a matrix has few of them, and reflection costs more than the rest of a case's hash.
    private let descriptions = Mutex<[AnyHashable: String]>([:])

    /// `String(reflecting: value)`, made once per value.
    func described<T: Hashable & Sendable>(_ value: T) -> String {
        if let known = descriptions.withLock({ $0[AnyHashable(value)] }) { return known }
        let text = String(reflecting: value)
        descriptions.withLock { $0[AnyHashable(value)] = text }
        return text
    }

    /// The prefix of every stored hash.
    static let hashPrefix = "sha256:"
    /// The verb of the stored line that holds the checked transcript's hash.
    static let transcriptVerb = "transcript"
    /// The most bytes of a stored `inputs-reads` value read; a longer one is not trusted.
    static let storedReadsLimit = 256 << 10

    init(
        directory: String, loads: [String: Set<FileObservation>], version: String, environment: [String: String]
    ) throws(FileError) {
        self.directory = directory
        let base = try Paths.absolute(directory)
        self.base = base
        var header = SHA256()
        header.update(
            Array(
                ("tartine-inputs 1\nversion \(version)\n"
                    + environment.sorted { $0.key < $1.key }.map { "environment \($0.key)=\($0.value)\n" }.joined())
                    .utf8))
        self.header = header
        self.loads = loads
        var lines: [String: [String]] = [:]
        for (file, observations) in loads {
            lines[file] = observations.map { Self.line(for: $0, base: base, confined: nil) }.sorted()
        }
        loadLines = lines
        loadText = lines.mapValues { Array($0.map { $0 + "\n" }.joined().utf8) }
    }

    /// The hash of a case: `sha256:` and 64 hex digits.
    /// - Parameters:
    ///   - description: the case as the manifest shapes it (`SnapshotSuite.describe(_:id:facts:)`).
    ///   - source: the theme or scenario file whose load it draws with.
    ///   - drawing: what drawing it read beyond that load, relative to the manifest's directory.
    func hash(description: String, source: String, drawing: [FileObservation]) -> String {
        // After the header, one message: the case, then every line sorted.
        var message = Array("case ".utf8)
        message += description.utf8
        message.append(UInt8(ascii: "\n"))
        if drawing.isEmpty {
            // The load's lines, joined once, hashed where they are.
            var hasher = header
            hasher.update(message)
            hasher.update(loadText[source] ?? [])
            return Self.hashPrefix + hasher.finalize()
        } else {
            var lines = loadLines[source] ?? []
            for observation in drawing {
                let known = evaluated.withLock { $0[observation] }
                let line = known ?? Self.line(for: observation, base: base, confined: directory)
                if known == nil { evaluated.withLock { $0[observation] = line } }
                lines.append("drawn " + line)
            }
            for line in lines.sorted() {
                message += line.utf8
                message.append(UInt8(ascii: "\n"))
            }
        }
        var hasher = header
        hasher.update(message)
        return Self.hashPrefix + hasher.finalize()
    }

    /// `path` relative to the manifest's directory (`..` where it lies outside).
    func relative(_ path: String) -> String {
        do { return PluginPaths.relative(try Paths.absolute(path), from: base) } catch { return path }
    }

    /// `path` as the hashed text names it: relative to the manifest's directory inside it, and
    /// `outside/<file name>` outside it. A path out of the manifest's directory depends on where
    /// the checkout lies (another clone, another machine); the file's content is hashed all the same.
    func hashed(_ path: String) -> String {
        if let known = hashedPaths.withLock({ $0[path] }) { return known }
        let shown: String
        do { shown = Self.hashed(try Paths.absolute(path), base: base) } catch { return path }
        hashedPaths.withLock { $0[path] = shown }
        return shown
    }

    private static func hashed(_ absolute: String, base: String) -> String {
        let relative = PluginPaths.relative(absolute, from: base)
        guard relative == ".." || relative.hasPrefix("../") else { return relative }
        return "outside/" + (absolute.split(separator: "/").last.map(String.init) ?? "")
    }

    /// What drawing a case observed beyond its load, relative to the manifest's directory.
    func drawing(_ log: ReadLog, source: String) -> [FileObservation] {
        let loaded = loads[source] ?? []
        return log.observations.filter { !loaded.contains($0) }.map { $0.at(relative($0.path)) }
    }

    /// The stored form of what drawing observed, and of the transcript checked with it.
    static func stored(_ drawing: [FileObservation], transcript: String?) -> String {
        var lines = drawing.sorted().map { "\($0.verb) \($0.path)" }
        if let transcript { lines.append("\(transcriptVerb) \(SHA256.hex(Array(transcript.utf8)))") }
        return lines.joined(separator: "\n")
    }

    /// What a reference's `inputs-reads` says drawing observed, and its transcript's hash;
    /// `nil` when it is malformed (too long, a verb not known, a path that is absolute or climbs
    /// out of the manifest's directory, more than `Limits.inputFilesPerCase` lines), and then
    /// the case is drawn.
    static func parse(stored: String) -> (drawing: [FileObservation], transcript: String?)? {
        guard stored.utf8.count <= storedReadsLimit else { return nil }
        var drawing: [FileObservation] = []
        var transcript: String? = nil
        for line in stored.split(separator: "\n", omittingEmptySubsequences: true) {
            guard drawing.count < Limits.inputFilesPerCase, let space = line.firstIndex(of: " ") else { return nil }
            let verb = String(line[..<space]), rest = String(line[line.index(after: space)...])
            if verb == transcriptVerb {
                guard isHex(rest) else { return nil }
                transcript = rest
                continue
            }
            guard !rest.isEmpty, Paths.staysInside(rest), !rest.contains("\0"),
                let observation = FileObservation(verb: verb, path: rest)
            else { return nil }
            drawing.append(observation)
        }
        return (drawing, transcript)
    }

    /// Whether `hash` has the form this version writes (`sha256:` and 64 lowercase hex digits).
    static func isWellFormed(_ hash: String) -> Bool {
        hash.hasPrefix(hashPrefix) && isHex(String(hash.dropFirst(hashPrefix.count)))
    }

    private static func isHex(_ text: String) -> Bool {
        text.utf8.count == 64 && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }

    /// `read|probe|list <relative path> <what is there now>`. A path observed while drawing
    /// (given relative, `confined` the manifest's directory) is read inside that directory
    /// only: no link out of it is followed.
    private static func line(for observation: FileObservation, base: String, confined: String?) -> String {
        // Hashing reads files; none of it is an input of anything.
        Files.recordingReads(into: nil) { () -> String in
            let shown: String
            let path: String
            if let confined {
                (shown, path) = (observation.path, Paths.join(confined, observation.path))
            } else {
                let absolute = (try? Paths.absolute(observation.path)) ?? observation.path
                (shown, path) = (hashed(absolute, base: base), observation.path)
            }
            return "\(observation.verb) \(shown) " + state(of: observation, at: path, confined: confined)
        }
    }

    /// What is at `path` now, as the observation saw it: the content's SHA-256, the kind, or the
    /// sorted entries' hash; `absent` or `unreadable` otherwise.
    private static func state(of observation: FileObservation, at path: String, confined: String?) -> String {
        do {
            switch observation {
            case .read:
                if let confined {
                    guard
                        let bytes = try Files.readConfined(
                            observation.path, inside: confined, limit: Limits.inputFileSize)
                    else { return "absent" }
                    return SHA256.hex(bytes)
                }
                var hasher = SHA256()
                guard try Files.stream(path, limit: Limits.inputFileSize, { hasher.update($0) }) else {
                    return "absent"
                }
                return hasher.finalize()
            case .probe:
                return try Files.kind(of: path)?.rawValue ?? "absent"
            case .list(_, let suffixes):
                guard try Files.kind(of: path) != nil else { return "absent" }
                let entries = try Files.entries(of: path, endingWith: suffixes).map {
                    "\($0.name)\u{0}\($0.kind.rawValue)\n"
                }.joined()
                return SHA256.hex(Array(entries.utf8))
            }
        } catch {
            return "unreadable"
        }
    }
}
