import MarqueeDomain

/// Answers a plain-English request from the catalog alone, when no model is reachable.
///
/// Pure and deterministic. Films that miss a hard constraint (years, runtime, origin, asked genres, avoided
/// genres, rating, named people) are dropped, as are passed films and the reference itself. The rest are
/// scored by the taste ranking (critic score shrunk by review count, plus the profile's genres and people)
/// plus the request's own terms: moods, the asked language, likeness to the reference film, and "best".
///
/// Each pick's reasons list the request's score terms first (strongest first), then the constraints it
/// meets (0 points each: they say why it is here, not why it ranks above another pick), then the taste
/// ranking's terms, strongest first.
public struct OfflineAskEngine: CriteriaAnswering {
    /// The taste ranking's constants.
    public let weights: RankingWeights
    /// The request's constants.
    public let askWeights: AskWeights
    private let engine: RecommendationEngine
    private let resolver: AskResolver

    /// Creates an engine.
    /// - Parameters:
    ///   - weights: the taste ranking's constants.
    ///   - askWeights: the request's constants.
    ///   - findTitle: the best title match among some films, for a reference ("like Alien").
    public init(
        weights: RankingWeights = .standard,
        askWeights: AskWeights = .standard,
        findTitle: @escaping AskResolver.TitleFinder
    ) {
        self.weights = weights
        self.askWeights = askWeights
        engine = RecommendationEngine(weights: weights)
        resolver = AskResolver(findTitle: findTitle)
    }

    /// Answers a request; `CriteriaAnswering`'s entry.
    public func answer(_ criteria: AskCriteria, from movies: [Movie], profile: UserProfile, limit: Int) -> AskAnswer {
        answer(criteria, movies: movies, profile: profile, limit: limit)
    }

    /// Answers a request.
    /// - Parameters:
    ///   - asked: what the request asks for, from a `RequestReading`.
    ///   - movies: the catalog.
    ///   - profile: the user's profile; passed films never appear.
    ///   - limit: how many picks when the request does not say.
    /// - Returns: the picks with the understanding behind them; fewer than asked when few films qualify.
    public func answer(_ asked: AskCriteria, movies: [Movie], profile: UserProfile, limit: Int = 5) -> AskAnswer {
        let bare = resolver.bareNames(asked.unusedWords, themes: asked.themes, in: movies)
        var criteria = asked
        criteria.people += bare.people.map(\.mention)
        let reference = criteria.reference.flatMap { resolver.reference($0, in: movies) }
        let people = resolver.people(asked.people, in: movies) + bare.people
        let unresolved = criteria.people.filter { mention in !people.contains { $0.mention == mention } }
        let ignored = unresolved.map(\.name) + bare.unused
        var understood = criteria
        understood.people = people.map(\.mention)
        understood.count = nil
        // Nothing understood, yet something said: no generic list, only the words back and a suggestion.
        let understoodNothing = understood.isEmpty && !ignored.isEmpty
        let count = understoodNothing ? 0 : min(criteria.count ?? limit, movies.count)
        // Years the catalog does not hold are searched at its nearer edge, and the answer says so.
        let closest = criteria.years.flatMap { years in CatalogSpan(measuring: movies)?.closestYears(to: years) }
        guard count > 0 else {
            return AskAnswer(
                criteria: criteria, reference: reference, people: people, unresolvedPeople: unresolved,
                recommendations: [], ignored: ignored, understoodNothing: understoodNothing, closestYears: closest)
        }
        var searched = criteria
        if let closest { searched.years = closest.used }
        let taste = TasteModel(
            profile: profile, weights: weights, lookup: MovieIndex(movies, keeping: profile).movie(withID:))
        let context = RankContext(
            movies: movies, people: people, reference: reference, taste: taste,
            prior: CriticPrior(measuring: movies, weight: weights.priorReviewCount),
            rarity: GenreRarity(measuring: movies),
            popularity: searched.popularity == nil ? nil : PopularityScale(measuring: movies), count: count)
        let picks = rank(searched, context)
        // A reading is kept only when it changed the picks; otherwise its words are reported as not used.
        var unchanged: [String] = []
        for interpretation in searched.interpretations
        where rank(interpretation.leftOut(of: searched), context) == picks {
            unchanged.append(interpretation.typed)
            // Left out of the reasons too, so no pick claims a reading that changed nothing.
            searched = interpretation.leftOut(of: searched)
            criteria = interpretation.leftOut(of: criteria)
        }
        let scorer = AskScorer(
            criteria: searched, reference: reference, people: people, weights: askWeights, prior: context.prior,
            rarity: context.rarity)
        return AskAnswer(
            criteria: criteria, reference: reference, people: people, unresolvedPeople: unresolved,
            recommendations: picks.map {
                recommendation(movies[$0], taste: taste, prior: context.prior, scorer: scorer)
            },
            ignored: ignored + unchanged.filter { !ignored.contains($0) }, understoodNothing: understoodNothing,
            closestYears: closest
        )
    }

