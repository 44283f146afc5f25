import Foundation
import Testing

/// docs/ci.md's workflows, run locally: the commands are taken from the document itself (the
/// GitHub Actions install, shard and merge steps, the uploaded paths, the review of the merged
/// artifact; the GitLab `parallel:` script), so the document cannot drift from what is tested.
/// The release is `scripts/release`'s tarball of the tested build, fetched from a `file://`
/// address; four shard processes, then the merge; the merged verdict and status are the
/// unsharded run's. `dist/Containerfile` is checked as text only (no container engine here).
@Suite("docs/ci.md: the documented shard and merge steps, run locally", .serialized)
struct CIDocCLITests {
    /// The fenced `yaml` blocks of docs/ci.md.
    static func yamlBlocks() throws -> [[String]] {
        let text = try String(contentsOfFile: "\(root)/docs/ci.md", encoding: .utf8)
        var blocks: [[String]] = []
        var current: [String]? = nil
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if current == nil, line == "```yaml" {
                current = []
            } else if current != nil, line == "```" {
                blocks.append(current ?? [])
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// The command of the step `- run: <prefix>…` of `block`.
    static func step(_ block: [String], _ prefix: String) throws -> String {
        let line = try #require(block.first { $0.contains("run: \(prefix)") }, "no step '\(prefix)'")
        return String(line[line.range(of: "run: ")!.upperBound...])
    }

    /// Runs `script` with `sh` in `dir`, the tested `tartine` first on the PATH.
    static func shell(_ script: String, in dir: String, environment: [String: String] = [:]) throws -> Run {
        let bin = URL(fileURLWithPath: tartineBinary).deletingLastPathComponent().path
        var env = MergeReportsCLITests.ci
        env["PATH"] = bin + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        for (key, value) in environment { env[key] = value }
        return try runProcess("/bin/sh", ["-c", script], in: dir, environment: env)
    }

    /// The lines of the fenced `sh` blocks of docs/ci.md.
    static func shellLines() throws -> [String] {
        let text = try String(contentsOfFile: "\(root)/docs/ci.md", encoding: .utf8)
        var lines: [String] = []
        var inside = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line == "```sh" || (inside && line == "```") {
                inside.toggle()
            } else if inside {
                lines.append(line)
            }
        }
        return lines
    }

    /// The `run: |` script of the step named `name` in `block`.
    static func script(_ block: [String], named name: String) throws -> String {
        let at = try #require(block.firstIndex { $0.hasSuffix("name: \(name)") }, "no step '\(name)'")
        let run = try #require(block[at...].firstIndex { $0.hasSuffix("run: |") })
        let indent = block[run].prefix { $0 == " " }.count + 2
        return block[(run + 1)...].prefix { $0.prefix { $0 == " " }.count >= indent }
            .map { String($0.dropFirst(indent)) }.joined(separator: "\n")
    }

    /// The value of `key: value` in `block`.
    static func value(_ block: [String], _ key: String) throws -> String {
        let line = try #require(block.first { $0.hasPrefix("  \(key): ") }, "no \(key)")
        return String(line.dropFirst(key.count + 4))
    }

    /// The tested build's version, as `tartine --version` prints it.
    static func version() throws -> String {
        try tartine(["--version"]).out.trimmingCharacters(in: .newlines)
    }

    /// The package names of dist/runtime-packages (comments dropped).
    static func runtimePackages() throws -> [String] {
        try String(contentsOfFile: "\(root)/dist/runtime-packages", encoding: .utf8)
            .split(separator: "\n").compactMap { line in
                let name = line.prefix { $0 != "#" }.trimmingCharacters(in: .whitespaces)
                return name.isEmpty ? nil : name
            }
    }

    /// Packages every Debian image has (apt needs them), left out of dist/runtime-packages.
    static let basePackages: Set<String> = ["libc6", "libstdc++6", "libgcc-s1", "zlib1g"]

    /// The Debian package of each library `binary` links directly (its `NEEDED` entries), but
    /// the Swift runtime's: a release build links it in (`--static-swift-stdlib`), the tested
    /// debug build from the toolchain.
    static func linkedPackages(_ binary: String) throws -> [String: String] {
        let needed = try runProcess("/usr/bin/readelf", ["-d", binary], environment: [:]).out
            .split(separator: "\n").compactMap { line -> String? in
                guard line.contains("(NEEDED)"), let open = line.firstIndex(of: "["),
                    let close = line.lastIndex(of: "]")
                else { return nil }
                return String(line[line.index(after: open)..<close])
            }
        var resolved: [String: String] = [:]
        for line in try runProcess("/usr/bin/ldd", [binary], environment: [:]).out.split(separator: "\n") {
            let words = line.split(whereSeparator: \.isWhitespace)
            guard let name = words.first else { continue }
            if words.count >= 3, words[1] == "=>" {
                resolved[String(name)] = String(words[2])
            } else if name.hasPrefix("/") {
                resolved[String(name.split(separator: "/").last ?? "")] = String(name)
            }
        }
        var packages: [String: String] = [:]
        for library in needed {
            let path = try #require(resolved[library], "ldd does not resolve \(library)")
            if path.contains("/usr/lib/swift/") { continue }
            // By its directory and name: with /usr merged, dpkg knows some below /lib, others below /usr/lib.
            let pattern = "*/" + path.split(separator: "/").suffix(2).joined(separator: "/")
            let owner = try runProcess("/usr/bin/dpkg", ["-S", pattern], environment: [:])
            #expect(owner.status == 0, "no package owns \(path): \(owner.err)")
            packages[library] = String(owner.out.prefix { $0 != ":" })
        }
        #expect(packages.count >= 10, "\(needed)")
        return packages
    }

    @Test("scripts/release: one reproducible tarball of the binary, the package list and a note, and its SHA-256")
    func releaseTarball() throws {
        try withScratch { dir in
            let version = try Self.version()
            let name = "tartine-\(version)-linux-x86_64.tar.gz"
            var sums: [String] = []
            for out in ["a", "b"] {
                let run = try runProcess(
                    "\(root)/scripts/release", ["--binary", tartineBinary, "--out", "\(dir)/\(out)"], environment: [:])
                #expect(run.status == 0, "\(run.err)")
                #expect(run.out == "\(dir)/\(out)/\(name)\n")
                sums.append(try String(contentsOfFile: "\(dir)/\(out)/\(name).sha256", encoding: .utf8))
            }
            #expect(sums[0] == sums[1], "two packagings of one binary are the same bytes")
            #expect(sums[0].hasSuffix("  \(name)\n") && sums[0].count == 64 + 2 + name.count + 1, "\(sums[0])")
            let listing = try runProcess("/bin/tar", ["-tzf", "\(dir)/a/\(name)"], environment: [:]).out
            let top = "tartine-\(version)/"
            #expect(
                listing.split(separator: "\n") == [
                    "\(top)", "\(top)INSTALL", "\(top)bin/", "\(top)bin/tartine", "\(top)runtime-packages",
                ], "\(listing)")
        }
    }

