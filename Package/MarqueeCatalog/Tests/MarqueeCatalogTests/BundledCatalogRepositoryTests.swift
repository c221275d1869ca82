import MarqueeDomain
import Testing

@testable import MarqueeCatalog
@testable import MarqueeRanking
@testable import MarqueeSearch

@Suite struct BundledCatalogRepositoryTests {
    private let repository: BundledCatalogRepository

    init() throws {
        repository = try BundledCatalogRepository()
    }

    @Test("The bundled catalog holds 17,470 Wikidata films (17,472 rows less two duplicates) and 1,476 from MovieLens")
    func holdsExpectedCount() async throws {
        let movies = try await (repository as any CatalogRepository).allMovies()

        #expect(movies.count == 18_946)
        #expect(movies.count { $0.id.rawValue.hasPrefix("ml:") } == 1_476)
    }

    @Test("The search index built into the blob finds what an index built from the bundled films finds, in order")
    func prebuiltSearchIndex() async throws {
        let queries = [
            "nolan", "hanks", "tom hanks", "godfather", "godfather 2", "star wars", "der untergang", "miyazaki",
            "drk knight", "amelie", "keanu reeves", "kubrik", "the", "zzzzqx",
        ]
        let prebuilt = try await repository.searchIndex()
        let built = SearchIndex(repository.movies)

        #expect(queries.map { prebuilt.search($0, limit: 20) } == queries.map { built.search($0, limit: 20) })
    }

    @Test("Every bundled film has a unique id, and the films are sorted by id")
    func idsAreUniqueAndSorted() {
        let ids = repository.movies.map(\.id)

        #expect(Set(ids).count == ids.count)
        #expect(ids == ids.sorted())
    }

    @Test("Catalog-wide totals match the source, so no field is silently dropped while parsing")
    func totalsMatchSource() {
        // Counted from the generated text with awk, independently of the Swift parser.
        let movies = repository.movies

        #expect(movies.count { $0.runtimeMinutes != nil } == 16_184)
        #expect(movies.count { !$0.genres.isEmpty } == 18_550)
        #expect(movies.count { $0.contentRating != nil } == 2_568)
        #expect(movies.count { $0.criticScore != nil } == 17_128)
        #expect(movies.count { $0.language != nil } == 17_282)
        #expect(movies.reduce(0) { $0 + $1.reviewCount } == 830_354)
        #expect(movies.reduce(0) { $0 + $1.cast.count } == 194_207)
        #expect(movies.count { $0.audience != nil } == 9_061)
        #expect(movies.count { !$0.alternateTitles.isEmpty } == 1_240)
        #expect(movies.count { $0.oscars != nil } == 710)
        #expect(movies.reduce(0) { $0 + ($1.oscars ?? 0) } == 1_221)
        #expect(movies.reduce(0) { $0 + $1.formerIDs.count } == 19)
    }

    @Test("Every bundled film has a title, a year and an IMDb id, or a MovieLens id for the films Wikidata lacks")
    func everyFilmHasBasics() {
        let broken = repository.movies.filter { movie in
            movie.title.isEmpty || movie.year == nil
                || !(movie.id.rawValue.hasPrefix("tt") || movie.id.rawValue.hasPrefix("ml:"))
        }

        #expect(broken.isEmpty)
    }

