import MarqueeDomain
import Testing

@testable import MarqueeWords

struct GenreNameTests {
    @Test("Every genre has a name in English (its stable name) and in German", arguments: Genre.allCases)
    func everyGenreIsNamed(_ genre: Genre) {
        #expect(Localizer(.english).genre(genre) == genre.rawValue)
        #expect(GenreStrings.german["genre.\(genre.rawValue)"] != nil)
    }

    @Test("German names genres in German wherever a person reads them: a film's facts and a reason")
    func germanNames() {
        let l10n = Localizer(.german)
        #expect(l10n.genres([.comedy, .romance, .sciFi]) == "Komödie, Liebesfilm, Science-Fiction")
        #expect(
            ReasonText(l10n: l10n).text(RecommendationReason(.preferredGenre(.sciFi), contribution: 1))
                == "Mehr Science-Fiction")
    }
}
