/// Matches a service's cards to bundled catalog films, so they open the same detail view as every other film.
struct CatalogGrounding {
    let movies: [Movie]
    let titles: any TitleMatching

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
        guard let year = card.year, var movie = titles.film(titled: card.title, year: year, in: movies) else {
            let movie = Self.serviceOnlyMovie(card)
            let recommendation = Recommendation(movie: movie, score: card.score, reasons: reasons, engine: .formService)
            return FormPick(recommendation: recommendation, isInCatalog: false, serviceCard: card)
        }
        movie.posterURL = movie.posterURL ?? card.posterURL
        movie.summary = movie.summary ?? card.summary
        let recommendation = Recommendation(movie: movie, score: card.score, reasons: reasons, engine: .formService)
        return FormPick(recommendation: recommendation, isInCatalog: true, serviceCard: card)
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
