import MarqueeDomain
import Testing

@testable import MarqueeCatalog
@testable import MarqueeRanking
@testable import MarqueeSearch

/// The facts a new user found wrong, pinned on the built catalog (issue: a catalog a film fan trusts).
@Suite struct BundledCatalogFactsTests {
    private let repository: BundledCatalogRepository

    init() throws {
        repository = try BundledCatalogRepository()
    }

    private func film(_ id: String) throws -> Movie {
        try repository.movie(withID: MovieID(id))
    }

    @Test("Jaws is a horror film, not science fiction: MovieLens's genres replace Wikidata's long list")
    func jawsIsNotSciFi() throws {
        #expect(try film("tt0073195").genres == [.action, .horror])
    }

    @Test("Gravity and Apocalypse Now are not horror, and Toy Story is not science fiction")
    func broadGenresAreGone() throws {
        #expect(try !film("tt1454468").genres.contains(.horror))
        #expect(try !film("tt0078788").genres.contains(.horror))
        #expect(try !film("tt0114709").genres.contains(.sciFi))
    }

    @Test("The Dark Knight, which has no critic average, has its Tomatometer, Metacritic and audience score")
    func darkKnightHasAScore() throws {
        let knight = try film("tt0468569")

        #expect(knight.criticScore == nil)
        #expect(knight.tomatometer == 94)
        #expect(knight.metacritic == 85)
        #expect(knight.audience?.ratings ?? 0 > 100)
    }

    @Test("The Matrix's cast starts with Keanu Reeves")
    func matrixStarsFirst() throws {
        #expect(try film("tt0133093").cast.first == "Keanu Reeves")
    }

    @Test("The 400 Blows is in French and The Leopard in Italian, the order great-tables gives")
    func spokenLanguageOrder() throws {
        #expect(try film("tt0053198").language == "French")
        #expect(try film("tt0057091").language == "Italian")
    }

    @Test("Downfall is also known as Der Untergang, and Spirited Away is in the catalog with its Japanese title")
    func alternateTitles() throws {
        #expect(try film("tt0363163").alternateTitles.contains("Der Untergang"))
        let spirited = try film("ml:5618")
        #expect(spirited.title == "Spirited Away")
        #expect(spirited.year == 2001)
        #expect(spirited.alternateTitles == ["Sen to Chihiro no kamikakushi"])
    }

    @Test("A film added from MovieLens carries only what MovieLens knows, and no invented fields")
    func addedFilmInventsNothing() throws {
        var spirited = try film("ml:5618")
        #expect(!spirited.coLiked.isEmpty)
        spirited.coLiked = []

        #expect(
            spirited
                == Movie(
                    id: MovieID("ml:5618"),
                    title: "Spirited Away",
                    year: 2001,
                    genres: [.adventure, .animation, .fantasy],
                    alternateTitles: ["Sen to Chihiro no kamikakushi"],
                    audience: AudienceScore(mean: 4.13, ratings: 63)
                )
        )
    }

    @Test("The Lord of the Rings films run their theatrical lengths, per the reviewed override file")
    func theatricalRuntimes() throws {
        #expect(try film("tt0120737").runtimeMinutes == 178)
        #expect(try film("tt0167261").runtimeMinutes == 179)
        #expect(try film("tt0167260").runtimeMinutes == 201)
    }

    @Test("A Fistful of Dollars is directed by Sergio Leone alone")
    func fistfulDirector() throws {
        #expect(try film("tt0058461").directors == ["Sergio Leone"])
    }

    @Test("Carl Gottlieb, who wrote Jaws and acts in it, stays in its cast: nobody is removed by guesswork")
    func nobodyRemoved() throws {
        #expect(try film("tt0073195").cast.contains("Carl Gottlieb"))
    }

    @Test("Every film with 50 or more reviews or ratings has a score a person can read, but two the sources left bare")
    func scoresAreReadable() {
        let bare = repository.movies.filter { movie in
            max(movie.reviewCount, movie.audience?.ratings ?? 0) >= 50 && movie.criticScore == nil
                && movie.tomatometer == nil && movie.metacritic == nil && movie.audience == nil
        }

        // Heights (2005) and Any Day Now (2012): the source gives a review count with no average, no
        // Tomatometer, no Fresh or Rotten counts and no Metacritic, and MovieLens has neither film.
        #expect(bare.map(\.id.rawValue) == ["tt0382073", "tt2066176"])
    }
}
