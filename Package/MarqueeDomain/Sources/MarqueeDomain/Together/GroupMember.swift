/// One person watching together: the name shown beside their reasons, their reactions, and what they have seen.
public struct GroupMember: Hashable, Sendable {
    /// The name shown beside this person's reasons ("Ana").
    public var name: String
    /// Their likes, saves, passes and genres, ranked by the same engine as the feed.
    public var profile: UserProfile
    /// Films they have already watched without reacting to them, per their export; never picked.
    public var watched: Set<MovieID>

    /// Creates a member.
    public init(name: String, profile: UserProfile, watched: Set<MovieID> = []) {
        self.name = name
        self.profile = profile
        self.watched = watched
    }

    /// Whether `name` can name a saved member: 1 to 40 letters, digits, `-` or `_`, so it is a plain file name.
    public static func isValidName(_ name: String) -> Bool {
        (1...40).contains(name.count) && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
    }

    /// Films this person must not be offered: passed, liked (so seen), or watched.
    var excluded: Set<MovieID> {
        watched.union(profile.passed.keys).union(profile.liked.keys)
    }
}
