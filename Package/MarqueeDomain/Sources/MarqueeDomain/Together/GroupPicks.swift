/// Picks for a group, best first, and whether the members' tastes overlap enough for picks all of them love.
public struct GroupPicks: Hashable, Sendable {
    /// The members' names, the person running Marquee first.
    public let members: [String]
    /// The picks, best for the group first.
    public let picks: [GroupPick]
    /// True when the members' own top picks barely overlap, so the picks are compromises and say so.
    public let tastesDiverge: Bool

    /// Creates the result.
    public init(members: [String], picks: [GroupPick], tastesDiverge: Bool) {
        self.members = members
        self.picks = picks
        self.tastesDiverge = tastesDiverge
    }
}
