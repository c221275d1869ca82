import MarqueeDomain
import MarqueeDomainTestSupport
import Testing

@testable import MarqueeRequests

struct AskIntentParserTests {
    private let parser = AskIntentParser(catalogYears: 1940...2014)

    @Test("Each phrasing is read as exactly its criteria", arguments: AskPhrasings.all)
    func phrasing(_ phrasing: AskPhrasing) {
        #expect(parser.parse(phrasing.text).literal == phrasing.criteria)
    }

    @Test("Initials stay in a name: 'films with J. K. Simmons', 'Filme von Paul W. S. Anderson'")
    func initials() {
        #expect(parser.parse("films with J. K. Simmons").people == [PersonMention(name: "J. K. Simmons", role: .cast)])
        #expect(
            parser.parse("Filme von Paul W. S. Anderson").people
                == [PersonMention(name: "Paul W. S. Anderson", role: .director)])
    }

    @Test("A film noun a request is about is a topic, reported as not used: 'movies about movies'")
    func filmNounAsTopic() {
        #expect(parser.parse("movies about movies").unusedWords == ["movies"])
        #expect(parser.parse("Filme über Filme").unusedWords == ["Filme"])
    }

    @Test("The table covers at least forty distinct phrasings")
    func tableSize() {
        #expect(Set(AskPhrasings.all.map(\.text)).count >= 40)
    }

    @Test("'recent' and open ranges follow the catalog's own last year")
    func recentFollowsTheCatalog() {
        let older = AskIntentParser(catalogYears: 1930...2000)

        #expect(older.parse("something recent") == AskCriteria(years: 1993...2000))
        #expect(older.parse("after 1990") == AskCriteria(years: 1991...2000))
    }

    @Test("A parser measured from a catalog spans its first to last release year")
    func measuringACatalog() {
        #expect(AskIntentParser(measuring: AskFilms.all).catalogYears == 1945...2014)
        #expect(AskIntentParser(measuring: []).catalogYears == 1900...2100)
    }

    @Test("Case, accents and punctuation do not change the reading")
    func foldingIsForgiving() {
        #expect(parser.parse("NINETIES HORROR!!!") == parser.parse("nineties horror"))
        #expect(parser.parse("Science-Fiction, please.") == AskCriteria(wantedGenres: [[.sciFi]]))
    }

    @Test("A later year range that contradicts an earlier one replaces it; an overlapping one narrows it")
    func yearRangesCombine() {
        #expect(parser.parse("90s films after 1995") == AskCriteria(years: 1996...1999))
        #expect(parser.parse("classic films from the 90s") == AskCriteria(years: 1990...1999, popularity: .wellKnown))
    }

    @Test("An exclusion is never weakened by a later 'not too'")
    func exclusionWins() {
        #expect(parser.parse("no horror, not too scary") == AskCriteria(avoidedGenres: [.horror: .exclude]))
    }
}
