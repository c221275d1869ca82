import MarqueeDomain
import MarqueeDomainTestSupport
import Testing

/// A chat's follow-up narrows what came before unless it names a subject of its own.
struct AskCriteriaRefiningTests {
    private static let parser = AskIntentParser(catalogYears: 1945...2014)

    @Test(
        "Follow-ups without a subject narrow the earlier request; one with a genre, a film or a person starts afresh",
        arguments: [
            ("sci-fi from the 90s", "only after 2000", "sci-fi after 2000"),
            ("sci-fi from the 90s", "under 100 minutes", "sci-fi from the 90s under 100 minutes"),
            ("horror from the 80s", "nothing too gory", "horror from the 80s nothing too gory"),
            ("90s thrillers", "for kids", "90s thrillers for kids"),
            ("sci-fi from the 90s", "comedies", "comedies"),
            ("sci-fi from the 90s", "something like Heat", "something like Heat"),
            ("sci-fi from the 90s", "movies with tom hanks", "movies with tom hanks"),
        ] as [(String, String, String)]
    )
    func refines(earlier: String, followUp: String, sameAs whole: String) {
        let refined = Self.parser.parse(earlier).refined(by: Self.parser.parse(followUp))
        #expect(refined == Self.parser.parse(whole))
    }

    @Test("A chat's first request is read as it is")
    func firstRequest() {
        #expect(AskCriteria().refined(by: Self.parser.parse("only after 2000")) == Self.parser.parse("only after 2000"))
    }
}
