import Foundation
import MarqueeDomain
import MarqueeDomainTestSupport
import MarqueePresentation
import MarqueeSearchTestSupport

/// Fixed dates, errors and screen states shared by the suites.
enum Fixture {
    /// The moment every reaction in these tests happens: 1 January 2026, 00:00 UTC.
    static let now = Date(timeIntervalSince1970: 1_767_225_600)

    /// A moment a whole number of days before ``now``.
    static func daysAgo(_ days: Int) -> Date {
        now.addingTimeInterval(-86_400 * Double(days))
    }

    /// A profile that cannot be written.
    static let diskFull = ProfileError.unwritable(
        path: "/home/ada/.config/marquee/profile.json",
        reason: "No space left on device"
    )

    /// A profile that cannot be read.
    static let unreadable = ProfileError.unreadable(
        path: "/home/ada/.config/marquee/profile.json",
        reason: "Permission denied"
    )

    /// A catalog that cannot be loaded.
    static let catalogMissing = CatalogError.unavailable(reason: "The bundled catalog is missing")

    /// A hand-made recommendation of `movie`, scored by its critic score.
    static func recommendation(_ movie: Movie) -> Recommendation {
        Recommendation(movie: movie, score: movie.criticScore ?? 0, reasons: [], engine: .localTaste)
    }

    /// A card for `movie` showing `reactions`.
    static func card(_ movie: Movie, _ reactions: Set<Reaction> = []) -> FeedCard {
        FeedCard(recommendation: recommendation(movie), reactions: reactions)
    }

    /// A feed already on screen, one card per film in the given order, with no reactions, at the first card.
    static func loadedFeed(_ movies: [Movie]) -> FeedState {
        var state = FeedState()
        state.cards = .loaded(movies.map { card($0) })
        return state
    }

    /// The feed the Domain ranks for `profile` over the in-memory catalog, to compare the reducer's cards with.
    static func rankedFeed(for profile: UserProfile, limit: Int) async throws -> Feed {
        let loadFeed = LoadFeedUseCase(
            catalog: ArrayCatalog(Films.dozen), profile: InMemoryProfileRepository(profile))
        return try await loadFeed.execute(limit: limit)
    }

    /// `state` as a reaction made on the feed leaves it once the feed is ranked again for `profile` over `catalog`:
    /// the cards up to the one in view as they are, then the ranked films not among them, up to the state's limit.
    static func reranked(_ state: FeedState, catalog: ArrayCatalog, profile: UserProfile) async throws
        -> FeedState
    {
        let kept = Array((state.cards.value ?? []).prefix(state.position + 1))
        let loadFeed = LoadFeedUseCase(catalog: catalog, profile: InMemoryProfileRepository(profile))
        let ranked = try await loadFeed.execute(limit: state.limit).recommendations
        let behind = ranked.filter { recommendation in !kept.contains { $0.id == recommendation.movie.id } }
            .prefix(max(state.limit, kept.count) - kept.count)
            .map { FeedCard(recommendation: $0, reactions: profile.reactions(to: $0.movie.id)) }
        var result = state
        result.cards = .loaded(kept + behind)
        return result
    }
}