    @Test("dist/runtime-packages names the package of every library the binary links (but the base system's)")
    func runtimePackages() throws {
        let listed = Set(try Self.runtimePackages())
        for (library, package) in try Self.linkedPackages(tartineBinary) {
            #expect(
                listed.contains(package) || Self.basePackages.contains(package),
                "\(library) comes from \(package), not in dist/runtime-packages")
        }
    }

    @Test("dist/Containerfile: a release build stage, a Debian 12 slim stage that installs the one package list")
    func containerfile() throws {
        let lines = try String(contentsOfFile: "\(root)/dist/Containerfile", encoding: .utf8)
            .split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty }
        let stages = lines.filter { $0.hasPrefix("FROM ") }
        #expect(stages == ["FROM swift:6.3.1-bookworm AS build", "FROM debian:bookworm-slim"])
        let runtime = try #require(lines.firstIndex(of: "FROM debian:bookworm-slim"))
        let build = lines[..<runtime], image = lines[runtime...]
        #expect(build.contains("RUN scripts/release --out /release"))
        #expect(image.contains("COPY dist/runtime-packages /tmp/runtime-packages"))
        // The same reading of the list as the workflow's install step, of the image's copy.
        let workflow = try #require(try Self.yamlBlocks().first { $0.contains("name: snapshots") })
        let install = try Self.script(workflow, named: "Install Tartine")
        let reading = try #require(install.split(separator: "\n").first { $0.contains("runtime-packages") })
        let pipe = try #require(reading.range(of: " | "))
        #expect(
            image.contains { $0.contains("sed 's/#.*//' /tmp/runtime-packages" + reading[pipe.lowerBound...]) },
            "\(reading)")
        #expect(image.contains("COPY --from=build /src/.build/release/tartine /usr/local/bin/tartine"))
        #expect(image.contains("RUN tartine --version"))
    }

    @Test("every version docs/ci.md pins is the tested build's")
    func pinnedVersion() throws {
        let version = try Self.version()
        let workflow = try #require(try Self.yamlBlocks().first { $0.contains("name: snapshots") })
        #expect(try Self.value(workflow, "TARTINE_VERSION") == version)
        for file in ["docs/ci.md", "dist/Containerfile"] {
            let text = try String(contentsOfFile: "\(root)/\(file)", encoding: .utf8)
            // Every tag but the prose's `ghcr.io/tartine/tartine:VERSION`.
            let tags = text.components(separatedBy: "ghcr.io/tartine/tartine:").dropFirst()
                .filter { !$0.hasPrefix("VERSION") }.map { String($0.prefix { $0.isNumber || $0 == "." }) }
            #expect(!tags.isEmpty && tags.allSatisfy { $0 == version }, "\(file): \(tags)")
        }
    }

    @Test("GitHub Actions: the release installed and checked, four shard steps, the merge, the review of its artifact")
    func gitHubActions() throws {
        let workflow = try #require(try Self.yamlBlocks().first { $0.contains("name: snapshots") })
        let install = try Self.script(workflow, named: "Install Tartine")
        let shardStep = try Self.step(workflow, "tartine snapshot")
        let mergeStep = try Self.step(workflow, "tartine merge-reports")
        #expect(shardStep.contains("--shard ${{ matrix.shard }}/4"))
        #expect(workflow.contains("        shard: [1, 2, 3, 4]"))
        #expect(mergeStep.contains("--summary \"$GITHUB_STEP_SUMMARY\""))
        // Both jobs install the release: the shard job's steps, repeated by the merge job.
        #expect(workflow.filter { $0 == "      - *install" }.count == 1)
        // What each shard uploads: the lines of the `path: |` of its upload step.
        let start = try #require(workflow.firstIndex { $0.hasSuffix("name: shard-${{ matrix.shard }}") })
        let paths = workflow[(start + 2)...].prefix { !$0.contains(":") }.map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        #expect(paths == ["report.json", ".tartine/failures/"])
        let uploaded = try #require(workflow.last { $0.contains("path: ") }).split(separator: " ").last.map(String.init)
        let review = try #require(try Self.shellLines().first { $0.contains("tartine review") })
        let reviewCommand = String(review[try #require(review.range(of: "tartine review")).lowerBound...])

        try withScratch { dir in
            let version = try Self.version()
            // The release page: the tested build packaged by scripts/release, served from a file:// address.
            let releases = "\(dir)/releases"
            let packaged = try runProcess(
                "\(root)/scripts/release", ["--binary", tartineBinary, "--out", "\(releases)/v\(version)"],
                environment: [:])
            #expect(packaged.status == 0, "\(packaged.err)")
            // apt-get as the step calls it, recorded (this machine has the packages: scripts/bootstrap).
            let stubs = "\(dir)/stubs"
            try FileManager.default.createDirectory(atPath: stubs, withIntermediateDirectories: true)
            try write("#!/bin/sh\necho \"$@\" >> \"\(dir)/apt-get.log\"\n", to: "\(stubs)/apt-get")
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: "\(stubs)/apt-get")
            func runInstall(in workspace: String) throws -> Run {
                try FileManager.default.createDirectory(
                    atPath: "\(workspace)/runner-temp", withIntermediateDirectories: true)
                return try runProcess(
                    "/bin/sh", ["-e", "-c", install], in: workspace,
                    environment: [
                        "PATH": "\(stubs):/usr/bin:/bin",
                        "TARTINE_VERSION": try Self.value(workflow, "TARTINE_VERSION"),
                        "TARTINE_RELEASES": "file://\(releases)", "RUNNER_TEMP": "\(workspace)/runner-temp",
                        "GITHUB_PATH": "\(workspace)/github-path",
                    ])
            }
            // A tarball that is not the one published stops the step before anything is installed.
            let tarball = "\(releases)/v\(version)/tartine-\(version)-linux-x86_64.tar.gz"
            let good = try Data(contentsOf: URL(fileURLWithPath: tarball))
            var bad = good
            bad[bad.count / 2] ^= 1
            try bad.write(to: URL(fileURLWithPath: tarball))
            let refused = try runInstall(in: "\(dir)/tampered")
            #expect(refused.status != 0 && refused.out.contains("FAILED"), "\(refused.out)\(refused.err)")
            #expect(!FileManager.default.fileExists(atPath: "\(dir)/apt-get.log"))
            try good.write(to: URL(fileURLWithPath: tarball))

            let project = "\(dir)/project"
            let installed = try runInstall(in: project)
            #expect(installed.status == 0, "\(installed.out)\(installed.err)")
            let apt = try String(contentsOfFile: "\(dir)/apt-get.log", encoding: .utf8)
            #expect(
                apt == "install -y --no-install-recommends " + (try Self.runtimePackages()).joined(separator: " ")
                    + "\n",
                "\(apt)")
            let bin = try String(contentsOfFile: "\(project)/github-path", encoding: .utf8)
                .trimmingCharacters(in: .newlines)
            #expect(bin == "\(project)/runner-temp/tartine-\(version)/bin")
            #expect(
                FileManager.default.contentsEqual(atPath: "\(bin)/tartine", andPath: tartineBinary),
                "the unpacked tartine is the packaged build")
            try FileManager.default.removeItem(atPath: "\(project)/runner-temp")
            try FileManager.default.removeItem(atPath: "\(project)/github-path")
            try? FileManager.default.removeItem(atPath: "\(project)/\(URL(fileURLWithPath: tarball).lastPathComponent)")
            try? FileManager.default.removeItem(
                atPath: "\(project)/\(URL(fileURLWithPath: tarball).lastPathComponent).sha256")
            // The later steps: only the unpacked tartine on the PATH (GITHUB_PATH), no Tartine checkout.
            let unpacked = "\(dir)/unpacked"
            try FileManager.default.createDirectory(atPath: unpacked, withIntermediateDirectories: true)
            #expect(try runProcess("/bin/tar", ["-xzf", tarball, "-C", unpacked], environment: [:]).status == 0)
            let steps = ["PATH": "\(unpacked)/tartine-\(version)/bin:/usr/bin:/bin"]

            try MergeReportsCLITests.fixture(in: project)
            try? FileManager.default.removeItem(atPath: "\(project)/.tartine")
            let whole = try tartine(["snapshot", "snapshots.lua"], in: project, environment: MergeReportsCLITests.ci)
            #expect(whole.status == 1)

            let merge = "\(dir)/merge-job"
            for shard in 1...4 {
                try? FileManager.default.removeItem(atPath: "\(project)/.tartine")
                let run = try Self.shell(
                    shardStep.replacingOccurrences(of: "${{ matrix.shard }}", with: "\(shard)"), in: project,
                    environment: steps)
                #expect(run.status == 0 || run.status == 1, "shard \(shard): \(run.err)")
                // upload-artifact keeps the paths below the workspace; download-artifact puts the
                // artifact `shard-N` in out/shard-N.
                for path in paths {
                    let source = "\(project)/\(path)"
                    guard FileManager.default.fileExists(atPath: source) else { continue }
                    let target = "\(merge)/out/shard-\(shard)/\(path)"
                    try FileManager.default.createDirectory(
                        atPath: URL(fileURLWithPath: target).deletingLastPathComponent().path,
                        withIntermediateDirectories: true)
                    try FileManager.default.copyItem(atPath: source, toPath: target)
                }
            }
            let summary = "\(dir)/step-summary.md"
            var mergeEnvironment = steps
            mergeEnvironment["GITHUB_STEP_SUMMARY"] = summary
            let merged = try Self.shell(mergeStep, in: merge, environment: mergeEnvironment)
            #expect(merged.status == whole.status, "\(merged.err)")
            #expect(merged.out.split(separator: "\n").last == whole.out.split(separator: "\n").last, "\(merged.out)")
            let markdown = try String(contentsOfFile: summary, encoding: .utf8)
            #expect(markdown.hasPrefix("### Tartine snapshots: ❌ 2 failed, 8 passed"), "\(markdown)")
            #expect(FileManager.default.fileExists(atPath: "\(merge)/junit.xml"))

            // The merge job's artifact, downloaded into the project, reviewed with the documented command.
            let artifact = try #require(uploaded).trimmingCharacters(in: CharacterSet(charactersIn: "/"))
            try FileManager.default.copyItem(atPath: "\(merge)/\(artifact)", toPath: "\(project)/snapshot-report")
            let picture = "images/diary/saved/iphone-15-light-en@1x-1-actual.png"
            #expect(FileManager.default.fileExists(atPath: "\(project)/snapshot-report/index.html"))
            let served = try Self.shell(
                """
                \(reviewCommand) --port 0 > review.out 2>&1 &
                review=$!
                for _ in $(seq 200); do grep -q 'http://' review.out && break; sleep 0.1; done
                port=$(sed -n 's|.*http://127.0.0.1:\\([0-9]*\\)/.*|\\1|p' review.out)
                curl -fsS "http://127.0.0.1:$port/cases.json" > cases.json
                curl -fsS "http://127.0.0.1:$port/artifact/0/actual" > actual.png
                kill -TERM "$review"
                wait "$review"
                """, in: project, environment: steps)
            let said = (try? String(contentsOfFile: "\(project)/review.out", encoding: .utf8)) ?? ""
            #expect(served.status == 0, "\(served.err) \(said)")
            #expect(said.hasPrefix("reviewing 2 failures at http://127.0.0.1:"), "\(said)")
            let cases = try String(contentsOfFile: "\(project)/cases.json", encoding: .utf8)
            #expect(cases.contains("\"diary/saved/iphone-15-light-en@1x-1.png\""), "\(cases)")
            #expect(
                FileManager.default.contentsEqual(
                    atPath: "\(project)/actual.png", andPath: "\(project)/snapshot-report/\(picture)"))
        }
    }

    @Test("GitLab CI: the parallel: 4 script of each shard, then the merge job")
    func gitLab() throws {
        let pipeline = try #require(try Self.yamlBlocks().first { $0.contains("  parallel: 4") })
        let first = try #require(pipeline.firstIndex { $0.contains("- tartine snapshot") })
        let last = try #require(pipeline.firstIndex { $0.contains("- exit ${status:-0}") })
        let script = pipeline[first...last].map { line in
            String(line.drop { $0 == " " }.dropFirst(2))
        }.joined(separator: "\n")
        let mergeLine = try #require(pipeline.first { $0.contains("- tartine merge-reports") })
        let mergeCommand = String(mergeLine.drop { $0 == " " }.dropFirst(2))

        try withScratch { dir in
            try MergeReportsCLITests.fixture(in: dir)
            try? FileManager.default.removeItem(atPath: "\(dir)/.tartine")
            let whole = try tartine(["snapshot", "snapshots.lua"], in: dir, environment: MergeReportsCLITests.ci)
            for shard in 1...4 {
                let run = try Self.shell(
                    script, in: dir, environment: ["CI_NODE_INDEX": "\(shard)", "CI_NODE_TOTAL": "4"])
                #expect(run.status == 0 || run.status == 1, "shard \(shard): \(run.err)")
                #expect(FileManager.default.fileExists(atPath: "\(dir)/out/shard-\(shard)/report.json"))
            }
            let merged = try Self.shell(mergeCommand, in: dir)
            #expect(merged.status == whole.status, "\(merged.err)")
            #expect(merged.out.split(separator: "\n").last == whole.out.split(separator: "\n").last, "\(merged.out)")
            #expect(FileManager.default.fileExists(atPath: "\(dir)/junit.xml"))
            #expect(FileManager.default.fileExists(atPath: "\(dir)/snapshot-report/report.json"))
            let markdown = try String(contentsOfFile: "\(dir)/summary.md", encoding: .utf8)
            #expect(markdown.hasPrefix("### Tartine snapshots: ❌ "), "\(markdown)")
        }
    }
}
