// swift-tools-version:6.0
// 6.0 is the floor: Swift 6 language mode, strict concurrency and typed throws.
import PackageDescription

// MVIKit is the architecture kit: Store, Reducer, Effect, Send and LoadingPhase.
// It depends on nothing, so any feature package can adopt it.
let package = Package(
    name: "MVIKit",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "MVIKit", targets: ["MVIKit"]),
        // Test doubles for code built on MVIKit (a `Gate` to hold an effect mid-flight); tests only.
        .library(name: "MVIKitTestSupport", targets: ["MVIKitTestSupport"]),
    ],
    targets: [
        .target(name: "MVIKit", swiftSettings: [.enableUpcomingFeature("ExistentialAny")]),
        .target(name: "MVIKitTestSupport", swiftSettings: [.enableUpcomingFeature("ExistentialAny")]),
        .testTarget(
            name: "MVIKitTests",
            dependencies: ["MVIKit", "MVIKitTestSupport"],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
