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

    /// The catalog's film for a card, with the service's poster and summary where the catalog has none; else the
    /// film in the service's words.
    func pick(for card: ServiceRecommendation) -> FormPick {
        let reasons = [RecommendationReason(.recommenderScore(card.score), contribution: card.score)]
        let film = card.film
        guard let year = film.year, var movie = titles.film(titled: film.title, year: year, in: movies) else {
            let recommendation = Recommendation(movie: film, score: card.score, reasons: reasons, engine: .formService)
            return FormPick(recommendation: recommendation, isInCatalog: false, serviceCard: card)
        }
        movie.posterURL = movie.posterURL ?? film.posterURL
        movie.summary = movie.summary ?? film.summary
        let recommendation = Recommendation(movie: movie, score: card.score, reasons: reasons, engine: .formService)
        return FormPick(recommendation: recommendation, isInCatalog: true, serviceCard: card)
    }
}
