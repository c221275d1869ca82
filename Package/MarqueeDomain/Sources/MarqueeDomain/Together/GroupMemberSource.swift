import Foundation

/// Another person's reactions as stored: a Marquee profile, or the files of a shelf export.
public enum GroupMemberSource: Sendable {
    /// A Marquee profile folder's profile.
    case profile(UserProfile)
    /// Shelf files by path, such as a Letterboxd export's ratings, likes and watched lists.
    case shelf([String: Data])
}
