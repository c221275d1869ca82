import MarqueeDomain
import MarqueeDomainTestSupport
import Testing

@testable import MarqueeRanking

struct TasteModelTests {
    @Test("Folding gives each genre the share of liked and saved films having it, a save counting 0.7 of a like")
    func foldsGenres() {
        let profile = UserProfile(preferredGenres: [.western])
            .applying(.like, to: Films.darkKnight)
            .applying(.like, to: Films.heat)
            .applying(.save, to: Films.alien)
            .applying(.pass, to: Films.casablanca)

        let taste = Ranking.taste(profile)
        var expected = Array(repeating: 0.0, count: Genre.allCases.count)
        for genre in [Genre.action, .crime, .drama, .thriller] { expected[genre.index] = 2 / 2.7 }
        expected[Genre.horror.index] = 0.7 / 2.7
        expected[Genre.sciFi.index] = 0.7 / 2.7
        #expect(zip(taste.genreShare, expected).allSatisfy { abs($0 - $1) < 1e-12 })
        #expect(abs(taste.reactedFilms - 2.7) < 1e-12)
        #expect(taste.preferredGenres == [.western])
        #expect(taste.profile == profile)
    }

    @Test("Folding counts each director's and principal cast member's films, crediting the largest share")
    func foldsPeople() throws {
        let profile = UserProfile.empty
            .applying(.save, to: Films.darkKnight)
            .applying(.like, to: Films.inception)
            .applying(.like, to: Films.heat)

        let taste = Ranking.taste(profile)
        let nolan = try #require(taste.directors["Christopher Nolan"])
        #expect(abs(nolan.weight - (0.7 + 1)) < 1e-12)
        #expect(nolan.becauseOf == "Inception")
        let caine = try #require(taste.cast["Michael Caine"])
        #expect(abs(caine.weight - (0.7 + 1)) < 1e-12)
        #expect(caine.becauseOf == "Inception")
        #expect(taste.cast["Robert De Niro"]?.becauseOf == "Heat")
        #expect(taste.directors.keys.sorted() == ["Christopher Nolan", "Michael Mann"])
    }

    @Test("Only the first five billed names count as principal cast")
    func principalCastOnly() {
        let ensemble = Synthetic.film("tt9000030", cast: ["A", "B", "C", "D", "E", "F"])
        let taste = Ranking.taste(UserProfile.empty.applying(.like, to: ensemble), over: [ensemble])

        #expect(taste.cast.keys.sorted() == ["A", "B", "C", "D", "E"])
    }

    @Test("Co-rating evidence sums likes' neighbour weights, 0.7 of saves', less a quarter of a passed film's")
    func foldsCoRatings() throws {
        let neighbour = Synthetic.film("tt9000040", title: "Neighbour")
        let liked = Synthetic.film("tt9000041", title: "Liked", coLiked: [.init(id: neighbour.id, weight: 0.1)])
        let saved = Synthetic.film("tt9000042", title: "Saved", coLiked: [.init(id: neighbour.id, weight: 0.3)])
        let passed = Synthetic.film("tt9000043", title: "Passed", coLiked: [.init(id: neighbour.id, weight: 0.05)])
        let profile = UserProfile.empty.applying(.like, to: liked).applying(.save, to: saved)
            .applying(.pass, to: passed)

        let taste = Ranking.taste(profile, over: [neighbour, liked, saved, passed])
        let evidence = try #require(taste.coLiked[neighbour.id])
        #expect(abs(evidence.weight - (0.1 + 0.3 * 0.7 - 0.05 * 0.25)) < 1e-12)
        #expect(evidence.becauseOf == "Saved")
        #expect(Array(taste.coLiked.keys) == [neighbour.id])
    }

    @Test("Films the lookup cannot find contribute nothing")
    func unknownFilmsContributeNothing() {
        let profile = UserProfile(liked: [MovieID("tt0000000"): Moments.first], saved: [Films.matrix.id: Moments.first])

        let taste = TasteModel(profile: profile, lookup: { _ in nil })
        #expect(taste.genreShare == Array(repeating: 0, count: Genre.allCases.count))
        #expect(taste.reactedFilms == 0)
        #expect(taste.directors.isEmpty)
        #expect(taste.cast.isEmpty)
        #expect(taste.coLiked.isEmpty)
    }
}
