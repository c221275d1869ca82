import MarqueeDomain
import Testing

@testable import MarqueeRequests

/// Running times given in words, English and German: tens and hundreds ("under ninety minutes", "a hundred and
/// twenty", "hundertzwanzig", "fünfundneunzig"), and "kurz"/"lang" with their adjective endings.
struct AskRuntimeWordsTests {
    private let parser = AskIntentParser(catalogYears: 1940...2014)

    @Test(
        "A bound written in number words is the bound written in digits",
        arguments: [
            ("movies under ninety minutes", "movies under 90 minutes"),
            ("a film under a hundred and twenty minutes", "a film under 120 minutes"),
            ("movies over one hundred minutes", "movies over 100 minutes"),
            ("a movie under ninety five minutes", "a movie under 95 minutes"),
            ("movies over three hours", "movies over 180 minutes"),
            ("Filme unter neunzig Minuten", "Filme unter 90 Minuten"),
            ("Filme kürzer als hundertzwanzig Minuten", "Filme kürzer als 120 Minuten"),
            ("Filme unter fünfundneunzig Minuten", "Filme unter 95 Minuten"),
            ("Filme länger als zwei Stunden", "Filme länger als 120 Minuten"),
            ("Filme über anderthalb Stunden", "Filme über 90 Minuten"),
        ] as [(String, String)]
    )
    func numberWords(words: String, digits: String) {
        #expect(parser.parse(words) == parser.parse(digits))
        #expect(parser.parse(words).unusedWords == [])
    }

    @Test("'under ninety minutes' caps the running time at ninety")
    func wholeValue() {
        #expect(
            parser.parse("comedies under ninety minutes") == AskCriteria(wantedGenres: [[.comedy]], maximumRuntime: 90))
    }

    @Test(
        "'kurz' and 'lang' read as 'short' and 'long' with every ending, and an article is never a count",
        arguments: [
            ("ein kurzer Film", "a short film"), ("kurze Filme", "short films"), ("einen kurzen Film", "a short film"),
            ("ein kurzes Drama", "a short drama"), ("einen langen Film", "a long film"), ("lange Filme", "long films"),
            ("ein langes Drama", "a long drama"),
        ] as [(String, String)]
    )
    func shortAndLong(german: String, english: String) {
        #expect(parser.parse(german) == parser.parse(english))
    }

    @Test("A number word that is also a film stays a title: 'movies like elf'")
    func elfIsATitle() {
        #expect(parser.parse("movies like elf") == AskCriteria(reference: "elf"))
    }

    @Test(
        "A number before a genre's plural counts films, in English and German",
        arguments: [
            ("five comedies", 5, Genre.comedy), ("sechs Komödien", 6, .comedy), ("drei Krimis", 3, .crime),
            ("10 westerns", 10, .western),
        ] as [(String, Int, Genre)]
    )
    func countBeforeGenre(request: String, count: Int, genre: Genre) {
        #expect(parser.parse(request) == AskCriteria(wantedGenres: [[genre]], count: count))
    }
}
