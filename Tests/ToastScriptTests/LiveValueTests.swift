import Foundation
import Synchronization
import TartineTestSupport
import Testing

@testable import ToastScript

/// A loader's failure, as a theme loader would report a syntax error.
private struct BrokenFile: Error, Equatable, CustomStringConvertible {
    var path: String
    var description: String { "\(path): broken" }
}

/// A failure that names the files read before it, as a theme whose import is missing would.
private struct MissingImport: DependencyReportingError {
    var dependencies: [String]
}

/// Loads a tiny "theme": the file's text, where a first line `import NAME` pulls in the text of
/// NAME (beside it) in place of that line, and `BROKEN` anywhere makes the load fail. Counts loads.
private final class TextLoader: Sendable {
    let directory: String
    let main: String
    private let loads = Mutex(0)

    init(_ directory: TemporaryDirectory, main: String = "theme.txt") {
        self.directory = directory.path
        self.main = main
    }

    var count: Int { loads.withLock { $0 } }

    func load() throws -> LiveValue<String>.Loaded {
        loads.withLock { $0 += 1 }
        let mainPath = directory + "/" + main
        var text = try String(contentsOfFile: mainPath, encoding: .utf8)
        var dependencies = [mainPath]
        if text.hasPrefix("import ") {
            let lines = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
            let imported = directory + "/" + lines[0].dropFirst("import ".count)
            dependencies.append(imported)
            guard let importedText = try? String(contentsOfFile: imported, encoding: .utf8) else {
                throw MissingImport(dependencies: dependencies)
            }
            text = importedText + (lines.count > 1 ? "\n" + lines[1] : "")
        }
        if text.contains("BROKEN") { throw BrokenFile(path: mainPath) }
        return .init(value: text, dependencies: dependencies)
    }
}

/// A short description of an update, to compare in expectations.
private func summary(_ update: LiveValue<String>.Update) -> String {
    switch update {
    case .loaded(let generation, let value): "loaded \(generation): \(value)"
    case .failed(let generation, let error): "failed \(generation): \(error)"
    }
}

extension ReloadTests {
    @Suite("LiveValue")
    struct LiveValueTests {
        private func live(
            _ loader: TextLoader, debounce: Double = 0.05
        ) throws -> (LiveValue<String>, Recorder<String>) {
            let updates = Recorder<String>()
            let value = try LiveValue(load: loader.load, debounce: debounce) { updates.record(summary($0)) }
            return (value, updates)
        }

        @Test func theFirstLoadIsInForceAtOnce() throws {
            let directory = try TemporaryDirectory()
            try directory.write("theme.txt", "one")
            let (value, updates) = try live(TextLoader(directory))
            defer { value.cancel() }
            #expect(value.current == "one")
            #expect(value.generation == 0)
            #expect(updates.count == 0)
        }

        @Test func aFailingFirstLoadThrows() throws {
            let directory = try TemporaryDirectory()
            try directory.write("theme.txt", "BROKEN")
            #expect(throws: BrokenFile(path: directory.file("theme.txt"))) {
                try LiveValue(load: TextLoader(directory).load)
            }
        }

        @Test func anAtomicSaveReloads() async throws {
            let directory = try TemporaryDirectory()
            try directory.write("theme.txt", "one")
            let (value, updates) = try live(TextLoader(directory))
            defer { value.cancel() }

            try directory.save("theme.txt", "two")
            #expect(updates.wait { _ in value.current == "two" })
            #expect(value.generation == 1)
            #expect(updates.wait { $0 == ["loaded 1: two"] })
        }

        @Test func aWriteInPlaceReloads() async throws {
            let directory = try TemporaryDirectory()
            try directory.write("theme.txt", "one")
            let (value, updates) = try live(TextLoader(directory))
            defer { value.cancel() }

            try directory.write("theme.txt", "two")
            #expect(updates.wait { _ in value.current == "two" })
        }

        @Test func editingASymlinkedFilesTargetReloads() async throws {
            let directory = try TemporaryDirectory()
            try directory.directory("shared")
            try directory.write("shared/real.txt", "one")
            try directory.link("theme.txt", to: "shared/real.txt")
            let (value, updates) = try live(TextLoader(directory))
            defer { value.cancel() }

            try directory.save("shared/real.txt", "two")
            #expect(updates.wait { _ in value.current == "two" })
        }

        @Test func theDependencyListFollowsImports() async throws {
            let directory = try TemporaryDirectory()
            try directory.write("a.txt", "from a")
            try directory.write("b.txt", "from b")
            try directory.write("theme.txt", "import a.txt\nmain")
            let loader = TextLoader(directory)
            let (value, updates) = try live(loader)
            defer { value.cancel() }
            #expect(value.current == "from a\nmain")

            try directory.save("a.txt", "from a, edited")
            #expect(updates.wait { _ in value.current == "from a, edited\nmain" })

            try directory.save("theme.txt", "import b.txt\nmain")
            #expect(updates.wait { _ in value.current == "from b\nmain" })
            try directory.save("b.txt", "from b, edited")
            #expect(updates.wait { _ in value.current == "from b, edited\nmain" })

            let loads = loader.count
            try directory.save("a.txt", "no longer imported")
            await settle()
            #expect(loader.count == loads, "a.txt is no longer a dependency")
            #expect(value.generation == 3)
        }

