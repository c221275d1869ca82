import Foundation
import MarqueeDomain

/// Ranks films for a user: quality first, re-ranked by what the user's reactions say.
///
/// Pure and deterministic: the same catalog and profile always give the same feed. The terms
/// (docs/RANKING.md), each bounded so that no pile of weak evidence outweighs quality:
/// - base: the film's quality out of 10, shrunk toward the catalog mean by how much evidence there is
///   (``CriticPrior``), yielding as the profile grows (`RankingWeights.qualityYield`), less a penalty for
///   every point below `RankingWeights.qualityFloor` that never yields;
/// - co-rating: the neighbour weights from liked and saved films, less those from passed films, relative to the
///   strongest evidence of any film, times `RankingWeights.coLiked`;
/// - content, for what ratings do not cover: rarity-weighted genre overlap normalised per film, onboarding
///   genres as one share, directors and principal cast of liked films, decade and language;
/// - +0.6 if the film itself is saved, +0.3 if liked.
/// Passed and liked films never appear in the feed (saved ones do: they are the watchlist), and a film does
/// not count as similar to itself. Each pick keeps at most
/// `RankingWeights.maximumReasons` reasons, the largest terms of its score.
public struct RecommendationEngine: Sendable {
    /// The tuning constants.
    public let weights: RankingWeights

    /// Creates an engine.
    public init(weights: RankingWeights = .standard) { self.weights = weights }

    /// Scores one film.
    /// - Parameters:
    ///   - movie: the film.
    ///   - taste: the folded profile.
    ///   - prior: the quality prior of the catalog.
    /// - Returns: the score and its largest terms as reasons.
    public func score(_ movie: Movie, taste: TasteModel, prior: CriticPrior) -> FilmScore {
        var collected: [RecommendationReason]? = []
        let base = prior.score(movie)
        let total = terms(movie, base: base, prior: prior, taste: taste, reasons: &collected)
        var reasons = collected ?? []
        reasons.sort { $0.contribution > $1.contribution }
        if reasons.count > weights.maximumReasons { reasons.removeLast(reasons.count - weights.maximumReasons) }
        return FilmScore(total: total, base: base, reasons: reasons)
    }

    /// The part of a film's score that comes from the profile alone, without its quality.
    ///
    /// Ask, chat and the form rank by the request and use this only to break ties among films that fit it.
    public func tasteBonus(_ movie: Movie, taste: TasteModel, prior: CriticPrior) -> Double {
        var ignored: [RecommendationReason]?
        let base = prior.score(movie)
        let shown = shownScore(movie)
        let yield = Self.audienceYield(
            taste.audienceYield, focus: taste.audienceFocus,
            pickedShare: Self.pickedShare(movie.genres.rawValue, of: taste.preferredGenres.rawValue))
        return terms(movie, base: base, prior: prior, taste: taste, reasons: &ignored) - base * taste.qualityScale
            + belowFloor(base, shown: shown)
            - audienceTerm(base: base, shown: shown, audience: movie.audience, yield: yield, prior: prior)
    }

    /// Ranks a catalog and picks a varied feed from the top of it.
    /// - Parameters:
    ///   - movies: the films to rank.
    ///   - taste: the folded profile.
    ///   - limit: how many recommendations to return.
    ///   - genre: when set, only films with this genre are considered.
    /// - Returns: up to `limit` recommendations, best first, never a passed or liked film.
    public func rank(_ movies: [Movie], taste: TasteModel, limit: Int, genre: Genre? = nil) -> [Recommendation] {
        guard limit > 0, !movies.isEmpty else { return [] }
        return rank(FilmTable(movies: movies), taste: taste, limit: limit, genre: genre)
    }

    /// The total score without building reasons: the hot loop over every film.
    func quickScore(_ movie: Movie, taste: TasteModel, prior: CriticPrior) -> Double {
        var ignored: [RecommendationReason]?
        return terms(movie, base: prior.score(movie), prior: prior, taste: taste, reasons: &ignored)
    }

