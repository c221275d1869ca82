// swift-tools-version:6.0
// 6.0 is the floor: Swift 6 language mode, strict concurrency and typed throws.
import PackageDescription

// Search is the machinery behind Domain's search contract: the word tables, postings and readings that find a film
// by title, director or cast. It indexes Ranking's film table, so it may import Domain, Ranking and the toolchain.
let package = Package(
    name: "MarqueeSearch",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "MarqueeSearch", targets: ["MarqueeSearch"]),
        .library(name: "MarqueeSearchTestSupport", targets: ["MarqueeSearchTestSupport"]),
    ],
    dependencies: [
        .package(path: "../MarqueeDomain"), .package(path: "../MarqueeRanking"),
        // Tests only: the offline ask's tests read requests with the real reader, then answer with the engine, whose
        // title lookups are this package's index.
        .package(path: "../MarqueeRequests"),
    ],
    targets: [
        .target(
            name: "MarqueeSearch",
            dependencies: [
                .product(name: "MarqueeDomain", package: "MarqueeDomain"),
                .product(name: "MarqueeRanking", package: "MarqueeRanking"),
            ],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
        // The use cases built over an in-memory catalog with the real engines, for reducer and command suites.
        .target(
            name: "MarqueeSearchTestSupport",
            dependencies: [
                "MarqueeSearch",
                .product(name: "MarqueeDomain", package: "MarqueeDomain"),
                .product(name: "MarqueeRanking", package: "MarqueeRanking"),
            ],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
        .testTarget(
            name: "MarqueeSearchTests",
            dependencies: [
                "MarqueeSearch",
                .product(name: "MarqueeDomain", package: "MarqueeDomain"),
                .product(name: "MarqueeDomainTestSupport", package: "MarqueeDomain"),
                .product(name: "MarqueeRanking", package: "MarqueeRanking"),
                .product(name: "MarqueeRequests", package: "MarqueeRequests"),
            ],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
