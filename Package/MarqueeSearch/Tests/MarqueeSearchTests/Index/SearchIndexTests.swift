import MarqueeDomain
import MarqueeDomainTestSupport
import Testing

@testable import MarqueeRanking
@testable import MarqueeSearch

/// Searches people typed, on small catalogs built like the bundled one's films.
struct SearchIndexTests {
    private static func film(
        _ id: String, _ title: String, _ year: Int, critic: Double?, reviews: Int,
        directors: [String] = [], cast: [String] = [], alternateTitles: [String] = []
    ) -> Movie {
        var movie = Synthetic.film(
            id, title: title, year: year, directors: directors, cast: cast, critic: critic, reviews: reviews)
        movie.alternateTitles = alternateTitles
        return movie
    }

    private static let hanksFilms = (0..<6).map {
        film("tt10\($0)", "Hanks Film \($0)", 1990 + $0, critic: 7, reviews: 150, cast: ["Tom Hanks"])
    }
    private static let castAway = film("tt0162222", "Cast Away", 2000, critic: 7.2, reviews: 157, cast: ["Tom Hanks"])
    private static let decoys = [
        film("tt0080157", "Yanks", 1979, critic: 5.6, reviews: 21),
        film("tt0291971", "Hacks", 2002, critic: 7.0, reviews: 5),
        film("tt0138510", "Idle Hands", 1999, critic: 3.6, reviews: 55),
        film("tt0100000", "Hanky Panky", 1982, critic: 4.0, reviews: 20),
        film("tt0114682", "To Wong Foo, Thanks for Everything! Julie Newmar", 1995, critic: 5.3, reviews: 39),
        film("tt0317950", "Nola", 2003, critic: 3.1, reviews: 13),
        film("tt0150143", "Claire Dolan", 1998, critic: 5.7, reviews: 8),
    ]
    private static let interstellar = film(
        "tt0816692", "Interstellar", 2014, critic: 7.1, reviews: 375, directors: ["Christopher Nolan"])
    private static let totoro = film(
        "tt0096283", "My Neighbor Totoro", 1988, critic: 8.4, reviews: 59, directors: ["Hayao Miyazaki"])
    private static let actorMiyazaki = film(
        "tt0200000", "Popular Drama", 2005, critic: 9, reviews: 44, cast: ["Aoi Miyazaki"])
    private static let godfathers = [
        film("tt0068646", "The Godfather", 1972, critic: 9.4, reviews: 153),
        film("tt0071562", "The Godfather Part II", 1974, critic: 9.7, reviews: 129),
        film("tt0099674", "The Godfather Part III", 1990, critic: 6.4, reviews: 68),
        film("tt0040064", "3 Godfathers", 1948, critic: 6.9, reviews: 15),
        film("tt0074412", "Disco Godfather", 1979, critic: 6.1, reviews: 6),
    ]
    private static let starWars = [
        film("tt0121766", "Star Wars: Episode III – Revenge of the Sith", 2005, critic: 7.4, reviews: 335),
        film("tt0121765", "Star Wars: Episode II – Attack of the Clones", 2002, critic: 6.7, reviews: 323),
        film("tt0120915", "Star Wars: Episode I – The Phantom Menace", 1999, critic: 6.2, reviews: 290),
        film("tt0076759", "Star Wars: Episode IV – A New Hope", 1977, critic: 9.1, reviews: 206),
        film("tt0080684", "Star Wars: Episode V – The Empire Strikes Back", 1980, critic: 9.0, reviews: 174),
        film("tt1185834", "Star Wars: The Clone Wars", 2008, critic: 4.2, reviews: 171),
        film("tt0086190", "Star Wars: Episode VI – Return of the Jedi", 1983, critic: 7.3, reviews: 169),
    ]
    private static let downfall = film(
        "tt0363163", "Downfall", 2004, critic: 7.8, reviews: 142, alternateTitles: ["Der Untergang"])
    private static let catalog =
        hanksFilms + [castAway, interstellar, totoro, actorMiyazaki, downfall] + decoys + godfathers + starWars
    private static let index = SearchIndex(catalog)

    private func titles(_ query: String, _ count: Int) -> [String] {
        Self.index.search(query, limit: count).map(\.movie.title)
    }

    @Test("'hanks' and 'tom hanks' list Tom Hanks's films before Yanks, Hacks, Idle Hands and To Wong Foo")
    func hanksFirst() {
        let hanks = Set((Self.hanksFilms + [Self.castAway]).map(\.title))
        #expect(titles("hanks", 7).allSatisfy(hanks.contains))
        #expect(titles("tom hanks", 7).allSatisfy(hanks.contains))
    }

    @Test("'nolan' puts Interstellar above Nola and Claire Dolan")
    func nolanFirst() {
        #expect(titles("nolan", 1) == ["Interstellar"])
    }

