// swift-tools-version:6.0
// 6.0 is the floor: Swift 6 language mode, strict concurrency and typed throws.
import PackageDescription

// TerminalKit is the terminal layer under Marquee's full-screen app: display width, a key tokenizer,
// raw mode with a restore that runs on every exit path, and a cell canvas rendered as whole frames or row diffs.
// It depends on nothing but the toolchain (Foundation, Glibc, Dispatch, Synchronization), and knows nothing of films.
// `terminalkit-demo` is a manual check of the tty parts (raw mode, keys, resize), which unit tests cannot reach.
let package = Package(
    name: "TerminalKit",
    platforms: [.macOS(.v15)],
    products: [.library(name: "TerminalKit", targets: ["TerminalKit"])],
    targets: [
        .target(name: "TerminalKit", swiftSettings: [.enableUpcomingFeature("ExistentialAny")]),
        .executableTarget(
            name: "terminalkit-demo",
            dependencies: ["TerminalKit"],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
        .testTarget(
            name: "TerminalKitTests",
            dependencies: ["TerminalKit"],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