    @Test("The Matrix (tt0133093) loads with its Wikidata facts, MovieLens genres and scores, stars first")
    func matrixHasRealFields() throws {
        var matrix = try repository.movie(withID: MovieID("tt0133093"))
        #expect(matrix.coLiked.count == 100)
        #expect(matrix.coLiked.first == CoLikedFilm(id: MovieID("tt0109830"), weight: 392 * 1e-4))
        matrix.coLiked = []

        #expect(
            matrix
                == Movie(
                    id: MovieID("tt0133093"),
                    title: "The Matrix",
                    year: 1999,
                    runtimeMinutes: 136,
                    genres: [.sciFi, .thriller, .action],
                    directors: ["Lana Wachowski", "Lilly Wachowski"],
                    cast: [
                        "Keanu Reeves", "Laurence Fishburne", "Hugo Weaving", "Carrie-Anne Moss", "Joe Pantoliano",
                        "Robert Taylor", "Bill Young", "Paul Goddard", "Matt Doran", "Julian Arahanga", "Gloria Foster",
                        "Steve Dodd", "Belinda McClory", "Marcus Chong", "Rowan Witt", "Ada Nicodemou",
                        "Anthony Ray Parker", "David Aston", "Jeremy Ball",
                    ],
                    contentRating: .r,
                    criticScore: 7.8,
                    reviewCount: 209,
                    language: "English",
                    countries: ["Australia", "United States"],
                    audience: AudienceScore(mean: 4.18, ratings: 259),
                    tomatometer: 83,
                    metacritic: 73,
                    oscars: 3
                )
        )
    }

    @Test("The Godfather (tt0068646) loads whole from the blob, neighbours and all")
    func godfatherIsWhole() throws {
        let godfather = try repository.movie(withID: MovieID("tt0068646"))
        let neighbours = [
            ("tt0071562", 787), ("tt0099685", 320), ("tt0114814", 272), ("tt0076759", 260), ("tt0169547", 251),
        ]

        #expect(
            Array(godfather.coLiked.prefix(5))
                == neighbours.map { CoLikedFilm(id: MovieID($0), weight: Double($1) * 1e-4) })
        #expect(godfather.coLiked.count == 100)
        var rest = godfather
        rest.coLiked = []
        #expect(
            rest
                == Movie(
                    id: MovieID("tt0068646"),
                    title: "The Godfather",
                    year: 1972,
                    runtimeMinutes: 175,
                    genres: [.crime, .drama],
                    directors: ["Francis Ford Coppola"],
                    cast: Self.godfatherCast,
                    contentRating: .r,
                    criticScore: 9.4,
                    reviewCount: 153,
                    language: "English",
                    countries: ["Italy", "United States"],
                    audience: AudienceScore(mean: 4.49, ratings: 200),
                    tomatometer: 97,
                    metacritic: 100,
                    oscars: 2
                )
        )
    }

    private static let godfatherCast = [
        "Robert Duvall", "Al Pacino", "Diane Keaton", "James Caan", "Marlon Brando", "Gianni Russo", "Talia Shire",
        "Alex Rocco", "Joe Spinell", "Richard Bright", "John Cazale", "Sofia Coppola", "Rudy Bond", "Sterling Hayden",
        "Abe Vigoda", "John Marley", "Nick Vallelonga", "Roman Coppola", "Vito Scotti", "Angelo Infanti",
        "Richard Conte", "Franco Citti", "Ron Gilbert", "Al Lettieri", "Lenny Montana", "Carmine Coppola",
        "Al Martino", "Tere Livrano", "Julie Gregg", "Tony King", "Morgana King", "Simonetta Stefanelli",
        "Raymond Martino", "Saro Urzì", "Tony Giorgio", "Johnny Martino", "Richard S. Castellano", "Corrado Gaipa",
        "Salvatore Corsitto", "Victor Rendina",
    ]

    @Test("Toy Story (tt0114709) loads whole, including its empty cast list")
    func toyStoryHasRealFields() throws {
        var toyStory = try repository.movie(withID: MovieID("tt0114709"))
        #expect(toyStory.coLiked.first == CoLikedFilm(id: MovieID("tt0120363"), weight: 408 * 1e-4))
        toyStory.coLiked = []

        #expect(
            toyStory
                == Movie(
                    id: MovieID("tt0114709"),
                    title: "Toy Story",
                    year: 1995,
                    runtimeMinutes: 80,
                    genres: [.adventure, .animation, .comedy, .family, .fantasy],
                    directors: ["John Lasseter"],
                    contentRating: .g,
                    criticScore: 9.4,
                    reviewCount: 163,
                    language: "English",
                    countries: ["United States"],
                    audience: AudienceScore(mean: 3.87, ratings: 247),
                    tomatometer: 100,
                    metacritic: 96,
                    oscars: 1
                )
        )
    }

    @Test("A merged MovieLens entry's old id finds its Wikidata film, which carries the audience score and co-ratings")
    func mergedEntryKeepsItsOldID() async throws {
        let oldboy = try repository.movie(withID: MovieID("ml:27773"))
        let table = try await repository.filmTable()

        #expect(oldboy.id == MovieID("tt0364569"))
        #expect(oldboy.title == "Oldboy")
        #expect(oldboy.formerIDs == [MovieID("ml:27773")])
        #expect(oldboy.audience?.ratings == 32)
        #expect(!oldboy.coLiked.isEmpty)
        #expect(oldboy.alternateTitles.contains("Old Boy"))
        #expect(table.details.row(of: MovieID("ml:27773")) == table.details.row(of: MovieID("tt0364569")))
        #expect(repository.movies.contains { $0.id == MovieID("ml:27773") } == false)
    }

    /// One row of the spot-check table, copied by hand from `movies.db`; genres are MovieLens's.
    struct SpotCheck: Sendable, CustomTestStringConvertible {
        let id: String
        let title: String
        let year: Int
        let runtime: Int
        let genres: GenreSet
        let director: String
        let rating: ContentRating
        let score: Double
        let reviews: Int
        let castCount: Int

        var testDescription: String { "\(title) (\(id))" }
    }

    static let spotChecks = [
        SpotCheck(
            id: "tt0034583", title: "Casablanca", year: 1942, runtime: 102, genres: [.romance, .drama],
            director: "Michael Curtiz", rating: .pg, score: 9.4, reviews: 135, castCount: 51
        ),
        // The source has two rows for this id; the build script keeps the one with more reviews.
        SpotCheck(
            id: "tt0078788", title: "Apocalypse Now", year: 1979, runtime: 183,
            genres: [.action, .drama, .war],
            director: "Francis Ford Coppola", rating: .r, score: 9.1, reviews: 148, castCount: 36
        ),
        // Rated "M" in 1960, which maps to today's PG.
        SpotCheck(
            id: "tt0054215", title: "Psycho", year: 1960, runtime: 109,
            genres: [.crime, .horror], director: "Alfred Hitchcock",
            rating: .pg, score: 9.2, reviews: 118, castCount: 17
        ),
    ]

    @Test("Spot-checked films match the source database", arguments: spotChecks)
    func spotCheck(_ expected: SpotCheck) throws {
        let movie = try repository.movie(withID: MovieID(expected.id))

        #expect(movie.title == expected.title)
        #expect(movie.year == expected.year)
        #expect(movie.runtimeMinutes == expected.runtime)
        #expect(movie.genres == expected.genres)
        #expect(movie.directors == [expected.director])
        #expect(movie.contentRating == expected.rating)
        #expect(movie.criticScore == expected.score)
        #expect(movie.reviewCount == expected.reviews)
        #expect(movie.cast.count == expected.castCount)
        #expect(movie.language == "English")
    }

    @Test("Casablanca's cast puts its stars first and keeps everyone the source lists")
    func casablancaCast() throws {
        let cast = try repository.movie(withID: MovieID("tt0034583")).cast

        #expect(Array(cast.prefix(2)) == ["Humphrey Bogart", "Ingrid Bergman"])
        #expect(cast.count == 51)
    }

    @Test("A name with a suffix stays one person, not a person plus a stray \"Jr.\"")
    func nameSuffixesStayAttached() {
        let strays = repository.movies.filter { movie in
            (movie.cast + movie.directors).contains { ["Jr.", "Sr."].contains($0) }
        }

        #expect(strays.isEmpty)
    }

    @Test("A bundled film the source knows little about has nil fields, not invented ones")
    func sparseFilmHasNilFields() throws {
        let sparse = try repository.movie(withID: MovieID("tt2338341"))

        #expect(
            sparse
                == Movie(
                    id: MovieID("tt2338341"),
                    title: "The Word",
                    year: 2013,
                    genres: [.thriller],
                    reviewCount: 6,
                    language: "English",
                    countries: ["United States"],
                    tomatometer: 0
                )
        )
    }

    @Test("An id no film has throws notFound with that id", arguments: ["tt0000000", "", "The Matrix"])
    func unknownIDThrowsNotFound(id: String) async {
        let catalog: any CatalogRepository = repository

        await #expect(throws: CatalogError.notFound(MovieID(id))) {
            try await catalog.movie(withID: MovieID(id))
        }
    }
}
