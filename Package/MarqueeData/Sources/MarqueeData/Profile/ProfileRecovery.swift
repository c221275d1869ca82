/// A report that an unreadable profile was moved aside and a fresh one was started in its place.
///
/// Nothing is deleted: the original bytes stay in ``movedTo`` so a user (or a later Marquee) can rescue them.
public struct ProfileRecovery: Hashable, Sendable {
    /// Where the profile was, for example `~/.local/share/marquee/profile.json`.
    public let originalPath: String
    /// Where its bytes are now, for example `~/.local/share/marquee/profile.corrupt-20250615T150640Z.json`.
    public let movedTo: String
    /// Why it could not be read, in words meant for a terminal, for example `the file is empty`.
    public let reason: String

    /// Creates a report.
    /// - Parameters:
    ///   - originalPath: where the profile was.
    ///   - movedTo: where its bytes are now.
    ///   - reason: why it could not be read.
    public init(originalPath: String, movedTo: String, reason: String) {
        self.originalPath = originalPath
        self.movedTo = movedTo
        self.reason = reason
    }
}
