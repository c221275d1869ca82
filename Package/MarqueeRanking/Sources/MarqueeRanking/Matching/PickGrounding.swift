import MarqueeDomain

/// Resolves a model's picks to catalog films by title and year, forgiving typos, so no metadata is invented.
struct PickGrounding: Sendable {
    private let movies: [Movie]
    private let matcher = MovieMatcher()

    /// Creates a grounding over a catalog.
    init(movies: [Movie]) {
        self.movies = movies
    }

    /// The catalog film a pick names.
    /// - Parameter pick: the model's pick.
    /// - Returns: the film, or `nil` when the catalog has no film with that title near that year.
    func movie(for pick: ChatPick) -> Movie? {
        let query = SearchText(pick.title)
        guard !query.words.isEmpty else { return nil }
        var best: (movie: Movie, quality: MatchQuality, distance: Int)?
        for movie in movies {
            let distance: Int
            if let year = pick.year {
                guard let filmYear = movie.year, abs(filmYear - year) <= 1 else { continue }
                distance = abs(filmYear - year)
            } else {
                distance = 0
            }
            guard let quality = titleQuality(movie, query: query, hasYear: pick.year != nil) else { continue }
            if let current = best, !isBetter((movie, quality, distance), than: current) { continue }
            best = (movie, quality, distance)
        }
        return best?.movie
    }

    private func titleQuality(_ movie: Movie, query: SearchText, hasYear: Bool) -> MatchQuality? {
        guard let quality = matcher.quality(of: movie, for: query), quality >= .titleWithTypo else { return nil }
        if quality == .exactTitle { return quality }
        // Without a year only exact titles are safe; with one, a typo or a dropped subtitle word is still the film.
        guard hasYear else { return nil }
        let extra = SearchText(movie.title).words.count - query.words.count
        return (0...1).contains(extra) ? quality : nil
    }

    private func isBetter(
        _ candidate: (movie: Movie, quality: MatchQuality, distance: Int),
        than current: (movie: Movie, quality: MatchQuality, distance: Int)
    ) -> Bool {
        if candidate.quality != current.quality { return candidate.quality > current.quality }
        if candidate.distance != current.distance { return candidate.distance < current.distance }
        if candidate.movie.reviewCount != current.movie.reviewCount {
            return candidate.movie.reviewCount > current.movie.reviewCount
        }
        return candidate.movie.id < current.movie.id
    }
}
