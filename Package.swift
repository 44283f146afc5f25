// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Tartine",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "ToastCore", targets: ["ToastCore"]),
    ],
    targets: [
        // Pure-Swift engine: colours, geometry, style, kinds, motion, presenter, layout, timeline.
        .target(name: "ToastCore"),
        // Release-build benchmarks, run by scripts/bench (never part of the unit tests).
        .executableTarget(name: "TartineBench", dependencies: ["ToastCore"]),
        .testTarget(name: "ToastCoreTests", dependencies: ["ToastCore"]),
    ],
    swiftLanguageModes: [.v6]
)
