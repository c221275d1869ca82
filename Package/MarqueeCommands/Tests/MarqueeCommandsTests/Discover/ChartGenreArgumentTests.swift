import MarqueeDomain
import Testing

@testable import MarqueeCommands

struct ChartGenreArgumentTests {
    @Test(
        "Chart genres are found from loose names in any case, with or without spaces, hyphens or ampersands",
        arguments: [
            ("sci-fi", ChartGenre.sciFiAndFantasy), ("Sci-Fi & Fantasy", .sciFiAndFantasy),
            ("FANTASY", .sciFiAndFantasy),
            ("kids", .kidsAndFamily), ("Kids & Family", .kidsAndFamily), ("family", .kidsAndFamily),
            ("action", .actionAndAdventure), ("action-adventure", .actionAndAdventure), ("comedy", .comedy),
            ("Drama", .drama), ("horror", .horror), ("thriller", .thriller),
            ("actionAndAdventure", .actionAndAdventure),
        ]
    )
    func parsesLooseNames(text: String, expected: ChartGenre) {
        #expect(ChartGenreArgument.genre(named: text) == expected)
    }

    @Test("Text that names no chart genre parses to nil", arguments: ["", "western", "sci", "4413", "&"])
    func rejectsUnknownNames(text: String) {
        #expect(ChartGenreArgument.genre(named: text) == nil)
    }
}
