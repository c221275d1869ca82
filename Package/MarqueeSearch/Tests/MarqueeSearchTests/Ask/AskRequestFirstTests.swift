import MarqueeDomain
import MarqueeDomainTestSupport
import Testing

@testable import MarqueeRanking
@testable import MarqueeRequests
@testable import MarqueeSearch

/// Ask puts the request first; the profile only breaks ties, and "like X" lifts what X's fans loved.
struct AskRequestFirstTests {
    /// A small hand-made catalog: a crime saga whose fans loved its sequel, and animated films around Up.
    private enum Catalog {
        static let partII = film("tt9200002", "The Godfather Part II", 1974, [.crime, .drama], critic: 9.0)
        static let goodfellas = film("tt9200003", "Goodfellas", 1990, [.crime, .drama], critic: 8.6)
        static let godfather = film(
            "tt9200001", "The Godfather", 1972, [.crime, .drama], critic: 9.2,
            coLiked: [.init(id: partII.id, weight: 0.5), .init(id: goodfellas.id, weight: 0.2)])
        static let monsters = film("tt9200011", "Monsters, Inc.", 2001, [.animation, .adventure, .comedy], critic: 7.5)
        static let wallE = film("tt9200012", "WALL·E", 2008, [.animation, .adventure, .family], critic: 8.0)
        static let ratatouille = film("tt9200013", "Ratatouille", 2007, [.animation, .adventure, .comedy], critic: 8.4)
        static let up = film(
            "tt9200010", "Up", 2009, [.animation, .adventure, .comedy], critic: 8.3,
            coLiked: [.init(id: monsters.id, weight: 0.3), .init(id: wallE.id, weight: 0.15)])

        static let all = [godfather, partII, goodfellas, up, monsters, wallE, ratatouille]

        private static func film(
            _ id: String, _ title: String, _ year: Int, _ genres: GenreSet, critic: Double,
            coLiked: [CoLikedFilm] = []
        ) -> Movie {
            Movie(
                id: MovieID(id), title: title, year: year, genres: genres, criticScore: critic, reviewCount: 200,
                language: "English", coLiked: coLiked)
        }
    }

    private let parser = AskIntentParser(catalogYears: 1970...2010)
    private let engine = OfflineAskEngine()

    private func answer(_ text: String, profile: UserProfile = .empty, movies: [Movie] = Catalog.all) -> AskAnswer {
        engine.answer(parser.parse(text), movies: movies, profile: profile, limit: 3)
    }

    @Test("One like of The Godfather does not put its sequel first for an unrelated 'movies like Up'")
    func requestOutranksTheProfile() throws {
        var profile = UserProfile.empty
        profile.apply(.like, to: Catalog.godfather.id, at: Moments.first)
        // The profile alone would put the sequel first: its fans' favourite and a 9/10 film.
        let feed = RecommendationEngine().rank(
            Catalog.all, taste: TasteModel(profile: profile, lookup: { id in Catalog.all.first { $0.id == id } }),
            limit: 1)
        #expect(feed.map(\.movie) == [Catalog.partII])

        let fresh = answer("movies like Up")
        let liked = answer("movies like Up", profile: profile)
        #expect(fresh.reference == Catalog.up)
        #expect(fresh.recommendations.map(\.movie) == [Catalog.monsters, Catalog.ratatouille, Catalog.wallE])
        #expect(liked.recommendations.map(\.movie) == fresh.recommendations.map(\.movie))
    }

    @Test("'like Up' lifts Up's co-liked neighbours by 4 × weight / strongest, above a better film, saying why")
    func referenceNeighboursRise() throws {
        let withoutRatings = Catalog.all.map { movie in
            var plain = movie
            plain.coLiked = []
            return plain
        }
        let plain = answer("movies like Up", movies: withoutRatings).recommendations
        #expect(plain.map(\.movie.id) == [Catalog.ratatouille.id, Catalog.monsters.id, Catalog.wallE.id])

        let picks = answer("movies like Up").recommendations
        let lift = [Catalog.monsters.id: 4.0, Catalog.wallE.id: 4.0 * 0.15 / 0.3]
        let expected = [Catalog.monsters.id, Catalog.ratatouille.id, Catalog.wallE.id].map { id in
            let without = plain.first { $0.movie.id == id }!
            let movie = Catalog.all.first { $0.id == id }!
            guard let points = lift[id] else {
                return Recommendation(
                    movie: movie, score: without.score, reasons: without.reasons, engine: .offlineIntent)
            }
            // The co-rating reason follows the likeness reason, as the scorer adds its terms.
            var reasons = without.reasons
            reasons.insert(.init(.coLiked(becauseOf: "Up"), contribution: points), at: 1)
            return Recommendation(
                movie: movie, score: without.score + points, reasons: reasons, engine: .offlineIntent)
        }
        #expect(picks == expected)
        #expect(picks.first?.reasons.prefix(2).map(\.kind) == [.similarTo(title: "Up"), .coLiked(becauseOf: "Up")])
    }
}
