// swift-tools-version: 6.1
import PackageDescription

/// The pkg-config file of a Pango module. On Linux, Tartine's own (`Sources/CPango…/tartine-….pc`,
/// by absolute path): the system's reach gio's `-pthread`, which SwiftPM refuses with a warning
/// on every build. Elsewhere, the system's.
func pangoPkgConfig(_ name: String) -> String {
    #if os(Linux)
        let module = name == "pangocairo" ? "CPangoCairo" : "CPangoFT2"
        return "\(Context.packageDirectory)/Sources/\(module)/tartine-\(name).pc"
    #else
        return name
    #endif
}

/// GIO's pkg-config file: on Linux, Tartine's own (`Sources/CGio/tartine-gio.pc`, by absolute
/// path), since the system's carries gmodule's `-pthread`, which SwiftPM refuses with a warning
/// on every build. Elsewhere, the system's.
func gioPkgConfig() -> String {
    #if os(Linux)
        return "\(Context.packageDirectory)/Sources/CGio/tartine-gio.pc"
    #else
        return "gio-2.0"
    #endif
}

/// librsvg's pkg-config file: on Linux, Tartine's own (`Sources/CRsvg/tartine-rsvg.pc`, by
/// absolute path), since the system's reaches gio's and gdk-pixbuf's `-pthread`, which SwiftPM
/// refuses with a warning on every build. Elsewhere, the system's.
func rsvgPkgConfig() -> String {
    #if os(Linux)
        return "\(Context.packageDirectory)/Sources/CRsvg/tartine-rsvg.pc"
    #else
        return "librsvg-2.0"
    #endif
}

