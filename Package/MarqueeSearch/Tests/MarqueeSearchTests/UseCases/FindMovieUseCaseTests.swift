import MarqueeDomain
import MarqueeDomainTestSupport
import Testing

@testable import MarqueeRanking
@testable import MarqueeSearch

struct FindMovieUseCaseTests {
    private let useCase = FindMovieUseCase(catalog: ArrayCatalog())

    @Test(
        "An id or an exact title in any case, with or without accents, finds the one film",
        arguments: [
            ("tt0133093", Films.matrix), ("  tt0133093\n", Films.matrix), ("The Matrix", Films.matrix),
            ("the matrix", Films.matrix), ("THE MATRIX", Films.matrix), ("Amélie", Films.amelie),
            ("amelie", Films.amelie), ("Singin in the Rain", Films.singinInTheRain), ("tt0069293", Films.solaris1972),
            ("the godfather", Films.godfather),
        ] as [(String, Movie)]
    )
    func findsOneFilm(query: String, expected: Movie) async throws {
        #expect(try await useCase.execute(query) == expected)
    }

    @Test("Two films with the same title are ambiguous: noMatch lists both, most reviewed first")
    func ambiguousTitle() async {
        await #expect(throws: CatalogError.noMatch(query: "Solaris", closest: [Films.solaris2002, Films.solaris1972])) {
            try await useCase.execute("Solaris")
        }
    }

    @Test(
        "A year in any of the usual forms picks among films that share a title, as search reads it",
        arguments: [
            ("Solaris (1972)", Films.solaris1972), ("solaris 1972", Films.solaris1972),
            ("1972 Solaris", Films.solaris1972), ("Solaris [2002]", Films.solaris2002),
            ("solaris 2002", Films.solaris2002),
        ] as [(String, Movie)]
    )
    func yearPicksFilm(query: String, expected: Movie) async throws {
        #expect(try await useCase.execute(query) == expected)
    }

    @Test("A year no film of the title has leaves the title ambiguous, listing its films")
    func yearOfNoFilm() async {
        await #expect(
            throws: CatalogError.noMatch(query: "solaris 1990", closest: [Films.solaris2002, Films.solaris1972])
        ) {
            try await useCase.execute("solaris 1990")
        }
    }

    @Test("Films sharing a title are listed with the one most people rated first, whatever their reviews")
    func bestKnownFirst() async throws {
        let known = Movie(
            id: MovieID("tt0077651"), title: "Halloween", year: 1978, genres: [.horror], criticScore: 7,
            reviewCount: 50, audience: AudienceScore(mean: 3.6, ratings: 90))
        let remake = Movie(
            id: MovieID("tt0373883"), title: "Halloween", year: 2007, genres: [.horror], criticScore: 7,
            reviewCount: 150, audience: AudienceScore(mean: 2.9, ratings: 20))
        let useCase = FindMovieUseCase(catalog: ArrayCatalog([remake, known]))

        await #expect(throws: CatalogError.noMatch(query: "halloween", closest: [known, remake])) {
            try await useCase.execute("halloween")
        }
        #expect(try await useCase.execute("Halloween (2007)") == remake)
    }

    @Test("A typo is not a match, but the intended film is the closest suggestion")
    func typoSuggestsIntendedFilm() async {
        await #expect(throws: CatalogError.noMatch(query: "drk knight", closest: [Films.darkKnight])) {
            try await useCase.execute("drk knight")
        }
        await #expect(throws: CatalogError.noMatch(query: "the matrx", closest: [Films.matrix])) {
            try await useCase.execute(" the matrx ")
        }
    }

    @Test("A partial title is not a match; the suggestions are the best matches in order")
    func partialTitleSuggests() async {
        await #expect(
            throws: CatalogError.noMatch(
                query: "godfather", closest: [Films.godfather, Films.godfatherPartII])
        ) {
            try await useCase.execute("godfather")
        }
    }

    @Test(
        "An id one typo away suggests the film with the nearest id",
        arguments: ["tt0133039", "tt013309", "tt01330933", "tt0133094"]
    )
    func idTypoSuggestsFilm(query: String) async {
        await #expect(throws: CatalogError.noMatch(query: query, closest: [Films.matrix])) {
            try await useCase.execute(query)
        }
    }

    @Test("Nothing similar gives noMatch with no suggestions")
    func nothingSimilar() async {
        await #expect(throws: CatalogError.noMatch(query: "zzzz qqqq", closest: [])) {
            try await useCase.execute("zzzz qqqq")
        }
    }

    @Test("A catalog outage is reported as is")
    func catalogOutage() async {
        let error = CatalogError.unavailable(reason: "offline")

        await #expect(throws: error) {
            try await FindMovieUseCase(catalog: ArrayCatalog(failingWith: error)).execute("x")
        }
    }
}
