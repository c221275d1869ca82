import MarqueeDomain
import MarqueeDomainTestSupport
import Testing

@testable import MarqueeRequests

/// Two misreadings the offline reader must not make: a theme read inside a longer word ("twister" as "twist"), and
/// German genre words left unknown ("Musik").
struct AskMisreadingTests {
    private let parser = AskIntentParser(catalogYears: 1990...2010)

    @Test(
        "A theme is a whole word or its plural, never the start of a longer word: 'twister' is a title, not a twist",
        arguments: [
            ("something like twister", AskCriteria(reference: "twister")),
            ("a film like twister from the 90s", AskCriteria(years: 1990...1999, reference: "twister")),
            ("a movie with a twist", AskCriteria(unusedWords: ["twist"], themes: ["twist"])),
            ("films with twists", AskCriteria(unusedWords: ["twists"], themes: ["twists"])),
            ("a twist ending", AskCriteria(unusedWords: ["twist ending"], themes: ["twist ending"])),
        ] as [(String, AskCriteria)]
    )
    func themesAreWholeWords(request: String, expected: AskCriteria) {
        #expect(parser.parse(request) == expected)
    }

    @Test(
        "German genre words are read as their genres, as the app's German genre names are",
        arguments: [
            ("Musik", [[Genre.music]]),
            ("Dokumentarfilme über Musik", [[.documentary], [.music]]),
            ("Musikfilme", [[.music]]),
            ("ein Konzertfilm", [[.music]]),
            ("eine Biografie", [[.biography]]),
            ("eine Biographie", [[.biography]]),
            ("ein historischer Film", [[.history]]),
            ("Historienfilme", [[.history]]),
            ("ein Kriminalfilm", [[.crime]]),
            ("ein Märchen", [[.fantasy]]),
            ("Spionagefilme", [[.thriller]]),
            ("ein Katastrophenfilm", [[.action], [.drama]]),
        ] as [(String, [GenreSet])]
    )
    func germanGenres(request: String, genres: [GenreSet]) {
        #expect(parser.parse(request) == AskCriteria(wantedGenres: genres))
    }
}