let package = Package(
    name: "Tartine",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "ToastCore", targets: ["ToastCore"]),
        .library(name: "ToastScript", targets: ["ToastScript"]),
        // The Apple string-file readers, for tools that read localizations without Lua.
        .library(name: "ToastStrings", targets: ["ToastStrings"]),
        .library(name: "ToastPNG", targets: ["ToastPNG"]),
        .library(name: "ToastRender", targets: ["ToastRender"]),
        .library(name: "ToastSnapshot", targets: ["ToastSnapshot"]),
        // `tartine snapshot`'s matrix of themes and scenarios (links Lua; ToastSnapshot does not).
        .library(name: "ToastSnapshotSuite", targets: ["ToastSnapshotSuite"]),
        // assertToastSnapshot for XCTest and Swift Testing.
        .library(name: "ToastSnapshotTesting", targets: ["ToastSnapshotTesting"]),
        // A Snapshotting strategy for pointfreeco/swift-snapshot-testing, apart so core users don't build it.
        .library(name: "ToastSnapshotStrategy", targets: ["ToastSnapshotStrategy"]),
        .executable(name: "tartine", targets: ["tartine"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.0"),
        // `swift package generate-documentation` for scripts/docs (a plugin: no library code is linked).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
        // `tartine preview`'s local web server (linked by ToastPreview only). No traits: the
        // default FullFoundation would link full Foundation (and ICU) into `tartine`, about 3.7 ms
        // of every start; ConfigurationSupport would build swift-configuration for nothing.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.20.0", traits: []),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.5.0"),
        // Hummingbird's own lifecycle: a page's WebSocket ends when SIGINT/SIGTERM shuts the server down.
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.6.0"),
    ],
    targets: [
        // Leaves. Numbers and control characters written as text one way everywhere (no
        // dependencies: the PNG and file layers use them without the engine).
        .target(name: "ToastText"),
        // The C library's maths (exp, log, sin, cos, pow) as prefixed inline functions, so that
        // the engine imports no platform module and its numbers stay those of the system's libm.
        .target(name: "CToastMath", path: "Sources/CToastMath"),

        // The one file layer and platform seam: reading (regular files only, capped), atomic
        // writes, listing, confined paths, the input limits, the watcher, and every other C
        // library call the package makes (memory, processes, terminals, clocks). Over Glibc or
        // Darwin directly: apple/swift-system would add a package to build on a 2-core machine
        // for the few dozen calls needed here.
        .target(name: "ToastFiles", dependencies: ["ToastText", "CToastSystem"]),
        // The C library's GNU process calls (affinity, malloc's threshold) for ToastFiles' System layer.
        .target(name: "CToastSystem", path: "Sources/CToastSystem"),

        // Pure-Swift engine: colours, geometry, style, kinds, motion, presenter, layout, timeline.
        .target(name: "ToastCore", dependencies: ["ToastText", "CToastMath"]),

        // The Apple string-file readers: .strings, .stringsdict, .xcstrings (JSON and plist XML
        // readers of their own), with lines for every problem. No Lua.
        .target(name: "ToastStrings", dependencies: ["ToastCore"]),

        // Lua 5.4 from the system, and the C that may longjmp (allocator cap, hooks, pcall, trampolines).
        .systemLibrary(name: "CLua", path: "Sources/CLua", pkgConfig: "lua5.4", providers: [.apt(["liblua5.4-dev"])]),
        .target(name: "CLuaSandbox", dependencies: ["CLua"], path: "Sources/CLuaSandbox"),
        // The Lua host: sandboxed VM, theme schema and validation, scenarios, strings, reload.
        .target(name: "ToastScript", dependencies: ["ToastCore", "ToastFiles", "ToastStrings", "CLua", "CLuaSandbox"]),

        // Cairo + Pango + pinned fonts, and the headless renderer.
        .systemLibrary(
            name: "CPangoCairo", path: "Sources/CPangoCairo", pkgConfig: pangoPkgConfig("pangocairo"),
            providers: [.apt(["libpango1.0-dev", "libcairo2-dev"])]),
        .systemLibrary(
            name: "CPangoFT2", path: "Sources/CPangoFT2", pkgConfig: pangoPkgConfig("pangoft2"),
            providers: [.apt(["libpango1.0-dev", "libfontconfig-dev", "libfreetype-dev"])]),
        .systemLibrary(name: "CZlib", path: "Sources/CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // libdeflate: whole-buffer inflate, about three times zlib's speed (zlib stays for streams).
        .systemLibrary(
            name: "CDeflate", path: "Sources/CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
        // PNG as bytes (no Cairo): encode, decode, manifest, chunks, CRC, APNG, pixel hash, limits.
        .target(name: "ToastPNG", dependencies: ["ToastText", "ToastFiles", "CZlib", "CDeflate"]),
        .target(
            name: "ToastRender", dependencies: ["ToastCore", "ToastFiles", "ToastPNG", "CPangoCairo", "CPangoFT2"]),

        // Snapshot testing: exact diffs in one environment, pixelmatch under drift, references and
        // record modes (one verification flow), reports. No Lua: the testing adapters link it.
        .target(
            name: "ToastSnapshot", dependencies: ["ToastFiles", "ToastPNG", "ToastRender", "ToastCore", "ToastText"]),
        // A manifest's matrix of themes' kinds and scenarios, run through the scene pipeline and
        // verified by ToastSnapshot: `tartine snapshot`.
        .target(
            name: "ToastSnapshotSuite",
            dependencies: ["ToastSnapshot", "ToastFiles", "ToastPNG", "ToastRender", "ToastScript", "ToastCore"]),

        .target(name: "ToastSnapshotTesting", dependencies: ["ToastSnapshot", "ToastRender", "ToastPNG", "ToastCore"]),
        .target(
            name: "ToastSnapshotStrategy",
            dependencies: [
                "ToastSnapshot", "ToastRender", "ToastCore",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]),

        // `tartine preview`: the live preview in the browser (a Hummingbird server and its page),
        // apart so that only the CLI links the web stack.
        .target(
            name: "ToastPreview",
            dependencies: [
                "ToastCore", "ToastFiles", "ToastPNG", "ToastScript", "ToastRender",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
            ]),
        // `tartine review`: the last snapshot run's failures in the browser, Accept and Reject, on
        // the preview's server stack (ToastPreview's LocalHTTP and AllowedHosts).
        .target(
            name: "ToastReview",
            dependencies: [
                "ToastFiles", "ToastPNG", "ToastSnapshot", "ToastText", "ToastPreview",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]),

        // The display seam of `tartine notifyd` (pure Swift): what a notification display needs of a
        // display (monitors, surfaces that show premultiplied pixels whole or in areas, the pointer
        // and clicks, the descriptor a loop waits on), the one pixel-rows and rectangle types, and
        // the rectangle arithmetic. ToastX11 and ToastWayland each conform; ToastNotifyd sees only it.
        .target(name: "ToastDisplay"),

        // The X11 edge of `tartine notifyd`: xcb with the Shape and RandR extensions, and the
        // target that speaks it (monitors, notification windows that show RGBA pixels, input).
        .systemLibrary(
            name: "CXcb", path: "Sources/CXcb", pkgConfig: "xcb",
            providers: [.apt(["libxcb1-dev", "libxcb-shape0-dev", "libxcb-randr0-dev", "libxcb-shm0-dev"])]),
        .target(name: "ToastX11", dependencies: ["CXcb", "ToastFiles", "ToastDisplay"]),

        // The Wayland edge of `tartine notifyd`: libwayland-client, the code wayland-scanner made
        // of the protocols beyond the core one (committed: scripts/wayland-protocols), and the
        // target that speaks them (outputs, layer-shell surfaces that show premultiplied pixels
        // through wl_shm, pointer and touch).
        .systemLibrary(
            name: "CWayland", path: "Sources/CWayland", pkgConfig: "wayland-client",
            providers: [.apt(["libwayland-dev"])]),
        .target(
            name: "CWaylandProtocols", dependencies: ["CWayland"], path: "Sources/CWaylandProtocols",
            exclude: ["protocols"]),
        .target(name: "ToastWayland", dependencies: ["CWayland", "CWaylandProtocols", "ToastFiles", "ToastDisplay"]),

        // The command line. It and every target it links import FoundationEssentials at most, never
        // Foundation: loading full Foundation and ICU costs about 3.7 ms of every start
        // (TartineCLITests' "Linked libraries" checks the binary).
        .executableTarget(
            name: "tartine",
            dependencies: [
                "ToastCore", "ToastFiles", "ToastScript", "ToastPNG", "ToastRender", "ToastSnapshot",
                "ToastSnapshotSuite", "ToastPreview", "ToastText", "ToastNotifyd", "ToastDBus", "ToastX11",
                "ToastWayland", "ToastDisplay", "ToastReview",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // lld (in the Swift toolchain) packs the relative relocations (DT_RELR, glibc 2.36):
            // 1 MiB of `.rela.dyn` fewer read at every start, and as much less resident memory
            // in a long-running `tartine notifyd`. Unsafe flags on this executable only: the
            // library products stay usable as dependencies.
            linkerSettings: [.unsafeFlags(["-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs"])]),

        // librsvg, for the SVG icons of the icon theme `tartine notifyd` draws (Debian `librsvg2-dev`;
        // its header only: the shim loads the library at the first SVG).
        .systemLibrary(
            name: "CRsvg", path: "Sources/CRsvg", pkgConfig: rsvgPkgConfig(), providers: [.apt(["librsvg2-dev"])]),
        // `tartine notifyd`: the notification server that joins the D-Bus edge, the engine and
        // the display seam (apart so that only the CLI links the bus and the display edges), and the icon
        // theme it finds senders' icon names in.
        .target(
            name: "ToastNotifyd",
            dependencies: [
                "ToastCore", "ToastFiles", "ToastPNG", "ToastScript", "ToastRender", "ToastDBus", "ToastDisplay",
                "CRsvg",
            ]),

        // GLib's GIO (GDBus, GVariant) from the system, and the GDBus calls that need varargs or
        // callbacks (method calls, signals, the bus thread, the control client's call).
        .systemLibrary(
            name: "CGio", path: "Sources/CGio", pkgConfig: gioPkgConfig(), providers: [.apt(["libglib2.0-dev"])]),
        .target(name: "CNotifyBus", dependencies: ["CGio"], path: "Sources/CNotifyBus"),
        // `tartine notifyd`'s D-Bus edge: org.freedesktop.Notifications and org.tartine.Notifyd1,
        // every Notify parsed and bounded into ToastCore's Notification; notifyctl's client.
        .target(name: "ToastDBus", dependencies: ["ToastCore", "ToastText", "CGio", "CNotifyBus"]),

        // Release-build benchmarks, run by scripts/bench (never part of the unit tests).
        .executableTarget(
            name: "TartineBench",
            dependencies: [
                "ToastCore", "ToastFiles", "ToastScript", "ToastPNG", "ToastRender", "ToastSnapshot",
                "ToastSnapshotSuite",
            ]),

        .testTarget(name: "ToastFilesTests", dependencies: ["ToastFiles", "TartineTestSupport"]),
        .testTarget(name: "ToastTextTests", dependencies: ["ToastText", "TartineTestSupport"]),
        .testTarget(name: "ToastCoreTests", dependencies: ["ToastCore", "TartineTestSupport"]),
        .testTarget(name: "ToastStringsTests", dependencies: ["ToastStrings", "ToastCore"]),
        .testTarget(name: "ToastScriptTests", dependencies: ["ToastScript", "ToastFiles", "TartineTestSupport"]),
        // What several test targets share (a repeatable random generator; temporary directories,
        // recorders and the turn-taking of the tests that count watcher threads).
        .target(name: "TartineTestSupport", path: "Tests/TartineTestSupport"),
        .testTarget(name: "ToastPNGTests", dependencies: ["ToastPNG", "TartineTestSupport"]),
        .testTarget(
            name: "ToastRenderTests",
            dependencies: ["ToastFiles", "ToastRender", "ToastPNG", "ToastCore", "TartineTestSupport"]),
        .testTarget(
            name: "ToastSnapshotTests",
            dependencies: [
                "ToastFiles", "ToastSnapshot", "ToastSnapshotSuite", "ToastPNG", "ToastRender", "ToastCore",
                "ToastText", "TartineTestSupport",
            ]),
        .testTarget(
            name: "ToastSnapshotTestingTests",
            dependencies: ["ToastSnapshotTesting", "ToastSnapshot", "ToastRender", "ToastCore"],
            exclude: ["__Snapshots__"]),
        .testTarget(
            name: "ToastSnapshotStrategyTests",
            dependencies: [
                "ToastSnapshotStrategy", "ToastSnapshot", "ToastRender", "ToastCore",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ], exclude: ["__Snapshots__"]),
        // The code of the DocC articles, compiled and run word for word.
        .testTarget(
            name: "DocumentationTests",
            dependencies: [
                "ToastCore", "ToastScript", "ToastRender", "ToastSnapshot", "ToastSnapshotTesting",
            ], exclude: ["__Snapshots__"]),
        .testTarget(
            name: "ToastPreviewTests",
            dependencies: [
                "ToastPreview", "ToastCore", "ToastPNG",
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
            ]),
        .testTarget(
            name: "ToastReviewTests", dependencies: ["ToastReview", "ToastPreview", "ToastSnapshot", "ToastPNG"]),

        // Fuzzing: one harness per parser of untrusted bytes (Fuzz/Harnesses), the libFuzzer
        // driver that scripts/fuzz builds with -sanitize=fuzzer (built plainly, it replays files),
        // and the test that replays every committed corpus and regression input.
        .target(
            name: "TartineFuzzing",
            dependencies: [
                "ToastCore", "ToastFiles", "ToastPNG", "ToastStrings", "ToastScript", "ToastRender", "ToastPreview",
                "ToastDBus", "ToastSnapshot", "ToastReview",
            ],
            path: "Fuzz/Harnesses"),
        .executableTarget(name: "tartine-fuzz", dependencies: ["TartineFuzzing"], path: "Fuzz/Driver"),
        .testTarget(name: "FuzzCorpusTests", dependencies: ["TartineFuzzing"]),
        // The D-Bus edge against a private dbus-daemon and the real clients (notify-send, gdbus,
        // a jeepney script in Clients/).
        .testTarget(
            name: "ToastDBusTests", dependencies: ["ToastDBus", "ToastCore", "TartineTestSupport"],
            exclude: ["Clients"]),
        // Each test starts its own Xvfb (TartineTestSupport's VirtualDisplay) and stops it.
        .testTarget(name: "ToastX11Tests", dependencies: ["ToastX11", "CXcb", "ToastFiles", "TartineTestSupport"]),
        // Each test starts its own headless sway (TartineTestSupport's HeadlessSway, through
        // scripts/headless-sway), takes screenshots with grim and moves and clicks with
        // wayland-pointer, a zwlr_virtual_pointer_v1 client built beside the tests.
        .testTarget(
            name: "ToastWaylandTests", dependencies: ["ToastWayland", "ToastFiles", "TartineTestSupport"]),
        .executableTarget(
            name: "wayland-pointer", dependencies: ["CWayland", "CWaylandProtocols"], path: "Tests/WaylandPointer"),
        // The same input through every host's path (issue 37): play, the snapshot path, render,
        // an app's center, the preview's session and the notification server.
        .testTarget(
            name: "ParityTests",
            dependencies: [
                "ToastCore", "ToastScript", "ToastRender", "ToastNotifyd", "ToastPreview", "TartineTestSupport",
            ]),
        .testTarget(
            name: "ToastNotifydTests",
            dependencies: ["ToastNotifyd", "ToastDBus", "ToastCore", "ToastScript", "ToastPNG", "TartineTestSupport"]),
        // Runs the built `tartine` binary (scripts/test builds it first).
        .testTarget(
            name: "TartineCLITests",
            dependencies: ["ToastCore", "ToastFiles", "ToastPNG", "ToastRender", "ToastScript", "TartineTestSupport"],
            exclude: ["notify-flood.py", "notify-storm.py", "title-bar-watch.py"]),
    ],
    swiftLanguageModes: [.v6]
)
