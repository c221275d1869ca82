// swift-tools-version:6.0
// 6.0 is the floor: Swift 6 language mode, strict concurrency and typed throws.
import PackageDescription

// Data implements Domain's repository contracts with I/O: persistence, files,
// and the HTTP clients (iTunes, FastAPI, OpenAI) with their caching decorators. It may import Domain and the
// toolchain, nothing else.
let package = Package(
    name: "MarqueeData",
    platforms: [.macOS(.v15)],
    products: [.library(name: "MarqueeData", targets: ["MarqueeData"])],
    dependencies: [
        .package(path: "../MarqueeDomain"),
        // Tests only: the recommender's contract tests ground the reference service's picks in the bundled catalog,
        // the store's tests match titles with the app's matcher, and the scripted transport holds an answer with the
        // one test gate.
        .package(path: "../MarqueeCatalog"), .package(path: "../MarqueeRanking"), .package(path: "../MVIKit"),
    ],
    targets: [
        // libcurl's API, opened with dlopen on the first request (docs/ARCHITECTURE.md, "The network"), so
        // building needs no curl headers and a command that stays offline never maps the library.
        .target(name: "CCurl"),
        .target(
            name: "MarqueeData",
            dependencies: ["CCurl", .product(name: "MarqueeDomain", package: "MarqueeDomain")],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
        .testTarget(
            name: "MarqueeDataTests",
            dependencies: [
                "MarqueeData",
                .product(name: "MarqueeCatalog", package: "MarqueeCatalog"),
                .product(name: "MarqueeDomain", package: "MarqueeDomain"),
                .product(name: "MarqueeDomainTestSupport", package: "MarqueeDomain"),
                .product(name: "MarqueeRanking", package: "MarqueeRanking"),
                .product(name: "MVIKitTestSupport", package: "MVIKit"),
            ],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
