import MarqueeDomain
import MarqueeDomainTestSupport
import Testing

@testable import MarqueeRanking

/// Kino's rule as the seed wrote it, kept as a baseline for Scripts/bench and Scripts/eval.
///
/// The engine no longer folds Kino's genre terms since the co-rating rule, so these tests state Kino's rule on its own
/// and the one difference that motivated the change.
struct KinoReferenceRankerTests {
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

    @Test("Kino adds 1.15 per genre shared with each liked film, 0.7 per saved one, 0.6 and 0.3 for the film itself")
    func kinoScoresPerGenrePerReaction() {
        let liked = Synthetic.film("tt0000011", genres: [.sciFi, .action], critic: 7.0)
        let saved = Synthetic.film("tt0000012", genres: [.sciFi], critic: 7.0)
        let candidate = Synthetic.film("tt0000013", genres: [.sciFi, .action, .drama], critic: 5.0)
        let movies = [liked, saved, candidate]
        let byID = Dictionary(uniqueKeysWithValues: movies.map { ($0.id, $0) })
        let profile = UserProfile(preferredGenres: [.drama]).applying(.like, to: liked).applying(.save, to: saved)

        let ranked = KinoReferenceRanker().rank(movies, profile: profile, lookup: { byID[$0] }, limit: 3)
        let scores = Dictionary(uniqueKeysWithValues: ranked.map { ($0.movie.id, $0.score) })
        #expect(scores[candidate.id] == 5.0 + 2.4 + 1.15 * 2 + 0.7)
        #expect(scores[liked.id] == 7.0 + 1.15 * 2 + 0.7 + 0.3)
        #expect(scores[saved.id] == 7.0 + 1.15 + 0.7 + 0.6)
    }

    @Test(
        "A poor film sharing many genres beats a better film under Kino but not under the engine, which keeps quality first"
    )
    func manyGenresWinUnderKinoOnly() {
        let liked = Synthetic.film("tt0000021", genres: [.sciFi, .action, .thriller, .horror], critic: 8.0)
        let sprawling = Synthetic.film("tt0000022", genres: [.sciFi, .action, .thriller, .horror], critic: 4.0)
        let good = Synthetic.film("tt0000023", genres: [.drama], critic: 8.5)
        let movies = [liked, sprawling, good]
        let byID = Dictionary(uniqueKeysWithValues: movies.map { ($0.id, $0) })
        let profile = UserProfile.empty.applying(.like, to: liked)

        let kino = KinoReferenceRanker().rank(movies, profile: profile, lookup: { byID[$0] }, limit: 3)
        #expect(kino.map(\.movie.id) == [liked.id, sprawling.id, good.id])
        let engine = Ranking.rank(movies, profile: profile, weights: Ranking.plainWeights, limit: 3)
        // The engine also looks past the liked film, seen already.
        #expect(engine.map(\.id) == [good.id, sprawling.id])
    }
}
