import MarqueeDomain
import Testing

/// The folded engine must compute Kino's genre terms exactly; the reference ranker is the oracle.
struct KinoReferenceRankerTests {
    private struct Case {
        let movies: [Movie]
        let profile: UserProfile
        let engine: [Recommendation]
        let kino: [(movie: Movie, score: Double)]
    }

    /// Ranks a seeded catalog and profile with both rankers under Kino-only weights.
    private static func rankBoth(seed: UInt64) -> Case {
        var generator = SeededGenerator(seed: seed)
        let movies = Synthetic.untiedCatalog(count: 60, using: &generator)
        let profile = Synthetic.profile(over: movies, using: &generator)
        let byID = Dictionary(uniqueKeysWithValues: movies.map { ($0.id, $0) })
        let engine = Ranking.rank(movies, profile: profile, weights: Ranking.kinoWeights, limit: movies.count)
        let kino = KinoReferenceRanker().rank(movies, profile: profile, lookup: { byID[$0] }, limit: movies.count)
        return Case(movies: movies, profile: profile, engine: engine, kino: kino)
    }

    @Test("Both rankers return the same films: every film that was not passed", arguments: 1...8 as ClosedRange<UInt64>)
    func sameFilms(seed: UInt64) {
        let result = Self.rankBoth(seed: seed)
        let unpassed = result.movies.filter { result.profile.passed[$0.id] == nil }.map(\.id)

        #expect(Set(result.engine.map(\.id)) == Set(unpassed))
        #expect(Set(result.kino.map(\.movie.id)) == Set(unpassed))
        #expect(result.engine.count == unpassed.count)
    }

    @Test(
        "Under Kino's weights the engine's score is Kino's score less only each film's overlap with itself",
        arguments: 1...8 as ClosedRange<UInt64>
    )
    func scoresDifferOnlyBySelfOverlap(seed: UInt64) throws {
        let result = Self.rankBoth(seed: seed)
        let kinoScores = Dictionary(uniqueKeysWithValues: result.kino.map { ($0.movie.id, $0.score) })
        for recommendation in result.engine {
            let movie = recommendation.movie
            let ownGenres = Double(movie.genres.count)
            let selfOverlap =
                (result.profile.liked[movie.id] != nil ? 1.15 * ownGenres : 0)
                + (result.profile.saved[movie.id] != nil ? 0.7 * ownGenres : 0)
            let kino = try #require(kinoScores[movie.id])
            #expect(abs(kino - selfOverlap - recommendation.score) < 1e-9, "\(movie.id)")
        }
    }

    @Test(
        "Under Kino's weights the engine orders the films nobody reacted to exactly as Kino does",
        arguments: 1...8 as ClosedRange<UInt64>
    )
    func sameOrderForUnreactedFilms(seed: UInt64) {
        let result = Self.rankBoth(seed: seed)
        let unreacted = { (id: MovieID) in result.profile.reactions(to: id).isEmpty }

        let engineOrder = result.engine.map(\.id).filter(unreacted)
        let kinoOrder = result.kino.map(\.movie.id).filter(unreacted)
        #expect(engineOrder == kinoOrder)
        #expect(engineOrder.count > 40)
    }

    @Test("Kino's ranker ties go to the higher raw critic score and passed films are dropped")
    func kinoTiesAndPasses() {
        let boosted = Synthetic.film("tt0000001", genres: [.sciFi], critic: 6.0)
        let acclaimed = Synthetic.film("tt0000002", genres: [.drama], critic: 8.4)
        let passed = Synthetic.film("tt0000003", genres: [.drama], critic: 9.9)
        let profile = UserProfile(preferredGenres: [.sciFi]).applying(.pass, to: passed)
        let movies = [boosted, acclaimed, passed]

        let ranked = KinoReferenceRanker().rank(movies, profile: profile, lookup: { _ in nil }, limit: 3)
        #expect(ranked.map(\.movie.id) == [acclaimed.id, boosted.id])
        #expect(ranked.map(\.score) == [8.4, 6.0 + 2.4])
    }
}
