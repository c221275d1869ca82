// swift-tools-version:6.0
// 6.0 is the floor: Swift 6 language mode, strict concurrency and typed throws.
import PackageDescription

// Presentation holds reducers and view state. It sees Domain and MVIKit and never Data:
// leaving MarqueeData out of this manifest is what makes `import MarqueeData` fail to compile.
let package = Package(
    name: "MarqueePresentation",
    platforms: [.macOS(.v15)],
    products: [.library(name: "MarqueePresentation", targets: ["MarqueePresentation"])],
    dependencies: [
        .package(path: "../MarqueeDomain"), .package(path: "../MVIKit"),
        // Tests only: the reducers' suites run over the real engines, the feed's order and Ask's follow-ups included.
        .package(path: "../MarqueeRanking"), .package(path: "../MarqueeSearch"), .package(path: "../MarqueeRequests"),
    ],
    targets: [
        .target(
            name: "MarqueePresentation",
            dependencies: [
                .product(name: "MarqueeDomain", package: "MarqueeDomain"),
                .product(name: "MVIKit", package: "MVIKit"),
            ],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
        .testTarget(
            name: "MarqueePresentationTests",
            dependencies: [
                "MarqueePresentation",
                .product(name: "MarqueeDomain", package: "MarqueeDomain"),
                .product(name: "MVIKit", package: "MVIKit"),
                .product(name: "MarqueeDomainTestSupport", package: "MarqueeDomain"),
                .product(name: "MVIKitTestSupport", package: "MVIKit"),
                .product(name: "MarqueeRanking", package: "MarqueeRanking"),
                .product(name: "MarqueeSearch", package: "MarqueeSearch"),
                .product(name: "MarqueeSearchTestSupport", package: "MarqueeSearch"),
                .product(name: "MarqueeRequests", package: "MarqueeRequests"),
            ],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
