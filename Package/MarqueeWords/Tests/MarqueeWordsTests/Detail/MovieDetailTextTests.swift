import Foundation
import MarqueeDomain
import Testing

@testable import MarqueeWords

/// `marquee movie` prints the catalog's facts first and the store's part after; together they read as one detail.
struct MovieDetailTextTests {
    private static let text = MovieDetailText(
        console: Console(isTerminal: false, usesColor: false, out: { _ in }, error: { _ in }),
        l10n: Localizer(.english))

    /// An `ml:` film the catalog knows only by title, year and genre.
    private static let sparse = Movie(
        id: MovieID("ml:5618"), title: "Spirited Away", year: 2001, genres: [.animation],
        audience: AudienceScore(mean: 4.2, ratings: 87))

    @Test("When the store adds nothing to the facts, the early part and the remainder make the whole detail")
    func partsMakeTheWhole() {
        let catalog = DetailedMovie(details: MovieDetails(movie: Self.sparse), source: .bundled)
        let early = Self.text.head(catalog)
        let remainder = Self.text.remainder(after: early, catalog, reactions: [], country: "us")
        #expect(
            early.joined(separator: "\n") + "\n" + remainder
                == Self.text.text(catalog, reactions: [], country: "us"))
    }

    @Test("Facts the store filled in after the catalog's were printed come under a heading, never silently")
    func storeFilledInFacts() {
        let catalog = DetailedMovie(details: MovieDetails(movie: Self.sparse), source: .bundled)
        var filled = Self.sparse
        filled.runtimeMinutes = 125
        filled.directors = ["Hayao Miyazaki"]
        let merged = DetailedMovie(
            details: MovieDetails(movie: filled, catalogID: Self.sparse.id), source: .bundled,
            storeSource: .live)
        let early = Self.text.head(catalog)
        let remainder = Self.text.remainder(after: early, merged, reactions: [], country: "us")
        #expect(
            early == [
                "Spirited Away (2001)", "Animation", "Audience 8.4/10 from 87 MovieLens ratings",
                "Not known for this film: running time, director, cast, language and country",
            ])
        #expect(
            remainder == """
                The iTunes Store filled in what the catalog lacked:
                  2h 05m · Animation
                  Directed by Hayao Miyazaki · Audience 8.4/10 from 87 MovieLens ratings
                  Not known for this film: cast, language and country
                id ml:5618 · Sources: bundled catalog (Wikidata, CC0; MovieLens data, non-commercial) and iTunes Store \
                (US), live.
                """)
    }

    @Test("A film's Oscars show after its scores, in English and German; a film with none shows no line")
    func oscars() {
        var titanic = Movie(id: MovieID("tt0120338"), title: "Titanic", year: 1997, criticScore: 8.0, reviewCount: 255)
        titanic.oscars = 8
        let detail = DetailedMovie(details: MovieDetails(movie: titanic), source: .bundled)
        let german = MovieDetailText(
            console: Console(isTerminal: false, usesColor: false, out: { _ in }, error: { _ in }),
            l10n: Localizer(.german))

        #expect(Self.text.head(detail).contains("Oscars: 8"))
        #expect(german.head(detail).contains("Oscar-Gewinne: 8"))
        titanic.oscars = nil
        let none = DetailedMovie(details: MovieDetails(movie: titanic), source: .bundled)
        #expect(!Self.text.head(none).contains { $0.hasPrefix("Oscars") })
    }
}
