// swift-tools-version:6.0
// 6.0 is the floor: Swift 6 language mode, strict concurrency and typed throws.
import PackageDescription

// Domain is the innermost layer: it depends on nothing, not even Foundation's networking,
// and has no default actor isolation so every layer can call it from anywhere.
let package = Package(
    name: "MarqueeDomain",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "MarqueeDomain", targets: ["MarqueeDomain"]),
        // The doubles and fixtures every package's tests share (and the ranking baseline marquee-bench compares
        // against), so no package keeps a copy. Tests and benchmarks only; the app never links it.
        .library(name: "MarqueeDomainTestSupport", targets: ["MarqueeDomainTestSupport"]),
    ],
    targets: [
        .target(
            name: "MarqueeDomain",
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
        .target(
            name: "MarqueeDomainTestSupport",
            dependencies: ["MarqueeDomain"],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
        .testTarget(
            name: "MarqueeDomainTests",
            dependencies: ["MarqueeDomain", "MarqueeDomainTestSupport"],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