        @Test func aBrokenSaveKeepsTheLastGoodValueUntilFixed() async throws {
            let directory = try TemporaryDirectory()
            try directory.write("theme.txt", "good")
            let (value, updates) = try live(TextLoader(directory))
            defer { value.cancel() }

            try directory.save("theme.txt", "BROKEN")
            #expect(updates.wait { $0.count == 1 })
            #expect(updates.all == ["failed 0: \(directory.file("theme.txt")): broken"])
            #expect(value.current == "good")
            #expect(value.generation == 0)

            try directory.save("theme.txt", "fixed")
            #expect(updates.wait { _ in value.current == "fixed" })
            #expect(updates.all.last == "loaded 1: fixed")
        }

        @Test func creatingAMissingImportReloads() async throws {
            let directory = try TemporaryDirectory()
            try directory.write("theme.txt", "plain")
            let (value, updates) = try live(TextLoader(directory))
            defer { value.cancel() }

            try directory.save("theme.txt", "import later.txt\nmain")
            #expect(updates.wait { $0.count == 1 })
            #expect(value.current == "plain")

            try directory.save("later.txt", "now here")
            #expect(updates.wait { _ in value.current == "now here\nmain" })
        }

        @Test func aBurstOfSavesReloadsOnceOrAFewTimesAndEndsOnTheLastSave() async throws {
            let directory = try TemporaryDirectory()
            try directory.write("theme.txt", "start")
            let loader = TextLoader(directory)
            let (value, updates) = try live(loader, debounce: 0.15)
            defer { value.cancel() }

            // A loaded machine can stretch a 5 ms pause past the debounce: such a pause ends a
            // burst, and a reload after it is due. Counted, so only the reloads the debounce
            // should have merged fail the test.
            var last = ContinuousClock.now
            var pauses = 0
            for index in 0..<200 {
                try directory.save("theme.txt", "save \(index)")
                try await Task.sleep(for: .milliseconds(5))
                let now = ContinuousClock.now
                if now - last > .milliseconds(100) { pauses += 1 }
                last = now
            }
            #expect(updates.wait { _ in value.current == "save 199" })
            await settle(.milliseconds(300))
            let reloads = loader.count - 1
            #expect(
                reloads >= 1 && reloads <= 5 + pauses, "\(reloads) reloads for 200 saves with \(pauses) long pauses")
            #expect(value.current == "save 199")
        }

        @Test func reloadNowReloadsSynchronously() throws {
            let directory = try TemporaryDirectory()
            try directory.write("theme.txt", "one")
            let (value, updates) = try live(TextLoader(directory), debounce: 10)
            defer { value.cancel() }

            try directory.write("theme.txt", "two")
            value.reloadNow()
            #expect(value.current == "two")
            #expect(value.generation == 1)
            #expect(updates.all == ["loaded 1: two"])
        }

        @Test func cancelStopsReloadingAndLeavesNoThreadOrDescriptor() async throws {
            let directory = try TemporaryDirectory()
            try directory.write("theme.txt", "one")
            let loader = TextLoader(directory)
            ReloadTests.warmUp(directory)
            let threadsBefore = watcherThreads()

            let (value, _) = try live(loader)
            #expect(watcherThreads() == threadsBefore + 1, "the thread is named before the watcher starts")
            let descriptors = try OwnDescriptors(value.watcherDescriptors)
            value.cancel()
            #expect(watcherThreads() == threadsBefore)
            #expect(descriptors.stillOpen == [])

            try directory.save("theme.txt", "two")
            await settle(.milliseconds(200))
            #expect(value.current == "one")
            #expect(loader.count == 1)
        }

        @Test func droppingTheValueStopsItsWatcher() async throws {
            let directory = try TemporaryDirectory()
            try directory.write("theme.txt", "one")
            ReloadTests.warmUp(directory)
            let threadsBefore = watcherThreads()

            var value: LiveValue<String>? = try LiveValue(load: TextLoader(directory).load)
            #expect(value?.current == "one")
            #expect(watcherThreads() == threadsBefore + 1)
            let descriptors = try OwnDescriptors(value?.watcherDescriptors ?? [])
            value = nil
            #expect(watcherThreads() == threadsBefore)
            #expect(descriptors.stillOpen == [])
        }

        /// Time from a save (the rename) to the new value being in force, with the default
        /// debounce (0.15 s). Target: at most 0.25 s.
        @Test func saveToInForceLatency() async throws {
            let directory = try TemporaryDirectory()
            try directory.write("theme.txt", "save 0")
            let inForce = Recorder<ContinuousClock.Instant>()
            let value = try LiveValue(load: TextLoader(directory).load) { _ in inForce.record(.now) }
            defer { value.cancel() }

            var latencies: [Duration] = []
            for index in 1...10 {
                let start = ContinuousClock.now
                try directory.save("theme.txt", "save \(index)")
                try #require(inForce.wait { $0.count == index })
                #expect(value.current == "save \(index)")
                latencies.append(inForce.all[index - 1] - start)
            }
            let sorted = latencies.sorted()
            let milliseconds = { (duration: Duration) in
                Int((Double(duration.components.attoseconds) / 1e15).rounded()) + Int(duration.components.seconds)
                    * 1000
            }
            print(
                "save → in force (debounce 0.15 s, 10 saves): "
                    + "min \(milliseconds(sorted[0])) ms, median \(milliseconds(sorted[5])) ms, max \(milliseconds(sorted[9])) ms"
            )
            #expect(sorted[0] >= .milliseconds(150), "never before the debounce")
            #expect(sorted[5] <= .milliseconds(400), "median well within bounds even on a busy machine")
        }
    }
}
