import MarqueeDomain
import MarqueeDomainTestSupport
import Testing

@testable import MarqueeRequests

/// Genre adjectives name their genre as the noun does, in English and in German with its adjective endings; a genre
/// the catalog holds too few films of is reported as not used instead of emptying the answer; an adjective no rule
/// knows is reported, never dropped.
struct AskGenreAdjectiveTests {
    private let parser = AskIntentParser(catalogYears: 1940...2014)

    @Test(
        "A genre adjective asks for its genre, whatever its German ending",
        arguments: [
            ("animierte Filme", Genre.animation), ("ein animierter Film", .animation),
            ("biografische Filme", .biography), ("ein dokumentarischer Film", .documentary),
            ("musikalische Filme", .music), ("komische Filme", .comedy), ("ein mysteriöses Drama", .mystery),
            ("a fantastical film", .fantasy), ("a mysterious movie", .mystery), ("an animated movie", .animation),
        ] as [(String, Genre)]
    )
    func adjectiveAsksForGenre(request: String, genre: Genre) {
        var expected = AskCriteria(wantedGenres: [[genre]])
        if request.hasSuffix("Drama") { expected.wantedGenres.append([.drama]) }
        #expect(parser.parse(request) == expected)
    }

    @Test(
        "A mood that is its genre's adjective asks for the genre, in English and German",
        arguments: [
            ("romantic films", Genre.romance, "romantic"), ("romantische Filme", .romance, "romantische"),
            ("dramatic movies", .drama, "dramatic"), ("ein dramatischer Film", .drama, "dramatischer"),
        ] as [(String, Genre, String)]
    )
    func moodAdjectiveAsksForGenre(request: String, genre: Genre, typed: String) {
        let mood = AskMood(word: genre == .romance ? "romantic" : "emotional", genres: [genre])

        #expect(
            parser.parse(request)
                == AskCriteria(
                    wantedGenres: [[genre]], moods: [mood],
                    interpretations: [AskInterpretation(typed: typed, reading: .mood(mood, wanted: [genre]))]))
    }

    @Test(
        "A German compound starting with 'Film' asks for its genre",
        arguments: [("eine Filmbiografie", Genre.biography), ("Filmkomödien", .comedy), ("ein Filmdrama", .drama)]
            as [(String, Genre)]
    )
    func filmCompounds(request: String, genre: Genre) {
        #expect(parser.parse(request) == AskCriteria(wantedGenres: [[genre]]))
    }

    @Test(
        "An adjective no rule knows is reported as not used",
        arguments: [("a criminal movie", "criminal"), ("fantastische Filme", "fantastische")]
    )
    func unknownAdjectiveIsReported(request: String, word: String) {
        #expect(parser.parse(request) == AskCriteria(unusedWords: [word]))
    }

    @Test(
        "A genre the catalog holds too few films of is reported, and the rest of the request still asked",
        arguments: [("a historical drama", "historical"), ("ein historisches Drama", "historisches")]
    )
    func sparseGenreIsReported(request: String, word: String) {
        let parser = AskIntentParser(catalogYears: 1940...2014, sparseGenres: [.history])

        #expect(parser.parse(request) == AskCriteria(wantedGenres: [[.drama]], unusedWords: [word], themes: [word]))
    }

    @Test("A German genre compound the catalog holds too few films of is reported as typed")
    func sparseCompoundIsReported() {
        let parser = AskIntentParser(catalogYears: 1940...2014, sparseGenres: [.history])

        #expect(
            parser.parse("Historienfilme") == AskCriteria(unusedWords: ["Historienfilme"], themes: ["Historienfilme"]))
    }

    @Test("A catalog of a thousand films or more judges a genre with fewer than five films sparse; a small one none")
    func measuringFindsSparseGenres() {
        let history = (0..<3).map { Synthetic.film("h\($0)", genres: [.history, .drama]) }
        let dramas = (0..<997).map { Synthetic.film("d\($0)", genres: [.drama]) }

        #expect(AskIntentParser(measuring: history + dramas).sparseGenres.contains(.history))
        #expect(!AskIntentParser(measuring: history + dramas).sparseGenres.contains(.drama))
        #expect(AskIntentParser(measuring: history + dramas.prefix(10)).sparseGenres == [])
    }

    @Test(
        "A German nationality adjective asks for the same origin with every ending",
        arguments: ["deutscher Krimi", "deutsche Krimis", "ein deutsches Krimi", "den deutschen Krimis"]
    )
    func germanNationalityEndings(request: String) {
        let germany = AskOrigin(languages: ["German"], countries: ["Germany", "West Germany", "East Germany"])

        #expect(parser.parse(request) == AskCriteria(wantedGenres: [[.crime]], origin: germany))
    }

    @Test("An Indian film is asked for in India's film languages, not Hindi alone")
    func indianLanguages() {
        let origin = parser.parse("indian films").origin

        #expect(origin?.languages == ["Hindi", "Bangla", "Tamil", "Telugu", "Marathi", "Malayalam"])
        #expect(origin?.countries == ["India"])
    }
}
