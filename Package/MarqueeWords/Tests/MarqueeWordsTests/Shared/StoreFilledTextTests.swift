import Foundation
import MarqueeDomain
import Testing

@testable import MarqueeWords

/// A fact the store filled in for a thin film is labelled as the store's wherever it is shown: the film's lines, a
/// reason resting on it, a summary kept from an earlier lookup, and `--json`; a catalog fact never is.
struct StoreFilledTextTests {
    /// Spirited Away as the catalog has it, with the store's runtime, director and summary filled in.
    private static let filled: Movie = {
        var movie = Movie(
            id: MovieID("ml:5618"), title: "Spirited Away", year: 2001, runtimeMinutes: 125, genres: [.animation],
            directors: ["Hayao Miyazaki"], summary: "A girl wanders into a world of spirits.")
        movie.storeFilled = [.runtime, .directors, .summary]
        return movie
    }()

    @Test("The runtime and the director say they are the store's, in English and German")
    func filmLines() {
        let english = MovieText(l10n: Localizer(.english))
        let german = MovieText(l10n: Localizer(.german))

        #expect(english.facts(Self.filled) == "2h 05m (from the iTunes Store) · Animation")
        #expect(english.credits(Self.filled) == "Directed by Hayao Miyazaki (from the iTunes Store)")
        #expect(german.facts(Self.filled) == "2 Std. 05 Min. (laut iTunes Store) · Animation")
        #expect(german.credits(Self.filled) == "Regie: Hayao Miyazaki (laut iTunes Store)")
    }

    @Test("A catalog fact beside a store fact carries no label")
    func catalogFactsUnlabelled() {
        var mixed = Self.filled
        mixed.storeFilled = [.directors]

        let text = MovieText(l10n: Localizer(.english))

        #expect(text.facts(mixed) == "2h 05m · Animation")
        #expect(text.credits(mixed) == "Directed by Hayao Miyazaki (from the iTunes Store)")
    }

    @Test("Ask's reasons that rest on a store fact say so; without the film they cannot, and stay plain")
    func reasons() {
        let reasons = [
            RecommendationReason(.directedBy(name: "Hayao Miyazaki"), contribution: 3),
            RecommendationReason(.runtime(minutes: 125), contribution: 1),
        ]

        let labelled = ReasonText(l10n: Localizer(.english), film: Self.filled).chips(reasons)
        let plain = ReasonText(l10n: Localizer(.english)).chips(reasons)

        #expect(
            labelled == ["Directed by Hayao Miyazaki (from the iTunes Store)", "Runs 125 min (from the iTunes Store)"])
        #expect(plain == ["Directed by Hayao Miyazaki", "Runs 125 min"])
    }

    @Test("The feed's director reason for a film whose directors the store filled in says so, alone or grouped")
    func feedDirectorReason() {
        let one = [
            RecommendationReason(.director(name: "Hayao Miyazaki", becauseOf: "My Neighbor Totoro"), contribution: 1)
        ]
        let two = [
            RecommendationReason(.director(name: "Lana Wachowski", becauseOf: "The Matrix"), contribution: 1),
            RecommendationReason(.director(name: "Lilly Wachowski", becauseOf: "The Matrix"), contribution: 1),
        ]
        var catalogDirectors = Self.filled
        catalogDirectors.storeFilled = [.runtime]

        let english = ReasonText(l10n: Localizer(.english), film: Self.filled)
        let german = ReasonText(l10n: Localizer(.german), film: Self.filled)

        #expect(
            english.chips(one + two) == [
                "Directed by Hayao Miyazaki, like My Neighbor Totoro (from the iTunes Store)",
                "Directed by Lana Wachowski and Lilly Wachowski, like The Matrix (from the iTunes Store)",
            ])
        #expect(german.chips(one) == ["Regie: Hayao Miyazaki, wie bei My Neighbor Totoro (laut iTunes Store)"])
        #expect(
            ReasonText(l10n: Localizer(.english), film: catalogDirectors).chips(one)
                == ["Directed by Hayao Miyazaki, like My Neighbor Totoro"])
    }

    @Test("A summary kept from an earlier lookup comes under a line saying whose it is")
    func keptSummary() {
        let text = MovieDetailText(
            console: Console(isTerminal: false, usesColor: false, out: { _ in }, error: { _ in }),
            l10n: Localizer(.german))
        let detail = DetailedMovie(details: MovieDetails(movie: Self.filled), source: .bundled)

        let lines = text.text(detail, reactions: [], country: "us").components(separatedBy: "\n")

        #expect(lines.contains("Inhalt laut iTunes Store, von einer früheren Abfrage behalten:"))
        #expect(lines.contains("A girl wanders into a world of spirits."))
    }

    @Test("--json lists the facts the store filled in, in a fixed order, and leaves the key out otherwise")
    func json() throws {
        var plain = Self.filled
        plain.storeFilled = []

        let filled = JSONOutput.encode(MovieJSON(Self.filled))
        let catalogOnly = JSONOutput.encode(MovieJSON(plain))

        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(filled.utf8)) as? [String: Any])
        #expect(document["storeFilled"] as? [String] == ["runtime", "directors", "summary"])
        #expect(!catalogOnly.contains("storeFilled"))
    }
}
