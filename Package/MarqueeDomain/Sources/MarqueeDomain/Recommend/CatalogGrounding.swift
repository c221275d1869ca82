/// Matches a service's cards to bundled catalog films, so they open the same detail view as every other film.
struct CatalogGrounding {
    let movies: [Movie]

    /// The picks for a service's cards, in the service's order; two cards that match one film become one pick.
    func picks(for cards: [ServiceRecommendation], limit: Int) -> [FormPick] {
        var picks: [FormPick] = []
        var seen: Set<MovieID> = []
        for card in cards where picks.count < limit {
            let pick = self.pick(for: card)
            if seen.insert(pick.id).inserted { picks.append(pick) }
        }
        return picks
    }

    func pick(for card: ServiceRecommendation) -> FormPick {
        let reasons = [RecommendationReason(.recommenderScore(card.score), contribution: card.score)]
        guard var movie = match(card) else {
            let movie = Self.serviceOnlyMovie(card)
            let recommendation = Recommendation(movie: movie, score: card.score, reasons: reasons, engine: .formService)
            return FormPick(recommendation: recommendation, isInCatalog: false, serviceCard: card)
        }
        movie.posterURL = movie.posterURL ?? card.posterURL
        movie.summary = movie.summary ?? card.summary
        let recommendation = Recommendation(movie: movie, score: card.score, reasons: reasons, engine: .formService)
        return FormPick(recommendation: recommendation, isInCatalog: true, serviceCard: card)
    }

    private func match(_ card: ServiceRecommendation) -> Movie? {
        guard let year = card.year else { return nil }
        let title = SearchText(card.title).folded
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

    /// A film made only of what the service said, with a `service:` id that no catalog id can equal.
    static func serviceOnlyMovie(_ card: ServiceRecommendation) -> Movie {
        let slug = SearchText(card.title).words.joined(separator: "-")
        let genres = (card.genre ?? "").split { ",|/".contains($0) }.compactMap { Genre.parse(String($0)) }
        return Movie(
            id: MovieID("service:\(slug)" + (card.year.map { "-\($0)" } ?? "")),
            title: card.title,
            year: card.year,
            genres: GenreSet(genres),
            directors: card.director.map { [$0] } ?? [],
            contentRating: card.rating.flatMap(ContentRating.parse),
            posterURL: card.posterURL,
            summary: card.summary
        )
    }
}
