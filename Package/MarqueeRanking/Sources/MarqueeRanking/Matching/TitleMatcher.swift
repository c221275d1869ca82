import MarqueeDomain

/// Matching a written title to a film, the `TitleMatching` Domain's search, import and grounding use cases call.
public struct TitleMatcher: TitleMatching {
    private let matcher = MovieMatcher()

    /// Creates the matcher.
    public init() {}

    /// Grades one film: title first, then its people, forgiving case, accents and one typo per word.
    public func quality(of movie: Movie, for query: SearchText) -> MatchQuality? {
        matcher.quality(of: movie, for: query)
    }

    /// Each store film's catalog twin: the same folded title without a trailing year, the closest year within one.
    public func twins(of films: [Movie], in catalog: [Movie]) -> [MovieID: Movie] {
        SameFilm.twins(of: films, in: catalog)
    }

    /// Each row's film: by IMDb id, else by folded title and year, else by title with a typo near that year.
    public func films(for rows: [ShelfImportRow], in catalog: [Movie]) -> [Movie?] {
        let matcher = ShelfMatcher(catalog: catalog)
        return rows.map { matcher.film(for: $0) }
    }

    /// A pick's film: an exact title, or with a year a typo or one dropped subtitle word.
    public func film(for pick: ChatPick, in movies: [Movie]) -> Movie? {
        PickGrounding(movies: movies).movie(for: pick)
    }

    /// Ties go to the film more critics reviewed, then the smaller id, so the answer never depends on order.
    public func film(titled title: String, year: Int, in movies: [Movie]) -> Movie? {
        let title = SearchText(title).folded
        guard !title.isEmpty else { return nil }
        // Years first: an integer test rules out almost every film before any title is folded.
        let matches = movies.filter { movie in
            guard let filmYear = movie.year, abs(filmYear - year) <= 1 else { return false }
            return SearchText(movie.title).folded == title
        }
        return matches.min { lhs, rhs in
            let (left, right) = (abs((lhs.year ?? 0) - year), abs((rhs.year ?? 0) - year))
            if left != right { return left < right }
            if lhs.reviewCount != rhs.reviewCount { return lhs.reviewCount > rhs.reviewCount }
            return lhs.id < rhs.id
        }
    }
}
