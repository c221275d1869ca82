import Foundation
import MarqueeDomain
import MarqueePresentation
import MarqueeWords
import Testing

@Suite struct CatalogTextTests {
    private let billed = Movie(
        id: MovieID("tt9990001"), title: "Lanterns Over Harbour", year: 2019, directors: ["Maren Østby"],
        cast: ["Ben Adeyemi", "Cléo Marchetti", "Ada Kowalczyk"], imdb: IMDbScore(rating: 8.1, votes: 1_234_567),
        isCastBilled: true)

    @Test("A billed cast says who stars, in billing order; an unbilled one stays alphabetical")
    func starring() {
        let text = MovieText(l10n: Localizer(.english))
        var unbilled = billed
        unbilled.isCastBilled = false

        #expect(text.cast(billed) == "Starring Ben Adeyemi, Cléo Marchetti, Ada Kowalczyk")
        #expect(text.cast(unbilled) == "Cast (A–Z): Ada Kowalczyk, Ben Adeyemi, Cléo Marchetti")
        #expect(
            MovieText(l10n: Localizer(.german)).cast(billed)
                == "In den Hauptrollen: Ben Adeyemi, Cléo Marchetti, Ada Kowalczyk")
    }

    @Test("The IMDb score is its own label, its votes said as people say them, in both languages")
    func imdbScore() {
        #expect(
            MovieText(l10n: Localizer(.english)).credits(billed) == "Directed by Maren Østby · IMDb 8.1 from 1.2M votes"
        )
        #expect(MovieText(l10n: Localizer(.german)).imdb(billed) == "IMDb 8,1 aus 1,2 Mio. Stimmen")
        let text = CatalogText(l10n: Localizer(.english))
        #expect([text.compact(980), text.compact(45_600), text.compact(2_000_000)] == ["980", "45K", "2.0M"])
    }

    @Test("A film the IMDb catalog added is labelled as IMDb's, and the sources line names that catalog")
    func imdbSource() {
        var filled = billed
        filled.coLiked = [CoLikedFilm(id: MovieID("tt0000002"), weight: 1)]
        var plain = billed
        plain.imdb = nil
        let found = SearchResults(
            query: "lanterns",
            results: [filled, billed, plain].map { SearchResult(movie: $0, quality: .titleWords, source: .bundled) })
        let text = SearchResultsText(
            console: Console(isTerminal: false, usesColor: false, out: { _ in }, error: { _ in }),
            l10n: Localizer(.english), country: "us", deadline: .seconds(3))

        #expect(
            found.results.map(SearchResultsText.label) == [.searchLabelBundled, .searchLabelImdb, .searchLabelBundled])
        #expect(
            text.storePart(found).components(separatedBy: "\n").last
                == "Sources: bundled catalog (Wikidata, CC0; MovieLens data, non-commercial) and your IMDb catalog "
                + "(information courtesy of IMDb).")
        #expect(
            SourceText(l10n: Localizer(.english), country: "us").line([.bundled])
                == "Source: bundled catalog (Wikidata, CC0; MovieLens data, non-commercial).")
    }

    @Test("Each bad input names its file and line, in both languages")
    func failures() {
        let error = IMDbImportError(.tooFewColumns, file: "title.crew.tsv.gz", line: 1_204)

        #expect(
            CatalogText(l10n: Localizer(.english)).failure(error)
                == "title.crew.tsv.gz, line 1,204: the row has too few tab-separated columns.")
        #expect(
            CatalogText(l10n: Localizer(.german)).failure(error)
                == "title.crew.tsv.gz, Zeile 1.204: Die Zeile hat zu wenige durch Tabulatoren getrennte Spalten.")
    }

    @Test("The import's last line states IMDb's attribution and the data's terms")
    func terms() {
        let summary = IMDbOverlaySummary(
            films: 45_210, added: 26_264, filled: 18_000, years: 1894...2026, date: Date(timeIntervalSince1970: 0),
            path: "data/imdb-catalog.bin")
        let lines = CatalogText(l10n: Localizer(.english)).done(summary).components(separatedBy: "\n")

        #expect(
            lines.last
                == "Information courtesy of IMDb (https://www.imdb.com). Used with permission. For personal and "
                + "non-commercial use; Marquee does not redistribute it.")
        #expect(
            CatalogText(l10n: Localizer(.english)).overlay(summary)
                == "Your IMDb catalog: 45,210 films (26,264 added), 1894–2026, imported 1970-01-01")
    }
}
