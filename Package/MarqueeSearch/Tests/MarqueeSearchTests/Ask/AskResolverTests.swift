import MarqueeDomain
import MarqueeDomainTestSupport
import Testing

@testable import MarqueeDomain
@testable import MarqueeRanking
@testable import MarqueeSearch

struct AskResolverTests {
    private let resolver = AskResolver()

    @Test(
        "A reference resolves to the best title match, forgiving case, accents and a typo",
        arguments: [
            ("Interstellar", AskFilms.interstellar), ("the dark knigth", AskFilms.darkKnight),
            ("amelie", AskFilms.amelie), ("insomnia", AskFilms.insomnia),
            ("Interstellar with Matt Damon", AskFilms.interstellar),
            ("2001: A Space Odyssey", AskFilms.spaceOdyssey), ("Blorfnax Quuz", nil), ("", nil),
        ] as [(String, Movie?)]
    )
    func reference(text: String, expected: Movie?) {
        #expect(resolver.reference(text, in: AskFilms.all) == expected)
    }

    @Test(
        "People resolve to the catalog's spelling in the role asked for",
        arguments: [
            (PersonMention(name: "Christopher Nolan", role: .director), "Christopher Nolan"),
            (PersonMention(name: "christopher nolen", role: .director), "Christopher Nolan"),
            (PersonMention(name: "Chris Nolan", role: .director), "Christopher Nolan"),
            (PersonMention(name: "Nolan", role: .cast), "John Nolan"),
            (PersonMention(name: "Nolan", role: .any), "Christopher Nolan"),
            (PersonMention(name: "kubrik", role: .any), "Stanley Kubrick"),
            (PersonMention(name: "Michael Caine", role: .director), nil),
            (PersonMention(name: "tom hanks", role: .cast), "Tom Hanks"),
            (PersonMention(name: "eduardo sanchez", role: .director), "Eduardo Sánchez"),
            (PersonMention(name: "Hanks Tom", role: .cast), "Tom Hanks"),
            (PersonMention(name: "Tom", role: .cast), nil),
        ] as [(PersonMention, String?)]
    )
    func person(mention: PersonMention, expected: String?) {
        #expect(
            resolver.people([mention], in: AskFilms.all) == expected.map {
                [ResolvedPerson(mention: mention, name: $0)]
            } ?? [])
    }

    @Test(
        "The screen never rejects a text within one typo of its anchor",
        arguments: [
            ("nolan", "Christopher Nolen"), ("nolan", "Christopher Nloan"), ("nolan", "Nolan Gould"),
            ("interstellar", "Intersteller"), ("interstellar", "Interstelar"), ("interstellar", "Iinterstellar"),
            ("kubrick", "Stanley Kubrik"), ("sanchez", "Eduardo Sánchez"), ("al", "Al Pacino"),
        ]
    )
    func screenKeepsNearMatches(anchor: String, text: String) {
        #expect(TextScreen(anchor: anchor).mayMatch(text))
    }

    @Test("The screen rejects a text that shares neither end of the anchor")
    func screenRejectsStrangers() {
        #expect(!TextScreen(anchor: "interstellar").mayMatch("The Dark Knight"))
        #expect(!TextScreen(anchor: "nolan").mayMatch("Meryl Streep"))
    }
}
