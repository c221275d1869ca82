import MarqueeDomain

/// One pick in `marquee.recommend/1`: the catalog film (or `null`), the service's own words (or `null`), and why.
public struct RecommendPickJSON: Encodable {
    /// The card as the service sent it, placeholders already `null`.
    public struct Service: Encodable {
        let title: String
        let year: Int?
        let genre: String?
        let rating: String?
        let score: Double
        let posterURL: String?
        let director: String?
        let summary: String?

        public init(_ card: ServiceRecommendation) {
            title = card.title
            year = card.year
            genre = card.genre
            rating = card.rating
            score = card.score
            posterURL = card.posterURL?.absoluteString
            director = card.director
            summary = card.summary
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(title, forKey: .title)
            try container.encode(year, forKey: .year)
            try container.encode(genre, forKey: .genre)
            try container.encode(rating, forKey: .rating)
            try container.encode(score, forKey: .score)
            try container.encode(posterURL, forKey: .posterURL)
            try container.encode(director, forKey: .director)
            try container.encode(summary, forKey: .summary)
        }

        private enum CodingKeys: String, CodingKey {
            case title, year, genre, rating, score, posterURL, director, summary
        }
    }

    let rank: Int
    let id: String
    let inCatalog: Bool
    let movie: MovieJSON?
    let service: Service?
    let score: Double
    let engine: String
    let reasons: [PickJSON.Reason]

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

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(rank, forKey: .rank)
        try container.encode(id, forKey: .id)
        try container.encode(inCatalog, forKey: .inCatalog)
        try container.encode(movie, forKey: .movie)
        try container.encode(service, forKey: .service)
        try container.encode(score, forKey: .score)
        try container.encode(engine, forKey: .engine)
        try container.encode(reasons, forKey: .reasons)
    }

    private enum CodingKeys: String, CodingKey { case rank, id, inCatalog, movie, service, score, engine, reasons }
}

extension PickJSON.Reason {
    /// A reason chip: its stable kind, its words, and its points rounded to three decimals.
    public init(_ reason: RecommendationReason, words: ReasonText) {
        self.init(
            kind: ReasonText.key(reason), text: words.text(reason),
            points: (reason.contribution * 1000).rounded() / 1000)
    }
}
