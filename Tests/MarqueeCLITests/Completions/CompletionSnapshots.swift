import Foundation

/// The completion scripts' snapshots, which MarqueeCommandsTests records and checks against the generators; the
/// built binary must print exactly these.
enum CompletionSnapshots {
    /// Each shell and the snapshot file that holds its script.
    static let scripts = [("bash", "marquee.bash"), ("zsh", "marquee.zsh"), ("fish", "marquee.fish")]

    /// The snapshot file of this name, in the commands package's tests.
    static func file(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appending(path: "Package/MarqueeCommands/Tests/MarqueeCommandsTests/Completions/Snapshots")
            .appending(path: name)
    }
}
