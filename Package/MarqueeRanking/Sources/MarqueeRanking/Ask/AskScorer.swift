import MarqueeDomain

/// The request's own score terms and reasons, added to the taste ranking's.
///
/// Two kinds of reason come out. Score terms (moods, the asked language, likeness to the reference, "best")
/// move a film up and carry their points. Constraint reasons (the asked genre, years, runtime, origin, rating, people)
/// carry 0 points: every pick meets them, so they explain why it is here without changing the order.
struct AskScorer {
    let criteria: AskCriteria
    let reference: Movie?
    let people: [ResolvedPerson]
    let weights: AskWeights
    let prior: CriticPrior
    let rarity: GenreRarity
    private let referenceDirectors: Set<String>
    private let referenceCast: Set<String>
    private let referenceNeighbours: [MovieID: Double]
    private let strongestNeighbour: Double

    init(
        criteria: AskCriteria, reference: Movie?, people: [ResolvedPerson], weights: AskWeights, prior: CriticPrior,
        rarity: GenreRarity
    ) {
        self.rarity = rarity
        self.criteria = criteria
        self.reference = reference
        self.people = people
        self.weights = weights
        self.prior = prior
        referenceDirectors = Set(reference?.directors ?? [])
        referenceCast = Set(reference?.cast ?? [])
        let neighbours = reference?.coLiked ?? []
        referenceNeighbours = Dictionary(neighbours.map { ($0.id, $0.weight) }) { first, _ in first }
        strongestNeighbour = neighbours.map(\.weight).max() ?? 0
    }

    /// The points the request adds to a film.
    /// - Parameters:
    ///   - movie: a film the filter admitted.
    ///   - reasons: where to put the reasons, or `nil` in the hot loop that only needs the total.
    /// - Returns: the points, summed over what the request asked for.
    func points(_ movie: Movie, reasons: inout [RecommendationReason]?) -> Double {
        var total = 0.0
        for mood in criteria.moods {
            guard let genre = Self.first(movie.genres.intersection(mood.genres)) else { continue }
            total += weights.mood
            reasons?.append(.init(.mood(word: typedWord(mood), genre: genre), contribution: weights.mood))
        }
        if let language = criteria.origin?.matchedLanguage(of: movie) {
            total += weights.language
            reasons?.append(.init(.language(language), contribution: weights.language))
        }
        if let reference { total += likeness(movie, to: reference, reasons: &reasons) }
        if criteria.favorsAcclaim { total += weights.acclaim * (prior.score(movie) - prior.mean) }
        return total
    }

    /// The 0-point reasons saying which asked-for constraints the film meets, in the request's order of
    /// importance: genre, people, years, runtime, origin, rating.
    func constraintReasons(_ movie: Movie) -> [RecommendationReason] {
        var kinds: [RecommendationReason.Kind] = []
        for group in criteria.wantedGenres {
            if let genre = Self.first(movie.genres.intersection(group)) {
                kinds.append(.askedGenre(genre))
            }
        }
        for person in people {
            switch person.credit(in: movie) {
            case .director: kinds.append(.directedBy(name: person.name))
            case .cast, .any: kinds.append(.starring(name: person.name))
            case nil: break
            }
        }
        if let years = criteria.years { kinds.append(.releasedWithin(years)) }
        if criteria.minimumRuntime != nil || criteria.maximumRuntime != nil, let minutes = movie.runtimeMinutes {
            kinds.append(.runtime(minutes: minutes))
        }
        // A language match is a score term (see `points`); a country match alone is a constraint.
        if let origin = criteria.origin, origin.matchedLanguage(of: movie) == nil,
            let country = origin.matchedCountry(of: movie)
        {
            kinds.append(.country(country))
        }
        let asksMilder = criteria.avoidedGenres.values.contains(.preferMilder)
        if criteria.maximumRating != nil || asksMilder, let rating = movie.contentRating, rating.maturity != nil {
            kinds.append(.rated(rating))
        }
        return kinds.map { RecommendationReason($0, contribution: 0) }
    }

    private func likeness(_ movie: Movie, to reference: Movie, reasons: inout [RecommendationReason]?) -> Double {
        var similar = weights.similarGenres * rarity.overlap(movie.genres, reference.genres)
        if let year = movie.year, let referenceYear = reference.year {
            similar += weights.similarEra * max(0, 1 - Double(abs(year - referenceYear)) / weights.similarEraSpan)
        }
        var total = similar
        if similar > 0 { reasons?.append(.init(.similarTo(title: reference.title), contribution: similar)) }
        // "Like X" finds what X's fans loved, not only films that share its genres.
        if strongestNeighbour > 0, let weight = referenceNeighbours[movie.id] {
            let lift = weights.coLiked * weight / strongestNeighbour
            total += lift
            reasons?.append(.init(.coLiked(becauseOf: reference.title), contribution: lift))
        }
        if let director = movie.directors.first(where: referenceDirectors.contains) {
            total += weights.sameDirector
            reasons?.append(
                .init(.director(name: director, becauseOf: reference.title), contribution: weights.sameDirector))
        }
        let shared = movie.cast.filter(referenceCast.contains)
        if let first = shared.first {
            let lift = min(Double(shared.count) * weights.sharedCast, weights.sharedCastCap)
            total += lift
            reasons?.append(.init(.cast(name: first, becauseOf: reference.title), contribution: lift))
        }
        return total
    }

    /// The user's own words for a mood ("traurig" for sad), which the reason quotes; the mood's word otherwise.
    private func typedWord(_ mood: AskMood) -> String {
        for interpretation in criteria.interpretations {
            if case .mood(let read, _) = interpretation.reading, read == mood { return interpretation.typed }
        }
        return mood.word
    }

    /// The first genre of a set in declaration order, without building an array.
    private static func first(_ genres: GenreSet) -> Genre? {
        genres.isEmpty ? nil : Genre.allCases[genres.rawValue.trailingZeroBitCount]
    }
}
