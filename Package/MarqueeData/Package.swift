// swift-tools-version:6.0
// 6.0 is the floor: Swift 6 language mode, strict concurrency and typed throws.
import PackageDescription

// Data implements Domain's repository contracts: the bundled catalog, persistence,
// and (later) the HTTP clients. It may import Domain and the toolchain, nothing else.
let package = Package(
    name: "MarqueeData",
    platforms: [.macOS(.v15)],
    products: [.library(name: "MarqueeData", targets: ["MarqueeData"])],
    dependencies: [.package(path: "../MarqueeDomain")],
    targets: [
        .target(
            name: "MarqueeData",
            dependencies: [.product(name: "MarqueeDomain", package: "MarqueeDomain")],
            swiftSettings: [
                .enableUpcomingFeature("ExistentialAny"),
                // The bundled catalog (17,470 films) is parsed at every start. Optimising this target even
                // in debug keeps `swift run marquee` as quick as the release binary.
                .unsafeFlags(["-O"], .when(configuration: .debug)),
            ]
        ),
        .testTarget(
            name: "MarqueeDataTests",
            dependencies: ["MarqueeData", .product(name: "MarqueeDomain", package: "MarqueeDomain")],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
