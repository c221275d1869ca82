import Foundation
import MarqueeCatalog
import Testing

@testable import MarqueeDomain
@testable import MarqueeRanking

/// The bundled blob ranks exactly as the same films laid out from `Movie` values: its columns, its person
/// numbers and its neighbour rows (which spare ranking a lookup per neighbour) change nothing in a feed.
@Suite struct BundledRankingTests {
    private let movies: [Movie]
    private let table: FilmTable

    init() async throws {
        let repository = try BundledCatalogRepository()
        movies = repository.movies
        table = try await repository.filmTable()
    }

    /// A profile of likes, saves and passes spread over the catalog by a fixed stride.
    private func profile(likes: Int, saves: Int, passes: Int, genres: GenreSet = []) -> UserProfile {
        var profile = UserProfile(preferredGenres: genres, hasCompletedOnboarding: true)
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        let picks = stride(from: 11, to: movies.count, by: 97).map { movies[$0].id }
        for id in picks.prefix(likes) { profile.apply(.like, to: id, at: date) }
        for id in picks.dropFirst(likes).prefix(saves) { profile.apply(.save, to: id, at: date) }
        for id in picks.dropFirst(likes + saves).prefix(passes) { profile.apply(.pass, to: id, at: date) }
        return profile
    }

    @Test(
        "The blob's neighbour rows give the same co-rating evidence, bit for bit, as looking each neighbour up by id",
        arguments: [(3, 1, 1), (120, 50, 25)]
    )
    func sameEvidence(counts: (likes: Int, saves: Int, passes: Int)) {
        let stored = profile(likes: counts.likes, saves: counts.saves, passes: counts.passes)
        let details = table.details
        // The shipped weights, and the breadth and popularity terms that read more than the summed weight.
        var tuned = RankingWeights.standard
        tuned.coLikedBreadth = 1
        tuned.candidatePopularityDamping = 0.1
        for weights in [RankingWeights.standard, tuned] {
            let taste = TasteModel(profile: stored, weights: weights) { id in
                details.row(of: id).map(details.movie(at:))
            }
            let byRow = TableTaste(taste, table: table).coLiked
            // Compared as a whole: a pass subtracted where it should add, or a share misapplied, changes a value.
            #expect(byRow == TableTaste(taste, table: FilmTable(movies: movies)).coLiked)
            if counts.passes >= 10 { #expect(byRow.values.contains { $0 < 0 }) }
        }
    }

    @Test(
        "The bundled table's feed equals the feed of its films laid out from Movie values, for small and large profiles",
        arguments: [(0, 0, 0), (3, 1, 1), (20, 8, 5), (120, 50, 25)]
    )
    func sameFeed(counts: (likes: Int, saves: Int, passes: Int)) {
        let stored = profile(likes: counts.likes, saves: counts.saves, passes: counts.passes, genres: [.sciFi])
        let details = table.details
        let taste = TasteModel(profile: stored) { id in details.row(of: id).map(details.movie(at:)) }
        let engine = RecommendationEngine()
        let expected = engine.rank(movies, taste: taste, limit: 20)
        #expect(engine.rank(table, taste: taste, limit: 20) == expected)
        #expect(
            engine.rank(table, taste: taste, limit: 10, genre: .drama)
                == engine.rank(movies, taste: taste, limit: 10, genre: .drama))
        #expect(expected.count == 20)
    }
}
