// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Tartine",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "ToastCore", targets: ["ToastCore"]),
        .library(name: "ToastScript", targets: ["ToastScript"]),
        .library(name: "ToastRender", targets: ["ToastRender"]),
        .library(name: "ToastSnapshot", targets: ["ToastSnapshot"]),
        // assertToastSnapshot for XCTest and Swift Testing.
        .library(name: "ToastSnapshotTesting", targets: ["ToastSnapshotTesting"]),
        // A Snapshotting strategy for pointfreeco/swift-snapshot-testing, apart so core users don't build it.
        .library(name: "ToastSnapshotStrategy", targets: ["ToastSnapshotStrategy"]),
        .executable(name: "tartine", targets: ["tartine"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
    ],
    targets: [
        // The one file layer: reading (regular files only, capped), atomic writes, listing,
        // confined paths, and the input limits. Over Glibc directly: apple/swift-system would
        // add a package to build on a 2-core machine for the dozen calls needed here.
        .target(name: "ToastFiles"),

        // Pure-Swift engine: colours, geometry, style, kinds, motion, presenter, layout, timeline.
        .target(name: "ToastCore"),

        // Lua 5.4 from the system, and the C that may longjmp (allocator cap, hooks, pcall, trampolines).
        .systemLibrary(name: "CLua", path: "Sources/CLua", pkgConfig: "lua5.4", providers: [.apt(["liblua5.4-dev"])]),
        .target(name: "CLuaSandbox", dependencies: ["CLua"], path: "Sources/CLuaSandbox"),
        // The Lua host: sandboxed VM, theme schema and validation, scenarios, strings, reload.
        .target(name: "ToastScript", dependencies: ["ToastCore", "ToastFiles", "CLua", "CLuaSandbox"]),

        // Cairo + Pango + pinned fonts, and the headless renderer.
        .systemLibrary(name: "CPangoCairo", path: "Sources/CPangoCairo", pkgConfig: "pangocairo",
                       providers: [.apt(["libpango1.0-dev", "libcairo2-dev"])]),
        .systemLibrary(name: "CPangoFT2", path: "Sources/CPangoFT2", pkgConfig: "pangoft2",
                       providers: [.apt(["libpango1.0-dev", "libfontconfig-dev", "libfreetype-dev"])]),
        .systemLibrary(name: "CZlib", path: "Sources/CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .target(name: "ToastRender", dependencies: ["ToastCore", "ToastFiles", "CPangoCairo", "CPangoFT2", "CZlib"]),

        // Snapshot testing: pixelmatch-exact diffs, references and record modes, suites, reports.
        .target(name: "ToastSnapshot", dependencies: ["ToastFiles", "ToastRender", "ToastScript", "ToastCore", "CPangoCairo"]),

        .target(name: "ToastSnapshotTesting", dependencies: ["ToastSnapshot", "ToastRender", "ToastCore"]),
        .target(name: "ToastSnapshotStrategy", dependencies: [
            "ToastSnapshot", "ToastRender", "ToastCore",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),

        // The command line.
        .executableTarget(name: "tartine", dependencies: [
            "ToastCore", "ToastFiles", "ToastScript", "ToastRender", "ToastSnapshot",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),

        // Release-build benchmarks, run by scripts/bench (never part of the unit tests).
        .executableTarget(name: "TartineBench", dependencies: ["ToastCore", "ToastFiles", "ToastScript", "ToastRender", "ToastSnapshot"]),

        .testTarget(name: "ToastFilesTests", dependencies: ["ToastFiles"]),
        .testTarget(name: "ToastCoreTests", dependencies: ["ToastCore"]),
        .testTarget(name: "ToastScriptTests", dependencies: ["ToastScript", "ToastFiles"]),
        .testTarget(name: "ToastRenderTests", dependencies: ["ToastFiles", "ToastRender", "ToastCore"]),
        .testTarget(name: "ToastSnapshotTests", dependencies: ["ToastFiles", "ToastSnapshot", "ToastRender", "ToastCore"]),
        .testTarget(name: "ToastSnapshotTestingTests", dependencies: ["ToastSnapshotTesting", "ToastSnapshot", "ToastRender", "ToastCore"]),
        .testTarget(name: "ToastSnapshotStrategyTests", dependencies: [
            "ToastSnapshotStrategy", "ToastSnapshot", "ToastRender", "ToastCore",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
        // Runs the built `tartine` binary (scripts/test builds it first).
        .testTarget(name: "TartineCLITests", dependencies: ["ToastFiles", "ToastRender", "ToastScript"]),
    ],
    swiftLanguageModes: [.v6]
)
