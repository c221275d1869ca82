/// The years and size of a catalog, measured from its films, so screens can say what it covers.
public struct CatalogSpan: Hashable, Sendable {
    /// The fewest years a request outside the span is widened to, so "best of 2019" still has a choice.
    public static let closestYearsWidth = 3

    /// The first and last release year of any film.
    public let years: ClosedRange<Int>
    /// How many films the catalog holds, dated or not.
    public let filmCount: Int

    /// Creates a span from known values.
    public init(years: ClosedRange<Int>, filmCount: Int) {
        self.years = years
        self.filmCount = filmCount
    }

    /// Measures a catalog.
    /// - Parameter movies: the catalog's films; `nil` comes back when no film has a year.
    public init?(measuring movies: [Movie]) {
        var first = Int.max
        var last = Int.min
        for year in movies.lazy.compactMap(\.year) {
            first = min(first, year)
            last = max(last, year)
        }
        guard first <= last else { return nil }
        self.init(years: first...last, filmCount: movies.count)
    }

    /// The year in the span nearest to a year: the year itself, or the nearer edge.
    public func nearestYear(to year: Int) -> Int { min(max(year, years.lowerBound), years.upperBound) }

    /// The closest years to a request that lies entirely outside the span.
    public func closestYears(to asked: ClosedRange<Int>) -> ClosestYears? {
        guard !asked.overlaps(years) else { return nil }
        let width = min(max(asked.count, Self.closestYearsWidth), years.count)
        let used =
            asked.lowerBound > years.upperBound
            ? (years.upperBound - width + 1)...years.upperBound
            : years.lowerBound...(years.lowerBound + width - 1)
        return ClosestYears(asked: asked, used: used, span: self)
    }
}
