import MarqueeDomain
import Testing

struct TasteModelTests {
    @Test("Folding sums each liked and saved film's genres into per-genre affinity")
    func foldsGenres() {
        let profile = UserProfile(preferredGenres: [.western])
            .applying(.like, to: Films.darkKnight)
            .applying(.like, to: Films.heat)
            .applying(.save, to: Films.alien)
            .applying(.pass, to: Films.casablanca)

        let taste = Ranking.taste(profile)
        var expected = Array(repeating: 0.0, count: Genre.allCases.count)
        for genre in [Genre.action, .crime, .drama, .thriller] { expected[genre.index] = 1.15 + 1.15 }
        expected[Genre.horror.index] = 0.7
        expected[Genre.sciFi.index] = 0.7
        #expect(taste.genreAffinity == expected)
        #expect(taste.preferredGenres == [.western])
        #expect(taste.profile == profile)
    }

    @Test("Folding credits directors and cast to the film that contributed most, a like before a save")
    func foldsPeople() throws {
        let profile = UserProfile.empty
            .applying(.save, to: Films.darkKnight)
            .applying(.like, to: Films.inception)
            .applying(.like, to: Films.heat)

        let taste = Ranking.taste(profile)
        let nolan = try #require(taste.directors["Christopher Nolan"])
        #expect(abs(nolan.weight - (0.6 + 1.2)) < 1e-12)
        #expect(nolan.becauseOf == "Inception")
        let caine = try #require(taste.cast["Michael Caine"])
        #expect(abs(caine.weight - (0.2 + 0.4)) < 1e-12)
        #expect(caine.becauseOf == "Inception")
        #expect(taste.cast["Robert De Niro"]?.becauseOf == "Heat")
        #expect(taste.directors.keys.sorted() == ["Christopher Nolan", "Michael Mann"])
    }

    @Test("Films the lookup cannot find contribute nothing")
    func unknownFilmsContributeNothing() {
        let profile = UserProfile(liked: [MovieID("tt0000000"): Moments.first], saved: [Films.matrix.id: Moments.first])

        let taste = TasteModel(profile: profile, lookup: { _ in nil })
        #expect(taste.genreAffinity == Array(repeating: 0, count: Genre.allCases.count))
        #expect(taste.directors.isEmpty)
        #expect(taste.cast.isEmpty)
    }
}