    /// The penalty below `RankingWeights.qualityFloor`, read on the lower of the shrunk quality and the score the
    /// film shows (`shownScore(critic:reviews:audienceMean:)`) when `RankingWeights.floorReadsShownScore` is set.
    func belowFloor(_ base: Double, shown: Double?) -> Double {
        var quality = base
        if weights.floorReadsShownScore, let shown { quality = min(base, shown) }
        return max(0, weights.qualityFloor - quality) * weights.belowFloorPenalty
    }

    /// The score a film fan reads on a film, out of 10: its critic average from enough reviews, else its audience
    /// mean on the 10-point scale, else none.
    ///
    /// The shrunk quality pulls a 5.6 from 125 reviews up toward the catalog mean; the floor must not, or a film
    /// that shows 5.6/10 could rise into the feed on co-rating evidence.
    func shownScore(critic: Double?, reviews: Int, audienceMean: Double?) -> Double? {
        if let critic, reviews >= weights.floorReviewCount { return critic }
        return audienceMean.map { $0 * 2 }
    }

    func shownScore(_ movie: Movie) -> Double? {
        shownScore(critic: movie.criticScore, reviews: movie.reviewCount, audienceMean: movie.audience?.mean)
    }

    /// The audience prior's points for a film (`RankingWeights.audiencePrior`): its audience evidence, yielding as
    /// the profile grows, and nothing for a film below the floor, which the prior must never lift.
    func audienceTerm(
        base: Double, shown: Double?, audienceMean: Double?, ratings: Int, yield: Double, prior: CriticPrior
    )
        -> Double
    {
        guard belowFloor(base, shown: shown) == 0 else { return 0 }
        return audienceTerm(
            yield: yield,
            evidence: prior.audience.evidence(
                mean: audienceMean, ratings: ratings, priorRatings: weights.audiencePriorRatings,
                mix: weights.audienceMix))
    }

    /// The audience prior's points for a film whose evidence is known (0 for a film below the floor), or measured
    /// only when it counts.
    func audienceTerm(yield: Double, evidence: @autoclosure () -> Double) -> Double {
        guard weights.audiencePrior != 0, yield > 0 else { return 0 }
        return weights.audiencePrior * yield * evidence()
    }

    /// The share of the audience prior's weight a film keeps for a profile: the profile's yield to likes, and, as far
    /// as the onboarding genres narrow the catalog (`focus`), the share of the film's genres that were picked, so the
    /// prior is read among the films of a selective pick and over every film for a broad one.
    static func audienceYield(_ yield: Double, focus: Double, pickedShare: Double) -> Double {
        yield * ((1 - focus) + focus * pickedShare)
    }

    /// The share of a film's genres (`bits`) among the picked ones, 0 for a film without genres or without a pick.
    static func pickedShare(_ bits: UInt32, of picked: UInt32) -> Double {
        guard bits != 0, picked != 0 else { return 0 }
        return Double((bits & picked).nonzeroBitCount) / Double(bits.nonzeroBitCount)
    }

    func audienceTerm(base: Double, shown: Double?, audience: AudienceScore?, yield: Double, prior: CriticPrior)
        -> Double
    {
        audienceTerm(
            base: base, shown: shown, audienceMean: audience?.mean, ratings: audience?.ratings ?? 0, yield: yield,
            prior: prior)
    }

