import Foundation
import MarqueeDomain
import Testing

@testable import MarqueeWords

/// Every message that carries a count reads right at 0, 1 and 2, in English and German.
struct PluralTextTests {
    private static let matrix = Movie(id: MovieID("tt0133093"), title: "The Matrix", year: 1999)
    private static let heat = Movie(id: MovieID("tt0113277"), title: "Heat", year: 1995)

    /// A report with `count` rows, each liked, saved, passed, without reaction and unmatched `count` times.
    private static func report(_ count: Int) -> ImportReport {
        let films = Array([matrix, heat, matrix][..<count])
        let rows = (0..<count).map { ShelfImportRow(line: $0 + 2, title: "Row \($0 + 2)") }
        return ImportReport(
            rowCount: count, liked: films, saved: films, passed: films, withoutReaction: rows, unmatched: rows)
    }

    @Test("The import summary counts rows and films in the singular for one and the plural otherwise")
    func importSummary() {
        let english = ImportText(l10n: Localizer(.english))
        let german = ImportText(l10n: Localizer(.german))

        #expect(english.text(Self.report(0), path: "a.csv") == "Read 0 rows from a.csv: liked 0 films, saved 0.")
        #expect(
            english.text(Self.report(1), path: "a.csv") == """
                Read 1 row from a.csv: liked 1 film, saved 1.
                Passed 1 film rated 2 stars or less, so the feed learns what you dislike.
                1 matched film asked for no reaction (no tag, a rating between 2 and 3.5 stars).
                1 row matched no film in the catalog:
                  line 2  Row 2
                See your shelf with 'marquee saved'.
                """)
        #expect(
            english.text(Self.report(2), path: "a.csv") == """
                Read 2 rows from a.csv: liked 2 films, saved 2.
                Passed 2 films rated 2 stars or less, so the feed learns what you dislike.
                2 matched films asked for no reaction (no tag, a rating between 2 and 3.5 stars).
                2 rows matched no film in the catalog:
                  line 2  Row 2
                  line 3  Row 3
                See your shelf with 'marquee saved'.
                """)
        #expect(german.text(Self.report(0), path: "a.csv") == "0 Zeilen aus a.csv gelesen: 0 Filme gemocht, 0 gemerkt.")
        #expect(
            german.text(Self.report(1), path: "a.csv") == """
                1 Zeile aus a.csv gelesen: 1 Film gemocht, 1 gemerkt.
                1 Film mit 2 Sternen oder weniger übersprungen, damit der Feed lernt, was dir nicht gefällt.
                1 gefundener Film verlangte keine Reaktion (kein Tag, eine Bewertung zwischen 2 und 3,5 Sternen).
                1 Zeile passte zu keinem Film im Katalog:
                  Zeile 2  Row 2
                Deine Merkliste zeigt 'marquee saved'.
                """)
        #expect(
            german.text(Self.report(2), path: "a.csv") == """
                2 Zeilen aus a.csv gelesen: 2 Filme gemocht, 2 gemerkt.
                2 Filme mit 2 Sternen oder weniger übersprungen, damit der Feed lernt, was dir nicht gefällt.
                2 gefundene Filme verlangten keine Reaktion (kein Tag, eine Bewertung zwischen 2 und 3,5 Sternen).
                2 Zeilen passten zu keinem Film im Katalog:
                  Zeile 2  Row 2
                  Zeile 3  Row 3
                Deine Merkliste zeigt 'marquee saved'.
                """)
    }

    @Test(
        "The export summary says film or films by the count",
        arguments: [
            (Language.english, 0, "Exported 0 films to a.csv (0 liked, 0 saved)."),
            (.english, 1, "Exported 1 film to a.csv (1 liked, 1 saved)."),
            (.english, 2, "Exported 2 films to a.csv (2 liked, 2 saved)."),
            (.german, 0, "0 Filme nach a.csv exportiert (0 gemocht, 0 gemerkt)."),
            (.german, 1, "1 Film nach a.csv exportiert (1 gemocht, 1 gemerkt)."),
            (.german, 2, "2 Filme nach a.csv exportiert (2 gemocht, 2 gemerkt)."),
        ]
    )
    func exportSummary(language: Language, count: Int, expected: String) {
        let rows = (0..<count).map { _ in
            ShelfExportRow(imdbID: nil, title: "X", year: nil, directors: [], reactions: [.like, .save])
        }
        #expect(ExportText(l10n: Localizer(language)).text(rows, path: "a.csv") == expected)
    }

    @Test(
        "The recommender's dropped cards and its time-out read in the singular for one",
        arguments: [
            (Language.english, 0, "0 of the recommender's cards were dropped", "within 0 seconds"),
            (.english, 1, "1 of the recommender's cards was dropped", "within 1 second"),
            (.english, 2, "2 of the recommender's cards were dropped", "within 2 seconds"),
            (.german, 0, "0 Karten des Dienstes wurden verworfen", "innerhalb von 0 Sekunden"),
            (.german, 1, "1 Karte des Dienstes wurde verworfen", "innerhalb von 1 Sekunde"),
            (.german, 2, "2 Karten des Dienstes wurden verworfen", "innerhalb von 2 Sekunden"),
        ]
    )
    func recommenderCounts(language: Language, count: Int, discarded: String, timedOut: String) {
        let l10n = Localizer(language)
        #expect(l10n.plural(.recommendDiscarded, count).hasPrefix(discarded + ":"))
        #expect(l10n.plural(.recommenderTimedOut, count).contains(timedOut))
    }

    @Test(
        "A reaction that clears earlier ones names them as a reader would: your earlier save, like and save, pass",
        arguments: [
            (Language.english, [Reaction.save], "This cleared your earlier save."),
            (.english, [.like, .save], "This cleared your earlier like and save."),
            (.english, [.pass], "This cleared your earlier pass."),
            (.german, [.save], "Damit ist aufgehoben, dass du ihn vorher gemerkt hattest."),
            (.german, [.like, .save], "Damit ist aufgehoben, dass du ihn vorher gemocht und gemerkt hattest."),
            (.german, [.pass], "Damit ist aufgehoben, dass du ihn vorher aussortiert hattest."),
        ] as [(Language, Set<Reaction>, String)]
    )
    func clearedReactions(language: Language, cleared: Set<Reaction>, expected: String) {
        let reaction: Reaction = cleared.contains(.pass) ? .like : .pass
        let outcome = ReactionOutcome(
            movieID: Self.matrix.id, movie: Self.matrix, before: cleared, after: [reaction])

        let lines = ReactionText(l10n: Localizer(language)).text(outcome, reaction: reaction, isUndo: false)
            .split(separator: "\n").map(String.init)

        #expect(lines[1] == expected)
    }

    @Test(
        "Every other count-bearing text has a one and an other form, right at 0, 1 and 2 in English and German",
        arguments: [
            (
                .movieCritics, ["7.5"],
                [
                    "Critics 7.5/10 from 0 reviews", "Critics 7.5/10 from 1 review",
                    "Critics 7.5/10 from 2 reviews",
                ],
                [
                    "Kritiken 7.5/10 aus 0 Rezensionen", "Kritiken 7.5/10 aus 1 Rezension",
                    "Kritiken 7.5/10 aus 2 Rezensionen",
                ]
            ),
            (
                .movieAudience, ["8.4"],
                [
                    "Audience 8.4/10 from 0 MovieLens ratings",
                    "Audience 8.4/10 from 1 MovieLens rating", "Audience 8.4/10 from 2 MovieLens ratings",
                ],
                [
                    "Publikum 8.4/10 aus 0 MovieLens-Bewertungen", "Publikum 8.4/10 aus 1 MovieLens-Bewertung",
                    "Publikum 8.4/10 aus 2 MovieLens-Bewertungen",
                ]
            ),
            (
                .ageMinutes, [], ["from 0 minutes ago", "from 1 minute ago", "from 2 minutes ago"],
                ["von vor 0 Minuten", "von vor 1 Minute", "von vor 2 Minuten"]
            ),
            (
                .ageHours, [], ["from 0 hours ago", "from 1 hour ago", "from 2 hours ago"],
                ["von vor 0 Stunden", "von vor 1 Stunde", "von vor 2 Stunden"]
            ),
            (
                .ageDays, [], ["from 0 days ago", "from 1 day ago", "from 2 days ago"],
                ["von vor 0 Tagen", "von vor 1 Tag", "von vor 2 Tagen"]
            ),
            (
                .recommendSeasons, [], ["0 seasons", "1 season", "2 seasons"],
                ["0 Staffeln", "1 Staffel", "2 Staffeln"]
            ),
            (
                .askUnreadable, [],
                [
                    "0 of 3 picks could not be read.", "1 of 3 picks could not be read.",
                    "2 of 3 picks could not be read.",
                ],
                [
                    "0 von 3 Tipps konnten nicht gelesen werden.", "1 von 3 Tipps konnte nicht gelesen werden.",
                    "2 von 3 Tipps konnten nicht gelesen werden.",
                ]
            ),
            (
                .failureRateLimitedSeconds, [],
                ["0 seconds.", "a second.", "2 seconds."].map {
                    "the film store asked Marquee to slow down. Try again in \($0)"
                },
                ["in 0 Sekunden wieder.", "gleich wieder.", "in 2 Sekunden wieder."].map {
                    "der Filmshop bittet Marquee, langsamer zu machen. Versuche es \($0)"
                }
            ),
        ] as [(L10nPluralKey, [String], [String], [String])]
    )
    func otherCounts(key: L10nPluralKey, arguments: [String], english: [String], german: [String]) {
        // ask.unreadable also names the total, 3 here; the others take at most one text.
        let text = { (l10n: Localizer, count: Int) -> String in
            if key == .askUnreadable { return l10n.plural(key, count, 3) }
            return arguments.first.map { l10n.plural(key, count, $0) } ?? l10n.plural(key, count)
        }
        #expect((0...2).map { text(Localizer(.english), $0) } == english)
        #expect((0...2).map { text(Localizer(.german), $0) } == german)
    }

    @Test(
        "The Tomatometer line says review or reviews by the count",
        arguments: [
            (Language.english, 1, "Tomatometer 90% from 1 review"), (.english, 2, "Tomatometer 90% from 2 reviews"),
            (.german, 1, "Tomatometer 90 % aus 1 Rezension"), (.german, 2, "Tomatometer 90 % aus 2 Rezensionen"),
        ]
    )
    func tomatometer(language: Language, reviews: Int, expected: String) {
        let movie = Movie(id: MovieID("tt1"), title: "X", reviewCount: reviews, tomatometer: 90)
        #expect(MovieText(l10n: Localizer(language)).score(movie) == expected)
    }

    @Test(
        "The filtered picks line agrees with the number shown: one pick passt, two picks passen",
        arguments: [
            (Language.english, 0, "Showing 0 of 3 picks matching 'crime'."),
            (.english, 1, "Showing 1 of 3 picks matching 'crime'."),
            (.english, 2, "Showing 2 of 3 picks matching 'crime'."),
            (.german, 0, "0 von 3 Tipps passen zu 'crime'."),
            (.german, 1, "1 von 3 Tipps passt zu 'crime'."),
            (.german, 2, "2 von 3 Tipps passen zu 'crime'."),
        ]
    )
    func filteredPicks(language: Language, shown: Int, expected: String) {
        #expect(Localizer(language).plural(.recommendFilterSome, shown, 3, "crime") == expected)
    }
}
