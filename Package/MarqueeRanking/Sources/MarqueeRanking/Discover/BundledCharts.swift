import MarqueeDomain

/// Discover rows built from the bundled catalog, for when the store cannot be reached and nothing is cached.
///
/// Each row holds the catalog's best-rated films of the chart's genres, by critic score shrunk toward the
/// catalog mean (``CriticPrior``), so a 9.5 from three reviews does not top a row.
struct BundledCharts {
    let movies: [Movie]
    let prior: CriticPrior

    init(movies: [Movie], weights: RankingWeights = .standard) {
        self.movies = movies
        prior = CriticPrior(measuring: movies, weight: weights.priorReviewCount)
    }

    /// The best-rated films overall, or of any of the given genres.
    func top(_ limit: Int, in genres: GenreSet? = nil) -> [Movie] {
        guard limit > 0 else { return [] }
        var best = TopScores(capacity: limit) { [movies] in movies[$0].id > movies[$1].id }
        for (index, movie) in movies.enumerated() {
            if let genres, movie.genres.intersection(genres).isEmpty { continue }
            let score = prior.score(movie)
            best.offer(index: index, score: score, base: score)
        }
        return best.sorted().map { movies[$0.index] }
    }

    /// A row standing in for a chart.
    func section(_ kind: DiscoverSection.Kind, limit: Int) -> DiscoverSection {
        switch kind {
        case .featured: DiscoverSection(kind: kind, movies: top(limit), source: .bundled)
        case .genre(let genre):
            DiscoverSection(kind: kind, movies: top(limit, in: genre.catalogGenres), source: .bundled)
        }
    }
}
