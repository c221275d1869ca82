import MarqueeDomain
import MarqueeDomainTestSupport
import Testing

struct ContentRatingTests {
    @Test(
        "ContentRating.parse reads catalog and user spellings, historical labels and unrated forms",
        arguments: [
            ("pg13", ContentRating.pg13), ("PG-13", .pg13), ("pg-13", .pg13), ("G", .g), ("r", .r),
            ("NC-17", .nc17), ("nc17", .nc17), ("GP", .pg), ("M/PG", .pg), ("M", .pg), ("X", .nc17),
            ("Unrated", .notRated), ("Not Rated", .notRated), ("NR", .notRated), ("UR", .notRated),
            ("tv-ma", .tvMA), ("TVY7", .tvY7), ("TV-14", .tv14), ("PG-15", nil), ("", nil), ("XXX", nil),
        ] as [(String, ContentRating?)]
    )
    func parsesSpellings(text: String, expected: ContentRating?) {
        #expect(ContentRating.parse(text) == expected)
    }

    @Test(
        "Film and TV ratings share one maturity ladder, and NR has no maturity",
        arguments: [
            (ContentRating.g, 0), (.tvY, 0), (.tvG, 0), (.tvY7, 1), (.pg, 2), (.tvPG, 2), (.pg13, 3), (.tv14, 3),
            (.r, 4), (.tvMA, 4), (.nc17, 5), (.notRated, nil),
        ] as [(ContentRating, Int?)]
    )
    func maturityLadder(rating: ContentRating, expected: Int?) {
        #expect(rating.maturity == expected)
    }

    @Test("Every rating parses back from its own raw value", arguments: ContentRating.allCases)
    func parsesOwnRawValue(rating: ContentRating) {
        #expect(ContentRating.parse(rating.rawValue) == rating)
    }
}