    /// What one ranking pass needs besides the criteria, measured once per answer.
    private struct RankContext {
        let movies: [Movie]
        let people: [ResolvedPerson]
        let reference: Movie?
        let taste: TasteModel
        let prior: CriticPrior
        let rarity: GenreRarity
        let popularity: PopularityScale?
        let count: Int
    }

    /// The catalog positions of the best films for the criteria, best first.
    ///
    /// A nationality word names a language and a country ("Italian": spoken in Italian or made in Italy). Films in
    /// the language come first, so "Italian crime movies" and "deutscher Krimi" lead with that country's cinema,
    /// not an English-language film co-produced there; films only made there fill the picks the language leaves.
    private func rank(_ criteria: AskCriteria, _ context: RankContext) -> [Int] {
        guard let origin = criteria.origin, !origin.languages.isEmpty, !origin.countries.isEmpty else {
            return ranked(criteria, context)
        }
        var spoken = criteria
        spoken.origin = AskOrigin(languages: origin.languages)
        let first = ranked(spoken, context)
        guard first.count < context.count else { return first }
        let chosen = Set(first)
        return first + ranked(criteria, context).filter { !chosen.contains($0) }.prefix(context.count - first.count)
    }

    /// The catalog positions of the best films for the criteria as they stand, best first.
    private func ranked(_ criteria: AskCriteria, _ context: RankContext) -> [Int] {
        let movies = context.movies
        let filter = AskFilter(
            criteria: criteria, people: context.people, referenceID: context.reference?.id,
            popularity: context.popularity)
        let scorer = AskScorer(
            criteria: criteria, reference: context.reference, people: context.people, weights: askWeights,
            prior: context.prior, rarity: context.rarity
        )
        var pool = TopScores(capacity: context.count) { movies[$0].id > movies[$1].id }
        var noReasons: [RecommendationReason]?
        for (index, movie) in movies.enumerated() where filter.admits(movie, taste: context.taste) {
            // The request first: quality and the request's own terms rank, and the profile only breaks ties.
            let total =
                context.prior.score(movie) + scorer.points(movie, reasons: &noReasons)
                + askWeights.profileShare * engine.tasteBonus(movie, taste: context.taste, prior: context.prior)
            pool.offer(index: index, score: total, base: context.prior.score(movie))
        }
        return pool.sorted().map(\.index)
    }

    private func recommendation(_ movie: Movie, taste: TasteModel, prior: CriticPrior, scorer: AskScorer)
        -> Recommendation
    {
        let tasteScore = engine.score(movie, taste: taste, prior: prior)
        var asked: [RecommendationReason]? = []
        let points = scorer.points(movie, reasons: &asked)
        let scored = (asked ?? []).enumerated().sorted { lhs, rhs in
            lhs.element.contribution != rhs.element.contribution
                ? lhs.element.contribution > rhs.element.contribution : lhs.offset < rhs.offset
        }.map(\.element)
        return Recommendation(
            movie: movie,
            score: prior.score(movie) + points + askWeights.profileShare
                * engine.tasteBonus(movie, taste: taste, prior: prior),
            // The profile's reasons come last and only when the request gave fewer than three of its own.
            reasons: scored + scorer.constraintReasons(movie)
                + tasteScore.reasons.prefix(max(0, 3 - scored.count)).filter { !scored.contains($0) },
            engine: .offlineIntent
        )
    }
}
