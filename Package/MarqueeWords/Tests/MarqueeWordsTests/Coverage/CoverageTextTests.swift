import MarqueeDomain
import Testing

@testable import MarqueeWords

/// What the catalog covers, and what a request outside it got, reads as whole sentences in both languages.
struct CoverageTextTests {
    private static let span = CatalogSpan(years: 1902...2016, filmCount: 18_965)
    private static let closest = ClosestYears(asked: 2020...2020, used: 2013...2016, span: span)
    private static let relaxations: [FormRelaxation] = [
        .closestYears(closest),
        .otherYears(requested: 1950, rating: .pg13, introduced: 1984, used: 1958...1971),
        .otherYears(requested: 1950, rating: .r, introduced: nil, used: 1926...1974),
        .otherYears(requested: 1950, rating: .notRated, introduced: nil, used: 1926...1974),
        .otherRuntimes(requested: 300, rating: .r),
        .otherRuntimes(requested: 300, rating: .notRated),
    ]

    @Test("The span and the ask notice, in English, with years never grouped like numbers")
    func english() {
        let text = CoverageText(l10n: Localizer(.english))
        #expect(text.span(Self.span) == "Bundled catalog: 18,965 films, 1902–2016")
        #expect(
            text.ask(Self.closest)
                == "The bundled catalog covers 1902–2016; showing the closest years (2013–2016). "
                + "The iTunes Store is asked when online.")
        #expect(
            Self.relaxations.map(text.form) == [
                "The bundled catalog covers 1902–2016, so these films are from 2013–2016 instead of 2020.",
                "Few PG-13 films before 1984: the MPAA introduced the rating that year, and older films carry it only "
                    + "when re-rated. These are from 1958–1971 instead of 1950.",
                "Too few R films near 1950 in the bundled catalog, so these are from 1926–1974.",
                "Too few films near 1950 in the bundled catalog, so these are from 1926–1974.",
                "Too few R films of about 300 minutes near that year, so these have other running times.",
                "Too few films of about 300 minutes near that year, so these have other running times.",
            ])
    }

    @Test("The span and the ask notice, in German, with a German thousands separator in the count only")
    func german() {
        let text = CoverageText(l10n: Localizer(.german))
        #expect(text.span(Self.span) == "Mitgelieferter Katalog: 18.965 Filme, 1902–2016")
        #expect(
            text.ask(Self.closest)
                == "Der mitgelieferte Katalog reicht von 1902 bis 2016; gezeigt werden die nächsten Jahre (2013–2016). "
                + "Online wird der iTunes Store gefragt.")
        #expect(
            Self.relaxations.map(text.form) == [
                "Der mitgelieferte Katalog reicht von 1902 bis 2016, daher sind diese Filme von 2013–2016 statt 2020.",
                "Wenige Filme mit PG-13 vor 1984: Die MPAA führte die Freigabe in diesem Jahr ein, ältere Filme tragen "
                    + "sie nur nach einer Neuprüfung. Diese sind von 1958–1971 statt 1950.",
                "Zu wenige Filme mit R um 1950 im mitgelieferten Katalog, daher sind diese von 1926–1974.",
                "Zu wenige Filme um 1950 im mitgelieferten Katalog, daher sind diese von 1926–1974.",
                "Zu wenige Filme mit R und etwa 300 Minuten um dieses Jahr, daher haben diese andere Laufzeiten.",
                "Zu wenige Filme mit etwa 300 Minuten um dieses Jahr, daher haben diese andere Laufzeiten.",
            ])
    }
}
