import Foundation
import MarqueeDomain

/// Answers the form from the bundled catalog: films near the year and runtime asked for, with the rating asked for.
///
/// Pure and deterministic. How it picks:
/// - **Type.** The catalog holds films only, so a TV show request gets no picks (and the answer says why)
///   rather than films passed off as shows.
/// - **Rating.** Films rated at the requested level (PG-13 for TV-14: one ladder, see `ContentRating.maturity`),
///   or at that level or milder when `RecommendationForm.includesMilder` is set. A film whose rating the catalog
///   does not know is left out, since nothing says it fits. NR sets no limit.
/// - **Nearness.** The narrowest of ±3 years and ±20 minutes, ±6 and ±40, ±12 and ±60 that still holds enough
///   films, around the year or, outside the catalog, its nearer edge; else wider years at any runtime, said as a
///   `FormRelaxation`.
/// - **Score.** The feed's score (critic score shrunk by review count, plus the profile's genres and people),
///   plus up to 2 points for the year and 1.5 for the runtime, falling off with distance.
/// Every term that adds points is a reason, as in the feed; passed films never appear.
public struct LocalFormEngine: Sendable {
    /// One step of widening: how far from the requested year and runtime a film may be.
    struct Window {
        let years: Int
        let minutes: Int
    }

    /// The feed's tuning constants, used for the critic prior and the profile's terms.
    public let weights: RankingWeights

    /// Points for a film from exactly the requested year.
    static let yearWeight = 2.0
    /// Years at which the year points fall to about 60 %.
    static let yearScale = 3.0
    /// Points for a film of exactly the requested runtime.
    static let runtimeWeight = 1.5
    /// Minutes at which the runtime points fall to about 60 %.
    static let runtimeScale = 15.0
    /// The farthest a film may be and still carry a "close to the year" reason.
    static let nearYears = 3
    /// The farthest a film may be and still carry a "close to the runtime" reason.
    static let nearMinutes = 20
    /// The windows tried in turn.
    static let windows = [Window(years: 3, minutes: 20), Window(years: 6, minutes: 40), Window(years: 12, minutes: 60)]
    /// The year windows, any runtime, tried when no window holds enough films.
    static let yearWindows = [12, 24, 48]

    /// Creates an engine.
    public init(weights: RankingWeights = .form) { self.weights = weights }

    /// Picks films for a form.
    /// - Parameters:
    ///   - form: the checked form.
    ///   - movies: the catalog.
    ///   - taste: the folded profile.
    ///   - limit: how many picks to return.
    /// - Returns: up to `limit` picks, best first; empty for a TV show or when no film has a fitting rating.
    public func recommend(
        _ form: RecommendationForm,
        from movies: [Movie],
        taste: TasteModel,
        limit: Int
    ) -> [Recommendation] {
        answer(form, from: movies, taste: taste, limit: limit).recommendations
    }

    /// Picks films for a form, and says what had to be loosened to find them.
    ///
    /// A year outside the catalog is moved to the nearer edge. When no window holds enough films, a year
    /// window that does (any runtime) is used: ±12 years, else ±24, ±48, else the whole catalog.
    /// - Parameters:
    ///   - form: the checked form.
    ///   - movies: the catalog.
    ///   - taste: the folded profile.
    ///   - limit: how many picks to return.
    /// - Returns: up to `limit` picks, best first, and the relaxation, if any.
    public func answer(
        _ form: RecommendationForm,
        from movies: [Movie],
        taste: TasteModel,
        limit: Int
    ) -> LocalFormAnswer {
        guard form.contentType == .movie, limit > 0 else { return LocalFormAnswer(recommendations: []) }
        let eligible = movies.filter { movie in
            guard movie.year != nil, fits(movie.contentRating, form) else { return false }
            return !(taste.mayHaveReacted(to: movie.id) && taste.profile.passed[movie.id] != nil)
        }
        let span = CatalogSpan(measuring: movies)
        let target = span?.nearestYear(to: form.year) ?? form.year
        let (pool, relaxation) = self.pool(eligible, form: form, target: target, span: span, limit: limit)
        let prior = CriticPrior(measuring: movies, weight: weights.priorReviewCount)
        let engine = RecommendationEngine(weights: weights)
        let picks = pool.map { movie in
            recommendation(movie, form: form, year: target, film: engine.score(movie, taste: taste, prior: prior))
        }
        return LocalFormAnswer(
            recommendations: Array(
                picks.sorted { $0.score != $1.score ? $0.score > $1.score : $0.movie.id < $1.movie.id }.prefix(limit)),
            relaxation: pool.isEmpty ? nil : relaxation)
    }