    /// Every term of the score, in one place so the ranked total and the reasons cannot disagree.
    private func terms(
        _ movie: Movie, base: Double, prior: CriticPrior, taste: TasteModel, reasons: inout [RecommendationReason]?
    ) -> Double {
        var collected = reasons ?? []
        defer { if reasons != nil { reasons = collected } }
        let collecting = reasons != nil
        // As the profile grows quality yields its share, but never the penalty below the floor.
        let shown = shownScore(movie)
        var total = base * taste.qualityScale - belowFloor(base, shown: shown)
        // With few reactions, what people watch and like stands beside the critics; it yields as likes come.
        let yield = Self.audienceYield(
            taste.audienceYield, focus: taste.audienceFocus,
            pickedShare: Self.pickedShare(movie.genres.rawValue, of: taste.preferredGenres.rawValue))
        let audience = audienceTerm(base: base, shown: shown, audience: movie.audience, yield: yield, prior: prior)
        total += audience
        if collecting {
            // The chip names the film's score, but it counts only the points quality keeps for this profile.
            let points = base * taste.qualityScale
            if base >= weights.criticFavoriteThreshold {
                collected.append(.init(.criticFavorite(score: base), contribution: points))
            } else if base >= weights.highlyRatedThreshold {
                collected.append(.init(.highlyRated(score: base), contribution: points))
            }
        }
        let reacted = taste.mayHaveReacted(to: movie.id)
        let isLiked = reacted && taste.profile.liked[movie.id] != nil
        let isSaved = reacted && taste.profile.saved[movie.id] != nil
        let own = isLiked ? 1 : (isSaved ? weights.savedShare : 0)
        if let evidence = taste.coLikedEvidence(of: movie.id) {
            let term = taste.coRatingTerm(evidence, ratings: movie.audience?.ratings ?? 0)
            total += term
            if collecting, term > 0, let credit = evidence.credit(excluding: movie.id) {
                collected.append(.init(.coLiked(becauseOf: credit), contribution: term))
            }
        }
        if !taste.preferredGenres.isEmpty, !movie.genres.isEmpty {
            let picked = movie.genres.intersection(taste.preferredGenres)
            if let first = picked.first(where: { _ in true }) {
                let share = Double(picked.count) / Double(movie.genres.count)
                let term = weights.preferredGenre * taste.preferredGenreYield * taste.preferredFocus * share
                total += term
                if collecting { collected.append(.init(.preferredGenre(first), contribution: term)) }
            }
        }
        if taste.reactedFilms > own {
            let match = taste.genreMatch(movie.genres)
            let term = weights.likedGenre * match.share
            total += term
            if collecting, term > 0, let genre = match.strongest {
                collected.append(.init(.genreYouLike(genre), contribution: term))
            }
            total += weights.likedDecade * taste.decadeShare(movie.year)
            total += weights.likedLanguage * taste.languageShare(movie.language)
        }
        total += people(movie, taste: taste, own: own, collecting: collecting, into: &collected)
        if isSaved { total += weights.savedItself }
        if isLiked { total += weights.likedItself }
        if collecting {
            if isSaved { collected.append(.init(.youSavedIt, contribution: weights.savedItself)) }
            if isLiked { collected.append(.init(.youLikedIt, contribution: weights.likedItself)) }
            // The prior is part of quality and usually goes unnamed; a pick it alone carried still says why.
            if collected.isEmpty, audience > 0, let score = movie.audience {
                collected.append(.init(.popularWithAudiences(score), contribution: audience))
            }
        }
        return total
    }

    /// `1 - e^-x` for evidence `x ≥ 0`, its mirror below zero: linear at first, never past ±1.
    func saturate(_ value: Double) -> Double { value >= 0 ? 1 - exp(-value) : exp(value) - 1 }

    private func people(
        _ movie: Movie,
        taste: TasteModel,
        own: Double,
        collecting: Bool,
        into reasons: inout [RecommendationReason]
    ) -> Double {
        guard taste.weighsPeople else { return 0 }
        var total = 0.0
        var strongest: (name: String, credit: String, films: Double)?
        for name in movie.directors where taste.mayWeigh(name) {
            guard let entry = taste.director(named: name), let credit = entry.credit(excluding: movie.id) else {
                continue
            }
            let films = entry.weight - own
            if films > (strongest?.films ?? 1e-9) { strongest = (name, credit, films) }
        }
        if let strongest {
            let term = weights.likedDirector * saturate(strongest.films)
            total += term
            if collecting {
                reasons.append(.init(.director(name: strongest.name, becauseOf: strongest.credit), contribution: term))
            }
        }
        var shared = 0.0
        var lead: (name: String, credit: String, films: Double)?
        for name in movie.cast.prefix(weights.principalCast) where taste.mayWeigh(name) {
            guard let entry = taste.castMember(named: name), let credit = entry.credit(excluding: movie.id) else {
                continue
            }
            let films = entry.weight - own
            guard films > 1e-9 else { continue }
            shared += films
            if films > (lead?.films ?? 0) { lead = (name, credit, films) }
        }
        if let lead {
            let term = weights.likedCast * saturate(shared)
            total += term
            if collecting { reasons.append(.init(.cast(name: lead.name, becauseOf: lead.credit), contribution: term)) }
        }
        return total
    }
}
