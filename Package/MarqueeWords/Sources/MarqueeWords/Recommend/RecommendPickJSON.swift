import MarqueeDomain

/// One pick in `marquee.recommend/1`: the catalog film (or `null`), the service's own words (or `null`), and why.
public struct RecommendPickJSON: Encodable {
    /// The card as the service sent it, placeholders already `null`.
    public struct Service: Encodable {
        let title: String
        @NullEncoded var year: Int?
        @NullEncoded var genre: String?
        @NullEncoded var rating: String?
        let score: Double
        @NullEncoded var posterURL: String?
        @NullEncoded var director: String?
        @NullEncoded var summary: String?

        /// Builds the document from the command's result.
        public init(_ card: ServiceRecommendation) {
            title = card.film.title
            year = card.film.year
            genre = card.genre
            rating = card.rating
            score = card.score
            posterURL = card.film.posterURL?.absoluteString
            director = card.film.directors.first
            summary = card.film.summary
        }

    }

    let rank: Int
    let id: String
    let inCatalog: Bool
    @NullEncoded var movie: MovieJSON?
    @NullEncoded var service: Service?
    let score: Double
    let engine: String
    let reasons: [PickJSON.Reason]

    /// Builds the document from the command's result.
    public init(rank: Int, _ pick: FormPick, l10n: Localizer) {
        let words = ReasonText(l10n: l10n)
        self.rank = rank
        id = pick.id.rawValue
        inCatalog = pick.isInCatalog
        movie = pick.isInCatalog ? MovieJSON(pick.recommendation.movie) : nil
        service = pick.serviceCard.map(Service.init)
        score = (pick.recommendation.score * 1000).rounded() / 1000
        engine = pick.recommendation.engine.rawValue
        reasons = pick.recommendation.reasons.map { PickJSON.Reason($0, words: words) }
    }

}

extension PickJSON.Reason {
    /// A reason chip: its stable kind, its words, and its points rounded to three decimals.
    public init(_ reason: RecommendationReason, words: ReasonText) {
        self.init(
            kind: ReasonText.key(reason), text: words.text(reason),
            points: (reason.contribution * 1000).rounded() / 1000)
    }
}
