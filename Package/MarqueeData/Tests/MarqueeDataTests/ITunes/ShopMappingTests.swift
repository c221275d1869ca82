import Foundation
import MarqueeDomain
import Testing

@testable import MarqueeData

@Suite struct ShopMappingTests {
    @Test("The real Wonka chart entry maps to whole details: large poster, price, genre, trailer and store page")
    func wonkaDetails() throws {
        let details = RSSEntryMapper.details(from: try RSSExpected.wonkaEntry())

        #expect(details == (try RSSExpected.wonkaDetails()))
    }

    @Test("A rich chart entry maps to a whole film; the runtime, rating and cast stay unknown")
    func richChartEntry() {
        let movie = RSSEntryMapper.movie(from: RSSExpected.michaelEntry)

        #expect(
            movie
                == Movie(
                    id: MovieID("itunes:1895068395"),
                    title: "Michael",
                    year: 2026,
                    genres: [.drama],
                    directors: ["Antoine Fuqua"],
                    posterURL: URL(string: "https://example.com/image/600x600bb.jpg"),
                    summary: "A film about a legend.",
                    price: Price(amount: Decimal(string: "24.99")!, currencyCode: "USD")
                ))
    }

    @Test("A sparse chart entry maps to a film with only its id and title, and details with the id's store page")
    func sparseChartEntry() {
        let details = RSSEntryMapper.details(from: RSSExpected.hokumEntry)

        #expect(
            details
                == MovieDetails(
                    movie: Movie(id: MovieID("itunes:42"), title: "Hokum"),
                    storeURL: URL(string: "https://itunes.apple.com/us/movie/hokum/id42?uo=2"),
                    storeID: MovieID("itunes:42")
                ))
    }

    @Test("A Lookup film maps to whole details: rating parsed, runtime from milliseconds, short and long summaries")
    func lookupDetails() {
        #expect(SearchResultMapper.details(from: SearchExpected.michaelLookup) == SearchExpected.michaelDetails)
    }

    @Test("A Search film with bundle prices maps to whole details using its own track price")
    func deadpoolDetails() {
        #expect(SearchResultMapper.details(from: SearchExpected.deadpool) == SearchExpected.deadpoolDetails)
    }

    @Test("A concert film maps to the Music genre, a Not Rated rating and its http preview as given")
    func concertFilmDetails() throws {
        #expect(SearchResultMapper.details(from: try SearchExpected.koa()) == (try SearchExpected.koaDetails()))
    }

    @Test(
        "Search runtimes round to whole minutes, and implausible ones are unknown",
        arguments: [
            (6_521_638.0, 109), (4_773_648, 80), (90_000, 2), (29_999, nil), (0, nil), (-5, nil), (1e300, nil),
            (.nan, nil),
        ] as [(Double, Int?)])
    func runtime(milliseconds: Double, minutes: Int?) {
        let film = SearchMovieDTO(trackId: 1, trackName: "A", trackTimeMillis: milliseconds)

        #expect(SearchResultMapper.movie(from: film).runtimeMinutes == minutes)
    }

    @Test(
        "A store content rating is kept when it parses and dropped when it is another country's system",
        arguments: [
            ("PG-13", ContentRating.pg13), ("R", .r), ("NR", .notRated), ("Unrated", .notRated), ("15", nil),
            ("Explicit", nil),
        ] as [(String, ContentRating?)])
    func contentRating(text: String, rating: ContentRating?) {
        let film = SearchMovieDTO(trackId: 1, trackName: "A", contentAdvisoryRating: text)

        #expect(SearchResultMapper.movie(from: film).contentRating == rating)
    }
}
