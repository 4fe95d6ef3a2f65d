// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Reel",
    // Signposts use Synchronization's Mutex.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "ReelDiff", targets: ["ReelDiff"]),
        .library(name: "ReelStream", targets: ["ReelStream"]),
        .library(name: "ReelDataSource", targets: ["ReelDataSource"]),
        .library(name: "ReelDataSourceUIKit", targets: ["ReelDataSourceUIKit"]),
        .library(name: "ReelUI", targets: ["ReelUI"]),
        .library(name: "ReelTerminal", targets: ["ReelTerminal"]),
        .library(name: "ReelTV", targets: ["ReelTV"]),
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
        .target(name: "ReelDataSource", dependencies: ["ReelDiff"]),
        // UIKit's declarations and behaviour without UIKit, so the UIKit adapters are built and
        // tested on Linux too. It depends on nothing of Reel's: its batch-update rules judge
        // ReelDiff's batches independently.
        .target(name: "UIKitStandIn"),
        .target(
            name: "ReelDataSourceUIKit",
            dependencies: [
                "ReelDataSource",
                .target(name: "UIKitStandIn", condition: .when(platforms: [.linux])),
            ]
        ),
        .target(name: "ReelUI", dependencies: ["ReelDataSource", "ReelStream"]),
        .target(name: "ReelTerminal", dependencies: ["ReelUI"]),
        .target(
            name: "ReelTV",
            dependencies: [
                "ReelDiff", "ReelStream", "ReelDataSource", "ReelUI", "ReelTerminal",
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            resources: [.copy("Resources/catalog.json")]
        ),
        // SVG charts of the benchmarks' figures, with no dependencies: the few hundred lines two
        // kinds of chart take are simpler to keep than a general drawing library.
        .target(name: "ReelCharts"),
        .executableTarget(
            name: "reel",
            dependencies: [
                "ReelCharts",
                "ReelDiff",
                "ReelStream",
                "ReelDataSource",
                "ReelUI",
                "ReelTerminal",
                "ReelTV",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(
            name: "ReelTestSupport",
            dependencies: ["ReelDiff", .product(name: "PropertyBased", package: "swift-property-based")],
            path: "Tests/ReelTestSupport"
        ),
        .testTarget(name: "ReelDiffTests", dependencies: ["ReelDiff", "ReelTestSupport"]),
        .testTarget(
            name: "ReelStreamTests",
            dependencies: [
                "ReelStream",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "ReelDataSourceTests", dependencies: ["ReelDataSource", "ReelDataSourceUIKit", "ReelUI", "ReelTestSupport"]),
        .testTarget(name: "ReelUITests", dependencies: ["ReelUI", "ReelDiff", "ReelTestSupport"]),
        .testTarget(name: "ReelChartsTests", dependencies: ["ReelCharts", "ReelTestSupport"]),
        // The UIKit stand-in on its own, judged by UIKit's documented behaviour.
        .testTarget(name: "UIKitStandInTests", dependencies: ["UIKitStandIn"]),
        .testTarget(name: "ReelTerminalTests", dependencies: ["ReelTerminal", "ReelUI"]),
        .testTarget(
            name: "ReelTVTests",
            dependencies: [
                "ReelTV", "ReelUI", "ReelTerminal", "ReelTestSupport", .product(name: "GRDB", package: "GRDB.swift"),
                // Not imported: the kill tests run the built `reel` executable, which this makes
                // sure is built (and rebuilt) with the tests.
                "reel",
            ],
            // Read by path (see ScenarioSnapshot), so that recording writes them back in place.
            exclude: ["Scenarios/Snapshots"]),
    ],
    swiftLanguageModes: [.v6]
)
