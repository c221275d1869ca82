import MarqueeDomain
import Testing

@testable import MarqueeData

@Suite struct BundledCatalogRepositoryTests {
    private let repository: BundledCatalogRepository

    init() throws {
        repository = try BundledCatalogRepository()
    }

    @Test("The bundled catalog holds exactly 17,470 films: 17,472 rows less two duplicate IMDb ids")
    func holdsExpectedCount() async throws {
        let movies = try await (repository as any CatalogRepository).allMovies()

        #expect(movies.count == 17_470)
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

        #expect(movies.count { $0.runtimeMinutes != nil } == 16_171)
        #expect(movies.count { !$0.genres.isEmpty } == 17_027)
        #expect(movies.count { $0.contentRating != nil } == 2_568)
        #expect(movies.count { $0.criticScore != nil } == 17_128)
        #expect(movies.count { $0.language != nil } == 17_269)
        #expect(movies.reduce(0) { $0 + $1.reviewCount } == 830_354)
        #expect(movies.reduce(0) { $0 + $1.cast.count } == 194_207)
    }

    @Test("Every bundled film has a title, a year and an IMDb-style id")
    func everyFilmHasBasics() {
        let broken = repository.movies.filter { movie in
            movie.title.isEmpty || movie.year == nil || !movie.id.rawValue.hasPrefix("tt")
        }

        #expect(broken.isEmpty)
    }

    @Test("The Matrix (tt0133093) loads with its real Wikidata fields")
    func matrixHasRealFields() throws {
        let matrix = try repository.movie(withID: MovieID("tt0133093"))

        #expect(
            matrix
                == Movie(
                    id: MovieID("tt0133093"),
                    title: "The Matrix",
                    year: 1999,
                    runtimeMinutes: 136,
                    genres: [.sciFi, .thriller, .crime, .action],
                    directors: ["Lana Wachowski", "Lilly Wachowski"],
                    cast: [
                        "Ada Nicodemou", "Anthony Ray Parker", "Belinda McClory", "Bill Young", "Carrie-Anne Moss",
                        "David Aston", "Gloria Foster", "Hugo Weaving", "Jeremy Ball", "Joe Pantoliano",
                        "Julian Arahanga", "Keanu Reeves", "Laurence Fishburne", "Marcus Chong", "Matt Doran",
                        "Paul Goddard", "Robert Taylor", "Rowan Witt", "Steve Dodd",
                    ],
                    contentRating: .r,
                    criticScore: 7.8,
                    reviewCount: 209,
                    language: "English",
                    countries: ["Australia", "United States"]
                )
        )
    }

    @Test("Toy Story (tt0114709) loads whole, including its empty cast list")
    func toyStoryHasRealFields() throws {
        let toyStory = try repository.movie(withID: MovieID("tt0114709"))

        #expect(
            toyStory
                == Movie(
                    id: MovieID("tt0114709"),
                    title: "Toy Story",
                    year: 1995,
                    runtimeMinutes: 80,
                    genres: [.animation, .comedy, .fantasy, .adventure],
                    directors: ["John Lasseter"],
                    contentRating: .g,
                    criticScore: 9.4,
                    reviewCount: 163,
                    language: "English",
                    countries: ["United States"]
                )
        )
    }

    /// One row of the spot-check table, copied by hand from `movies.db`.
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
            id: "tt0034583", title: "Casablanca", year: 1942, runtime: 102, genres: [.war, .romance, .drama, .crime],
            director: "Michael Curtiz", rating: .pg, score: 9.4, reviews: 135, castCount: 51
        ),
        // The source has two rows for this id; the build script keeps the one with more reviews.
        SpotCheck(
            id: "tt0078788", title: "Apocalypse Now", year: 1979, runtime: 183,
            genres: [.war, .horror, .thriller, .comedy, .drama, .history, .action, .adventure],
            director: "Francis Ford Coppola", rating: .r, score: 9.1, reviews: 148, castCount: 36
        ),
        // Rated "M" in 1960, which maps to today's PG.
        SpotCheck(
            id: "tt0054215", title: "Psycho", year: 1960, runtime: 109,
            genres: [.horror, .thriller, .mystery, .drama, .crime], director: "Alfred Hitchcock",
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

    @Test("Casablanca's alphabetical cast includes its stars")
    func casablancaCast() throws {
        let cast = try repository.movie(withID: MovieID("tt0034583")).cast

        #expect(cast.contains("Humphrey Bogart"))
        #expect(cast.contains("Ingrid Bergman"))
        #expect(cast == cast.sorted())
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
                    countries: ["United States"]
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

    @Test("Films given directly keep their order, and a repeated id finds the first film")
    func initWithMovies() throws {
        let first = Movie(id: MovieID("tt2"), title: "First")
        let second = Movie(id: MovieID("tt1"), title: "Second")
        let shadowed = Movie(id: MovieID("tt2"), title: "Shadowed")

        let catalog = BundledCatalogRepository(movies: [first, second, shadowed])

        #expect(catalog.allMovies() == [first, second, shadowed])
        #expect(try catalog.movie(withID: MovieID("tt2")) == first)
        #expect(try catalog.movie(withID: MovieID("tt1")) == second)
    }

    @Test("Catalog text in the bundled format can be loaded directly")
    func initWithText() throws {
        let line = ["tt0000001", "Tiny", "2001", "90", "Drama", "", "", "", "", "0", "", ""].joined(separator: "\t")

        let catalog = try BundledCatalogRepository(text: "marquee-catalog v1\t1\n" + line)

        #expect(try catalog.movie(withID: MovieID("tt0000001")).title == "Tiny")
    }

    @Test("The bundled text declares the format version this parser reads")
    func bundledTextHasCurrentHeader() {
        let firstLine = BundledCatalogData.text.prefix { $0 != "\n" }

        #expect(firstLine == "marquee-catalog v1\t17470")
    }
}
