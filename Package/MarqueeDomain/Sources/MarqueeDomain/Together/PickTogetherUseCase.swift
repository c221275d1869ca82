import Foundation

/// Picks films for the person running Marquee and the others watching with them, fair to the hardest to please.
///
/// Each member's candidates come from the same engine as the feed, ranked for their own profile. A film any member
/// passed, liked or watched never appears. Satisfaction halves every 1.5 places down a member's list, plus a tenth of
/// the union feed's, for all their reactions at once (tuned in docs/RANKING.md); the aggregation orders the candidates.
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
        // Each member's own feed, then the feed for all their reactions at once, as if the group were one person.
        for profile in members.map(\.profile) + [Self.union(members)] {
            do { ranked.append(try await ranking.feed(for: profile, limit: pool, genre: nil)) } catch {
                throw .catalog(error)
            }
        }
        let excluded = members.reduce(into: Set<MovieID>()) { $0.formUnion($1.excluded) }
        var candidates: [Movie] = []
        var seen: Set<MovieID> = []
        // Round-robin over the lists, so ties in the aggregation favour nobody.
        for rank in 0..<(ranked.map(\.count).max() ?? 0) {
            for list in ranked where rank < list.count {
                let movie = list[rank].movie
                if !excluded.contains(movie.id), seen.insert(movie.id).inserted { candidates.append(movie) }
            }
        }
        let byList = ranked.map { list in
            Dictionary(list.enumerated().map { ($1.id, (rank: $0, reasons: $1.reasons)) }) { first, _ in first }
        }
        // Satisfaction halves every 1.5 places down a list; a tenth of the group feed's adds to every member's.
        let value = { (list: Int, movie: Movie) in byList[list][movie.id].map { pow(0.5, Double($0.rank) / 1.5) } ?? 0 }
        let fits = candidates.map { movie in
            members.indices.map { index in
                MemberFit(
                    member: members[index].name, satisfaction: value(index, movie),
                    reasons: byList[index][movie.id]?.reasons ?? [])
            }
        }
        let shared = candidates.map { 0.1 * value(members.count, $0) }
        let order = aggregation.order(
            fits.indices.map { at in fits[at].map { $0.satisfaction + shared[at] } }, limit: limit)
        let picks = order.map { GroupPick(movie: candidates[$0], fits: fits[$0]) }
        return GroupPicks(members: members.map(\.name), picks: picks, tastesDiverge: diverge(ranked.dropLast()))
    }

    /// One profile with every member's likes, saves, passes and genres (a film anyone liked is not a pass).
    public static func union(_ members: [GroupMember]) -> UserProfile {
        var profile = members.first?.profile ?? UserProfile()
        for member in members.dropFirst() {
            profile.liked.merge(member.profile.liked) { first, _ in first }
            profile.saved.merge(member.profile.saved) { first, _ in first }
            profile.passed.merge(member.profile.passed) { first, _ in first }
            profile.preferredGenres = profile.preferredGenres.union(member.profile.preferredGenres)
        }
        for id in profile.liked.keys { profile.passed[id] = nil }
        return profile
    }

    /// Tastes diverge when no two members share even a tenth of their own top 50.
    private func diverge(_ ranked: ArraySlice<[Recommendation]>) -> Bool {
        let tops = ranked.map { Set($0.prefix(50).map(\.id)) }
        let pairs = tops.indices.flatMap { one in tops.indices.filter { $0 > one }.map { (tops[one], tops[$0]) } }
        return tops.count > 1 && pairs.allSatisfy { $0.intersection($1).count < 5 }
    }
}
