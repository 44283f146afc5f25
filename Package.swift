// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Tartine",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "ToastCore", targets: ["ToastCore"]),
        .library(name: "ToastScript", targets: ["ToastScript"]),
    ],
    targets: [
        // Pure-Swift engine: colours, geometry, style, kinds, motion, presenter, layout, timeline.
        .target(name: "ToastCore"),

        // Lua 5.4 from the system, and the C that may longjmp (allocator cap, hooks, pcall, trampolines).
        .systemLibrary(name: "CLua", path: "Sources/CLua", pkgConfig: "lua5.4", providers: [.apt(["liblua5.4-dev"])]),
        .target(name: "CLuaSandbox", dependencies: ["CLua"], path: "Sources/CLuaSandbox"),
        // The Lua host: sandboxed VM, theme schema and validation, scenarios, strings, reload.
        .target(name: "ToastScript", dependencies: ["ToastCore", "CLua", "CLuaSandbox"]),

        // Release-build benchmarks, run by scripts/bench (never part of the unit tests).
        .executableTarget(name: "TartineBench", dependencies: ["ToastCore", "ToastScript"]),

        .testTarget(name: "ToastCoreTests", dependencies: ["ToastCore"]),
        .testTarget(name: "ToastScriptTests", dependencies: ["ToastScript"]),
    ],
    swiftLanguageModes: [.v6]
)
