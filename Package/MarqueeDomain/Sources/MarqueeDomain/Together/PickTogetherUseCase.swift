import Foundation

/// Picks films for the person running Marquee and the others watching with them, fair to the hardest to please.
///
/// Each member's candidates come from the same engine as the feed, ranked for their own profile. A film any member
/// passed, liked or watched never appears. A member's satisfaction halves every two places down their own list (chosen
/// with the pool and the aggregation on validation groups, docs/RANKING.md); the aggregation orders the candidates.
public struct PickTogetherUseCase: Sendable {
    private let profile: any ProfileRepository
    private let ranking: any FeedRanking
    private let aggregation: GroupAggregation
    private let pool: Int

    /// Creates the use case.
    /// - Parameters:
    ///   - profile: the person running Marquee.
    ///   - ranking: the feed's engine, which ranks for any profile.
    ///   - aggregation: how the members' rankings become one.
    ///   - pool: how many of each member's own picks are candidates.
    public init(
        profile: any ProfileRepository, ranking: any FeedRanking, aggregation: GroupAggregation = .fair,
        pool: Int = 50
    ) {
        self.profile = profile
        self.ranking = ranking
        self.aggregation = aggregation
        self.pool = pool
    }

    /// Picks for you and `others`.
    /// - Parameters:
    ///   - others: the people watching with you, each with their own reactions.
    ///   - you: the name shown for the person running Marquee.
    ///   - limit: how many picks to return.
    /// - Returns: the picks, best for the group first.
    /// - Throws: ``SourceError`` when the profile or the catalog fails.
    public func execute(with others: [GroupMember], you: String, limit: Int) async throws(SourceError) -> GroupPicks {
        let own: UserProfile
        do { own = try await profile.load() } catch { throw .profile(error) }
        let members = [GroupMember(name: you, profile: own)] + others
        return try await picks(for: members, limit: limit)
    }

    /// Picks for a whole group given directly; the evaluation uses it for synthetic groups.
    /// - Throws: ``SourceError/catalog(_:)`` when the catalog fails.
    public func picks(for members: [GroupMember], limit: Int) async throws(SourceError) -> GroupPicks {
        var ranked: [[Recommendation]] = []
        for member in members {
            do {
                ranked.append(try await ranking.feed(for: member.profile, limit: pool, genre: nil))
            } catch {
                throw .catalog(error)
            }
        }
        let excluded = members.reduce(into: Set<MovieID>()) { $0.formUnion($1.excluded) }
        var candidates: [Movie] = []
        var seen: Set<MovieID> = []
        // Round-robin over the members' own lists, so ties in the aggregation favour nobody.
        for rank in 0..<(ranked.map(\.count).max() ?? 0) {
            for list in ranked where rank < list.count {
                let movie = list[rank].movie
                if !excluded.contains(movie.id), seen.insert(movie.id).inserted { candidates.append(movie) }
            }
        }
        let byMember = ranked.map { list in
            Dictionary(list.enumerated().map { ($1.id, (rank: $0, reasons: $1.reasons)) }) { first, _ in first }
        }
        let fits = candidates.map { movie in
            members.indices.map { index in
                guard let entry = byMember[index][movie.id] else {
                    return MemberFit(member: members[index].name, satisfaction: 0, reasons: [])
                }
                let satisfaction = pow(0.5, Double(entry.rank) / 2)
                return MemberFit(member: members[index].name, satisfaction: satisfaction, reasons: entry.reasons)
            }
        }
        let order = aggregation.order(fits.map { $0.map(\.satisfaction) }, limit: limit)
        let picks = order.map { GroupPick(movie: candidates[$0], fits: fits[$0]) }
        return GroupPicks(members: members.map(\.name), picks: picks, tastesDiverge: diverge(ranked))
    }

    /// Tastes diverge when no two members share even a tenth of their own top 50.
    private func diverge(_ ranked: [[Recommendation]]) -> Bool {
        let tops = ranked.map { Set($0.prefix(50).map(\.id)) }
        for first in tops.indices {
            for second in tops.indices where second > first && tops[first].intersection(tops[second]).count >= 5 {
                return false
            }
        }
        return tops.count > 1
    }
}