    private func pool(_ eligible: [Movie], form: RecommendationForm, target: Int, span: CatalogSpan?, limit: Int)
        -> ([Movie], FormRelaxation?)
    {
        let minutes = form.duration.minutes
        if let near = Self.windows.lazy.map({ window in
            eligible.filter { Self.isWithin(window, $0, year: target, minutes: minutes) }
        }).first(where: { $0.count >= limit }) {
            guard target != form.year, let span else { return (near, nil) }
            let used = Self.years(of: near)
            return (near, .closestYears(ClosestYears(asked: form.year...form.year, used: used, span: span)))
        }
        let anyRuntime = Self.yearWindows.lazy.map { years in
            eligible.filter { abs(($0.year ?? .min) - target) <= years }
        }
        if let minutes, let nearYears = anyRuntime.first, nearYears.count >= limit {
            return (nearYears, .otherRuntimes(requested: minutes, rating: form.rating))
        }
        let wide = anyRuntime.first { $0.count >= limit } ?? eligible
        let introduced = form.includesMilder ? nil : form.rating.mpaaIntroduction.flatMap { $0 > form.year ? $0 : nil }
        return (
            wide,
            .otherYears(requested: form.year, rating: form.rating, introduced: introduced, used: Self.years(of: wide))
        )
    }

    /// The first and last year of films that all have a year.
    private static func years(of movies: [Movie]) -> ClosedRange<Int> {
        let years = movies.compactMap(\.year)
        return (years.min() ?? 0)...(years.max() ?? 0)
    }

    private func fits(_ rating: ContentRating?, _ form: RecommendationForm) -> Bool {
        guard let limit = form.rating.maturity else { return true }
        guard let maturity = rating?.maturity else { return false }
        return form.includesMilder ? maturity <= limit : maturity == limit
    }

    private static func isWithin(_ window: Window, _ movie: Movie, year: Int, minutes: Int?) -> Bool {
        guard let filmYear = movie.year, abs(filmYear - year) <= window.years else { return false }
        guard let minutes else { return true }
        guard let runtime = movie.runtimeMinutes else { return false }
        return abs(runtime - minutes) <= window.minutes
    }

    private func recommendation(_ movie: Movie, form: RecommendationForm, year target: Int, film: FilmScore)
        -> Recommendation
    {
        var reasons = film.reasons
        var total = film.total
        if let year = movie.year {
            let points = Self.yearWeight * Self.falloff(Double(year - target), scale: Self.yearScale)
            total += points
            if abs(year - target) <= Self.nearYears {
                reasons.append(.init(.nearYear(year: year, requested: target), contribution: points))
            }
        }
        if let minutes = form.duration.minutes, let runtime = movie.runtimeMinutes {
            let points = Self.runtimeWeight * Self.falloff(Double(runtime - minutes), scale: Self.runtimeScale)
            total += points
            if abs(runtime - minutes) <= Self.nearMinutes {
                reasons.append(.init(.nearRuntime(minutes: runtime, requested: minutes), contribution: points))
            }
        }
        if form.rating.maturity != nil, let rating = movie.contentRating {
            reasons.append(.init(.ratingFits(rating: rating, requested: form.rating), contribution: 0))
        }
        // A stable sort: equal contributions keep the order they were added in.
        let ordered = reasons.enumerated().sorted { lhs, rhs in
            lhs.element.contribution != rhs.element.contribution
                ? lhs.element.contribution > rhs.element.contribution : lhs.offset < rhs.offset
        }
        return Recommendation(movie: movie, score: total, reasons: ordered.map(\.element), engine: .localForm)
    }

    /// 1 at no distance, about 0.6 at one `scale`, about 0.14 at two.
    private static func falloff(_ distance: Double, scale: Double) -> Double {
        exp(-0.5 * (distance / scale) * (distance / scale))
    }
}
