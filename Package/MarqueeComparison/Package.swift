// swift-tools-version:6.0
// 6.0 is the floor: Swift 6 language mode, strict concurrency and typed throws.
import PackageDescription

// The comparison builds one search feature three ways (MV, MVVM, MVI) and holds all three to one
// behavioural suite. Like Presentation it sees Domain and MVIKit and never Data.
//
// The sources carry `#if BREAK_DEBOUNCE`, `BREAK_CANCEL`, `BREAK_STALE` and `BREAK_TYPED` switches around the
// lines each promise rests on; `swift test -Xswiftc -DBREAK_STALE` shows the suite failing (docs/COMPARISON.md).
let package = Package(
    name: "MarqueeComparison",
    platforms: [.macOS(.v15)],
    products: [.library(name: "MarqueeComparison", targets: ["MarqueeComparison"])],
    dependencies: [.package(path: "../MarqueeDomain"), .package(path: "../MVIKit")],
    targets: [
        .target(
            name: "MarqueeComparison",
            dependencies: [
                .product(name: "MarqueeDomain", package: "MarqueeDomain"),
                .product(name: "MVIKit", package: "MVIKit"),
            ],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
        .testTarget(
            name: "MarqueeComparisonTests",
            dependencies: [
                "MarqueeComparison",
                .product(name: "MarqueeDomain", package: "MarqueeDomain"),
                .product(name: "MVIKit", package: "MVIKit"),
                .product(name: "MarqueeDomainTestSupport", package: "MarqueeDomain"),
            ],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
