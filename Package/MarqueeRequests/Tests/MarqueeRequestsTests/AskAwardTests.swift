import MarqueeDomain
import MarqueeDomainTestSupport
import Testing

@testable import MarqueeRequests

/// Award words ask for films that won an Oscar, the one award the catalog counts, in English and German with its
/// endings, and say so; a nomination is not a win and is reported as not used.
struct AskAwardTests {
    private let parser = AskIntentParser(catalogYears: 1940...2014)

    @Test(
        "An award phrase asks for Oscar winners and is shown as read so",
        arguments: [
            ("oscar-winning comedies", "oscar-winning"), ("Oscar winners comedies", "Oscar winners"),
            ("academy award winning comedies", "academy award winning"), ("award-winning comedies", "award-winning"),
            ("oscarprämierte Komödien", "oscarprämierte"), ("preisgekrönte Komödien", "preisgekrönte"),
        ]
    )
    func awardAsksForOscars(request: String, typed: String) {
        #expect(
            parser.parse(request)
                == AskCriteria(
                    wantedGenres: [[.comedy]], wonOscar: true,
                    interpretations: [AskInterpretation(typed: typed, reading: .oscars)]))
    }

    @Test("A nomination is not a win: it is reported as not used, and the rest of the request still applies")
    func nominationIsReported() {
        #expect(
            parser.parse("oscar-nominated dramas")
                == AskCriteria(wantedGenres: [[.drama]], unusedWords: ["oscar-nominated"]))
    }

    @Test("A follow-up keeps the Oscar winners asked for before, as if asked at once")
    func followUpKeepsOscars() {
        let refined = parser.parse("oscar-winning dramas").refined(by: parser.parse("after 1990"))
        #expect(refined.literal == parser.parse("oscar-winning dramas after 1990").literal)
        #expect(refined.wonOscar)
    }
}