    @Test("'miyazaki' puts the better-known director's Totoro before a better-rated film with an actor named Miyazaki")
    func miyazakiFirst() {
        #expect(titles("miyazaki", 2) == ["My Neighbor Totoro", "Popular Drama"])
    }

    @Test("'godfather' gives The Godfather, then Part II, then Part III, then the namesakes")
    func godfatherOrder() {
        #expect(
            titles("godfather", 5) == [
                "The Godfather", "The Godfather Part II", "The Godfather Part III", "3 Godfathers", "Disco Godfather",
            ])
    }

    @Test("'star wars' gives the original trilogy first")
    func starWarsOrder() {
        #expect(
            titles("star wars", 3) == [
                "Star Wars: Episode IV – A New Hope", "Star Wars: Episode V – The Empire Strikes Back",
                "Star Wars: Episode VI – Return of the Jedi",
            ])
    }

    @Test("Numerals and roman numerals are the same: 'godfather 2' is Part II, 'star wars iv' is A New Hope")
    func numerals() {
        #expect(titles("godfather 2", 1) == ["The Godfather Part II"])
        #expect(titles("godfather part iii", 1) == ["The Godfather Part III"])
        #expect(titles("star wars iv", 1) == ["Star Wars: Episode IV – A New Hope"])
    }

    @Test("An original title finds the film, folded for case and diacritics")
    func alternateTitles() {
        #expect(titles("Der Untergang", 1) == ["Downfall"])
        #expect(titles("der untergäng", 1) == ["Downfall"])
    }

    @Test("A full name is a known-person match, ranked above a one-typo title match")
    func knownPersonQuality() {
        let found = Self.index.search("tom hanks", limit: 20)
        #expect(found.first?.quality == .knownPerson)
        #expect(found.first { $0.movie.title.hasPrefix("To Wong Foo") }?.quality == .titleWithTypo)
    }

    @Test(
        "A smaller limit gives the first results of a larger one, whether people are searched or skipped",
        arguments: ["hanks", "tom hanks", "godfather", "star wars", "the", "nolan", "miyazaki", "godfater", "to"]
    )
    func limitKeepsOrder(query: String) {
        let all = Self.index.search(query, limit: 100)
        for limit in 1...all.count {
            #expect(Self.index.search(query, limit: limit) == Array(all.prefix(limit)), "limit \(limit)")
        }
    }

    @Test("An index read back from its parts finds the same films, as good matches, in the same order")
    func partsRoundTrip() throws {
        let queries = [
            "hanks", "tom hanks", "nolan", "miyazaki", "godfather", "godfather 2", "star wars", "star wars iv",
            "der untergang", "drk knight", "interstelar", "the", "zz",
        ]
        let table = FilmTable(movies: Self.catalog)
        let readBack = try #require(SearchIndex(parts: Self.index.parts, table: table))

        #expect(
            queries.map { readBack.search($0, limit: 30) } == queries.map { Self.index.search($0, limit: 30) })
    }

    @Test("Parts whose numbers would leave their columns, or that index another number of films, are refused")
    func damagedParts() {
        let parts = Self.index.parts
        let films = Self.catalog.count
        let strayFilm = Column(Array(parts.filmsByWord.dropLast()) + [Int32(films)])
        let backwards = Column([Int32(0)] + Array(parts.firstTitles.dropFirst().reversed()))
        let damaged = [
            Self.parts(parts, filmsByWord: strayFilm),
            Self.parts(parts, firstTitles: backwards),
        ]

        #expect(damaged.map { SearchIndex(parts: $0, table: FilmTable(movies: Self.catalog)) == nil } == [true, true])
        #expect(SearchIndex(parts: parts, table: FilmTable(movies: Array(Self.catalog.dropLast()))) == nil)
    }

    /// The parts with one column replaced.
    private static func parts(
        _ parts: SearchIndex.Parts, filmsByWord: Column<Int32>? = nil, firstTitles: Column<Int32>? = nil
    ) -> SearchIndex.Parts {
        SearchIndex.Parts(
            titleWordIDs: parts.titleWordIDs, titleStarts: parts.titleStarts, titleEnds: parts.titleEnds,
            bareTitles: parts.bareTitles, firstTitles: firstTitles ?? parts.firstTitles, fame: parts.fame,
            seriesKeys: parts.seriesKeys, nameWordIDs: parts.nameWordIDs, personStarts: parts.personStarts,
            prominence: parts.prominence, titleWords: parts.titleWords, nameWords: parts.nameWords,
            filmsByWordStarts: parts.filmsByWordStarts, filmsByWord: filmsByWord ?? parts.filmsByWord,
            peopleByWordStarts: parts.peopleByWordStarts, peopleByWord: parts.peopleByWord,
            filmsByPersonStarts: parts.filmsByPersonStarts, filmsByPerson: parts.filmsByPerson)
    }
}
