// swift-tools-version: 6.2
import PackageDescription

/// ReelTV, the reference app built on Reel, and the tools that show and measure the library: the
/// headless UI runtime the app runs on (ReelUI), its terminal front end, and the `reel` command
/// with the demo, the downloads library and the benchmarks. For development machines only
/// (Linux, and macOS 15 or later); nothing here is for an app to depend on.
let package = Package(
    name: "ReelTV",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "reel", targets: ["reel"])
    ],
    dependencies: [
        .package(name: "Reel", path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
    ],
    targets: [
        // The headless UIKit. It depends on nothing of Reel's: its batch-update rules, written
        // from UIKit's documented behaviour, are the UIKit stand-in's (SharedWithUIKitStandIn is
        // a link to the library's folder), so they judge ReelDiff's batches independently.
        // Named intervals and events recorded like `os_signpost`, summarised, and exported as a
        // Chrome trace: what the screens mark and the benchmarks read. No UI.
        .target(name: "ReelSignposts"),
        .target(name: "ReelUI", dependencies: ["ReelSignposts"]),
        .target(
            name: "ReelDataSourceReelUI",
            dependencies: [.product(name: "ReelDataSource", package: "Reel"), "ReelUI"]
        ),
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
        .executableTarget(
            name: "reel",
            dependencies: [
                "ReelCharts",
                .product(name: "ReelDiff", package: "Reel"),
                .product(name: "ReelStream", package: "Reel"),
                .product(name: "ReelDataSource", package: "Reel"),
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
        // The library's test support (a link to its folder): random inputs and generated lists.
        .target(
            name: "ReelTestSupport",
            dependencies: [.product(name: "ReelDiff", package: "Reel"), .product(name: "PropertyBased", package: "swift-property-based")],
            path: "Tests/ReelTestSupport"
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
        .testTarget(
            name: "ReelUITests",
            dependencies: ["ReelUI", "ReelSignposts", .product(name: "ReelDiff", package: "Reel"), "ReelTestSupport"]
        ),
        // ReelUI's collection view as a data source's list. EveryList/ links to the library's
        // suites that every kind of list runs.
        .testTarget(
            name: "ReelDataSourceReelUITests",
            dependencies: [
                .product(name: "ReelDataSource", package: "Reel"), "ReelDataSourceReelUI",
                .product(name: "ReelStream", package: "Reel"), "ReelUI", "ReelTestSupport",
            ]
        ),
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
