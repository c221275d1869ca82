import MarqueeDomain
import MarqueePresentation
import Testing

/// The form keeps the seed's forgiving input and refuses, by field, what the seed silently replaced.
struct RecommendationFormParserTests {
    private let parser = RecommendationFormParser(currentYear: 2026)

    @Test(
        "A year is a whole number from 1900 through next year, surrounding spaces allowed",
        arguments: [("2010", 2010), (" 1900 ", 1900), ("2027", 2027), ("+1999", 1999)]
    )
    func acceptsYears(text: String, year: Int) throws {
        #expect(try parser.year(text) == year)
    }

    @Test(
        "A year that is not a number, or outside 1900 through next year, is refused with what was typed",
        arguments: [
            ("1850", FormError.yearOutOfRange(1850, accepted: 1900...2027)),
            ("2028", .yearOutOfRange(2028, accepted: 1900...2027)),
            ("twenty", .yearNotANumber("twenty")),
            ("2010.5", .yearNotANumber("2010.5")),
            ("20x0", .yearNotANumber("20x0")),
            ("   ", .missing(.year)),
        ]
    )
    func refusesYears(text: String, error: FormError) {
        #expect(throws: error) { try parser.year(text) }
    }

    @Test("Next year moves with the injected current year")
    func nextYearFollowsTheClock() {
        #expect(RecommendationFormParser(currentYear: 2030).acceptedYears == 1900...2031)
    }

    @Test(
        "Durations read as minutes, hours and minutes, or seasons, in any case and spacing",
        arguments: [
            ("120", FormDuration.minutes(120)),
            ("90 min", .minutes(90)),
            ("90min", .minutes(90)),
            ("95 minutes", .minutes(95)),
            ("1h 30m", .minutes(90)),
            ("1H30M", .minutes(90)),
            ("1 hour 30 minutes", .minutes(90)),
            ("2h", .minutes(120)),
            ("2 hrs", .minutes(120)),
            ("1h, 5m", .minutes(65)),
            ("2 Seasons", .seasons(2)),
            ("1 season", .seasons(1)),
            ("  3 SEASONS ", .seasons(3)),
        ]
    )
    func readsDurations(text: String, duration: FormDuration) throws {
        #expect(try parser.duration(text) == duration)
    }

    @Test(
        "Durations that are not one of those shapes, zero, or implausibly long are refused",
        arguments: [
            ("long", FormError.durationUnreadable("long")),
            ("90 sec", .durationUnreadable("90 sec")),
            ("30m 1h", .durationUnreadable("30m 1h")),
            ("1h 30", .durationUnreadable("1h 30")),
            ("2 seasons 40m", .durationUnreadable("2 seasons 40m")),
            ("0", .durationUnreadable("0")),
            ("601", .durationUnreadable("601")),
            ("11h", .durationUnreadable("11h")),
            ("100 seasons", .durationUnreadable("100 seasons")),
            ("99999999999999999999", .durationUnreadable("99999999999999999999")),
            ("1.5h", .durationUnreadable("1.5h")),
            ("-90", .durationUnreadable("-90")),
            ("", .missing(.duration)),
        ]
    )
    func refusesDurations(text: String, error: FormError) {
        #expect(throws: error) { try parser.duration(text) }
    }

    @Test(
        "Types read movie or film, and tv, TV Show, show or series, in any case",
        arguments: [
            ("movie", FormContentType.movie), ("MOVIE", .movie), ("Film", .movie), ("tv", .tvShow),
            ("TV Show", .tvShow), ("tv-show", .tvShow), ("show", .tvShow), ("Series", .tvShow),
        ]
    )
    func readsTypes(text: String, type: FormContentType) throws {
        #expect(try parser.contentType(text) == type)
    }

    @Test("An unknown type is refused instead of becoming a movie, as the seed did")
    func refusesUnknownType() {
        #expect(throws: FormError.unknownType("podcast")) { try parser.contentType(" podcast ") }
    }

    @Test(
        "Ratings are normalised: case, hyphens and spaces do not matter, and Unrated is NR",
        arguments: [
            ("pg13", ContentRating.pg13), ("PG-13", .pg13), ("pg 13", .pg13), ("g", .g), ("nc17", .nc17),
            ("R", .r), ("NR", .notRated), ("Unrated", .notRated), ("not rated", .notRated), ("UR", .notRated),
            ("tv-y", .tvY), ("TVY7", .tvY7), ("tv-g", .tvG), ("tvpg", .tvPG), ("TV14", .tv14), ("tv-ma", .tvMA),
        ]
    )
    func normalisesRatings(text: String, rating: ContentRating) throws {
        #expect(try parser.rating(text) == rating)
    }

    @Test(
        "Ratings outside the form's list are refused rather than guessed, including the seed's foreign labels",
        arguments: ["PG-15", "M", "X", "16+", "MA15+", "ALL", "TV-Y7-FV", "PG-1"]
    )
    func refusesRatings(text: String) {
        #expect(throws: FormError.unknownRating(text)) { try parser.rating(text) }
    }

    @Test("Every rating the form accepts reads back from its own spelling")
    func everyAcceptedRatingRoundTrips() throws {
        for rating in RecommendationFormParser.acceptedRatings {
            #expect(try parser.rating(rating.rawValue) == rating)
        }
    }

    @Test("A valid form parses into checked values, keeping the milder flag")
    func parsesAWholeForm() throws {
        let input = RecommendationFormInput(
            year: "2010", duration: "2h", type: "movie", rating: "pg13", includesMilder: true)
        #expect(
            try parser.parse(input)
                == RecommendationForm(
                    year: 2010, duration: .minutes(120), contentType: .movie, rating: .pg13, includesMilder: true)
        )
    }

    @Test("Every invalid field is reported at once, in field order, each naming its field")
    func reportsEveryProblem() {
        let input = RecommendationFormInput(year: "1850", duration: "soon", type: "podcast", rating: "PG-15")
        let problems = parser.problems(in: input)
        #expect(
            problems == [
                .yearOutOfRange(1850, accepted: 1900...2027), .durationUnreadable("soon"), .unknownType("podcast"),
                .unknownRating("PG-15"),
            ]
        )
        #expect(problems.map(\.field) == [.year, .duration, .type, .rating])
        #expect(throws: FormError.yearOutOfRange(1850, accepted: 1900...2027)) { try parser.parse(input) }
    }

    @Test("Seasons are for shows: with a movie they are a duration problem, with a TV show they are kept")
    func seasonsNeedAShow() throws {
        var input = RecommendationFormInput(year: "2019", duration: "2 Seasons", type: "movie", rating: "TV-14")
        #expect(parser.check(.duration, in: input) == .seasonsForMovie("2 Seasons"))
        #expect(throws: FormError.seasonsForMovie("2 Seasons")) { try parser.parse(input) }
        input.type = "tv"
        #expect(parser.check(.duration, in: input) == nil)
        #expect(try parser.parse(input).duration == .seasons(2))
    }

    @Test("An empty form reports every field as missing")
    func emptyFormIsMissingEverything() {
        #expect(parser.problems(in: RecommendationFormInput()) == FormField.allCases.map(FormError.missing))
    }
}
