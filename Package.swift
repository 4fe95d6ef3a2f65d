// swift-tools-version: 6.2
// 6.2: the data source runs large diffs in a `@concurrent` function.
import PackageDescription

/// OpenCombine's shim, for the modules written against Combine's API, where Combine is missing;
/// they import Combine itself where it exists.
let openCombineShim: Target.Dependency = .product(
    name: "OpenCombineShim", package: "OpenCombine", condition: .when(platforms: [.linux, .windows, .android, .wasi]))

/// Reel, the library: what an app depends on, and nothing else. The reference app, the headless
/// runtime it runs on, the terminal front end and the `reel` command with its benchmarks are a
/// package of their own in `ReelTV/`, which depends on this one by path.
let package = Package(
    name: "Reel",
    // Combine's floor (iOS 13, macOS 10.15, tvOS 13), and watchOS 7. Scripts/check-availability.sh
    // type-checks the products for these versions.
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v7), .visionOS(.v1)],
    products: [
        .library(name: "ReelDiff", targets: ["ReelDiff"]),
        .library(name: "ReelEditScript", targets: ["ReelEditScript"]),
        .library(name: "ReelStream", targets: ["ReelStream"]),
        .library(name: "ReelDataSource", targets: ["ReelDataSource"]),
        .library(name: "ReelDataSourceUIKit", targets: ["ReelDataSourceUIKit"]),
    ],
    dependencies: [
        // Combine's API where Combine is missing (Linux, Windows, Android, WASI).
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        // Tests only: a client of the library does not resolve it.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
    ],
    targets: [
        .target(name: "CReelPrefetch"),
        .target(name: "ReelDiff", dependencies: ["CReelPrefetch"]),
        // The classic minimal edit scripts of a sequence by equality; nothing of ReelDiff's.
        .target(name: "ReelEditScript"),
        .target(name: "ReelStream", dependencies: [openCombineShim]),
        // Combine only for `bind(to:)`, which needs a publisher and a cancellable and nothing of
        // ReelStream's.
        .target(name: "ReelDataSource", dependencies: ["ReelDiff", openCombineShim]),
        // UIKit's declarations and behaviour where UIKit is missing, so UIKit code (the adapters,
        // the reference app's screens) builds, runs and is tested on Linux. Its batch-update rules
        // (BatchUpdates/) are written from UIKit's documented behaviour and share no code with
        // ReelDiff's, so they judge the diff independently.
        .target(name: "UIKitStandIn"),
        .target(
            name: "ReelDataSourceUIKit",
            dependencies: [
                "ReelDataSource",
                .target(name: "UIKitStandIn", condition: .when(platforms: [.linux])),
            ]
        ),
        .target(
            name: "ReelTestSupport",
            dependencies: ["ReelDiff", .product(name: "PropertyBased", package: "swift-property-based")],
            path: "Tests/ReelTestSupport"
        ),
        .testTarget(name: "ReelDiffTests", dependencies: ["ReelDiff", "ReelTestSupport"]),
        .testTarget(name: "ReelEditScriptTests", dependencies: ["ReelEditScript", "ReelTestSupport"]),
        .testTarget(
            name: "ReelStreamTests",
            dependencies: ["ReelStream", "ReelTestSupport", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        // The data source on its own: its update queue, and lists of the tests' own.
        .testTarget(
            name: "ReelDataSourceTests",
            dependencies: ["ReelDataSource", "ReelStream", "ReelTestSupport"]
        ),
        // The UIKit adapters, and the data source's suites on every kind of UIKit list: on Linux
        // the UIKit stand-in's, on iOS, tvOS and visionOS UIKit's own. UIKIT_LISTS is defined
        // where UIKit lists exist (elsewhere, on macOS and watchOS, the target is empty);
        // UIKIT_STAND_IN where they are the stand-in's, as ReelDataSourceUIKit links it, which
        // is where a person's swipes and drags, for which UIKit has no call, are played.
        .testTarget(
            name: "ReelDataSourceUIKitTests",
            dependencies: ["ReelDataSource", "ReelDataSourceUIKit", "ReelStream", "ReelTestSupport"],
            swiftSettings: [
                .define("UIKIT_LISTS", .when(platforms: [.linux, .iOS, .tvOS, .visionOS, .macCatalyst])),
                .define("UIKIT_STAND_IN", .when(platforms: [.linux])),
            ]
        ),
        // The UIKit stand-in on its own, held to UIKit's documented behaviour (ReelTestSupport
        // holds the table of batch-update rule cases).
        .testTarget(
            name: "UIKitStandInTests",
            dependencies: ["UIKitStandIn", "ReelTestSupport"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
