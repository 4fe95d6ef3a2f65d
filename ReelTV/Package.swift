// swift-tools-version: 6.2
import PackageDescription

/// ReelTV, the reference app built on Reel, and the tools that show and measure the library: the
/// app's model and its screens (UIKit code), the terminal front end that draws the screens'
/// windows, and the `reel` command with the demo, the downloads library and the benchmarks.
///
/// The screens build for iOS against UIKit, and on Linux against the library's UIKit stand-in,
/// where the terminal front end and `reel` run. Nothing here is for an app to depend on.
let package = Package(
    name: "ReelTV",
    platforms: [.macOS(.v15), .iOS(.v15)],
    products: [
        .executable(name: "reel", targets: ["reel"]),
        // The app's model and screens, for building them for iOS (Xcode makes a scheme of it).
        .library(name: "ReelTVScreens", targets: ["ReelTVScreens"]),
    ],
    dependencies: [
        .package(name: "Reel", path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
    ],
    targets: [
        // Named intervals and events recorded like `os_signpost`, summarised, and exported as a
        // Chrome trace: what the screens mark and the benchmarks read. No UI.
        .target(name: "ReelSignposts"),
        // What a command-line tool needs without any UI: reading input files and streams,
        // echoing outside text safely, writing output, showing progress on a terminal.
        .target(name: "ReelConsole", dependencies: [.product(name: "ReelStream", package: "Reel")]),
        // The UIKit stand-in's windows drawn on a terminal: view trees into text, focus and
        // taps, renderer, keys, scripts, the interactive host, and when a screen is complete.
        .target(
            name: "ReelTerminal",
            dependencies: [.product(name: "ReelDataSourceUIKit", package: "Reel"), "ReelConsole", "ReelSignposts"]
        ),
        // The reference app's model: catalog and its API, the SQLite library, downloads (model,
        // manager, logic) and My Video. No UI: `reel downloads` runs on it alone.
        .target(
            name: "ReelTVModel",
            dependencies: [
                .product(name: "ReelStream", package: "Reel"), "ReelConsole",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "HeapModule", package: "swift-collections"),
            ],
            resources: [.copy("Resources/catalog.json")]
        ),
        // The reference app's screens, UIKit code on ReelDataSource's UIKit lists (UIKit on iOS,
        // the library's UIKit stand-in on Linux, through ReelDataSourceUIKit).
        .target(
            name: "ReelTVScreens",
            dependencies: [
                "ReelTVModel", "ReelSignposts", .product(name: "ReelDiff", package: "Reel"),
                .product(name: "ReelStream", package: "Reel"), .product(name: "ReelDataSource", package: "Reel"),
                .product(name: "ReelDataSourceUIKit", package: "Reel"),
            ]
        ),
        // The reference app in a terminal (what `reel demo` runs) and the detail screen's
        // headless measuring, both on stand-in windows.
        .target(
            name: "ReelTVTerminal",
            dependencies: [
                "ReelTVModel", "ReelTVScreens", "ReelSignposts", "ReelTerminal",
                .product(name: "ReelStream", package: "Reel"), .product(name: "ReelDataSourceUIKit", package: "Reel"),
            ]
        ),
        // What `reel`'s commands share without any UI: numeric options and their ranges, the
        // failure a person can act on, output files, scratch folders, printing a result.
        .target(
            name: "ReelCommandLine",
            dependencies: ["ReelConsole", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // `reel downloads …` and the options it shares with the demo (`--data-dir`, `--catalog`),
        // on the reference app's model alone: no UI module is linked.
        .target(
            name: "ReelDownloadsCommand",
            dependencies: [
                "ReelTVModel", .product(name: "ReelStream", package: "Reel"), "ReelConsole", "ReelCommandLine",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // SVG charts of the benchmarks' figures, with no dependencies: the few hundred lines two
        // kinds of chart take are simpler to keep than a general drawing library.
        .target(name: "ReelCharts"),
        // What `reel bench …` measures, and how it reports: each benchmark's scenarios and runs,
        // timing and memory figures, and the tables and charts of its results. No command-line
        // parsing: `reel`'s commands take the options and hand them to a benchmark here.
        .target(
            name: "ReelBenchmarks",
            dependencies: [
                "ReelCharts", "ReelCommandLine", "ReelConsole", "ReelSignposts", "ReelTerminal", "ReelTVModel", "ReelTVScreens",
                "ReelTVTerminal", .product(name: "ReelDiff", package: "Reel"), .product(name: "ReelStream", package: "Reel"),
                .product(name: "ReelDataSource", package: "Reel"), .product(name: "ReelDataSourceUIKit", package: "Reel"),
            ]
        ),
        // The `reel` command: its entry point, how it reports failures, and its commands (demo,
        // downloads, and each benchmark's options).
        .executableTarget(
            name: "reel",
            dependencies: [
                "ReelBenchmarks",
                "ReelCharts",
                .product(name: "ReelDataSourceUIKit", package: "Reel"),
                "ReelSignposts",
                "ReelConsole",
                "ReelTerminal",
                "ReelTVModel",
                "ReelTVScreens",
                "ReelTVTerminal",
                "ReelCommandLine",
                "ReelDownloadsCommand",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Seeded cases for ReelTV's property tests. The library's runner is in its test support,
        // which is no product, and a target cannot take its sources from outside its package.
        .target(
            name: "ReelTVTestSupport",
            dependencies: [.product(name: "PropertyBased", package: "swift-property-based")],
            path: "Tests/ReelTVTestSupport"
        ),
        // SVG documents read back as a browser would, for the charts' tests.
        .target(name: "SVGTestSupport", path: "Tests/SVGTestSupport"),
        .testTarget(name: "ReelSignpostsTests", dependencies: ["ReelSignposts"]),
        .testTarget(name: "ReelTVTestSupportTests", dependencies: ["ReelTVTestSupport"]),
        .testTarget(name: "ReelChartsTests", dependencies: ["ReelCharts", "ReelTVTestSupport", "SVGTestSupport"]),
        .testTarget(
            name: "ReelConsoleTests",
            dependencies: ["ReelConsole", .product(name: "ReelStream", package: "Reel"), "ReelTVTestSupport"]
        ),
        .testTarget(
            name: "ReelTerminalTests",
            dependencies: ["ReelTerminal", "ReelSignposts", .product(name: "ReelDataSourceUIKit", package: "Reel")]
        ),
        .testTarget(
            name: "ReelTVTests",
            dependencies: [
                "ReelTVModel", "ReelTVScreens", "ReelTVTerminal", "ReelDownloadsCommand", "ReelSignposts", "ReelTerminal",
                "ReelConsole", "ReelTVTestSupport", "SVGTestSupport", .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "ReelDataSourceUIKit", package: "Reel"), .product(name: "ReelDiff", package: "Reel"),
                .product(name: "ReelStream", package: "Reel"),
                // Not imported: the kill tests run the built `reel` executable, which this makes
                // sure is built (and rebuilt) with the tests.
                "reel",
            ],
            // Read by path (see ScenarioSnapshot), so that recording writes them back in place.
            exclude: ["Scenarios/Snapshots"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
