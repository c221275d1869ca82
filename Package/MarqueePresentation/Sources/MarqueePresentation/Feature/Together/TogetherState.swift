import MVIKit
import MarqueeDomain

/// Everything watching together shows: who is watching, the picks for all of them, and your reactions to them.
public struct TogetherState: Equatable, Sendable {
    /// How many picks to show.
    public var limit: Int
    /// The people watching with you, in the order they were added.
    public var members: [GroupMember] = []
    /// The sources being read now, in the order they were asked for.
    public var adding: [String] = []
    /// The picks, best for the group first, or where ranking them stands.
    public var picks: LoadingPhase<GroupPicks, SourceError> = .idle
    /// A member who could not be read in the last request: which source, and why; nothing was added for it.
    public var memberFailure: TogetherMemberFailure?
    /// Your reactions to the films picked, as stored or about to be.
    public var reactions: [MovieID: Set<Reaction>] = [:]
    /// A reaction that could not be stored; the pick shows what the profile holds again.
    public var reactionFailure: SourceError?
    /// Saving a member under a name: idle, saving, the member as saved, or why nothing was saved.
    public var saving: LoadingPhase<GroupMember, ShelfTransferError> = .idle

    /// Creates the initial state.
    /// - Parameter limit: how many picks to show.
    public init(limit: Int = 10) {
        self.limit = limit
    }

    /// The name the person running Marquee has among the members' names: empty, which no other member's can be, so
    /// the words put "You" in their language in its place.
    public static let you = ""

    /// The name a member read from `source` is shown under: a saved name as it is; a file or folder by its own
    /// name, or by its folder's when it is one of an export's files (`ana/ratings.csv` is "ana"), without
    /// Letterboxd's `letterboxd-` prefix and date; a second member of the same name gets a number.
    public func name(for source: String) -> String {
        let parts = source.split(separator: "/").map(String.init)
        var name = parts.last ?? source
        if name.lowercased().hasSuffix(".csv") || name.lowercased().hasSuffix(".json") {
            name = String(name.prefix { $0 != "." })
            if ["ratings", "likes", "watched", "watchlist", "diary", "films", "profile"].contains(name.lowercased()) {
                name = parts.dropLast().last(where: { $0.lowercased() != "likes" }) ?? name
            }
        }
        if name.lowercased().hasPrefix("letterboxd-") {
            name = name.dropFirst("letterboxd-".count).split(separator: "-").first.map(String.init) ?? name
        }
        if name.isEmpty { name = source }
        let taken = Set(members.map(\.name))
        guard taken.contains(name) else { return name }
        return (2...).lazy.map { "\(name) \($0)" }.first { !taken.contains($0) } ?? name
    }
}
