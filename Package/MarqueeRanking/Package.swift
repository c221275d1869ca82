// swift-tools-version:6.0
// 6.0 is the floor: Swift 6 language mode, strict concurrency and typed throws.
import PackageDescription

// Ranking is the machinery behind Domain's ranking contracts: the columnar film table, the taste fold, the feed's
// ranking pass with its pruning, the offline ask engine, the local form engine and the title matcher. It may import
// Domain and the toolchain, nothing else; Domain keeps the policy (weights and reasons), this package the loops.
let package = Package(
    name: "MarqueeRanking",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "MarqueeRanking", targets: ["MarqueeRanking"]),
        // Tables that take the bundled blob's paths without packing a blob, for tests and the bench only.
        .library(name: "MarqueeRankingTestSupport", targets: ["MarqueeRankingTestSupport"]),
    ],
    dependencies: [.package(path: "../MarqueeDomain")],
    targets: [
        .target(
            name: "MarqueeRanking",
            dependencies: [.product(name: "MarqueeDomain", package: "MarqueeDomain")],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
        .target(
            name: "MarqueeRankingTestSupport",
            dependencies: ["MarqueeRanking", .product(name: "MarqueeDomain", package: "MarqueeDomain")],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
        .testTarget(
            name: "MarqueeRankingTests",
            dependencies: [
                "MarqueeRanking",
                "MarqueeRankingTestSupport",
                .product(name: "MarqueeDomain", package: "MarqueeDomain"),
                .product(name: "MarqueeDomainTestSupport", package: "MarqueeDomain"),
            ],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
