// swift-tools-version:6.0
// 6.0 is the floor: Swift 6 language mode, strict concurrency and typed throws.
import PackageDescription

// The offline request reader: plain English and German into Domain's `AskCriteria`, behind Domain's
// `RequestReading`. It sees Domain and nothing else, so its word tables never leak into the layers that show or
// store what was asked.
let package = Package(
    name: "MarqueeRequests",
    platforms: [.macOS(.v15)],
    products: [.library(name: "MarqueeRequests", targets: ["MarqueeRequests"])],
    dependencies: [.package(path: "../MarqueeDomain")],
    targets: [
        .target(
            name: "MarqueeRequests",
            dependencies: [.product(name: "MarqueeDomain", package: "MarqueeDomain")],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
        .testTarget(
            name: "MarqueeRequestsTests",
            dependencies: [
                "MarqueeRequests",
                .product(name: "MarqueeDomain", package: "MarqueeDomain"),
                .product(name: "MarqueeDomainTestSupport", package: "MarqueeDomain"),
            ],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
