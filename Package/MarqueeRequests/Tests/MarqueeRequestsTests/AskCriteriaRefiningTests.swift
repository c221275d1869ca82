import MarqueeDomain
import MarqueeDomainTestSupport
import Testing

@testable import MarqueeRequests

/// A chat's follow-up narrows what came before; only an explicit "instead" replaces what it names.
struct AskCriteriaRefiningTests {
    private static let parser = AskIntentParser(catalogYears: 1945...2014)

    @Test(
        "Follow-ups narrow the earlier request; 'instead' replaces what it names",
        arguments: [
            ("sci-fi from the 90s", "only after 1995", "sci-fi from 1996 to 1999"),
            ("sci-fi from the 90s", "only after 2000", "sci-fi after 2000"),
            ("sci-fi from the 90s", "under 100 minutes", "sci-fi from the 90s under 100 minutes"),
            ("horror from the 80s", "nothing too gory", "horror from the 80s nothing too gory"),
            ("horror from the 80s", "less violent", "horror from the 80s less violent"),
            ("90s thrillers", "for kids", "90s thrillers for kids"),
            ("sci-fi from the 90s", "comedies", "sci-fi comedies from the 90s"),
            ("sci-fi from the 90s", "comedies instead", "comedies from the 90s"),
            ("sci-fi from the 90s", "from the 80s instead", "sci-fi from the 80s"),
            ("sci-fi from the 90s", "something like Heat", "sci-fi from the 90s like Heat"),
            ("sci-fi from the 90s", "movies with tom hanks", "sci-fi from the 90s with tom hanks"),
            ("Science-Fiction aus den 90ern", "stattdessen Komödien", "Komödien aus den 90ern"),
        ] as [(String, String, String)]
    )
    func refines(earlier: String, followUp: String, sameAs whole: String) {
        let refined = Self.parser.parse(earlier).refined(by: Self.parser.parse(followUp))
        #expect(refined.literal == Self.parser.parse(whole).literal)
    }

    @Test("A chat's first request is read as it is")
    func firstRequest() {
        #expect(AskCriteria().refined(by: Self.parser.parse("only after 2000")) == Self.parser.parse("only after 2000"))
    }
}
