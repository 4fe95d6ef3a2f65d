// swift-tools-version: 6.2
// 6.2: the data source runs large diffs in a `@concurrent` function.
import PackageDescription

/// The reference app (ReelTV), its terminal front end (ReelTerminal), the `reel` command with its
/// charts (ReelCharts) and the tests run on development machines only: Linux, and macOS 13 or later. They use Swift's clocks
/// and `Duration` (macOS 13) freely, so on Apple platforms they are compiled without checking
/// availability against the floor below, which is the library products'. No library product
/// depends on them, so an app that uses Reel never compiles them, and SwiftPM lets an app depend
/// on the library products of a package whose other targets use unsafe flags.
let developmentOnly: [SwiftSetting] = [
    .unsafeFlags(
        ["-Xfrontend", "-disable-availability-checking"],
        .when(platforms: [.macOS, .macCatalyst, .iOS, .tvOS, .watchOS, .visionOS]))
]

let package = Package(
    name: "Reel",
    // The library products' floor: Combine's (iOS 13, macOS 10.15, tvOS 13), and watchOS 7 for
    // GRDB, which the reference app uses. Scripts/check-availability.sh type-checks the products
    // for these versions. Signposts need iOS 16 (`Duration`) and say so with `@available`.
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v7), .visionOS(.v1)],
    products: [
        .library(name: "ReelDiff", targets: ["ReelDiff"]),
        .library(name: "ReelStream", targets: ["ReelStream"]),
        .library(name: "ReelDataSource", targets: ["ReelDataSource"]),
        .library(name: "ReelDataSourceUIKit", targets: ["ReelDataSourceUIKit"]),
        .library(name: "ReelUI", targets: ["ReelUI"]),
        .library(name: "ReelDataSourceReelUI", targets: ["ReelDataSourceReelUI"]),
        // ReelTerminal and ReelTV are not products: they are the demo's terminal front end and
        // app, which `reel demo` runs, not code for an app to depend on.
        .executable(name: "reel", targets: ["reel"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        .target(name: "CReelPrefetch"),
        .target(name: "ReelDiff", dependencies: ["CReelPrefetch"]),
        .target(
            name: "ReelStream",
            dependencies: [
                .product(
                    name: "OpenCombineShim", package: "OpenCombine",
                    condition: .when(platforms: [.linux, .windows, .android, .wasi]))
            ]
        ),
        .target(name: "ReelDataSource", dependencies: ["ReelDiff", "ReelStream"]),
        // The headless UIKit. It depends on nothing of Reel's: its batch-update rules, written
        // from UIKit's documented behaviour, judge ReelDiff's batches independently.
        .target(name: "ReelUI"),
        // UIKit's declarations and behaviour without UIKit, so the UIKit adapters are built and
        // tested on Linux too. Its lists judge batch updates with ReelUI's rules: one
        // implementation of UIKit's rules, independent of ReelDiff's.
        .target(name: "UIKitStandIn", dependencies: ["ReelUI"]),
        .target(
            name: "ReelDataSourceUIKit",
            dependencies: [
                "ReelDataSource",
                .target(name: "UIKitStandIn", condition: .when(platforms: [.linux])),
            ]
        ),
        .target(name: "ReelDataSourceReelUI", dependencies: ["ReelDataSource", "ReelUI"]),
        // What a command-line tool needs without any UI: reading input files and streams,
        // echoing outside text safely, writing output, showing progress on a terminal.
        .target(name: "ReelConsole", dependencies: ["ReelStream"], swiftSettings: developmentOnly),
        // ReelUI's windows drawn on a terminal: renderer, keys, scripts, the interactive host.
        .target(name: "ReelTerminal", dependencies: ["ReelStream", "ReelUI", "ReelConsole"], swiftSettings: developmentOnly),
        // The reference app's model: catalog and its API, the SQLite library, downloads (model,
        // manager, logic) and My Video. No UI: `reel downloads` runs on it alone.
        .target(
            name: "ReelTVModel",
            dependencies: ["ReelStream", "ReelConsole", .product(name: "GRDB", package: "GRDB.swift")],
            resources: [.copy("Resources/catalog.json")],
            swiftSettings: developmentOnly
        ),
        // The reference app's screens, on ReelUI and ReelDataSource.
        .target(
            name: "ReelTVScreens",
            dependencies: ["ReelTVModel", "ReelDiff", "ReelStream", "ReelDataSource", "ReelDataSourceReelUI", "ReelUI"],
            swiftSettings: developmentOnly
        ),
        // The reference app in a terminal: what `reel demo` runs.
        .target(
            name: "ReelTVTerminal",
            dependencies: ["ReelTVModel", "ReelTVScreens", "ReelStream", "ReelUI", "ReelTerminal"],
            swiftSettings: developmentOnly
        ),
        // What `reel`'s commands share without any UI: numeric options and their ranges, the
        // failure a person can act on, output files, scratch folders, printing a result.
        .target(
            name: "ReelCommandLine",
            dependencies: ["ReelConsole", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: developmentOnly
        ),
        // `reel downloads …` and the options it shares with the demo (`--data-dir`, `--catalog`),
        // on the reference app's model alone: no UI module is linked.
        .target(
            name: "ReelDownloadsCommand",
            dependencies: [
                "ReelTVModel", "ReelStream", "ReelConsole", "ReelCommandLine",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: developmentOnly
        ),
        // SVG charts of the benchmarks' figures, with no dependencies: the few hundred lines two
        // kinds of chart take are simpler to keep than a general drawing library.
        .target(name: "ReelCharts", swiftSettings: developmentOnly),
        .executableTarget(
            name: "reel",
            dependencies: [
                "ReelCharts",
                "ReelDiff",
                "ReelStream",
                "ReelDataSource",
                "ReelDataSourceReelUI",
                "ReelUI",
                "ReelConsole",
                "ReelTerminal",
                "ReelTVModel",
                "ReelTVScreens",
                "ReelTVTerminal",
                "ReelCommandLine",
                "ReelDownloadsCommand",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: developmentOnly
        ),
        .target(
            name: "ReelTestSupport",
            dependencies: ["ReelDiff", .product(name: "PropertyBased", package: "swift-property-based")],
            path: "Tests/ReelTestSupport",
            swiftSettings: developmentOnly
        ),
        .testTarget(name: "ReelDiffTests", dependencies: ["ReelDiff", "ReelTestSupport"], swiftSettings: developmentOnly),
        .testTarget(
            name: "ReelStreamTests",
            dependencies: [
                "ReelStream",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: developmentOnly
        ),
        .testTarget(
            name: "ReelDataSourceTests",
            dependencies: [
                "ReelDataSource", "ReelDataSourceUIKit", "ReelDataSourceReelUI", "ReelStream", "ReelUI", "ReelTestSupport",
            ],
            swiftSettings: developmentOnly),
        .testTarget(name: "ReelUITests", dependencies: ["ReelUI", "ReelDiff", "ReelTestSupport"], swiftSettings: developmentOnly),
        .testTarget(name: "ReelChartsTests", dependencies: ["ReelCharts", "ReelTestSupport"], swiftSettings: developmentOnly),
        // The UIKit stand-in on its own, judged by UIKit's documented behaviour (ReelTestSupport holds the
        // rule cases it shares with ReelUI's tests).
        .testTarget(name: "UIKitStandInTests", dependencies: ["UIKitStandIn", "ReelTestSupport"], swiftSettings: developmentOnly),
        .testTarget(name: "ReelConsoleTests", dependencies: ["ReelConsole", "ReelStream", "ReelTestSupport"], swiftSettings: developmentOnly),
        .testTarget(name: "ReelTerminalTests", dependencies: ["ReelStream", "ReelTerminal", "ReelUI"], swiftSettings: developmentOnly),
        .testTarget(
            name: "ReelTVTests",
            dependencies: [
                "ReelTVModel", "ReelTVScreens", "ReelTVTerminal", "ReelDownloadsCommand", "ReelUI", "ReelTerminal", "ReelConsole", "ReelTestSupport", .product(name: "GRDB", package: "GRDB.swift"),
                // Not imported: the kill tests run the built `reel` executable, which this makes
                // sure is built (and rebuilt) with the tests.
                "reel",
            ],
            // Read by path (see ScenarioSnapshot), so that recording writes them back in place.
            exclude: ["Scenarios/Snapshots"],
            swiftSettings: developmentOnly),
    ],
    swiftLanguageModes: [.v6]
)
