import MarqueeDomainTestSupport
import Testing

@testable import MarqueeDomain
@testable import MarqueeRanking

/// The catalog's span is measured from its films, and years outside it map to the closest years inside.
struct CatalogSpanTests {
    private static let span = CatalogSpan(years: 1902...2016, filmCount: 18_965)

    @Test("The span runs from the first to the last dated film and counts every film, dated or not")
    func measuresFirstAndLastYear() {
        let undated = Movie(id: MovieID("tt0000001"), title: "Undated")
        #expect(
            CatalogSpan(measuring: Films.all + [undated])
                == CatalogSpan(years: 1942...2010, filmCount: Films.all.count + 1))
    }

    @Test("A table measures the same span as its films, and an undated or empty table has none")
    func tableMeasuresLikeFilms() {
        let undated = Movie(id: MovieID("tt0000001"), title: "Undated")
        #expect(
            CatalogSpan(measuring: FilmTable(movies: Films.all + [undated]))
                == CatalogSpan(measuring: Films.all + [undated]))
        #expect(CatalogSpan(measuring: FilmTable(movies: [undated])) == nil)
        #expect(CatalogSpan(measuring: FilmTable(movies: [])) == nil)
    }

    @Test("A catalog with no dated film has no span")
    func noDatedFilmNoSpan() {
        #expect(CatalogSpan(measuring: [Movie(id: MovieID("tt0000001"), title: "Undated")]) == nil)
        #expect(CatalogSpan(measuring: []) == nil)
    }

    @Test("A year after the span becomes the last three years")
    func yearAfterSpan() {
        #expect(
            Self.span.closestYears(to: 2019...2019)
                == ClosestYears(asked: 2019...2019, used: 2014...2016, span: Self.span))
    }

    @Test("A decade before the span becomes the span's first ten years")
    func decadeBeforeSpan() {
        #expect(
            Self.span.closestYears(to: 1890...1899)
                == ClosestYears(asked: 1890...1899, used: 1902...1911, span: Self.span))
    }

    @Test("Years that overlap the span need no change")
    func overlappingYears() {
        #expect(Self.span.closestYears(to: 2010...2019) == nil)
        #expect(Self.span.closestYears(to: 1902...1902) == nil)
    }

    @Test("The nearest year is the year itself inside the span, else the nearer edge")
    func nearestYear() {
        #expect([1850, 1950, 2027].map(Self.span.nearestYear(to:)) == [1902, 1950, 2016])
    }
}
