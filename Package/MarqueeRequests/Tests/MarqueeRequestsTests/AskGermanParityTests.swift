import MarqueeDomain
import MarqueeDomainTestSupport
import Testing

@testable import MarqueeRequests

/// German requests read as their English twins: nationality adjectives with their endings, "Filme wie
/// Matrix", decades with "Jahren", durations with "zweieinhalb".
struct AskGermanParityTests {
    private let parser = AskIntentParser(catalogYears: 1940...2014)

    @Test(
        "German phrasings read as the English ones",
        arguments: [
            ("deutscher Krimi", "German crime"), ("französische Komödien", "French comedies"),
            ("ein italienisches Drama", "an Italian drama"), ("japanische Filme", "Japanese films"),
            ("britische Liebesfilme", "British romance movies"), ("Dramen aus den 1990er Jahren", "90s dramas"),
            ("Filme mindestens zweieinhalb Stunden", "films at least two and a half hours long"),
            ("Filme auf Französisch", "films in French"),
            ("Krimis zwischen 1990 und 2000", "crime made between 1990 and 2000"),
            ("Komödien aus Italien", "comedies from Italy"),
        ] as [(String, String)]
    )
    func twins(german: String, english: String) {
        #expect(parser.parse(german).literal == parser.parse(english).literal)
        #expect(parser.parse(german).unusedWords.isEmpty)
    }

    @Test("'Filme wie Matrix' names a reference film")
    func filmeWie() {
        #expect(parser.parse("Filme wie Matrix").reference == "Matrix")
    }
}
