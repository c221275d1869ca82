import MarqueeDomain

/// What a profile file turned out to hold when it was read.
enum StoredProfile: Hashable, Sendable {
    /// There is no file: a first run.
    case missing
    /// A profile this build understands, migrated if it was older.
    case valid(UserProfile)
    /// Bytes that are not a profile; they must be moved aside, never overwritten.
    case corrupt(reason: String)
}
