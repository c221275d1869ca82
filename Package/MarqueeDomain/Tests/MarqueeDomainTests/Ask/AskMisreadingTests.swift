import MarqueeDomain
import Testing

/// Two misreadings of issue 13's offline `ask`: a theme read inside a longer word ("twister" as "twist"), and German
/// genre words the parser did not know ("Musik").
struct AskMisreadingTests {
    private let parser = AskIntentParser(catalogYears: 1990...2010)

    @Test(
        "A theme is a whole word or its plural, never the start of a longer word: 'twister' is a title, not a twist",
        arguments: [
            ("something like twister", AskCriteria(reference: "twister")),
            ("a film like twister from the 90s", AskCriteria(years: 1990...1999, reference: "twister")),
            ("a movie with a twist", AskCriteria(unusedWords: ["twist"])),
            ("films with twists", AskCriteria(unusedWords: ["twists"])),
            ("a twist ending", AskCriteria(unusedWords: ["twist ending"])),
        ] as [(String, AskCriteria)]
    )
    func themesAreWholeWords(request: String, expected: AskCriteria) {
        #expect(parser.parse(request) == expected)
    }
}
